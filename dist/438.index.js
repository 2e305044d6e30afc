export const id = 438;
export const ids = [438];
export const modules = {

/***/ 27438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   signAndStore: () => (/* binding */ signAndStore),
/* harmony export */   treeOfRun: () => (/* binding */ treeOfRun)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_attest__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12337);
/* harmony import */ var _attestation_statement_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76031);
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97268);
/* harmony import */ var _lib_runtime_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(89067);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(79112);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(58549);
/* harmony import */ var _github_api_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(28943);
/* harmony import */ var _github_commits_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(40149);
/* harmony import */ var _github_attestations_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(72936);
/* harmony import */ var _signing_error_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(68998);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8955);
/**
 * Signs one certification statement with the job's OIDC identity through `@actions/attest`
 * (Sigstore: Fulcio, then the timestamp authority or Rekor), writes the bundle to a file, and
 * stores it with GitHub's attestations API. Loaded only when `attest` is true and the step
 * passed: `@actions/attest` and its Sigstore clients are the heaviest code the action has.
 */













/**
 * The git tree of the commit the run is on (GITHUB_SHA): from the event when it says (push,
 * merge_group), otherwise from GitHub. Without it the statement names the commit alone, which
 * is said in the log: the certification then spares no run of another commit with that tree.
 */
