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
/* harmony import */ var _policy_bars_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94542);
/* harmony import */ var _variables_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88038);


const FIGURE_MAPS = [_variables_js__WEBPACK_IMPORTED_MODULE_1__/* .STATS_VARIABLE */ .ZW, _variables_js__WEBPACK_IMPORTED_MODULE_1__/* .DELTA_VARIABLE */ .m9];
function atTheMeans(others) {
    const drawnIn = { ...others };
    for (const name of FIGURE_MAPS) {
        const map = Object.hasOwn(others, name) ? others[name] : undefined;
        if (map === null || typeof map !== 'object' || Array.isArray(map))
            continue;
        drawnIn[name] = Object.fromEntries(Object.entries(map).map(([field, figures]) => {
            const { mean } = figures;
            if (typeof mean !== 'number')
                return [field, figures];
            const drawn = Object.entries(figures).map(([figure, value]) => [
                figure,
                (0,_variables_js__WEBPACK_IMPORTED_MODULE_1__/* .figureOf */ .Mn)({ variable: name, keys: [field, figure] })?.bound === undefined ? value : mean
            ]);
            return [field, Object.fromEntries(drawn)];
        }));
    }
    return drawnIn;
}
function barsOnBoundsOnly(passIf) {
    const { onlyBars, bars } = passIf.reads;
    const figures = bars.map(bar => FIGURE_MAPS.includes(bar.path.variable) && (0,_policy_bars_js__WEBPACK_IMPORTED_MODULE_0__/* .orders */ .Ww)(bar) ? (0,_variables_js__WEBPACK_IMPORTED_MODULE_1__/* .figureOf */ .Mn)(bar.path) : undefined);
    return (onlyBars &&
        figures.every(figure => figure?.bound !== undefined || figure?.mean === true) &&
        figures.some(figure => figure?.bound !== undefined));
}
function atTheMeansText({ clears, intervals }, shown = text => text) {
    return clears
        ? `the mean clears the bar, but by less than these runs can tell apart (${shown(intervals)})`
        : `the mean itself misses the bar (${shown(intervals)})`;
}


/***/ })

};

//# sourceMappingURL=773.index.js.map