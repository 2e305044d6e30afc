export const id = 916;
export const ids = [916,377];
export const modules = {

/***/ 19073:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/



// MODULES //

var constantFunction = __webpack_require__( 3084 );
var isnan = __webpack_require__( 86523 );


// MAIN //

/**
* Returns a function for evaluating the cumulative distribution function (CDF) of a degenerate distribution centered at a provided mean value.
*
* @param {number} mu - constant value of distribution
* @returns {Function} function to evaluate the cumulative distribution function
*
* @example
* var cdf = factory( 5.0 );
*
* var y = cdf( 3.0 );
* // returns 0.0
*
* y = cdf( 6.0 );
* // returns 1.0
*
* y = cdf( NaN );
* // returns NaN
*/
function factory( mu ) {
	if ( isnan( mu ) ) {
		return constantFunction( NaN );
	}
	return cdf;

	/**
	* Evaluates the cumulative distribution function (CDF) of a degenerate distribution.
	*
	* @private
	* @param {number} x - input value
	* @returns {Probability} evaluated cumulative distribution function
	*
	* @example
	* var y = cdf( 10.0 );
	* // returns <number>
	*/
	function cdf( x ) {
		if ( isnan( x ) ) {
			return NaN;
		}
		return (x < mu) ? 0.0 : 1.0;
	}
}


// EXPORTS //

module.exports = factory;


/***/ }),

/***/ 46603:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/



/**
* Degenerate distribution cumulative distribution function (CDF).
*
* @module @stdlib/stats-base-dists-degenerate-cdf
*
* @example
* var cdf = require( '@stdlib/stats-base-dists-degenerate-cdf' );
*
* var y = cdf( 2.0, 5.0 );
* // returns 0.0
*
* @example
* var factory = require( '@stdlib/stats-base-dists-degenerate-cdf' ).factory;
*
* var cdf = factory( 5.0 );
*
* var y = cdf( 3.0 );
* // returns 0.0
*
* y = cdf( 6.0 );
* // returns 1.0
*/

// MODULES //

var setReadOnly = __webpack_require__( 4568 );
var main = __webpack_require__( 97782 );
var factory = __webpack_require__( 19073 );


// MAIN //

setReadOnly( main, 'factory', factory );


// EXPORTS //

module.exports = main;


/***/ }),

/***/ 97782:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/



// MODULES //

var isnan = __webpack_require__( 86523 );


// MAIN //

/**
* Evaluates the cumulative distribution function (CDF) for a degenerate distribution with mean value `mu`.
*
* @param {number} x - input value
* @param {number} mu - constant value of distribution
* @returns {Probability} evaluated cumulative distribution function
*
* @example
* var y = cdf( 2.0, 3.0 );
* // returns 0.0
*
* @example
* var y = cdf( 4.0, 3.0 );
* // returns 1.0
*
* @example
* var y = cdf( 3.0, 3.0 );
* // returns 1.0
*
* @example
* var y = cdf( NaN, 0.0 );
* // returns NaN
*
* @example
* var y = cdf( 0.0, NaN );
* // returns NaN
*/
function cdf( x, mu ) {
	if ( isnan( x ) || isnan( mu ) ) {
		return NaN;
	}
	return (x < mu) ? 0.0 : 1.0;
}


// EXPORTS //

module.exports = cdf;


/***/ }),

/***/ 21250:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/



// MODULES //

var constantFunction = __webpack_require__( 3084 );
var degenerate = (__webpack_require__(46603).factory);
var isnan = __webpack_require__( 86523 );
var sqrt = __webpack_require__( 15478 );
var erfc = __webpack_require__( 30988 );


// MAIN //

/**
* Returns a function for evaluating the cumulative distribution function (CDF) for a Normal distribution.
*
* @param {number} mu - mean
* @param {NonNegativeNumber} sigma - standard deviation
* @returns {Function} function to evaluate the cumulative distribution function
*
* @example
* var cdf = factory( 10.0, 2.0 );
* var y = cdf( 10.0 );
* // returns 0.5
*
* y = cdf( 12.0 );
* // returns ~0.841
*/
function factory( mu, sigma ) {
	var denom;
	if (
		isnan( mu ) ||
		isnan( sigma ) ||
		sigma < 0.0
	) {
		return constantFunction( NaN );
	}
	if ( sigma === 0.0 ) {
		return degenerate( mu );
	}
	denom = sigma * sqrt( 2.0 );
	return cdf;

	/**
	* Evaluates the cumulative distribution function (CDF) for a Normal distribution.
	*
	* @private
	* @param {number} x - input value
	* @returns {Probability} evaluated CDF
	*
	* @example
	* var y = cdf( 2.0 );
	* // returns <number>
	*/
	function cdf( x ) {
		var xc;
		if ( isnan( x ) ) {
			return NaN;
		}
		xc = x - mu;
		return 0.5 * erfc( -xc / denom );
	}
}


