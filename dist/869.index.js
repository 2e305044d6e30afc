export const id = 869;
export const ids = [869];
export const modules = {

/***/ 869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bundleText: () => (/* binding */ bundleText),
/* harmony export */   signAndStore: () => (/* binding */ signAndStore),
/* harmony export */   signToFile: () => (/* binding */ signToFile),
/* harmony export */   store: () => (/* binding */ store)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_attest__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12337);
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97268);
/* harmony import */ var _lib_runtime_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(89067);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(79112);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(58549);
/* harmony import */ var _github_api_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(28943);
/* harmony import */ var _github_attestations_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(72936);
/* harmony import */ var _signing_error_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(58746);










async function signAndStore(request) {
    const bundle = await signToFile(request);
    return { bundlePath: request.bundlePath, ...(await store(bundle, request)) };
}
function bundleText(bundle) {
    return `${JSON.stringify(bundle)}\n`;
}
async function signToFile(request) {
    const bundle = await sign(request);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(request.bundlePath), { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(request.bundlePath, bundleText(bundle));
    return bundle;
}
async function sign(request) {
    const { subjects, predicateType, predicate, deadline, signal } = request;
    const timeLeftMs = deadline.remainingMs();
    const cancelled = new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('the job was cancelled')), { once: true }));
    try {
        const signed = (0,_actions_attest__WEBPACK_IMPORTED_MODULE_2__/* .attest */ .st)({
            subjects: subjects,
            predicateType,
            predicate,
            token: request.token,
            skipWrite: true
        });
        const { bundle } = await (0,_lib_runtime_js__WEBPACK_IMPORTED_MODULE_4__/* .within */ .ux)(Promise.race([signed, cancelled]), timeLeftMs, () => new Error(`it did not finish within ${Math.round(timeLeftMs / 1000)} s`));
        return bundle;
    }
    catch (error) {
        throw signingFailure(error);
    }
}
function signingFailure(error) {
    const detail = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_5__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error), 300);
    if (/identity token|id.?token|oidc|ACTIONS_ID_TOKEN/i.test(detail)) {
        return new _signing_error_js__WEBPACK_IMPORTED_MODULE_9__/* .SigningError */ .u(`Signing failed: the job's OIDC token could not be had (${detail.replace(/\.$/, '')})`, `Give the job ${_signing_error_js__WEBPACK_IMPORTED_MODULE_9__/* .SIGNING_PERMISSIONS */ .z}, and re-run it.`);
    }
    return new _signing_error_js__WEBPACK_IMPORTED_MODULE_9__/* .SigningError */ .u(`Signing failed: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_5__/* .asSentence */ .KG)(detail)}`, "Re-run the job. If it keeps failing, check that the runner can reach Sigstore's services (fulcio.githubapp.com and timestamp.githubapp.com for a private repository; fulcio.sigstore.dev and rekor.sigstore.dev for a public one), through the proxy when one is set.");
}
async function store(bundle, request) {
    const api = new _github_api_js__WEBPACK_IMPORTED_MODULE_7__/* .GitHubApi */ .yN({ apiUrl: request.apiUrl, token: request.token });
    try {
        return await (0,_github_attestations_js__WEBPACK_IMPORTED_MODULE_8__/* .storeAttestation */ .m4)(api, request.repository, bundle, {
            deadline: request.deadline,
            signal: request.signal,
            logger: request.logger,
            random: Math.random,
            forbiddenHint: `Give the job ${_signing_error_js__WEBPACK_IMPORTED_MODULE_9__/* .SIGNING_PERMISSIONS */ .z}, and leave github-token at its default.`
        });
    }
    catch (error) {
        throw storeFailure(error, api.requestCount);
    }
}
function storeFailure(error, attempts) {
    if (error instanceof _lib_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CancelledError */ .cc)
        return new _signing_error_js__WEBPACK_IMPORTED_MODULE_9__/* .SigningError */ .u('Storing the attestation was cancelled with the job', 'Re-run the job.');
    if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .DeadlineError */ .j) {
        const last = error.lastError === undefined ? '' : `; the last time: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_5__/* .asSentence */ .KG)(error.lastError.message)}`;
        return new _signing_error_js__WEBPACK_IMPORTED_MODULE_9__/* .SigningError */ .u(`Storing the signed attestation with GitHub failed ${attempts} time(s)${last} There was no time left to try again`, 'Re-run the job; if GitHub is having trouble (githubstatus.com), wait for it to recover.');
    }
    if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ApiError */ .h && (error.kind === 'auth' || error.kind === 'forbidden')) {
        return new _signing_error_js__WEBPACK_IMPORTED_MODULE_9__/* .SigningError */ .u(`GitHub refused the token when storing the signed attestation (HTTP ${error.status ?? '?'}${error.said === undefined ? '' : ` (${error.said})`})`, `Give the job ${_signing_error_js__WEBPACK_IMPORTED_MODULE_9__/* .SIGNING_PERMISSIONS */ .z}, and leave github-token at its default.`);
    }
    if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ApiError */ .h)
        return new _signing_error_js__WEBPACK_IMPORTED_MODULE_9__/* .SigningError */ .u(error.message, error.hint ?? 'Re-run the job.');
    return new _signing_error_js__WEBPACK_IMPORTED_MODULE_9__/* .SigningError */ .u(`Storing the signed attestation failed: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_5__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error), 200)}`, 'Re-run the job.');
}


