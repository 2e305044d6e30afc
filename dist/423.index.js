export const id = 423;
export const ids = [423];
export const modules = {

/***/ 35423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   judgeRuns: () => (/* binding */ judgeRuns)
/* harmony export */ });
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79112);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(94437);
/* harmony import */ var _service_run_status_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36805);
/* harmony import */ var _variables_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88038);




async function judgeRuns({ runs, base: baseOf, policies, gate, level }) {
    const [{ judgeRun }, { givenTo }] = await Promise.all([__webpack_require__.e(/* import() */ 390).then(__webpack_require__.bind(__webpack_require__, 63390)), __webpack_require__.e(/* import() */ 686).then(__webpack_require__.bind(__webpack_require__, 51686))]);
    const failed = runs.findIndex(run => (0,_service_run_status_js__WEBPACK_IMPORTED_MODULE_1__/* .endedInFailure */ .IY)(run.status));
    const run = Math.max(failed, 0);
    const named = runs[run];
    const { passIf, failIf } = policies;
    if (failed >= 0)
        return { ...((0,_results_js__WEBPACK_IMPORTED_MODULE_3__/* .several */ .J$)(runs) ? everyRunCounts(judgeRun(named), runs, failed) : judgeRun(named)), run };
    if (passIf === undefined) {
        const { runsStats } = await givenTo({}, runs, { base: undefined, commit: gate.commit, level });
        return { ...judgeRun(named), run, ...(runsStats === undefined ? {} : { runsStats }) };
    }
    const found = await baseOf();
    const { baseUnreadable, baseNotRead } = await __webpack_require__.e(/* import() */ 304).then(__webpack_require__.bind(__webpack_require__, 74304));
    if (baseUnreadable(found))
        return { verdict: 'error', ...baseNotRead(found, named.runId), base: found, run };
    const { history, trend, trendRead } = await historyOf({ found, runs, policies }, gate);
    const base = await comparable(found, runs, gate);
    const seen = { base, commit: gate.commit, level, ...(trend === undefined ? {} : { trend, trendRead }) };
    const { others, figures, runsStats } = await givenTo(policies, runs, seen);
    const { evaluateBounded } = await __webpack_require__.e(/* import() */ 23).then(__webpack_require__.bind(__webpack_require__, 84023));
    const evaluate = (policy, given = others) => evaluateBounded(policy, named.record, gate.deadline, gate.signal, given);
    const evaluation = await evaluate(passIf);
    const failEvaluation = failIf === undefined ? undefined : await evaluate(failIf);
    const decidedByFailIf = failEvaluation !== undefined && 'value' in failEvaluation && failEvaluation.value === true;
    const meansClear = decidedByFailIf
        ? undefined
        : await clearedAtTheMeans(passIf, evaluation, given => evaluate(passIf, given(others)));
    const driftPolicy = await driftSaid(policies.driftIf, evaluate, { record: named.record, base, others });
    if (gate.signal.aborted)
        return undefined;
    const judged = judgeRun(named, {
        passIf,
        evaluation,
        base,
        failIf,
        failEvaluation,
        others,
        runIds: runs.map(one => one.runId),
        commit: gate.commit,
        night: gate.night,
        figures,
        repeat: gate.config.repeat,
        meansClear
    });
    await warnOfBase(judged.policy, { base, record: named.record, figures, policies }, gate);
    return {
        ...judged,
        run,
        base,
        ...(figures === undefined ? {} : { figures }),
        ...(runsStats === undefined ? {} : { runsStats }),
        ...(history === undefined ? {} : { history }),
        ...(trend === undefined ? {} : { trend }),
        ...(driftPolicy === undefined ? {} : { driftPolicy })
    };
}
async function driftSaid(driftIf, evaluate, over) {
    if (driftIf === undefined)
        return undefined;
    const [{ policyReport }, { comparisonOf }] = await Promise.all([
        __webpack_require__.e(/* import() */ 353).then(__webpack_require__.bind(__webpack_require__, 68353)),
        __webpack_require__.e(/* import() */ 686).then(__webpack_require__.bind(__webpack_require__, 51686))
    ]);
    return policyReport(driftIf, over.record, await evaluate(driftIf), comparisonOf(over.base), over.others);
}
async function warnOfBase(policy, { base, record, figures, policies }, gate) {
    if (policy === undefined || gate.warnTo === undefined)
        return;
    const [{ warnOfUnknownBaseFields }, { warnOfThinBase }] = await Promise.all([
        __webpack_require__.e(/* import() */ 229).then(__webpack_require__.bind(__webpack_require__, 21229)),
        __webpack_require__.e(/* import() */ 992).then(__webpack_require__.bind(__webpack_require__, 1992))
    ]);
    warnOfUnknownBaseFields({ config: gate.config, base, record, policy }, gate.warnTo);
    warnOfThinBase(figures, [policies.passIf, policies.failIf], gate.warnTo);
}
async function historyOf({ found, runs, policies }, gate) {
    if (found?.certification === undefined && !(0,_variables_js__WEBPACK_IMPORTED_MODULE_2__/* .readsTrend */ .b9)(policies))
        return {};
    const { historyToSign, seriesOf, notComparableText, lackingText } = await __webpack_require__.e(/* import() */ 331).then(__webpack_require__.bind(__webpack_require__, 82331));
    const { comparableOn } = gate.config;
    const reports = [policies.passIf, policies.failIf, policies.driftIf];
    const fields = (0,_variables_js__WEBPACK_IMPORTED_MODULE_2__/* .recordFieldsRead */ .b$)(reports);
    const history = historyToSign(found, comparableOn, fields);
    if (history === undefined && !(0,_variables_js__WEBPACK_IMPORTED_MODULE_2__/* .readsTrend */ .b9)(policies))
        return {};
    const { series, read, lacking, notComparable } = seriesOf(history ?? [], runs, {
        commit: gate.commit,
        comparableOn,
        read: fields
    });
    if (notComparable !== undefined)
        gate.warnTo?.warning(notComparableText(notComparable));
    for (const { map, field } of (0,_variables_js__WEBPACK_IMPORTED_MODULE_2__/* .figuresRead */ .mr)(reports))
        if (map === _variables_js__WEBPACK_IMPORTED_MODULE_2__/* .TREND_VARIABLE */ .lc && Object.hasOwn(lacking, field))
            gate.warnTo?.warning(lackingText(field, lacking[field], read));
    return { ...(history === undefined ? {} : { history }), trend: series, trendRead: read };
}
async function clearedAtTheMeans(passIf, evaluation, evaluateAt) {
    if (!('value' in evaluation) || evaluation.value !== false)
        return undefined;
    const { atTheMeans, barsOnBoundsOnly } = await __webpack_require__.e(/* import() */ 773).then(__webpack_require__.bind(__webpack_require__, 10773));
    if (!barsOnBoundsOnly(passIf))
        return undefined;
    const atMeans = await evaluateAt(atTheMeans);
    return 'value' in atMeans ? atMeans.value === true : undefined;
}
async function comparable(base, runs, gate) {
    if (gate.config.comparableOn.length === 0)
        return base;
    const { comparedBase } = await __webpack_require__.e(/* import() */ 843).then(__webpack_require__.bind(__webpack_require__, 25843));
    const compared = comparedBase(base, runs, gate.config.comparableOn);
    if (compared.notComparable !== undefined && gate.warnTo !== undefined) {
        const { reasonText } = await __webpack_require__.e(/* import() */ 744).then(__webpack_require__.bind(__webpack_require__, 89744));
        gate.warnTo.warning(`base, base_stats and delta are empty: ${reasonText(compared.notComparable)}.`);
    }
    return compared.base;
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