export const id = 773;
export const ids = [773];
export const modules = {

/***/ 10773:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   atTheMeans: () => (/* binding */ atTheMeans),
/* harmony export */   barsOnBoundsOnly: () => (/* binding */ barsOnBoundsOnly)
/* harmony export */ });
/* harmony import */ var _variables_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88038);

const FIGURE_MAPS = [_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .STATS_VARIABLE */ .ZW, _variables_js__WEBPACK_IMPORTED_MODULE_0__/* .DELTA_VARIABLE */ .m9];
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
const BAR_ON_A_BOUND = /^\s*(stats|delta)\.[A-Za-z_]\w*\.(low|high|mean)\s*(>=|>|<=|<)\s*-?(\d+(\.\d*)?|\.\d+)\s*$/;
function barsOnBoundsOnly(passIf) {
    const bars = passIf.expression.split('&&');
    return (bars.every(bar => BAR_ON_A_BOUND.test(bar.replace(/^\s*\(\s*/, '').replace(/\s*\)\s*$/, ''))) &&
        bars.some(bar => /\.(low|high)\s*[<>]/.test(bar)));
}


/***/ })

};

//# sourceMappingURL=773.index.js.map