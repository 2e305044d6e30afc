export const id = 515;
export const ids = [515];
export const modules = {

/***/ 515:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  signAndStore: () => (/* binding */ signAndStore)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/@actions/attest/lib/index.js + 10 modules
var lib = __webpack_require__(6754);
// EXTERNAL MODULE: ./src/attestation/statement.ts
var statement = __webpack_require__(6031);
// EXTERNAL MODULE: ./src/lib/errors.ts
var errors = __webpack_require__(7268);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
// EXTERNAL MODULE: ./src/http/errors.ts
var http_errors = __webpack_require__(8549);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var http_client_lib = __webpack_require__(4942);
// EXTERNAL MODULE: ./src/lib/json.ts
var json = __webpack_require__(8453);
// EXTERNAL MODULE: ./src/http/exchange.ts
var exchange = __webpack_require__(1823);
// EXTERNAL MODULE: ./src/http/network.ts
var network = __webpack_require__(6782);
// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __webpack_require__(8902);
// EXTERNAL MODULE: ./src/lib/version.ts
var version = __webpack_require__(7471);
;// CONCATENATED MODULE: ./src/github/api.ts








/** The REST API version both actions speak: its attestation list still carries each bundle inline. */
const GITHUB_API_VERSION = '2022-11-28';
/** GitHub's own words from an error body (`{"message": "Not Found"}`), made inert; undefined when it has none. */
function githubMessage(body) {
    const message = (0,json/* parseObject */.lj)(body)?.['message'];
    return typeof message === 'string' ? (0,lib_text/* inertText */.UJ)(message, 200) : undefined;
}
class GitHubApi {
    apiUrl;
    options;
    http;
    constructor(options) {
        this.options = options;
        this.apiUrl = options.apiUrl;
        this.http = new exchange/* HttpPeer */.z({
            name: 'GitHub',
            setting: 'GITHUB_API_URL',
            baseUrl: options.apiUrl,
            userAgent: `agent-certification-gate/${version/* ACTION_VERSION */.Y}`,
            logger: options.logger,
            maxBodyBytes: options.maxBodyBytes
        });
    }
    /** Requests sent so far, every attempt counted. */
    get requestCount() {
        return this.http.requestCount;
    }
    /**
     * `method` on `url` (GITHUB_API_URL's own), retried within the deadline while GitHub's failure
     * may pass (a 5xx, 408, 429 with its Retry-After, the network); any other answer outside 2xx
     * throws an ApiError that says what GitHub said and what to do.
     */
    async request(method, url, call) {
        if (new URL(url).origin !== new URL(this.apiUrl).origin)
            throw new Error(`not GitHub's API: ${url}`);
        return (0,retry/* withRetries */.LH)(async (timeoutMs, attempt) => {
            const answer = await this.http.exchange({
                method,
                url,
                headers: {
                    authorization: `Bearer ${this.options.token}`,
                    accept: 'application/vnd.github+json',
                    'x-github-api-version': GITHUB_API_VERSION
                },
                body: call.body,
                subject: call.subject,
                shownAs: new URL(url).pathname
            }, { signal: call.signal, timeoutMs, attempt });
            const body = answer.bytes.toString('utf8');
            if (answer.status < http_client_lib/* HttpCodes */.Hv.OK || answer.status >= http_client_lib/* HttpCodes */.Hv.MultipleChoices) {
                throw githubFailure(answer.status, body, answer.headers, call);
            }
            const link = answer.headers['link'];
            return { status: answer.status, link: Array.isArray(link) ? link.join(', ') : link, body };
        }, {
            deadline: call.deadline,
            signal: call.signal,
            logger: call.logger,
            random: call.random,
            link: this.http.link,
            subject: call.subject,
            peer: 'GitHub',
            isRetryable: error => error.transient
        });
    }
}
/** GitHub's answer outside 2xx, as an ApiError a person can act on. */
function githubFailure(status, body, headers, call) {
    const message = githubMessage(body);
    const said = message === undefined ? '' : `: ${message}`;
    const { subject } = call;
    const retryAfterMs = (0,network/* parseRetryAfter */.mu)(headers['retry-after']);
    // GitHub's rate limits answer 403 (or 429) with a Retry-After, or with no requests left: wait, as for any hold.
    const rateLimited = status === http_client_lib/* HttpCodes */.Hv.Forbidden && (retryAfterMs !== undefined || headers['x-ratelimit-remaining'] === '0');
    if (status === http_client_lib/* HttpCodes */.Hv.Unauthorized) {
        return new http_errors/* ApiError */.h(`GitHub rejected github-token (HTTP 401${said}) while ${subject}.`, {
            kind: 'auth',
            status,
            said: message,
            hint: 'Leave github-token at its default, ${{ github.token }}, or pass a token that is still valid.'
        });
    }
    if (status === http_client_lib/* HttpCodes */.Hv.Forbidden && !rateLimited) {
        return new http_errors/* ApiError */.h(`GitHub refused access (HTTP 403${said}) while ${subject}.`, {
            kind: 'forbidden',
            status,
            said: message,
            hint: call.forbiddenHint
        });
    }
    if (status === http_client_lib/* HttpCodes */.Hv.NotFound) {
        return new http_errors/* ApiError */.h(`GitHub found nothing (HTTP 404${said}) while ${subject}.`, { kind: 'not-found', status, said: message });
    }
    if ((0,network/* isTransientStatus */.Dm)(status) || rateLimited) {
        return new http_errors/* ApiError */.h(`GitHub answered HTTP ${status}${said} while ${subject}.`, {
            kind: 'transient',
            status,
            said: message,
            retryAfterMs: retryAfterMs ?? (rateLimited ? resetInMs(headers) : undefined),
            notActedOn: status === http_client_lib/* HttpCodes */.Hv.TooManyRequests || rateLimited
        });
    }
    if (status >= http_client_lib/* HttpCodes */.Hv.MultipleChoices && status < http_client_lib/* HttpCodes */.Hv.BadRequest) {
        return new http_errors/* ApiError */.h(`GitHub answered ${subject} with a redirect (HTTP ${status}), which is not followed.`, {
            kind: 'protocol',
            status,
            hint: 'Check GITHUB_API_URL.'
        });
    }
    return new http_errors/* ApiError */.h(`GitHub refused the request (HTTP ${status}${said}) while ${subject}.`, { kind: 'rejected', status, said: message });
}
/** How long until GitHub's primary rate limit resets (`x-ratelimit-reset`, epoch seconds), when it says. */
function resetInMs(headers) {
    const reset = Number(headers['x-ratelimit-reset']);
    return Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - Date.now()) : undefined;
}

