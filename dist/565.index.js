export const id = 565;
export const ids = [565];
export const modules = {

/***/ 94565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   trendOf: () => (/* binding */ trendOf)
/* harmony export */ });
function trendOf(points) {
    const n = points.length;
    if (n === 0)
        return undefined;
    if (n === 1)
        return { n };
    const meanX = (n - 1) / 2;
    let covariance = 0;
    let variance = 0;
    points.forEach((y, x) => {
        covariance += (x - meanX) * y;
        variance += (x - meanX) ** 2;
    });
    const slope = covariance / variance;
    if (!Number.isFinite(slope))
        return { n };
    return {
        n,
        slope,
        first: points[0],
        last: points[n - 1],
        min: Math.min(...points),
        max: Math.max(...points)
    };
}


/***/ })

};

//# sourceMappingURL=565.index.js.map