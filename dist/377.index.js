export const id = 377;
export const ids = [377];
export const modules = {

/***/ 9377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CONFIDENCE: () => (/* binding */ CONFIDENCE),
/* harmony export */   Tx: () => (/* binding */ welchDegrees),
/* harmony export */   c2: () => (/* binding */ tCritical),
/* harmony export */   figuresOf: () => (/* binding */ figuresOf),
/* harmony export */   halfWidthAt: () => (/* binding */ halfWidthAt),
/* harmony export */   spreadOf: () => (/* binding */ spreadOf),
/* harmony export */   statsOf: () => (/* binding */ statsOf)
/* harmony export */ });
/* unused harmony exports fieldStats, RESOLUTION_FLOOR, resolutionFloor, deltaOf */
/* harmony import */ var _stdlib_stats_base_dists_t_quantile__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74455);
/* harmony import */ var _stdlib_stats_base_dists_t_quantile__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(_stdlib_stats_base_dists_t_quantile__WEBPACK_IMPORTED_MODULE_0__);

function figuresOf(records, baseRecords, level = CONFIDENCE) {
    const { stats, partial } = statsOf(records, level);
    if (baseRecords === undefined)
        return { stats, partial };
    const baseStats = statsOf(baseRecords).stats;
    const delta = {};
    for (const [name, figures] of Object.entries(stats)) {
        if (Object.hasOwn(baseStats, name))
            Object.defineProperty(delta, name, { value: deltaOf(figures, baseStats[name], level), enumerable: true });
    }
    return { stats, partial, baseStats, delta, baseRuns: baseRecords.length };
}
const CONFIDENCE = 0.95;
function tCritical(df, level = CONFIDENCE) {
    return _stdlib_stats_base_dists_t_quantile__WEBPACK_IMPORTED_MODULE_0___default()(1 - (1 - level) / 2, df);
}
function fieldStats(values, level = CONFIDENCE) {
    const n = values.length;
    const mean = values.reduce((sum, value) => sum + value, 0) / n;
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(n / 2);
    const median = n % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    const figures = { n, mean, min: sorted[0], max: sorted[n - 1], median };
    if (n < 2)
        return figures;
    const sd = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1));
    const floor = resolutionFloor(values);
    const floored = floor !== undefined && sd < floor;
    const margin = halfWidthAt(floored ? floor : sd, n, level);
    return { ...figures, sd, low: mean - margin, high: mean + margin, level, ...(floored ? { floor } : {}) };
}
const RESOLUTION_FLOOR = 1 / Math.sqrt(12);
const MOST_DECIMALS = 6;
function resolutionFloor(values) {
    for (let decimals = 0; decimals <= MOST_DECIMALS; decimals += 1) {
        const scale = 10 ** decimals;
        if (values.every(value => writtenTo(value * scale)))
            return RESOLUTION_FLOOR / scale;
    }
    return undefined;
}
function writtenTo(scaled) {
    return Math.abs(scaled - Math.round(scaled)) <= 1e-9 * Math.max(1, Math.abs(scaled));
}
function spreadOf(stats) {
    return stats.sd === undefined ? undefined : Math.max(stats.sd, stats.floor ?? 0);
}
function halfWidthAt(sd, runs, level = CONFIDENCE) {
    return (tCritical(runs - 1, level) * sd) / Math.sqrt(runs);
}
function statsOf(records, level = CONFIDENCE) {
    const stats = {};
    const partial = [];
    const names = [...new Set(records.flatMap(record => Object.keys(record)))];
    for (const name of names) {
        const values = records.map(record => record[name]);
        const numbers = values.filter(isNumber);
        if (numbers.length === 0)
            continue;
        if (numbers.length < records.length)
            partial.push(name);
        else
            Object.defineProperty(stats, name, { value: fieldStats(numbers, level), enumerable: true });
    }
    return { stats, partial };
}
function deltaOf(current, base, level = CONFIDENCE) {
    const mean = current.mean - base.mean;
    if (current.sd === undefined && base.sd === undefined)
        return { mean };
    const borrowed = current.sd === undefined ? 'this' : base.sd === undefined ? 'base' : undefined;
    const currentVariance = (spreadOf(current) ?? spreadOf(base) ?? 0) ** 2 / current.n;
    const baseVariance = (spreadOf(base) ?? spreadOf(current) ?? 0) ** 2 / base.n;
    const floor = Math.max(current.floor ?? 0, base.floor ?? 0);
    const standardError = Math.sqrt(currentVariance + baseVariance);
    const df = borrowed === 'base'
        ? current.n - 1
        : borrowed === 'this'
            ? base.n - 1
            : welchDegrees(currentVariance, current.n, baseVariance, base.n);
    const margin = standardError === 0 ? 0 : tCritical(df, level) * standardError;
    return {
        mean,
        low: mean - margin,
        high: mean + margin,
        level,
        ...(borrowed === undefined ? {} : { varianceBorrowed: borrowed }),
        ...(floor > 0 ? { floor } : {})
    };
}
function welchDegrees(currentVariance, currentN, baseVariance, baseN) {
    return ((currentVariance + baseVariance) ** 2 / (currentVariance ** 2 / (currentN - 1) + baseVariance ** 2 / (baseN - 1)));
}
function isNumber(value) {
    return typeof value === 'number' && Number.isFinite(value);
}


/***/ })

};

//# sourceMappingURL=377.index.js.map