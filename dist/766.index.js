export const id = 766;
export const ids = [766];
export const modules = {

/***/ 6766:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SigningError: () => (/* binding */ SigningError),
  signAndStore: () => (/* binding */ signAndStore)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(4942);
// EXTERNAL MODULE: ./node_modules/@actions/attest/lib/index.js + 10 modules
var attest_lib = __webpack_require__(6754);
// EXTERNAL MODULE: ./src/attestation/statement.ts
var statement = __webpack_require__(6031);
// EXTERNAL MODULE: ./src/lib/errors.ts
var errors = __webpack_require__(7268);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
;// CONCATENATED MODULE: ./src/github/api.ts
/**
 * What the gate's attestation publisher and the verify action both say to GitHub's REST API,
 * and read back from it: a leaf either may import.
 */

/** The REST API version both speak: its attestation list still carries each bundle inline. */
const GITHUB_API_VERSION = '2022-11-28';
/** GitHub's own words from an error body (`{"message": "Not Found"}`), made inert; undefined when it has none. */
function githubMessage(body) {
    let parsed;
    try {
        parsed = JSON.parse(body);
    }
    catch {
        return undefined;
    }
    const message = typeof parsed === 'object' && parsed !== null ? parsed['message'] : undefined;
    return typeof message === 'string' ? (0,lib_text/* inertText */.UJ)(message, 200) : undefined;
}

// EXTERNAL MODULE: ./src/gate/inputs.ts
var inputs = __webpack_require__(2466);
;// CONCATENATED MODULE: ./src/gate/report/attestation-signing.ts
/**
 * Signs one certification statement with the job's OIDC identity through `@actions/attest`
 * (Sigstore: Fulcio, then the timestamp authority or Rekor), writes the bundle to a file, and
 * stores it with GitHub's attestations API. Loaded only when `attest` is true and the step
 * passed: `@actions/attest` and its Sigstore clients are the heaviest code the action has.
 */









/** One store request never waits longer than this. */
const STORE_REQUEST_TIMEOUT_MS = 30_000;
/** The first wait before storing again after a transient failure; it doubles each time, up to 8 s. */
const STORE_FIRST_RETRY_MS = 1000;
/** Signing failed, or storing failed for a reason retrying could not mend: no attestation exists. */
class SigningError extends Error {
    hint;
    constructor(message, hint) {
        super(message);
        this.name = 'SigningError';
        this.hint = hint;
    }
}
async function signAndStore(request) {
    const bundle = await sign(request);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(request.bundlePath), { recursive: true });
    await (0,promises_.writeFile)(request.bundlePath, `${JSON.stringify(bundle)}\n`);
    const stored = await store(bundle, request);
    return { bundlePath: request.bundlePath, ...stored };
}
/** The bundle, or a SigningError that says which part of signing failed. */
async function sign(request) {
    const { subject, predicate, endsAt, signal } = request;
    // Sigstore's clients take no signal: the wait for them is bounded here, and whatever they
    // still have under way is left behind (the entry point exits once the step has concluded).
    const timeLeftMs = Math.max(0, endsAt - Date.now());
    let timer;
    const outOfTime = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`it did not finish within ${Math.round(timeLeftMs / 1000)} s`)), timeLeftMs);
    });
    const cancelled = new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('the job was cancelled')), { once: true }));
    try {
        // Stored separately (skipWrite): when GitHub refuses to store it, the bundle is still kept.
        const signed = (0,attest_lib/* attest */.st)({
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
        return new SigningError(`Signing failed: the job's OIDC token could not be had (${detail.replace(/\.$/, '')})`, `Give the job ${inputs/* ATTEST_PERMISSIONS */.zE}, and re-run it.`);
    }
    return new SigningError(`Signing failed: ${(0,lib_text/* asSentence */.KG)(detail)}`, "Re-run the job. If it keeps failing, check that the runner can reach Sigstore's services (fulcio.githubapp.com and timestamp.githubapp.com for a private repository; fulcio.sigstore.dev and rekor.sigstore.dev for a public one), through the proxy when one is set.");
}
/**
 * POST /repos/{owner}/{repo}/attestations. A 2xx with an id is stored; any other 4xx is GitHub
 * refusing it (some plans and repositories cannot store attestations), said and not retried;
 * 5xx, 408, 429 and network failures are tried again until `endsAt`, then fail as signing does.
 */
async function store(bundle, request) {
    const url = `${request.apiUrl}/repos/${request.repository}/attestations`;
    const client = new lib/* HttpClient */.Qq('agent-certification-gate', [], { allowRedirects: false, socketTimeout: STORE_REQUEST_TIMEOUT_MS });
    const body = JSON.stringify({ bundle });
    let lastFailure;
    try {
        for (let attempt = 1;; attempt += 1) {
            if (request.signal.aborted)
                throw new SigningError('Storing the attestation was cancelled with the job', 'Re-run the job.');
            try {
                const response = await client.request('POST', url, body, {
                    authorization: `Bearer ${request.token}`,
                    accept: 'application/vnd.github+json',
                    'content-type': 'application/json',
                    'x-github-api-version': GITHUB_API_VERSION
                });
                const status = response.message.statusCode ?? 0;
                const text = await response.readBody();
                if (status >= 200 && status < 300)
                    return { stored: true, attestationId: attestationIdOf(text, status) };
                const message = githubMessage(text);
                const said = `HTTP ${status}${message === undefined ? '' : ` (${message})`}`;
                // The job's own token lacking the permission is a set-up to fix, not GitHub declining to store.
                if (status === 401 || (status === 403 && /not accessible by integration|permission/i.test(text))) {
                    throw new SigningError(`GitHub refused the token when storing the signed attestation (${said})`, `Give the job ${inputs/* ATTEST_PERMISSIONS */.zE}, and leave github-token at its default.`);
                }
                if (status !== 408 && status !== 429 && status < 500)
                    return { stored: false, refusal: said };
                lastFailure = said;
            }
            catch (error) {
                if (error instanceof SigningError)
                    throw error;
                lastFailure = (0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 200);
            }
            const waitMs = Math.min(8000, STORE_FIRST_RETRY_MS * 2 ** (attempt - 1));
            if (Date.now() + waitMs >= request.endsAt) {
                throw new SigningError(`Storing the signed attestation with GitHub failed ${attempt} time(s), the last with ${(0,lib_text/* asSentence */.KG)(lastFailure)} There was no time left to try again`, 'Re-run the job; if GitHub is having trouble (githubstatus.com), wait for it to recover.');
            }
            await new Promise(resolve => setTimeout(resolve, waitMs));
        }
    }
    finally {
        client.dispose();
    }
}
/** The stored attestation's id: GitHub answers `{"id": 123}`; anything else is not an id. */
function attestationIdOf(text, status) {
    let id;
    try {
        id = JSON.parse(text).id;
    }
    catch {
        id = undefined;
    }
    if ((typeof id === 'number' && Number.isSafeInteger(id) && id > 0) || (typeof id === 'string' && /^[1-9]\d{0,19}$/.test(id)))
        return String(id);
    throw new SigningError(`GitHub answered the store request with HTTP ${status} but no attestation id: ${(0,lib_text/* inertText */.UJ)(text, 120)}`, 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.');
}


/***/ })

};

//# sourceMappingURL=766.index.js.map