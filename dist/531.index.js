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
/* harmony import */ var _github_issues_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(65039);
/* harmony import */ var _action_publish_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(74001);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(94437);








const COMMENT_TIMEOUT_MS = 10_000;
const COMMENT_BODY_LIMIT = 65_536;
const MAX_COMMENT_PAGES = 30;
function commentKey(result) {
    if (result.gates.length === 1)
        return result.gates[0].projectId ?? 'default';
    return result.gates
        .map(gate => (0,_results_js__WEBPACK_IMPORTED_MODULE_7__/* .gateLabel */ .GS)(gate))
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
async function commentOnPullRequest({ result, github: context, config, githubApi: api, markdown, logger, signal }) {
    try {
        const target = commentTarget(context, config?.githubToken, logger);
        if (target === undefined || api === undefined)
            return 'skipped';
        const { owner, repo, pullRequest } = target;
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
        const viewer = await (0,_github_issues_js__WEBPACK_IMPORTED_MODULE_5__/* .viewerLogin */ .wz)(api, call('asking GitHub whose token this is'));
        const { items: comments } = await api.listPages(`${issue}/${pullRequest.number}/comments?per_page=100`, call(`listing the comments of pull request #${pullRequest.number}`), { maxPages: MAX_COMMENT_PAGES, itemsOf: listedComments });
        const existing = comments.find(comment => comment.body.includes(marker) &&
            comment.author !== undefined &&
            viewer !== undefined &&
            (0,_github_issues_js__WEBPACK_IMPORTED_MODULE_5__/* .sameLogin */ .Up)(comment.author, viewer));
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
        logger.warning(`comment is true, but this is a '${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)(context.eventName ?? 'unknown', 40)}' event, not a pull request: ` +
            `no comment was written.`);
        return undefined;
    }
    if (token === undefined) {
        logger.warning('comment is true, but github-token is empty: no comment was written.');
        return undefined;
    }
    return { owner, repo, pullRequest };
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
        return new _action_publish_js__WEBPACK_IMPORTED_MODULE_6__/* .PublishError */ .S(`Could not comment on the pull request (HTTP ${error.status}: ${error.said ?? error.message}). The token ` +
            `cannot write to this pull request: ` +
            'pull requests from forks get a read-only token. Give the job `permissions: pull-requests: write`, or set ' +
            'comment: false. ' +
            'The job summary has the full result.');
    }
    if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ApiError */ .h &&
        error.kind === 'protocol' &&
        error.status !== undefined &&
        error.status >= 300 &&
        error.status < 400) {
        return new _action_publish_js__WEBPACK_IMPORTED_MODULE_6__/* .PublishError */ .S(`Could not comment on the pull request: ${error.message.replace(/\.$/, '')}, so no comment was written. Check ` +
            `GITHUB_API_URL. The job summary has the full result`);
    }
    return new _action_publish_js__WEBPACK_IMPORTED_MODULE_6__/* .PublishError */ .S(`Could not comment on the pull request: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .asSentence */ .KG)((0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error), 300))} The job summary has ` +
        `the full result.`);
}


/***/ }),

/***/ 65039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B$: () => (/* binding */ makeLabel),
/* harmony export */   Sr: () => (/* binding */ commentOnIssue),
/* harmony export */   Up: () => (/* binding */ sameLogin),
/* harmony export */   YZ: () => (/* binding */ openIssue),
/* harmony export */   qL: () => (/* binding */ openIssuesLabelled),
/* harmony export */   wS: () => (/* binding */ closeIssue),
/* harmony export */   wz: () => (/* binding */ viewerLogin)
/* harmony export */ });
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18453);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58549);


async function viewerLogin(api, call) {
    const url = `${api.apiUrl.replace(/\/v3$/, '')}/graphql`;
    const answer = await api.request('POST', url, {
        ...call,
        body: JSON.stringify({ query: 'query { viewer { login } }' })
    });
    const login = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseObject */ .lj)((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseObject */ .lj)((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseObject */ .lj)(answer.body)?.['data'])?.['viewer'])?.['login'];
    return typeof login === 'string' ? login : undefined;
}
function sameLogin(author, viewer) {
    const plain = (login) => login.toLowerCase().replace(/\[bot\]$/, '');
    return plain(author) === plain(viewer);
}
const MAX_ISSUE_PAGES = 10;
async function openIssuesLabelled(api, repository, label, call) {
    const url = `${api.apiUrl}/repos/${repository}/issues?state=open&labels=${encodeURIComponent(label)}&per_page=100`;
    const { items, truncated } = await api.listPages(url, call, { maxPages: MAX_ISSUE_PAGES, itemsOf: listedIssues });
    if (truncated)
        throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .h(`GitHub lists more than ${MAX_ISSUE_PAGES * 100} open issues labelled ${label}.`, {
            kind: 'rejected'
        });
    return items;
}
async function makeLabel(api, repository, label, call) {
    try {
        await api.request('POST', `${api.apiUrl}/repos/${repository}/labels`, { ...call, body: JSON.stringify(label) });
    }
    catch (error) {
        if (!(error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .h && error.status === 422))
            throw error;
    }
}
async function openIssue(api, repository, issue, call) {
    const answer = await api.request('POST', `${api.apiUrl}/repos/${repository}/issues`, {
        ...call,
        body: JSON.stringify(issue)
    });
    const number = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseObject */ .lj)(answer.body)?.['number'];
    return typeof number === 'number' ? number : undefined;
}
async function commentOnIssue(api, repository, number, body, call) {
    await api.request('POST', `${api.apiUrl}/repos/${repository}/issues/${number}/comments`, {
        ...call,
        body: JSON.stringify({ body })
    });
}
async function closeIssue(api, repository, number, call) {
    await api.request('PATCH', `${api.apiUrl}/repos/${repository}/issues/${number}`, {
        ...call,
        body: JSON.stringify({ state: 'closed', state_reason: 'completed' })
    });
}
function listedIssues(text) {
    let page;
    try {
        page = JSON.parse(text);
    }
    catch {
        page = undefined;
    }
    if (!Array.isArray(page))
        throw unreadableList();
    return page.flatMap(item => {
        const issue = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseObject */ .lj)(item);
        const number = issue?.['number'];
        const title = issue?.['title'];
        const author = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseObject */ .lj)(issue?.['user'])?.['login'];
        if (issue === undefined || typeof number !== 'number' || !Number.isSafeInteger(number) || typeof title !== 'string')
            throw unreadableList();
        if (issue['pull_request'] !== undefined)
            return [];
        return [{ number, title, ...(typeof author === 'string' ? { author } : {}) }];
    });
}
const unreadableList = () => new _http_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .h("GitHub's list of issues could not be read: it is not a list of issues.", { kind: 'protocol' });


/***/ })

};

//# sourceMappingURL=531.index.js.map