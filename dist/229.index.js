export const id = 229;
export const ids = [229];
export const modules = {

/***/ 21229:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   warnOfUnknownBaseFields: () => (/* binding */ warnOfUnknownBaseFields)
/* harmony export */ });
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18453);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79112);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(94437);
/* harmony import */ var _variables_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88038);




function warnOfUnknownBaseFields({ config, base, record, policy }, logger) {
    const baseRecordRead = (0,_results_js__WEBPACK_IMPORTED_MODULE_3__/* .baseRecord */ .$l)(base);
    if (baseRecordRead === undefined ||
        config.passIf === undefined ||
        (policy.outcome !== 'true' && policy.outcome !== 'false'))
        return;
    const readOfRun = new Set(config.passIf.fieldPaths.map(path => JSON.stringify(path.keys)));
    for (const path of config.passIf.otherFieldPathsOf(_variables_js__WEBPACK_IMPORTED_MODULE_2__/* .BASE_VARIABLE */ .LF)) {
        if (readOfRun.has(JSON.stringify(path.keys)))
            continue;
        if ((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(baseRecordRead, path.keys) !== undefined || (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(record, path.keys) !== undefined)
            continue;
        logger.warning(`pass-if reads ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(path.text, 100)} for project ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(config.projectId ?? '?')}, which neither ` +
            `the base commit's certified record nor the run's has: ` +
            'if it is guarded with has(), that part of pass-if never compares anything. Check the name against the ' +
            'fields the service returns.');
    }
}


/***/ })

};

//# sourceMappingURL=229.index.js.map