async function treeOfRun(github, token, context) {
    if (github.workflowTree !== undefined)
        return github.workflowTree;
    const { repository, workflowSha } = github;
    if (repository === undefined || workflowSha === undefined || token === undefined)
        return undefined;
    try {
        return await (0,_github_commits_js__WEBPACK_IMPORTED_MODULE_9__/* .treeOf */ .g)(new _github_api_js__WEBPACK_IMPORTED_MODULE_8__/* .GitHubApi */ .yN({ apiUrl: github.apiUrl, token }), repository, workflowSha, {
            ...context,
            deadline: new _lib_runtime_js__WEBPACK_IMPORTED_MODULE_5__/* .Deadline */ .B2(context.deadline.clock, Math.min(TREE_READ_MS, context.deadline.remainingMs()))
        });
    }
    catch (error) {
        context.logger.info(`The tree of commit ${workflowSha} could not be read (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_6__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error), 200)}): the statement names the commit alone.`);
        return undefined;
    }
}
/** Reading the tree for the statement takes at most this: signing needs the rest. */
const TREE_READ_MS = 5_000;
async function signAndStore(request) {
    const bundle = await sign(request);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(request.bundlePath), { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(request.bundlePath, `${JSON.stringify(bundle)}\n`);
    const stored = await store(bundle, request);
    return { bundlePath: request.bundlePath, ...stored };
}
/** The bundle, or a SigningError that says which part of signing failed. */
async function sign(request) {
    const { subjects, predicate, deadline, signal } = request;
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
        const signed = (0,_actions_attest__WEBPACK_IMPORTED_MODULE_2__/* .attest */ .st)({
            subjects: subjects,
            predicateType: _attestation_statement_js__WEBPACK_IMPORTED_MODULE_3__/* .CERTIFICATION_PREDICATE_TYPE */ .AR,
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
    const detail = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_6__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error), 300);
    if (/identity token|id.?token|oidc|ACTIONS_ID_TOKEN/i.test(detail)) {
        return new _signing_error_js__WEBPACK_IMPORTED_MODULE_11__/* .SigningError */ .u(`Signing failed: the job's OIDC token could not be had (${detail.replace(/\.$/, '')})`, `Give the job ${_names_js__WEBPACK_IMPORTED_MODULE_12__/* .ATTEST_PERMISSIONS */ .zE}, and re-run it.`);
    }
    return new _signing_error_js__WEBPACK_IMPORTED_MODULE_11__/* .SigningError */ .u(`Signing failed: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_6__/* .asSentence */ .KG)(detail)}`, "Re-run the job. If it keeps failing, check that the runner can reach Sigstore's services (fulcio.githubapp.com and timestamp.githubapp.com for a private repository; fulcio.sigstore.dev and rekor.sigstore.dev for a public one), through the proxy when one is set.");
}
/** Stores the bundle with GitHub within the deadline; a failure that leaves no attestation is a SigningError. */
async function store(bundle, request) {
    const api = new _github_api_js__WEBPACK_IMPORTED_MODULE_8__/* .GitHubApi */ .yN({ apiUrl: request.apiUrl, token: request.token });
    try {
        return await (0,_github_attestations_js__WEBPACK_IMPORTED_MODULE_10__/* .storeAttestation */ .m4)(api, request.repository, bundle, {
            deadline: request.deadline,
            signal: request.signal,
            logger: request.logger,
            random: Math.random,
            forbiddenHint: `Give the job ${_names_js__WEBPACK_IMPORTED_MODULE_12__/* .ATTEST_PERMISSIONS */ .zE}, and leave github-token at its default.`
        });
    }
    catch (error) {
        throw storeFailure(error, api.requestCount);
    }
}
/** Why storing left no attestation, and what to do. */
function storeFailure(error, attempts) {
    if (error instanceof _lib_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .CancelledError */ .cc)
        return new _signing_error_js__WEBPACK_IMPORTED_MODULE_11__/* .SigningError */ .u('Storing the attestation was cancelled with the job', 'Re-run the job.');
    if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .DeadlineError */ .j) {
        const last = error.lastError === undefined ? '' : `; the last time: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_6__/* .asSentence */ .KG)(error.lastError.message)}`;
        return new _signing_error_js__WEBPACK_IMPORTED_MODULE_11__/* .SigningError */ .u(`Storing the signed attestation with GitHub failed ${attempts} time(s)${last} There was no time left to try again`, 'Re-run the job; if GitHub is having trouble (githubstatus.com), wait for it to recover.');
    }
    if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ApiError */ .h && (error.kind === 'auth' || error.kind === 'forbidden')) {
        return new _signing_error_js__WEBPACK_IMPORTED_MODULE_11__/* .SigningError */ .u(`GitHub refused the token when storing the signed attestation (HTTP ${error.status ?? '?'}${error.said === undefined ? '' : ` (${error.said})`})`, `Give the job ${_names_js__WEBPACK_IMPORTED_MODULE_12__/* .ATTEST_PERMISSIONS */ .zE}, and leave github-token at its default.`);
    }
    if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ApiError */ .h)
        return new _signing_error_js__WEBPACK_IMPORTED_MODULE_11__/* .SigningError */ .u(error.message, error.hint ?? 'Re-run the job.');
    return new _signing_error_js__WEBPACK_IMPORTED_MODULE_11__/* .SigningError */ .u(`Storing the signed attestation failed: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_6__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error), 200)}`, 'Re-run the job.');
}


/***/ }),

/***/ 72936:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   el: () => (/* binding */ listAttestations),
/* harmony export */   m4: () => (/* binding */ storeAttestation)
/* harmony export */ });
/* unused harmony export MAX_PAGE_BYTES */
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79112);
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18453);
/* harmony import */ var _lib_runtime_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89067);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58549);
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97268);
/* harmony import */ var snappyjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64528);
/**
 * GitHub's attestations API: every attestation stored for one subject digest in a repository,
 * page by page, and storing a signed bundle. Both within the one deadline, through the one GitHub
 * client; nothing GitHub answers is trusted beyond its shape.
 */






/** At most this many pages of 100 are read: a commit with more attestations is not a normal one. */
const MAX_PAGES = 10;
/** A page of 100 bundles takes a few MiB at most; a larger one is refused while it is read. */
const MAX_PAGE_BYTES = 8 * 1024 * 1024;
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
const MAX_BUNDLE_BYTES = 1024 * 1024;
/** How long one bundle_url may take, retries included, before its entry is refused. */
const BUNDLE_FETCH_MS = 10_000;
/**
 * The entry with its bundle: as listed when it is inline; fetched from `bundle_url` when only that
 * is given. A bundle that cannot be had is said on the entry (`bundleUnavailable`), which the
 * checks then refuse alone; the deadline and cancellation end the whole listing.
 */
