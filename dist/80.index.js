export const id = 80;
export const ids = [80,742];
export const modules = {

/***/ 69080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cutShort: () => (/* binding */ cutShort),
/* harmony export */   decidedOnLooks: () => (/* binding */ decidedOnLooks),
/* harmony export */   decidesEarly: () => (/* binding */ decidesEarly),
/* harmony export */   levelOf: () => (/* binding */ levelOf),
/* harmony export */   lookOf: () => (/* binding */ lookOf),
/* harmony export */   scheduleOf: () => (/* binding */ scheduleOf)
/* harmony export */ });
/* unused harmony export schedules */
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(16977);
/* harmony import */ var _judge_variables_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88038);
/* harmony import */ var _lib_duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82543);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79112);
/* harmony import */ var _policy_report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12742);





const SCHEDULES = {
    4: [4],
    5: [5],
    6: [4, 6],
    7: [4, 7],
    8: [4, 6, 8],
    9: [4, 7, 9],
    10: [4, 7, 10]
};
const ERROR_RATE = 0.05;
function scheduleOf(repeat) {
    const schedule = Object.hasOwn(SCHEDULES, repeat) ? SCHEDULES[repeat] : undefined;
    if (schedule === undefined)
        throw new RangeError(`sequential takes repeat from ${_config_js__WEBPACK_IMPORTED_MODULE_3__/* .MIN_SEQUENTIAL_REPEAT */ .Vl} to 10, not ${repeat}`);
    return schedule;
}
function schedules() {
    return Object.entries(SCHEDULES).map(([repeat, looks]) => ({ repeat: Number(repeat), looks }));
}
function levelOf(looks) {
    return 1 - ERROR_RATE / looks;
}
function decidesEarly(verdict, { failIfSet, runFailed }) {
    if (verdict === 'inconclusive')
        return false;
    if (verdict === 'failed')
        return failIfSet || runFailed;
    return true;
}
function lookOf(result, runs, level, decided) {
    return {
        runs,
        level,
        verdict: result.verdict,
        decided,
        ...(result.policy === undefined ? {} : { passIf: result.policy.outcome }),
        ...(result.failPolicy === undefined ? {} : { failIf: result.failPolicy.outcome }),
        read: (0,_policy_report_js__WEBPACK_IMPORTED_MODULE_4__/* .readingsOnce */ .PJ)(result.policy, result.failPolicy).map(({ path, value }) => ({ path, value })),
        intervals: (0,_judge_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .figuresRead */ .mr)([result.policy, result.failPolicy]).flatMap(({ map, field }) => {
            const figures = map === _judge_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .DELTA_VARIABLE */ .m9 ? result.figures?.delta : map === _judge_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .STATS_VARIABLE */ .ZW ? result.figures?.stats : undefined;
            const read = figures !== undefined && Object.hasOwn(figures, field) ? figures[field] : undefined;
            return read === undefined ? [] : [{ field, of: map, mean: read.mean, low: read.low, high: read.high }];
        })
    };
}
const TIMEOUT_HINT = "Raise timeout so that every batch fits (about one run's length each), or lower repeat; the step fails until it " +
    'is decided.';
function cutShort(clock, runs) {
    const { queueLimitMs, timeoutMs, elapsedMs, batchMs } = clock;
    const endsAt = elapsedMs + batchMs;
    const queue = queueLimitMs !== undefined && endsAt > queueLimitMs && queueLimitMs <= timeoutMs;
    if (!queue && endsAt <= timeoutMs)
        return undefined;
    const limit = queue
        ? `the merge queue's ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a)(queueLimitMs)} on a required check`
        : `timeout (${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a)(timeoutMs)})`;
    return {
        reason: `${queue ? "The merge queue's limit" : 'The timeout'} cut it short: its next batch of ${runs.next} runs would ` +
            `end about ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a)(endsAt)} into the step (its longest batch took ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a)(batchMs)}), past ` +
            `${limit}, so the gate decided on the ${runs.had} runs it had.`,
        hint: queue
            ? "Raise the merge queue's check_response_timeout_minutes (its ruleset), or lower repeat, so that every batch " +
                'fits; the step fails until it is decided.'
            : TIMEOUT_HINT,
        stopped: queue ? 'queue-limit' : 'timeout'
    };
}
function decidedOnLooks(last, ended, had) {
    return {
        ...last,
        failsStep: true,
        runs: ended.runs,
        polls: ended.polls,
        elapsedMs: ended.elapsedMs,
        reason: `${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .asSentence */ .KG)(last.reason ?? '')} The timeout ran out while the next batch went on (its runs go on at the ` +
            `service), so the gate decided on the ${had} runs of its last look.`,
        hint: TIMEOUT_HINT
    };
}


/***/ }),

/***/ 12742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fr: () => (/* binding */ regressionText),
/* harmony export */   Le: () => (/* binding */ readingsText),
/* harmony export */   OP: () => (/* binding */ figureText),
/* harmony export */   PJ: () => (/* binding */ readingsOnce),
/* harmony export */   WB: () => (/* binding */ levelText),
/* harmony export */   outcomeText: () => (/* binding */ outcomeText),
/* harmony export */   readingsSuffix: () => (/* binding */ readingsSuffix)
/* harmony export */ });
function levelText(level) {
    return `${figureText((level ?? 0.95) * 100)}%`;
}
function readingsOnce(...policies) {
    const seen = new Set();
    return policies
        .flatMap(policy => policy?.readings ?? [])
        .filter(({ path }) => {
        if (seen.has(path))
            return false;
        seen.add(path);
        return true;
    });
}
function readingsText(policy) {
    return policy.readings
        .map(({ path, value, compared }) => `${path} = ${value}${compared === undefined ? '' : ` (${compared.name} ${compared.value}, ${compared.change})`}`)
        .join(', ');
}
function regressionText(policy) {
    const drops = policy.readings.flatMap(({ path, value, compared }) => compared?.change.startsWith('\u2212') === true
        ? [`${path} dropped ${compared.change.slice(1)} against the ${compared.name} (${compared.value} \u2192 ${value})`]
        : []);
    return drops.length === 0 ? undefined : drops.join('; ');
}
function readingsSuffix(policy) {
    return policy.readings.length === 0 ? '' : ` (${readingsText(policy)})`;
}
function outcomeText(policy, { detail = true } = {}) {
    switch (policy.outcome) {
        case 'true':
        case 'false':
            return `is ${policy.outcome}`;
        case 'value':
            return `gave ${policy.detail ?? 'another value'}, not true or false`;
        case 'error':
            return detail ? `could not be evaluated: ${policy.detail ?? 'an error'}` : 'could not be evaluated';
        case 'stopped':
            return detail ? `ran out of time: ${policy.detail ?? 'stopped'}` : 'ran out of time';
    }
}
function figureText(value, decimals = 2) {
    const scale = 10 ** decimals;
    const rounded = Math.round(value * scale) / scale;
    return rounded < 0 ? `\u2212${-rounded}` : String(rounded === 0 ? 0 : rounded);
}


/***/ })

};

//# sourceMappingURL=80.index.js.map