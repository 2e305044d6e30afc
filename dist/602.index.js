export const id = 602;
export const ids = [602];
export const modules = {

/***/ 33602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   baseUnreadable: () => (/* binding */ baseUnreadable),
/* harmony export */   comparisonOf: () => (/* binding */ comparisonOf),
/* harmony export */   figureValues: () => (/* binding */ figureValues),
/* harmony export */   givenBeside: () => (/* binding */ givenBeside),
/* harmony export */   othersOf: () => (/* binding */ othersOf),
/* harmony export */   warnOfUnknownBaseFields: () => (/* binding */ warnOfUnknownBaseFields)
/* harmony export */ });
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18453);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79112);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8955);



function comparisonOf(base) {
    return base?.record === undefined ? undefined : { name: _names_js__WEBPACK_IMPORTED_MODULE_2__/* .BASE_VARIABLE */ .LF, value: base.record };
}
function baseUnreadable(base) {
    return base?.absence === 'unreadable';
}
function othersOf(base, commit) {
    const ofCommit = commit === undefined ? {} : { [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMIT_VARIABLE */ .fT]: commit.toLowerCase() };
    return base?.record === undefined ? ofCommit : { ...ofCommit, [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .BASE_VARIABLE */ .LF]: base.record };
}
async function givenBeside(config, records, base, commit) {
    const others = othersOf(base, commit);
    if (!(0,_names_js__WEBPACK_IMPORTED_MODULE_2__/* .readsFigures */ .FP)(config))
        return { others };
    const { figuresOf } = await Promise.all(/* import() */[__webpack_require__.e(455), __webpack_require__.e(377)]).then(__webpack_require__.bind(__webpack_require__, 9377));
    const figures = figuresOf(records, base?.runs ?? (base?.record === undefined ? undefined : [base.record]));
    return { others: { ...others, ...figureValues(records, figures, base) }, figures };
}
function figureValues(records, figures, base) {
    const values = {
        [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .RUNS_VARIABLE */ .ET]: records,
        [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATS_VARIABLE */ .ZW]: asMap(figures.stats),
        [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .BASE_STATS_VARIABLE */ .vT]: asMap(figures.baseStats ?? {}),
        [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .DELTA_VARIABLE */ .m9]: asMap(figures.delta ?? {})
    };
    const ageMs = base?.record === undefined ? undefined : base.certification?.ageMs;
    if (ageMs !== undefined)
        values[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .BASE_AGE_VARIABLE */ .TX] = ageMs / 1000;
    return values;
}
function asMap(figures) {
    const map = {};
    for (const [name, value] of Object.entries(figures)) {
        const numbers = Object.fromEntries(Object.entries(value).filter(([, field]) => typeof field === 'number'));
        Object.defineProperty(map, name, { value: numbers, enumerable: true });
    }
    return map;
}
function warnOfUnknownBaseFields(config, base, record, policy, logger) {
    if (base?.record === undefined ||
        config.passIf === undefined ||
        (policy.outcome !== 'true' && policy.outcome !== 'false'))
        return;
    const readOfRun = new Set(config.passIf.fieldPaths.map(path => JSON.stringify(path.keys)));
    for (const path of config.passIf.otherFieldPathsOf(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .BASE_VARIABLE */ .LF)) {
        if (readOfRun.has(JSON.stringify(path.keys)))
            continue;
        if ((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(base.record, path.keys) !== undefined || (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(record, path.keys) !== undefined)
            continue;
        logger.warning(`pass-if reads ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(path.text, 100)} for project ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(config.projectId ?? '?')}, which neither ` +
            `the base commit's certified record nor the run's has: ` +
            'if it is guarded with has(), that part of pass-if never compares anything. Check the name against the ' +
            'fields the service returns.');
    }
}


/***/ })

};

//# sourceMappingURL=602.index.js.map