// EXPORTS //

module.exports = factory;


/***/ }),

/***/ 72484:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/



/**
* Normal distribution cumulative distribution function (CDF).
*
* @module @stdlib/stats-base-dists-normal-cdf
*
* @example
* var cdf = require( '@stdlib/stats-base-dists-normal-cdf' );
*
* var y = cdf( 2.0, 0.0, 1.0 );
* // returns ~0.977
*
* var myCDF = cdf.factory( 10.0, 2.0 );
* y = myCDF( 10.0 );
* // returns 0.5
*/

// MODULES //

var setReadOnly = __webpack_require__( 4568 );
var main = __webpack_require__( 21643 );
var factory = __webpack_require__( 21250 );


// MAIN //

setReadOnly( main, 'factory', factory );


// EXPORTS //

module.exports = main;


/***/ }),

/***/ 21643:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/



// MODULES //

var erfc = __webpack_require__( 30988 );
var sqrt = __webpack_require__( 15478 );
var isnan = __webpack_require__( 86523 );


// MAIN //

/**
* Evaluates the cumulative distribution function (CDF) for a Normal distribution with mean `mu` and standard deviation `sigma` at a value `x`.
*
* @param {number} x - input value
* @param {number} mu - mean
* @param {NonNegativeNumber} sigma - standard deviation
* @returns {Probability} evaluated cumulative distribution function
*
* @example
* var y = cdf( 2.0, 0.0, 1.0 );
* // returns ~0.977
*
* @example
* var y = cdf( -1.0, -1.0, 2.0 );
* // returns 0.5
*
* @example
* var y = cdf( -1.0, 4.0, 2.0 );
* // returns ~0.006
*
* @example
* var y = cdf( NaN, 0.0, 1.0 );
* // returns NaN
*
* @example
* var y = cdf( 0.0, NaN, 1.0 );
* // returns NaN
*
* @example
* var y = cdf( 0.0, 0.0, NaN );
* // returns NaN
*
* @example
* // Negative standard deviation:
* var y = cdf( 2.0, 0.0, -1.0 );
* // returns NaN
*/
function cdf( x, mu, sigma ) {
	var denom;
	var xc;
	if (
		isnan( x ) ||
		isnan( mu ) ||
		isnan( sigma ) ||
		sigma < 0.0
	) {
		return NaN;
	}
	if ( sigma === 0.0 ) {
		return (x < mu) ? 0.0 : 1.0;
	}
	denom = sigma * sqrt( 2.0 );
	xc = x - mu;
	return 0.5 * erfc( -xc/denom );
}


// EXPORTS //

module.exports = cdf;


/***/ }),

/***/ 10916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   outOfReachHint: () => (/* binding */ outOfReachHint),
/* harmony export */   outOfReachText: () => (/* binding */ outOfReachText),
/* harmony export */   reachOf: () => (/* binding */ reachOf)
/* harmony export */ });
/* unused harmony export OUT_OF_REACH */
/* harmony import */ var _stdlib_stats_base_dists_normal_cdf__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72484);
/* harmony import */ var _stdlib_stats_base_dists_normal_cdf__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(_stdlib_stats_base_dists_normal_cdf__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _policy_bars_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94542);
/* harmony import */ var _policy_stats_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9377);
/* harmony import */ var _judge_variables_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88038);
/* harmony import */ var _policy_report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12742);





