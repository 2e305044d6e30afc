export const id = 80;
export const ids = [80];
export const modules = {

/***/ 69080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   decidesEarly: () => (/* binding */ decidesEarly),
/* harmony export */   levelOf: () => (/* binding */ levelOf),
/* harmony export */   lookOf: () => (/* binding */ lookOf),
/* harmony export */   queueCutShort: () => (/* binding */ queueCutShort),
/* harmony export */   scheduleOf: () => (/* binding */ scheduleOf)
/* harmony export */ });
/* unused harmony export schedules */
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16977);
/* harmony import */ var _judge_variables_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88038);
/* harmony import */ var _lib_duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82543);



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
        throw new RangeError(`sequential takes repeat from ${_config_js__WEBPACK_IMPORTED_MODULE_2__/* .MIN_SEQUENTIAL_REPEAT */ .Vl} to 10, not ${repeat}`);
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
    const read = new Map();
    for (const reading of [...(result.policy?.readings ?? []), ...(result.failPolicy?.readings ?? [])])
        if (!read.has(reading.path))
            read.set(reading.path, reading.value);
    return {
        runs,
        level,
        verdict: result.verdict,
        decided,
        ...(result.policy === undefined ? {} : { passIf: result.policy.outcome }),
        ...(result.failPolicy === undefined ? {} : { failIf: result.failPolicy.outcome }),
        read: [...read].map(([path, value]) => ({ path, value })),
        intervals: (0,_judge_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .fieldsRead */ .cn)([result.policy, result.failPolicy]).flatMap(field => {
            const stats = result.figures !== undefined && Object.hasOwn(result.figures.stats, field)
                ? result.figures.stats[field]
                : undefined;
            return stats === undefined ? [] : [{ field, mean: stats.mean, low: stats.low, high: stats.high }];
        })
    };
}
function queueCutShort(queue, runs) {
    const { limitMs, elapsedMs, batchMs } = queue;
    if (limitMs === undefined || elapsedMs + batchMs <= limitMs)
        return undefined;
    return (`The merge queue's limit cut it short: its next batch of ${runs.next} runs would end about ` +
        `${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a)(elapsedMs + batchMs)} into the step (its longest batch took ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a)(batchMs)}), ` +
        `past the queue's ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a)(limitMs)} on a required check, so the gate decided on the ${runs.had} ` +
        `runs it had.`);
}


/***/ })

};

//# sourceMappingURL=80.index.js.map