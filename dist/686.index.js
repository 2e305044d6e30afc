export const id = 686;
export const ids = [686];
export const modules = {

/***/ 51686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   comparisonOf: () => (/* binding */ comparisonOf),
/* harmony export */   figureValues: () => (/* binding */ figureValues),
/* harmony export */   givenTo: () => (/* binding */ givenTo),
/* harmony export */   othersOf: () => (/* binding */ othersOf)
/* harmony export */ });
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94437);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16977);
/* harmony import */ var _variables_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88038);



function comparisonOf(base) {
    const record = (0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .baseRecord */ .$l)(base);
    return record === undefined ? undefined : { name: _variables_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_VARIABLE */ .LF, value: record };
}
function othersOf(base, commit) {
    const ofCommit = commit === undefined ? {} : { [_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMIT_VARIABLE */ .fT]: commit.toLowerCase() };
    const record = (0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .baseRecord */ .$l)(base);
    return record === undefined ? ofCommit : { ...ofCommit, [_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_VARIABLE */ .LF]: record };
}
async function givenTo(policies, runs, seen) {
    const { base, commit, level } = seen;
    const trend = (0,_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .readsTrend */ .b9)(policies) ? await trendValues(seen.trend ?? {}, seen.trendRead) : {};
    const others = { ...othersOf(base, commit), ...trend };
    const read = (0,_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .readsFigures */ .FP)(policies);
    if (!read && !(0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .several */ .J$)(runs))
        return { others };
    const { figuresOf, statsOf, halfWidthAt, spreadOf, CONFIDENCE } = await Promise.all(/* import() */[__webpack_require__.e(455), __webpack_require__.e(377)]).then(__webpack_require__.bind(__webpack_require__, 9377));
    const runsStats = (0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .several */ .J$)(runs)
        ? {
            runsStats: statsOf(runs.map(run => run.shown ?? run.record), level).stats
        }
        : {};
    if (!read)
        return { others, ...runsStats };
    const records = runs.map(run => run.record);
    const worked = figuresOf(records, base?.runs.length ? base.runs.map(run => run.record) : undefined, level);
    const at = { runs: _config_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_REPEAT */ .rX, level: level ?? CONFIDENCE };
    const halfWidths = Object.fromEntries(Object.entries(worked.stats).flatMap(([name, stats]) => {
        const spread = spreadOf(stats);
        return spread === undefined ? [] : [[name, halfWidthAt(spread, at.runs, at.level)]];
    }));
    const figures = { ...worked, projected: { ...at, halfWidths } };
    return { others: { ...others, ...figureValues(records, figures, base) }, figures, ...runsStats };
}
function figureValues(records, figures, base) {
    const values = {
        [_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .RUNS_VARIABLE */ .ET]: records,
        [_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .STATS_VARIABLE */ .ZW]: asMap(figures.stats, _variables_js__WEBPACK_IMPORTED_MODULE_0__/* .STATS_VARIABLE */ .ZW),
        [_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_STATS_VARIABLE */ .vT]: asMap(figures.baseStats ?? {}, _variables_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_STATS_VARIABLE */ .vT),
        [_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .DELTA_VARIABLE */ .m9]: asMap(figures.delta ?? {}, _variables_js__WEBPACK_IMPORTED_MODULE_0__/* .DELTA_VARIABLE */ .m9)
    };
    const ageMs = (0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .baseRecord */ .$l)(base) === undefined ? undefined : base?.certification?.ageMs;
    if (ageMs !== undefined)
        values[_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_AGE_VARIABLE */ .TX] = ageMs / 1000;
    return values;
}
async function trendValues(series, read) {
    const { trendOf } = await __webpack_require__.e(/* import() */ 565).then(__webpack_require__.bind(__webpack_require__, 94565));
    const trends = Object.entries(series).flatMap(([field, points]) => {
        const trend = trendOf(points.map(point => point.mean));
        return trend === undefined ? [] : [[field, { ...trend, n: Math.max(trend.n, (read ?? 0) + 1) }]];
    });
    return { [_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .TREND_VARIABLE */ .lc]: asMap(Object.fromEntries(trends), _variables_js__WEBPACK_IMPORTED_MODULE_0__/* .TREND_VARIABLE */ .lc) };
}
function asMap(figures, variable) {
    const names = _variables_js__WEBPACK_IMPORTED_MODULE_0__/* .FIGURE_MAPS */ .hW[variable];
    const map = {};
    for (const [name, value] of Object.entries(figures)) {
        const numbers = Object.fromEntries(Object.entries(value).filter(([figure, field]) => typeof field === 'number' && names.includes(figure)));
        Object.defineProperty(map, name, { value: numbers, enumerable: true });
    }
    return map;
}


/***/ })

};

//# sourceMappingURL=686.index.js.map