export const id = 68;
export const ids = [68];
export const modules = {

/***/ 87068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergeQueueCheckLimit: () => (/* binding */ mergeQueueCheckLimit)
/* harmony export */ });
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18453);

const PAGE_SIZE = 100;
async function mergeQueueCheckLimit(api, { repository, branch }, context) {
    const answer = await api.request('GET', `${api.apiUrl}/repos/${repository}/rules/branches/${encodeURIComponent(branch)}?per_page=${PAGE_SIZE}`, {
        ...context,
        subject: `reading the rules of branch ${branch} in ${repository}`,
        forbiddenHint: 'The default token may read them; a token without metadata: read may not.'
    });
    const rules = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJson */ .qF)(answer.body);
    if (!Array.isArray(rules))
        return undefined;
    const limits = rules.flatMap(rule => {
        if (typeof rule !== 'object' || rule === null || rule.type !== 'merge_queue')
            return [];
        const minutes = rule.parameters
            ?.check_response_timeout_minutes;
        return typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? [minutes] : [];
    });
    return limits.length === 0 ? undefined : Math.min(...limits);
}


/***/ })

};

//# sourceMappingURL=68.index.js.map