export const id = 696;
export const ids = [696];
export const modules = {

/***/ 72696:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cutShort: () => (/* binding */ cutShort),
/* harmony export */   decidedOnLooks: () => (/* binding */ decidedOnLooks),
/* harmony export */   levelOf: () => (/* binding */ levelOf),
/* harmony export */   scheduleOf: () => (/* binding */ scheduleOf)
/* harmony export */ });
/* unused harmony export schedules */
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16977);
/* harmony import */ var _lib_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82543);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79112);



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
const TIMEOUT_HINT = "Raise timeout so that every batch fits (about one run's length each), or lower repeat; the step fails until it " +
    'is decided.';
function cutShort(clock, runs) {
    const { queueLimitMs, timeoutMs, elapsedMs, batchMs } = clock;
    const endsAt = elapsedMs + batchMs;
    const queue = queueLimitMs !== undefined && endsAt > queueLimitMs && queueLimitMs <= timeoutMs;
    if (!queue && endsAt <= timeoutMs)
        return undefined;
    const limit = queue
        ? `the merge queue's ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(queueLimitMs)} on a required check`
        : `timeout (${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(timeoutMs)})`;
    return {
        reason: `${queue ? "The merge queue's limit" : 'The timeout'} cut it short: its next batch of ${runs.next} runs would ` +
            `end about ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(endsAt)} into the step (its longest batch took ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(batchMs)}), past ` +
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
        reason: `${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .asSentence */ .KG)(last.reason ?? '')} The timeout ran out while the next batch went on (its runs go on at the ` +
            `service), so the gate decided on the ${had} runs of its last look.`,
        hint: TIMEOUT_HINT
    };
}


/***/ })

};

//# sourceMappingURL=696.index.js.map