export const id = 258;
export const ids = [258];
export const modules = {

/***/ 7258:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  signAndStore: () => (/* binding */ signAndStore)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/@actions/attest/lib/index.js + 33 modules
var lib = __webpack_require__(2337);
// EXTERNAL MODULE: ./src/attestation/statement.ts
var statement = __webpack_require__(6031);
// EXTERNAL MODULE: ./src/lib/errors.ts
var errors = __webpack_require__(7268);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
// EXTERNAL MODULE: ./src/http/errors.ts
var http_errors = __webpack_require__(8549);
// EXTERNAL MODULE: ./src/github/api.ts
var github_api = __webpack_require__(8943);
// EXTERNAL MODULE: ./src/lib/json.ts
var json = __webpack_require__(8453);
// EXTERNAL MODULE: ./node_modules/snappyjs/index.js
var snappyjs = __webpack_require__(4528);
;// CONCATENATED MODULE: ./src/github/attestations.ts
/**
 * GitHub's attestations API: every attestation stored for one subject digest in a repository,
 * page by page, and storing a signed bundle. Both within the one deadline, through the one GitHub
 * client; nothing GitHub answers is trusted beyond its shape.
 */





/** At most this many pages of 100 are read: a commit with more attestations is not a normal one. */
const MAX_PAGES = 10;
/** A page of 100 bundles takes a few MiB at most; a larger one is refused while it is read. */
const MAX_PAGE_BYTES = (/* unused pure expression or super */ null && (8 * 1024 * 1024));
/**
 * Lists every attestation of `subjectDigest` (`sha256:<hex>`) in `repository`, following the Link
 * header's `next`. Each entry carries its bundle: inline (API version 2022-11-28), or fetched from
 * its `bundle_url` and snappy-decoded, as `gh` reads the answers of newer API versions.
 */
async function listAttestations(api, repository, subjectDigest, context) {
    const subject = `listing the attestations of ${subjectDigest.slice(0, 19)}… in ${repository}`;
    const pages = await api.listPages(`${api.apiUrl}/repos/${repository}/attestations/${subjectDigest}?per_page=100`, {
        ...context,
        subject,
        maxBodyBytes: MAX_PAGE_BYTES,
        forbiddenHint: 'Give the job permissions: { contents: read, attestations: read }; for another repository, pass a github-token that can read it.'
    }, { maxPages: MAX_PAGES, itemsOf: (body, status) => attestationsOf(body, status, subject) });
    const attestations = [];
    for (const entry of pages.items)
        attestations.push(await withBundle(api, entry, context));
    return { attestations, truncated: pages.truncated, noneFound: pages.notFound };
}
/** A bundle is a few KiB; one fetched from `bundle_url` is refused past this while it is read. */
const MAX_BUNDLE_BYTES = (/* unused pure expression or super */ null && (1024 * 1024));
/**
 * The entry with its bundle: as listed when it is inline; fetched from `bundle_url` when only that
 * is given. A bundle that cannot be had is said on the entry (`bundleUnavailable`), which the
 * checks then refuse alone; the deadline and cancellation end the whole listing.
 */
async function withBundle(api, entry, context) {
    const listed = parseObject(entry);
    const url = listed?.['bundle_url'];
    if (listed === undefined || (listed['bundle'] !== undefined && listed['bundle'] !== null) || typeof url !== 'string' || url === '')
        return entry;
    try {
        const bytes = await api.download(url, {
            ...context,
            subject: 'fetching an attestation bundle from its bundle_url',
            maxBodyBytes: MAX_BUNDLE_BYTES,
            forbiddenHint: 'Give the job permissions: { contents: read, attestations: read }.'
        });
        return { ...listed, bundle: decodeBundle(bytes) };
    }
    catch (error) {
        if (error instanceof DeadlineError || error instanceof CancelledError)
            throw error;
        return { ...listed, bundleUnavailable: `its bundle_url could not be read: ${inertText(errorMessage(error), 200)}` };
    }
}
/** A bundle as GitHub stores it behind `bundle_url`: snappy-compressed JSON (plain JSON is taken too). */
function decodeBundle(bytes) {
    let text;
    try {
        text = Buffer.from(snappy.uncompress(bytes, MAX_BUNDLE_BYTES)).toString('utf8');
    }
    catch {
        text = bytes.toString('utf8');
    }
    const bundle = parseObject(text);
    if (bundle === undefined)
        throw new Error('it is neither snappy-compressed JSON nor JSON');
    return bundle;
}
/** A page's `attestations`, which must be a list: anything else is not GitHub's answer. */
function attestationsOf(body, status, subject) {
    const listed = parseObject(body)?.['attestations'];
    if (!Array.isArray(listed)) {
        throw new ApiError(`GitHub's answer while ${subject} is not a page of attestations: ${inertText(body, 120)}`, {
            kind: 'protocol',
            status,
            hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
        });
    }
    return listed;
}
/**
 * POST /repos/{owner}/{repo}/attestations. A 2xx with an id is stored; any other 4xx but the
 * token's own is GitHub refusing it, said and not retried; 5xx, 408, 429 and network failures
 * are tried again within the deadline. The token refused (401, or a 403 about permissions), the
 * deadline, and an answer without an id throw.
 */
async function storeAttestation(api, repository, bundle, context) {
    let answer;
    try {
        answer = await api.request('POST', `${api.apiUrl}/repos/${repository}/attestations`, {
            ...context,
            subject: 'storing the signed attestation',
            body: JSON.stringify({ bundle })
        });
    }
    catch (error) {
        if (!(error instanceof http_errors/* ApiError */.h) || error.status === undefined || error.transient || error.kind === 'auth')
            throw error;
        if (error.kind === 'forbidden' && /not accessible by integration|permission/i.test(error.said ?? ''))
            throw error;
        return { stored: false, refusal: `HTTP ${error.status}${error.said === undefined ? '' : ` (${error.said})`}` };
    }
    const id = (0,json/* parseObject */.lj)(answer.body)?.['id'];
    if ((typeof id === 'number' && Number.isSafeInteger(id) && id > 0) || (typeof id === 'string' && /^[1-9]\d{0,19}$/.test(id))) {
        return { stored: true, attestationId: String(id) };
    }
    throw new http_errors/* ApiError */.h(`GitHub answered the store request with HTTP ${answer.status} but no attestation id: ${(0,lib_text/* inertText */.UJ)(answer.body, 120)}`, {
        kind: 'protocol',
        status: answer.status,
        hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
    });
}

// EXTERNAL MODULE: ./src/gate/report/signing-error.ts
var signing_error = __webpack_require__(8998);
// EXTERNAL MODULE: ./src/gate/inputs.ts
var inputs = __webpack_require__(2466);
;// CONCATENATED MODULE: ./src/gate/report/attestation-signing.ts
/**
 * Signs one certification statement with the job's OIDC identity through `@actions/attest`
 * (Sigstore: Fulcio, then the timestamp authority or Rekor), writes the bundle to a file, and
 * stores it with GitHub's attestations API. Loaded only when `attest` is true and the step
 * passed: `@actions/attest` and its Sigstore clients are the heaviest code the action has.
 */











async function signAndStore(request) {
    const bundle = await sign(request);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(request.bundlePath), { recursive: true });
    await (0,promises_.writeFile)(request.bundlePath, `${JSON.stringify(bundle)}\n`);
    const stored = await store(bundle, request);
    return { bundlePath: request.bundlePath, ...stored };
}
/** The bundle, or a SigningError that says which part of signing failed. */
async function sign(request) {
    const { subject, predicate, deadline, signal } = request;
    // Sigstore's clients take no signal: the wait for them is bounded here, and whatever they
    // still have under way is left behind (the entry point exits once the step has concluded).
    const timeLeftMs = deadline.remainingMs();
    let timer;
    const outOfTime = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`it did not finish within ${Math.round(timeLeftMs / 1000)} s`)), timeLeftMs);
    });
    const cancelled = new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('the job was cancelled')), { once: true }));
    try {
        // Stored separately (skipWrite): when GitHub refuses to store it, the bundle is still kept.
        const signed = (0,lib/* attest */.st)({
            subjects: [subject],
            predicateType: statement/* CERTIFICATION_PREDICATE_TYPE */.AR,
            predicate: predicate,
            token: request.token,
            skipWrite: true
        });
        const { bundle } = await Promise.race([signed, outOfTime, cancelled]);
        return bundle;
    }
    catch (error) {
        throw signingFailure(error);
    }
    finally {
        clearTimeout(timer);
    }
}
/** What went wrong while signing, and what to do, by the step that failed. */
function signingFailure(error) {
    const detail = (0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 300);
    if (/identity token|id.?token|oidc|ACTIONS_ID_TOKEN/i.test(detail)) {
        return new signing_error/* SigningError */.u(`Signing failed: the job's OIDC token could not be had (${detail.replace(/\.$/, '')})`, `Give the job ${inputs/* ATTEST_PERMISSIONS */.zE}, and re-run it.`);
    }
    return new signing_error/* SigningError */.u(`Signing failed: ${(0,lib_text/* asSentence */.KG)(detail)}`, "Re-run the job. If it keeps failing, check that the runner can reach Sigstore's services (fulcio.githubapp.com and timestamp.githubapp.com for a private repository; fulcio.sigstore.dev and rekor.sigstore.dev for a public one), through the proxy when one is set.");
}
/** Stores the bundle with GitHub within the deadline; a failure that leaves no attestation is a SigningError. */
async function store(bundle, request) {
    const api = new github_api/* GitHubApi */.yN({ apiUrl: request.apiUrl, token: request.token });
    try {
        return await storeAttestation(api, request.repository, bundle, {
            deadline: request.deadline,
            signal: request.signal,
            logger: request.logger,
            random: Math.random,
            forbiddenHint: `Give the job ${inputs/* ATTEST_PERMISSIONS */.zE}, and leave github-token at its default.`
        });
    }
    catch (error) {
        throw storeFailure(error, api.requestCount);
    }
}
/** Why storing left no attestation, and what to do. */
function storeFailure(error, attempts) {
    if (error instanceof errors/* CancelledError */.cc)
        return new signing_error/* SigningError */.u('Storing the attestation was cancelled with the job', 'Re-run the job.');
    if (error instanceof http_errors/* DeadlineError */.j) {
        const last = error.lastError === undefined ? '' : `; the last time: ${(0,lib_text/* asSentence */.KG)(error.lastError.message)}`;
        return new signing_error/* SigningError */.u(`Storing the signed attestation with GitHub failed ${attempts} time(s)${last} There was no time left to try again`, 'Re-run the job; if GitHub is having trouble (githubstatus.com), wait for it to recover.');
    }
    if (error instanceof http_errors/* ApiError */.h && (error.kind === 'auth' || error.kind === 'forbidden')) {
        return new signing_error/* SigningError */.u(`GitHub refused the token when storing the signed attestation (HTTP ${error.status ?? '?'}${error.said === undefined ? '' : ` (${error.said})`})`, `Give the job ${inputs/* ATTEST_PERMISSIONS */.zE}, and leave github-token at its default.`);
    }
    if (error instanceof http_errors/* ApiError */.h)
        return new signing_error/* SigningError */.u(error.message, error.hint ?? 'Re-run the job.');
    return new signing_error/* SigningError */.u(`Storing the signed attestation failed: ${(0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 200)}`, 'Re-run the job.');
}


/***/ })

};

//# sourceMappingURL=258.index.js.map