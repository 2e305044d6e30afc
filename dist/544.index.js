export const id = 544;
export const ids = [544];
export const modules = {

/***/ 11544:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   treeOfRun: () => (/* binding */ treeOfRun)
/* harmony export */ });
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97268);
/* harmony import */ var _lib_runtime_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89067);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79112);
/* harmony import */ var _github_api_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28943);
/* harmony import */ var _github_commits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(40149);





async function treeOfRun(github, token, context) {
    if (github.workflowTree !== undefined)
        return github.workflowTree;
    const { repository, workflowSha } = github;
    if (repository === undefined || workflowSha === undefined || token === undefined)
        return undefined;
    try {
        return await (0,_github_commits_js__WEBPACK_IMPORTED_MODULE_4__/* .treeOf */ .g)(new _github_api_js__WEBPACK_IMPORTED_MODULE_3__/* .GitHubApi */ .yN({ apiUrl: github.apiUrl, token }), repository, workflowSha, {
            ...context,
            deadline: new _lib_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .Deadline */ .B2(context.deadline.clock, Math.min(TREE_READ_MS, context.deadline.remainingMs()))
        });
    }
    catch (error) {
        context.logger.info(`The tree of commit ${workflowSha} could not be read (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error), 200)}): the statement names the commit alone.`);
        return undefined;
    }
}
const TREE_READ_MS = 5_000;


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



const PAGE_SIZE = 30;
const MAX_REQUESTS = 5;
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
            if (commit === undefined)
                throw notHistory(repository, next);
        }
        chain.push(commit);
        next = commit.firstParent;
    }
    return { commits: chain, cutShort: next !== undefined && chain.length <= ancestors };
}
async function commitsPage(api, repository, sha, context) {
    const subject = `reading the history of commit ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .shortSha */ .Fu)(sha)} in ${repository}`;
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
    return new _http_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .h(`GitHub's list of commits from ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .shortSha */ .Fu)(sha)} in ${repository} does not hold that commit.`, {
        kind: 'protocol',
        hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
    });
}
async function treeOf(api, repository, commit, context) {
    const subject = `reading the tree of commit ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .shortSha */ .Fu)(commit)} in ${repository}`;
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

//# sourceMappingURL=544.index.js.map