async function withBundle(api, entry, context) {
    const listed = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseObject */ .lj)(entry);
    const url = listed?.['bundle_url'];
    if (listed === undefined || (listed['bundle'] !== undefined && listed['bundle'] !== null) || typeof url !== 'string' || url === '')
        return entry;
    // One bundle that keeps failing costs at most this, and refuses its own entry: the listing's
    // own deadline, and cancellation, still end the whole listing.
    const deadline = new _lib_runtime_js__WEBPACK_IMPORTED_MODULE_2__/* .Deadline */ .B2(context.deadline.clock, Math.min(BUNDLE_FETCH_MS, context.deadline.remainingMs()));
    try {
        const bytes = await api.download(url, {
            ...context,
            deadline,
            subject: 'fetching an attestation bundle from its bundle_url',
            maxBodyBytes: MAX_BUNDLE_BYTES,
            forbiddenHint: 'Give the job permissions: { contents: read, attestations: read }.'
        });
        return { ...listed, bundle: decodeBundle(bytes) };
    }
    catch (error) {
        if (error instanceof _lib_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .CancelledError */ .cc || (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .DeadlineError */ .j && context.deadline.remainingMs() <= 0))
            throw error;
        return { ...listed, bundleUnavailable: `its bundle_url could not be read: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error), 200)}` };
    }
}
/** A bundle as GitHub stores it behind `bundle_url`: snappy-compressed JSON (plain JSON is taken too). */
function decodeBundle(bytes) {
    let text;
    try {
        text = Buffer.from(snappyjs__WEBPACK_IMPORTED_MODULE_5__.uncompress(bytes, MAX_BUNDLE_BYTES)).toString('utf8');
    }
    catch {
        text = bytes.toString('utf8');
    }
    const bundle = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseObject */ .lj)(text);
    if (bundle === undefined)
        throw new Error('it is neither snappy-compressed JSON nor JSON');
    return bundle;
}
/** A page's `attestations`, which must be a list: anything else is not GitHub's answer. */
function attestationsOf(body, status, subject) {
    const listed = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseObject */ .lj)(body)?.['attestations'];
    if (!Array.isArray(listed)) {
        throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`GitHub's answer while ${subject} is not a page of attestations: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(body, 120)}`, {
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
        if (!(error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h) || error.status === undefined || error.transient || error.kind === 'auth')
            throw error;
        if (error.kind === 'forbidden' && /not accessible by integration|permission/i.test(error.said ?? ''))
            throw error;
        return { stored: false, refusal: `HTTP ${error.status}${error.said === undefined ? '' : ` (${error.said})`}` };
    }
    const id = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseObject */ .lj)(answer.body)?.['id'];
    if ((typeof id === 'number' && Number.isSafeInteger(id) && id > 0) || (typeof id === 'string' && /^[1-9]\d{0,19}$/.test(id))) {
        return { stored: true, attestationId: String(id) };
    }
    throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`GitHub answered the store request with HTTP ${answer.status} but no attestation id: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(answer.body, 120)}`, {
        kind: 'protocol',
        status: answer.status,
        hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
    });
}


/***/ }),

/***/ 40149:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ treeOf),
/* harmony export */   h: () => (/* binding */ firstParentHistory)
/* harmony export */ });
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18453);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79112);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58549);
/**
 * A commit's first-parent history, as GitHub's commits API gives it: the commit, then its first
 * parent, its first parent's first parent, and so on, with when each was committed. What the
 * base's fallback reads (the newest certified ancestor on the base branch) and how it tells a base
 * that may still be certified from one that never will be.
 */



