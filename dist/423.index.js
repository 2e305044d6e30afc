export const id = 423;
export const ids = [423];
export const modules = {

/***/ 35423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   judgeRuns: () => (/* binding */ judgeRuns)
/* harmony export */ });
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79112);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(94437);
/* harmony import */ var _run_status_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49209);



async function judgeRuns({ runs, base: baseOf, policies, gate, level }) {
    const [{ judgeRun }, { givenTo }] = await Promise.all([__webpack_require__.e(/* import() */ 390).then(__webpack_require__.bind(__webpack_require__, 63390)), __webpack_require__.e(/* import() */ 686).then(__webpack_require__.bind(__webpack_require__, 51686))]);
    const failed = runs.findIndex(run => (0,_run_status_js__WEBPACK_IMPORTED_MODULE_1__/* .endedInFailure */ .IY)(run.status));
    const run = Math.max(failed, 0);
    const named = runs[run];
    const plural = (0,_results_js__WEBPACK_IMPORTED_MODULE_2__/* .several */ .J$)(runs);
    const { passIf, failIf } = policies;
    if (failed >= 0)
        return { ...(plural ? everyRunCounts(judgeRun(named), runs, failed) : judgeRun(named)), run };
    if (passIf === undefined) {
        const { runsStats } = await givenTo({}, runs, { base: undefined, commit: gate.commit, level, plural });
        return { ...judgeRun(named), run, ...(runsStats === undefined ? {} : { runsStats }) };
    }
    const base = await baseOf();
    const { baseUnreadable, baseNotRead } = await __webpack_require__.e(/* import() */ 304).then(__webpack_require__.bind(__webpack_require__, 74304));
    if (baseUnreadable(base))
        return { verdict: 'error', ...baseNotRead(base, named.runId), base, run };
    const { others, figures, runsStats } = await givenTo(policies, runs, { base, commit: gate.commit, level, plural });
    const { evaluateBounded } = await __webpack_require__.e(/* import() */ 23).then(__webpack_require__.bind(__webpack_require__, 84023));
    const evaluate = (policy) => evaluateBounded(policy, named.record, gate.deadline, gate.signal, others);
    const evaluation = await evaluate(passIf);
    const failEvaluation = failIf === undefined ? undefined : await evaluate(failIf);
    if (gate.signal.aborted)
        return undefined;
    const judged = judgeRun(named, {
        passIf,
        evaluation,
        base,
        failIf,
        failEvaluation,
        others,
        runIds: plural ? runs.map(one => one.runId) : undefined,
        figures,
        repeat: gate.config.repeat
    });
    if (judged.policy !== undefined && gate.warnTo !== undefined) {
        const { warnOfUnknownBaseFields } = await __webpack_require__.e(/* import() */ 229).then(__webpack_require__.bind(__webpack_require__, 21229));
        warnOfUnknownBaseFields({ config: gate.config, base, record: named.record, policy: judged.policy }, gate.warnTo);
    }
    return {
        ...judged,
        run,
        base,
        ...(figures === undefined ? {} : { figures }),
        ...(runsStats === undefined ? {} : { runsStats })
    };
}
function everyRunCounts(judged, runs, failed) {
    const others = runs.filter((_, index) => index !== failed).map(run => (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(run.runId));
    return {
        ...judged,
        reason: `${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .asSentence */ .KG)(judged.reason ?? '')} It is one of ${runs.length} runs (with ${others.join(', ')}), and every ` +
            `run counts: one that fails fails the gate, whatever the others scored.`
    };
}


/***/ })

};

//# sourceMappingURL=423.index.js.map