export const id = 773;
export const ids = [773];
export const modules = {

/***/ 10773:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ atTheMeansText),
/* harmony export */   atTheMeans: () => (/* binding */ atTheMeans),
/* harmony export */   barsOnBoundsOnly: () => (/* binding */ barsOnBoundsOnly)
/* harmony export */ });
/* harmony import */ var _variables_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88038);

const FIGURE_MAPS = [_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .STATS_VARIABLE */ .ZW, _variables_js__WEBPACK_IMPORTED_MODULE_0__/* .DELTA_VARIABLE */ .m9];
const DRAWN_IN = ['low', 'high', 'mean'];
function atTheMeans(others) {
    const drawnIn = { ...others };
    for (const name of FIGURE_MAPS) {
        const map = Object.hasOwn(others, name) ? others[name] : undefined;
        if (map === null || typeof map !== 'object' || Array.isArray(map))
            continue;
        drawnIn[name] = Object.fromEntries(Object.entries(map).map(([field, figures]) => {
            const { mean } = figures;
            return [field, typeof mean === 'number' ? { ...figures, low: mean, high: mean } : figures];
        }));
    }
    return drawnIn;
}
function barsOnBoundsOnly(passIf) {
    const bars = passIf.expression.split('&&').map(_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .figureBarOf */ .pb);
    return (bars.every(bar => bar !== undefined && FIGURE_MAPS.includes(bar.map) && DRAWN_IN.includes(bar.figure)) &&
        bars.some(bar => bar?.figure !== 'mean'));
}
function atTheMeansText({ clears, intervals }, shown = text => text) {
    return clears
        ? `the mean clears the bar, but the runs are too few, or vary too much, to show it (${shown(intervals)})`
        : `the mean itself misses the bar (${shown(intervals)})`;
}


/***/ })

};

//# sourceMappingURL=773.index.js.map