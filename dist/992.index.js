export const id = 992;
export const ids = [992];
export const modules = {

/***/ 1992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BASE_RUNS_FOR_DELTA: () => (/* binding */ BASE_RUNS_FOR_DELTA),
/* harmony export */   warnOfThinBase: () => (/* binding */ warnOfThinBase)
/* harmony export */ });
/* harmony import */ var _variables_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88038);

const BASE_RUNS_FOR_DELTA = 5;
function warnOfThinBase(figures, policies, logger) {
    const runs = figures?.baseRuns;
    if (runs === undefined || runs >= BASE_RUNS_FOR_DELTA)
        return;
    if (!policies.some(policy => policy?.names(_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .DELTA_VARIABLE */ .m9) === true))
        return;
    logger.warning(`delta is read against a base certification of ${runs} run${runs === 1 ? '' : 's'}: with fewer than ` +
        `${BASE_RUNS_FOR_DELTA}, its interval is a little too narrow to keep the 2.5% promise` +
        `${runs === 1 ? " (one run has no spread of its own, so this side's is borrowed)" : ''}. Certify the default ` +
        `branch with repeat: ${BASE_RUNS_FOR_DELTA} or more (the nightly run of drift watch is one way).`);
}


/***/ })

};

//# sourceMappingURL=992.index.js.map