export const id = 246;
export const ids = [246];
export const modules = {

/***/ 2246:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commentOnPullRequest: () => (/* binding */ commentOnPullRequest)
/* harmony export */ });
/* unused harmony export commentMarker */
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4942);
/* harmony import */ var _service_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5756);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8992);



/** All the GitHub calls of one comment together get this long: a slow API never holds the job. */
const COMMENT_TIMEOUT_MS = 30_000;
/** The hidden line that finds this project's comment again on later runs and re-runs. */
function commentMarker(projectKey) {
    return `<!-- agent-certification-gate project=${encodeURIComponent(projectKey)} -->`;
}
/**
 * Creates or updates this project's one comment on the pull request. Never throws and never
 * changes the verdict: anything in the way becomes one warning, and the job summary still
 * carries everything. The Octokit client is only made here, when commenting is on.
 */
async function commentOnPullRequest(request) {
    const { logger, context } = request;
    try {
        // A merge-queue entry has no pull request to comment on; that is expected, not a problem.
        if (context.mergeGroup !== undefined) {
            logger.info('comment is true, but this run is for a merge-queue entry, which has no pull request: no comment was written.');
            return 'skipped';
        }
        const pullRequest = context.pullRequest;
        const [owner, repo] = (context.repository ?? '').split('/');
        if (pullRequest === undefined || !owner || !repo) {
            logger.warning(`comment is true, but this is a '${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)(context.eventName ?? 'unknown', 40)}' event, not a pull request: no comment was written.`);
            return 'skipped';
        }
        if (request.token === undefined) {
            logger.warning('comment is true, but github-token is empty: no comment was written.');
            return 'skipped';
        }
        const { getOctokit } = await Promise.all(/* import() */[__webpack_require__.e(665), __webpack_require__.e(351)]).then(__webpack_require__.bind(__webpack_require__, 1351));
        const { defaults } = await __webpack_require__.e(/* import() */ 665).then(__webpack_require__.bind(__webpack_require__, 8665));
        // @actions/github sends through undici's own fetch so that proxies work. Without a proxy,
        // Node's global fetch (undici too) does the same job and is the one test tools intercept.
        // Octokit merges `request` shallowly, so the defaults (the proxy's fetch) are spread in.
        const viaProxy = new _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpClient */ .Qq().getAgentDispatcher(context.apiUrl) !== undefined;
        const signal = AbortSignal.any([request.signal, AbortSignal.timeout(COMMENT_TIMEOUT_MS)]);
        const octokit = getOctokit(request.token, {
            request: { ...defaults.request, signal, ...(viaProxy ? {} : { fetch: globalThis.fetch }) }
        });
        const marker = commentMarker(request.projectKey);
        const target = { owner, repo, issue_number: pullRequest.number };
        const body = `${marker}\n${request.markdown}`;
        const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...target, per_page: 100 });
        const existing = comments.find(comment => comment.body?.includes(marker));
        if (existing !== undefined) {
            await octokit.rest.issues.updateComment({ owner: target.owner, repo: target.repo, comment_id: existing.id, body });
            logger.info(`Updated the certification comment on pull request #${pullRequest.number}.`);
            return 'updated';
        }
        await octokit.rest.issues.createComment({ ...target, body });
        logger.info(`Commented on pull request #${pullRequest.number}.`);
        return 'created';
    }
    catch (error) {
        logger.warning(commentFailure(error));
        return 'skipped';
    }
}
function commentFailure(error) {
    const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
    const detail = (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)((0,_service_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error), 200);
    if (status === 403 || status === 401 || status === 404) {
        return (`Could not comment on the pull request (HTTP ${status}: ${detail}). The token cannot write to this pull request: ` +
            'pull requests from forks get a read-only token. Give the job `permissions: pull-requests: write`, or set comment: false. ' +
            'The verdict is unchanged and the job summary has the full result.');
    }
    return `Could not comment on the pull request: ${detail}. The verdict is unchanged and the job summary has the full result.`;
}


/***/ })

};

//# sourceMappingURL=246.index.js.map