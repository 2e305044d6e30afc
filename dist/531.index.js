export const id = 531;
export const ids = [531];
export const modules = {

/***/ 11531:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMENT_BODY_LIMIT: () => (/* binding */ COMMENT_BODY_LIMIT),
/* harmony export */   COMMENT_TIMEOUT_MS: () => (/* binding */ COMMENT_TIMEOUT_MS),
/* harmony export */   commentKey: () => (/* binding */ commentKey),
/* harmony export */   commentMarker: () => (/* binding */ commentMarker),
/* harmony export */   commentOnPullRequest: () => (/* binding */ commentOnPullRequest),
/* harmony export */   commentPublisher: () => (/* binding */ commentPublisher)
/* harmony export */ });
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97268);
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18453);
/* harmony import */ var _lib_runtime_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89067);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79112);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(58549);
/* harmony import */ var _github_api_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(28943);
/* harmony import */ var _action_publish_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(74001);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(94437);








const COMMENT_TIMEOUT_MS = 10_000;
const COMMENT_BODY_LIMIT = 65_536;
const MAX_COMMENT_PAGES = 30;
function commentKey(result) {
    if (result.gates.length === 1)
        return result.gates[0].projectId ?? 'default';
    return result.gates
        .map(gate => (0,_results_js__WEBPACK_IMPORTED_MODULE_7__/* .gateLabel */ .G)(gate))
        .sort()
        .join(',');
}
function commentMarker(key) {
    return `<!-- agent-certification-gate project=${encodeURIComponent(key)} -->`;
}
const commentPublisher = {
    what: 'the pull-request comment',
    async publish(context) {
        if (context.config?.comment)
            await commentOnPullRequest(context);
    }
};
async function commentOnPullRequest({ result, github: context, config, markdown, logger, signal }) {
    try {
        const target = commentTarget(context, config?.githubToken, logger);
        if (target === undefined)
            return 'skipped';
        const { owner, repo, pullRequest, token } = target;
        const api = new _github_api_js__WEBPACK_IMPORTED_MODULE_5__/* .GitHubApi */ .yN({ apiUrl: context.apiUrl, token, logger });
        const deadline = new _lib_runtime_js__WEBPACK_IMPORTED_MODULE_2__/* .Deadline */ .B2(_lib_runtime_js__WEBPACK_IMPORTED_MODULE_2__/* .systemClock */ .ml, COMMENT_TIMEOUT_MS);
        const call = (subject, body) => ({
            subject,
            deadline,
            signal,
            logger,
            random: Math.random,
            retry: false,
            forbiddenHint: 'Give the job `permissions: pull-requests: write`, or set comment: false.',
            body: body === undefined ? undefined : JSON.stringify(body)
        });
        const marker = commentMarker(commentKey(result));
        const body = fitComment(marker, markdown);
        const issue = `${context.apiUrl}/repos/${owner}/${repo}/issues`;
        const viewer = await viewerLogin(api, call('asking GitHub whose token this is'));
        const { items: comments } = await api.listPages(`${issue}/${pullRequest.number}/comments?per_page=100`, call(`listing the comments of pull request #${pullRequest.number}`), { maxPages: MAX_COMMENT_PAGES, itemsOf: listedComments });
        const existing = comments.find(comment => comment.body.includes(marker) && comment.author !== undefined && viewer !== undefined && sameLogin(comment.author, viewer));
        if (existing !== undefined) {
            await api.request('PATCH', `${issue}/comments/${existing.id}`, call('updating the certification comment', { body }));
            logger.info(`Updated the certification comment on pull request #${pullRequest.number}.`);
            return 'updated';
        }
        await api.request('POST', `${issue}/${pullRequest.number}/comments`, call('writing the certification comment', { body }));
        logger.info(`Commented on pull request #${pullRequest.number}.`);
        return 'created';
    }
    catch (error) {
        throw commentFailure(error);
    }
}
function commentTarget(context, token, logger) {
    if (context.mergeGroup !== undefined) {
        logger.info('comment is true, but this run is for a merge-queue entry, which has no pull request: no comment was written.');
        return undefined;
    }
    const pullRequest = context.pullRequest;
    const [owner, repo] = (context.repository ?? '').split('/');
    if (pullRequest === undefined || !owner || !repo) {
        logger.warning(`comment is true, but this is a '${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)(context.eventName ?? 'unknown', 40)}' event, not a pull request: no comment was written.`);
        return undefined;
    }
    if (token === undefined) {
        logger.warning('comment is true, but github-token is empty: no comment was written.');
        return undefined;
    }
    return { owner, repo, pullRequest, token };
}
async function viewerLogin(api, call) {
    const url = `${api.apiUrl.replace(/\/v3$/, '')}/graphql`;
    const answer = await api.request('POST', url, { ...call, body: JSON.stringify({ query: 'query { viewer { login } }' }) });
    const login = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseObject */ .lj)((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseObject */ .lj)((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseObject */ .lj)(answer.body)?.['data'])?.['viewer'])?.['login'];
    return typeof login === 'string' ? login : undefined;
}
function listedComments(text) {
    let page;
    try {
        page = JSON.parse(text);
    }
    catch {
        return [];
    }
    if (!Array.isArray(page))
        return [];
    return page.flatMap(item => {
        const comment = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseObject */ .lj)(item);
        const id = comment?.['id'];
        const body = comment?.['body'];
        const author = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseObject */ .lj)(comment?.['user'])?.['login'];
        if (typeof id !== 'number' || !Number.isSafeInteger(id) || typeof body !== 'string')
            return [];
        return [{ id, body, author: typeof author === 'string' ? author : undefined }];
    });
}
function sameLogin(commentAuthor, viewer) {
    const plain = (login) => login.toLowerCase().replace(/\[bot\]$/, '');
    return plain(commentAuthor) === plain(viewer);
}
function fitComment(marker, markdown) {
    const whole = `${marker}\n${markdown}`;
    if (whole.length <= COMMENT_BODY_LIMIT)
        return whole;
    const note = "\n\n… the rest is left out here, to fit GitHub's size limit for a comment; the job summary has it all.\n";
    const room = COMMENT_BODY_LIMIT - note.length;
    const cut = whole.lastIndexOf('\n', room);
    return `${whole.slice(0, cut > marker.length ? cut : room)}${note}`;
}
function commentFailure(error) {
    if (error instanceof _action_publish_js__WEBPACK_IMPORTED_MODULE_6__/* .PublishError */ .S)
        return error;
    if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ApiError */ .h && (error.status === 401 || error.status === 403 || error.status === 404)) {
        return new _action_publish_js__WEBPACK_IMPORTED_MODULE_6__/* .PublishError */ .S(`Could not comment on the pull request (HTTP ${error.status}: ${error.said ?? error.message}). The token cannot write to this pull request: ` +
            'pull requests from forks get a read-only token. Give the job `permissions: pull-requests: write`, or set comment: false. ' +
            'The job summary has the full result.');
    }
    if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ApiError */ .h && error.kind === 'protocol' && error.status !== undefined && error.status >= 300 && error.status < 400) {
        return new _action_publish_js__WEBPACK_IMPORTED_MODULE_6__/* .PublishError */ .S(`Could not comment on the pull request: ${error.message.replace(/\.$/, '')}, so no comment was written. Check GITHUB_API_URL. The job summary has the full result`);
    }
    return new _action_publish_js__WEBPACK_IMPORTED_MODULE_6__/* .PublishError */ .S(`Could not comment on the pull request: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .asSentence */ .KG)((0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error), 300))} The job summary has the full result.`);
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

//# sourceMappingURL=531.index.js.map