const OUT_OF_REACH = 0.05;
function reachOf(judged, { runs, last, level }) {
    const reads = judged.policy?.reads;
    if (reads === undefined || !reads.onlyBars)
        return { none: 'not-bars' };
    const reaches = [];
    for (const bar of reads.bars) {
        const figure = (0,_judge_variables_js__WEBPACK_IMPORTED_MODULE_3__/* .figureOf */ .Mn)(bar.path);
        const rising = figure?.bound === 'low' && (bar.comparison === '>=' || bar.comparison === '>');
        const falling = figure?.bound === 'high' && (bar.comparison === '<=' || bar.comparison === '<');
        const ofRuns = bar.path.variable === _judge_variables_js__WEBPACK_IMPORTED_MODULE_3__/* .STATS_VARIABLE */ .ZW || bar.path.variable === _judge_variables_js__WEBPACK_IMPORTED_MODULE_3__/* .DELTA_VARIABLE */ .m9;
        if (!(0,_policy_bars_js__WEBPACK_IMPORTED_MODULE_1__/* .orders */ .Ww)(bar) || !ofRuns || !(rising || falling))
            return { none: 'not-bars' };
        const reach = barReach(bar, judged.figures, { runs, last, level, rising });
        if (reach === undefined)
            return { none: 'no-figures' };
        reaches.push(reach);
    }
    if (reaches.length === 0)
        return { none: 'not-bars' };
    return reaches.reduce((least, reach) => (reach.chance < least.chance ? reach : least));
}
function barReach(bar, figures, { runs, last, level, rising }) {
    const field = bar.path.keys[0];
    const stats = figures === undefined || !Object.hasOwn(figures.stats, field) ? undefined : figures.stats[field];
    const spread = stats === undefined ? undefined : (0,_policy_stats_js__WEBPACK_IMPORTED_MODULE_2__.spreadOf)(stats);
    if (stats === undefined || spread === undefined)
        return undefined;
    const base = bar.path.variable === _judge_variables_js__WEBPACK_IMPORTED_MODULE_3__/* .DELTA_VARIABLE */ .m9 ? baseOf(figures?.baseStats, field) : undefined;
    if (bar.path.variable === _judge_variables_js__WEBPACK_IMPORTED_MODULE_3__/* .DELTA_VARIABLE */ .m9 && base === undefined)
        return undefined;
    const { standardError, df } = lastLook(spread, last, base);
    const q = (0,_policy_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .tCritical */ .c2)(df, level);
    const mean = stats.mean - (base?.mean ?? 0);
    const margin = rising ? mean - bar.bar : bar.bar - mean;
    const numerator = last * margin - last * q * standardError;
    const denominator = spread * Math.sqrt(last - runs);
    const chance = denominator === 0 ? (numerator >= 0 ? 1 : 0) : _stdlib_stats_base_dists_normal_cdf__WEBPACK_IMPORTED_MODULE_0___default()(numerator / denominator, 0, 1);
    const projected = rising ? mean - q * standardError : mean + q * standardError;
    return { chance, outOfReach: chance < OUT_OF_REACH, bar, runs, mean, last, projected };
}
function baseOf(baseStats, field) {
    const base = baseStats !== undefined && Object.hasOwn(baseStats, field) ? baseStats[field] : undefined;
    return base === undefined ? undefined : { mean: base.mean, n: base.n, spread: (0,_policy_stats_js__WEBPACK_IMPORTED_MODULE_2__.spreadOf)(base) };
}
function lastLook(spread, last, base) {
    if (base === undefined)
        return { standardError: spread / Math.sqrt(last), df: last - 1 };
    const thisSide = spread ** 2 / last;
    const baseSide = (base.spread ?? spread) ** 2 / base.n;
    const df = base.spread === undefined ? last - 1 : (0,_policy_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .welchDegrees */ .Tx)(thisSide, last, baseSide, base.n);
    return { standardError: Math.sqrt(thisSide + baseSide), df };
}
function outOfReachText(reach) {
    const { bar, runs, last, mean, projected, chance } = reach;
    const left = last - runs;
    const bound = `${bar.path.variable === _judge_variables_js__WEBPACK_IMPORTED_MODULE_3__/* .DELTA_VARIABLE */ .m9 ? 'change ' : ''}${bar.path.keys[1] ?? ''}`;
    const short = bar.comparison === '>=' || bar.comparison === '>' ? 'short of' : 'beyond';
    return (`Passing was out of reach: if the remaining ${left} run${left === 1 ? '' : 's'} scored like these ${runs} ` +
        `(mean ${(0,_policy_report_js__WEBPACK_IMPORTED_MODULE_4__/* .figureText */ .OP)(mean)}), the last look's ${bound} would be about ${(0,_policy_report_js__WEBPACK_IMPORTED_MODULE_4__/* .figureText */ .OP)(projected)}, ${short} ` +
        `${bar.written} (${(0,_policy_report_js__WEBPACK_IMPORTED_MODULE_4__/* .chanceText */ .y1)(chance)} to pass), so ${left === 1 ? 'it was' : 'they were'} not started.`);
}
function outOfReachHint(lookAt) {
    return (`More runs like these could not pass. See ${lookAt ?? 'the attestation in the console'} for what the service ` +
        `found, fix it, and push again; the job's next run starts every run again.`);
}


/***/ }),

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

//# sourceMappingURL=916.index.js.map