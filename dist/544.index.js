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
/* harmony import */ var _github_commits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(40149);




async function treeOfRun(github, api, context) {
    if (github.workflowTree !== undefined)
        return github.workflowTree;
    const { repository, workflowSha } = github;
    if (repository === undefined || workflowSha === undefined)
        return undefined;
    try {
        return await (0,_github_commits_js__WEBPACK_IMPORTED_MODULE_3__/* .treeOf */ .g)(api, repository, workflowSha, {
            ...context,
            deadline: new _lib_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .Deadline */ .B2(context.deadline.clock, Math.min(TREE_READ_MS, context.deadline.remainingMs()))
        });
    }
    catch (error) {
        context.logger.info(`The tree of commit ${workflowSha} could not be read (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error), 200)}): the statement ` +
            `names the commit alone.`);
        return undefined;
    }
}
const TREE_READ_MS = 5_000;


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