;// CONCATENATED MODULE: ./src/github/attestations.ts
/**
 * GitHub's attestations API: every attestation stored for one subject digest in a repository,
 * page by page, and storing a signed bundle. Both within the one deadline, through the one GitHub
 * client; nothing GitHub answers is trusted beyond its shape.
 */



/** At most this many pages of 100 are read: a commit with more attestations is not a normal one. */
const MAX_PAGES = 10;
/** Lists every attestation of `subjectDigest` (`sha256:<hex>`) in `repository`, following the Link header's `next`. */
async function listAttestations(api, repository, subjectDigest, context) {
    const origin = new URL(api.apiUrl).origin;
    const subject = `listing the attestations of ${subjectDigest.slice(0, 19)}… in ${repository}`;
    const attestations = [];
    let next = `${api.apiUrl}/repos/${repository}/attestations/${subjectDigest}?per_page=100`;
    for (let page = 1; next !== undefined; page += 1) {
        if (page > MAX_PAGES)
            return { attestations, truncated: true, noneFound: false };
        let answer;
        try {
            answer = await api.request('GET', next, {
                ...context,
                subject,
                forbiddenHint: 'Give the job permissions: { contents: read, attestations: read }; for another repository, pass a github-token that can read it.'
            });
        }
        catch (error) {
            if (error instanceof ApiError && error.kind === 'not-found')
                return { attestations, truncated: false, noneFound: page === 1 };
            throw error;
        }
        const listed = parseObject(answer.body)?.['attestations'];
        if (!Array.isArray(listed)) {
            throw new ApiError(`GitHub's answer while ${subject} is not a page of attestations: ${inertText(answer.body, 120)}`, {
                kind: 'protocol',
                status: answer.status,
                hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
            });
        }
        attestations.push(...listed);
        next = nextPage(answer.link, origin);
    }
    return { attestations, truncated: false, noneFound: false };
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
/** The Link header's `rel="next"`, only on GitHub's own origin: the token never goes elsewhere. */
function nextPage(header, origin) {
    for (const part of (header ?? '').split(',')) {
        const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
        if (match === null)
            continue;
        try {
            const url = new URL(match[1]);
            return url.origin === origin ? url.href : undefined;
        }
        catch {
            return undefined;
        }
    }
    return undefined;
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
    const api = new GitHubApi({ apiUrl: request.apiUrl, token: request.token });
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

//# sourceMappingURL=515.index.js.map