/** A page of the commits listing: at most this many, and at most this many pages for one history. */
const PAGE_SIZE = 30;
const MAX_REQUESTS = 5;
/**
 * `sha` and at most `ancestors` of its first parents, newest first. Each page of `GET
 * /repos/{repository}/commits?sha=…` lists commits by date, merged branches' among them: the chain
 * follows first parents through it, and asks again from a first parent the page did not hold.
 * Shorter when the history is (a root commit), or, `cutShort`, when MAX_REQUESTS pages did not reach so far.
 */
async function firstParentHistory(api, repository, sha, ancestors, context) {
    const known = new Map();
    const chain = [];
    let next = sha.toLowerCase();
    for (let requests = 0; next !== undefined && chain.length <= ancestors;) {
        let commit = known.get(next);
        if (commit === undefined) {
            if (requests === MAX_REQUESTS)
                break;
            requests += 1;
            for (const listed of await commitsPage(api, repository, next, context))
                known.set(listed.sha, listed);
            commit = known.get(next);
            // GitHub answered with a page that does not start where it was asked: not its history.
            if (commit === undefined)
                throw notHistory(repository, next);
        }
        chain.push(commit);
        next = commit.firstParent;
    }
    // Stopped by MAX_REQUESTS with a first parent still to read: fewer ancestors than asked for, not a root.
    return { commits: chain, cutShort: next !== undefined && chain.length <= ancestors };
}
async function commitsPage(api, repository, sha, context) {
    const subject = `reading the history of commit ${sha.slice(0, 12)} in ${repository}`;
    const answer = await api.request('GET', `${api.apiUrl}/repos/${repository}/commits?sha=${sha}&per_page=${PAGE_SIZE}`, {
        ...context,
        subject,
        forbiddenHint: 'Give the job permissions: { contents: read, attestations: read }.'
    });
    const listed = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJson */ .qF)(answer.body);
    if (!Array.isArray(listed)) {
        throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .h(`GitHub's answer while ${subject} is not a list of commits: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(answer.body, 120)}`, {
            kind: 'protocol',
            status: answer.status,
            hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
        });
    }
    return listed.flatMap(entry => {
        const commit = commitOf(entry);
        return commit === undefined ? [] : [commit];
    });
}
/** One listed commit, or undefined when it lacks a sha: its date and first parent only when well formed. */
function commitOf(entry) {
    const sha = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(entry, ['sha']);
    if (!isSha(sha))
        return undefined;
    const first = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(entry, ['parents', '0', 'sha']);
    const committed = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(entry, ['commit', 'committer', 'date']);
    const date = typeof committed === 'string' ? Date.parse(committed) : Number.NaN;
    return {
        sha: sha.toLowerCase(),
        ...(Number.isFinite(date) ? { committedAt: date } : {}),
        ...(isSha(first) ? { firstParent: first.toLowerCase() } : {})
    };
}
function isSha(value) {
    return typeof value === 'string' && /^[0-9a-f]{40}$/i.test(value);
}
function notHistory(repository, sha) {
    return new _http_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .h(`GitHub's list of commits from ${sha.slice(0, 12)} in ${repository} does not hold that commit.`, {
        kind: 'protocol',
        hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
    });
}
/** The git tree of `commit`, as GitHub's git database says it (`GET /repos/{repository}/git/commits/{sha}`). */
async function treeOf(api, repository, commit, context) {
    const subject = `reading the tree of commit ${commit.slice(0, 12)} in ${repository}`;
    const answer = await api.request('GET', `${api.apiUrl}/repos/${repository}/git/commits/${commit}`, {
        ...context,
        subject,
        forbiddenHint: 'Give the job permissions: { contents: read, attestations: read }.'
    });
    const tree = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJson */ .qF)(answer.body), ['tree', 'sha']);
    if (!isSha(tree)) {
        throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .h(`GitHub's answer while ${subject} names no tree: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(answer.body, 120)}`, {
            kind: 'protocol',
            status: answer.status,
            hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
        });
    }
    return tree.toLowerCase();
}


/***/ })

};

//# sourceMappingURL=438.index.js.map