/***/ }),

/***/ 28943:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   yN: () => (/* binding */ GitHubApi)
/* harmony export */ });
/* unused harmony exports GITHUB_API_VERSION, githubMessage, nextPage */
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44942);
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18453);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79112);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58549);
/* harmony import */ var _http_exchange_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71823);
/* harmony import */ var _http_network_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(76782);
/* harmony import */ var _http_retry_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(28902);
/* harmony import */ var _lib_version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(87471);








const USER_AGENT = `agent-certification-gate/${_lib_version_js__WEBPACK_IMPORTED_MODULE_7__/* .ACTION_VERSION */ .Y}`;
const GITHUB_API_VERSION = '2022-11-28';
function githubMessage(body) {
    const message = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseObject */ .lj)(body)?.['message'];
    return typeof message === 'string' ? (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)(message, 200) : undefined;
}
class GitHubApi {
    apiUrl;
    options;
    http;
    constructor(options) {
        this.options = options;
        this.apiUrl = options.apiUrl;
        this.http = new _http_exchange_js__WEBPACK_IMPORTED_MODULE_4__/* .HttpPeer */ .z({
            name: 'GitHub',
            setting: 'GITHUB_API_URL',
            baseUrl: options.apiUrl,
            userAgent: USER_AGENT,
            logger: options.logger,
            maxBodyBytes: options.maxBodyBytes
        });
    }
    get requestCount() {
        return this.http.requestCount;
    }
    async request(method, url, call) {
        if (new URL(url).origin !== new URL(this.apiUrl).origin)
            throw new Error(`not GitHub's API: ${url}`);
        const answer = await this.send(this.http, method, url, call, true);
        const link = answer.headers['link'];
        return { status: answer.status, link: Array.isArray(link) ? link.join(', ') : link, body: answer.bytes.toString('utf8') };
    }
    async download(url, call) {
        const target = new URL(url);
        const own = target.origin === new URL(this.apiUrl).origin;
        if (!own && target.protocol !== 'https:') {
            throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`GitHub pointed to ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)(target.origin, 120)} while ${call.subject}: not https, so it was not fetched.`, {
                kind: 'protocol',
                hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
            });
        }
        const peer = own
            ? this.http
            : new _http_exchange_js__WEBPACK_IMPORTED_MODULE_4__/* .HttpPeer */ .z({ name: `the file host ${target.host}`, setting: 'bundle_url', baseUrl: target.origin, userAgent: USER_AGENT });
        return (await this.send(peer, 'GET', url, call, own)).bytes;
    }
    send(peer, method, url, call, withToken) {
        const headers = { accept: 'application/vnd.github+json', 'x-github-api-version': GITHUB_API_VERSION };
        if (withToken)
            headers['authorization'] = `Bearer ${this.options.token}`;
        return (0,_http_retry_js__WEBPACK_IMPORTED_MODULE_6__/* .withRetries */ .LH)(async (timeoutMs, attempt) => {
            const answer = await peer.exchange({
                method,
                url,
                headers,
                body: call.body,
                subject: call.subject,
                shownAs: new URL(url).pathname,
                maxBodyBytes: call.maxBodyBytes,
                tooLarge: 'refuse'
            }, { signal: call.signal, timeoutMs, attempt });
            if (answer.status < _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.OK || answer.status >= _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.MultipleChoices) {
                throw githubFailure(answer.status, answer.bytes.toString('utf8'), answer.headers, call);
            }
            return answer;
        }, {
            deadline: call.deadline,
            signal: call.signal,
            logger: call.logger,
            random: call.random,
            link: peer.link,
            subject: call.subject,
            peer: 'GitHub',
            isRetryable: error => call.retry !== false && error.transient
        });
    }
    async listPages(url, call, { maxPages, itemsOf }) {
        const origin = new URL(this.apiUrl).origin;
        const items = [];
        let next = url;
        for (let page = 1; next !== undefined; page += 1) {
            if (page > maxPages)
                return { items, truncated: true, notFound: false };
            let answer;
            try {
                answer = await this.request('GET', next, call);
            }
            catch (error) {
                if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h && error.kind === 'not-found')
                    return { items, truncated: false, notFound: page === 1 };
                throw error;
            }
            items.push(...itemsOf(answer.body, answer.status));
            next = nextPage(answer.link, origin);
        }
        return { items, truncated: false, notFound: false };
    }
}
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
function githubFailure(status, body, headers, call) {
    const message = githubMessage(body);
    const said = message === undefined ? '' : `: ${message}`;
    const { subject } = call;
    const now = call.deadline.clock.now();
    const retryAfterMs = (0,_http_network_js__WEBPACK_IMPORTED_MODULE_5__/* .parseRetryAfter */ .mu)(headers['retry-after'], now);
    const rateLimited = status === _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.Forbidden && (retryAfterMs !== undefined || headers['x-ratelimit-remaining'] === '0');
    if (status === _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.Unauthorized) {
        return new _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`GitHub rejected github-token (HTTP 401${said}) while ${subject}.`, {
            kind: 'auth',
            status,
            said: message,
            hint: 'Leave github-token at its default, ${{ github.token }}, or pass a token that is still valid.'
        });
    }
    if (status === _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.Forbidden && !rateLimited) {
        return new _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`GitHub refused access (HTTP 403${said}) while ${subject}.`, {
            kind: 'forbidden',
            status,
            said: message,
            hint: call.forbiddenHint
        });
    }
    if (status === _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.NotFound) {
        return new _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`GitHub found nothing (HTTP 404${said}) while ${subject}.`, { kind: 'not-found', status, said: message });
    }
    if ((0,_http_network_js__WEBPACK_IMPORTED_MODULE_5__/* .isTransientStatus */ .Dm)(status) || rateLimited) {
        return new _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`GitHub answered HTTP ${status}${said} while ${subject}.`, {
            kind: 'transient',
            status,
            said: message,
            retryAfterMs: retryAfterMs ?? (rateLimited ? resetInMs(headers, now) : undefined),
            notActedOn: status === _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.TooManyRequests || rateLimited
        });
    }
    if (status >= _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.MultipleChoices && status < _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.BadRequest) {
        const location = headers.location === undefined ? '' : ` to ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)(String(headers.location), 200)}`;
        return new _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`GitHub answered ${subject} with a redirect (HTTP ${status})${location}, which is not followed.`, {
            kind: 'protocol',
            status,
            hint: 'Check GITHUB_API_URL.'
        });
    }
    return new _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`GitHub refused the request (HTTP ${status}${said}) while ${subject}.`, { kind: 'rejected', status, said: message });
}
function resetInMs(headers, now) {
    const reset = Number(headers['x-ratelimit-reset']);
    return Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - now) : undefined;
}


/***/ })

};

//# sourceMappingURL=869.index.js.map