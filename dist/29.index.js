export const id = 29;
export const ids = [29];
export const modules = {

/***/ 6029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   queueLimit: () => (/* binding */ queueLimit),
/* harmony export */   warnOfQueueClock: () => (/* binding */ warnOfQueueClock)
/* harmony export */ });
/* harmony import */ var _lib_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82543);
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97268);
/* harmony import */ var _lib_runtime_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89067);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79112);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8955);





async function queueLimit(config, github, call) {
    const branch = github.baseBranch;
    if (github.eventName !== 'merge_group' || config.githubToken === undefined)
        return undefined;
    if (github.repository === undefined || branch === undefined)
        return undefined;
    const boundMs = (0,_names_js__WEBPACK_IMPORTED_MODULE_4__/* .lookupBound */ .lm)(config.timeoutMs, call.deadline.remainingMs()).ms;
    try {
        const { mergeQueueCheckLimit } = await __webpack_require__.e(/* import() */ 68).then(__webpack_require__.bind(__webpack_require__, 87068));
        return await mergeQueueCheckLimit(call.api, { repository: github.repository, branch }, { ...call, deadline: new _lib_runtime_js__WEBPACK_IMPORTED_MODULE_2__/* .Deadline */ .B2(call.deadline.clock, boundMs) });
    }
    catch (error) {
        if (call.signal.aborted)
            return undefined;
        call.logger.info(`The merge queue's rules for ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)(branch, 100)} could not be read (${(0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorClause */ .Y7)(error, 200)}): ` +
            `whether timeout fits its limit on a required check is not known.`);
        return undefined;
    }
}
async function warnOfQueueClock(config, github, call) {
    const minutes = await queueLimit(config, github, call);
    if (minutes === undefined || config.timeoutMs < minutes * 60_000)
        return minutes;
    const branch = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)(github.baseBranch ?? '', 100);
    call.logger.warning(`timeout is ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(config.timeoutMs)}, but the merge queue of ${branch} takes a required check that ` +
        `has not reported within ${minutes} minute${minutes === 1 ? '' : 's'} as failed (its ruleset's ` +
        `check_response_timeout_minutes) and removes the entry: a pass after that merges nothing. Set timeout well ` +
        `below ${minutes}m (the queue's clock counts the job's earlier steps too), or raise the queue's limit.`);
    return minutes;
}


/***/ })

};

//# sourceMappingURL=29.index.js.map