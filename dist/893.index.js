export const id = 893;
export const ids = [893];
export const modules = {

/***/ 74893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reuseStep: () => (/* binding */ reuseStep)
/* harmony export */ });
/* harmony import */ var _lib_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82543);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79112);
/* harmony import */ var _base_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74304);
/* harmony import */ var _stand_in_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(75697);
/* harmony import */ var _reasons_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89744);





async function reuseStep(gate) {
    const { config, deps } = gate;
    const { projectId } = config;
    const { memory } = deps;
    if (config.reuseMs === undefined || memory === undefined || projectId === undefined || config.runId !== undefined)
        return {};
    const base = gate.baseUnlessWaiting(projectId);
    const project = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(projectId);
    const recalled = await memory.thisCommit(projectId);
    const ofCommit = recalled.commit === undefined ? '' : ` (commit ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .shortSha */ .Fu)(recalled.commit)})`;
    const baseSeen = await base;
    if (baseSeen === 'waiting') {
        return notReused(deps.logger, project, ofCommit, { kind: 'base-not-yet' });
    }
    if ((0,_base_js__WEBPACK_IMPORTED_MODULE_2__.baseUnreadable)(baseSeen))
        return { decision: baseNotReadResult(gate, baseSeen) };
    const reused = (chosen, byTree) => {
        const { certification } = chosen;
        const sameTree = byTree === undefined ? '' : ` (of this run's tree, made on commit ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(byTree.commit ?? '?', 40)})`;
        deps.logger.info(`Project ${project} passed on the certification of run ` +
            `${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(certification.seen.runId ?? '?')}${sameTree}, signed ` +
            `${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(certification.seen.ageMs)} ago: no run was started.`);
        return { decision: (0,_stand_in_js__WEBPACK_IMPORTED_MODULE_4__/* .reusedResult */ .u)(gate, chosen, baseSeen, byTree === undefined ? {} : { reusedByTree: byTree }) };
    };
    const byCommit = 'why' in recalled ? recalled : await (0,_stand_in_js__WEBPACK_IMPORTED_MODULE_4__/* .passing */ .q)(gate, recalled.certifications, baseSeen);
    if (byCommit === undefined)
        return {};
    if ('certification' in byCommit)
        return reused(byCommit);
    if ('why' in recalled && recalled.absence === undefined)
        return notReused(deps.logger, project, ofCommit, recalled.why);
    const ofTree = await memory.thisTree(projectId);
    const byTree = 'why' in ofTree ? ofTree : await (0,_stand_in_js__WEBPACK_IMPORTED_MODULE_4__/* .passing */ .q)(gate, ofTree.certifications, baseSeen);
    if (byTree === undefined)
        return {};
    if ('certification' in byTree) {
        const { sourceCommit, statementSha256 } = byTree.certification;
        return reused(byTree, { tree: ofTree.commit ?? '', commit: sourceCommit, statementSha256 });
    }
    const why = 'absence' in byTree && byTree.absence === 'none-listed'
        ? byCommit.why
        : { kind: 'nor-by-tree', ofCommit: byCommit.why, ofTree: byTree.why };
    return notReused(deps.logger, project, ofCommit, why);
}
function notReused(logger, project, ofCommit, why) {
    logger.info(`Nothing to reuse for project ${project}${ofCommit}: ${(0,_reasons_js__WEBPACK_IMPORTED_MODULE_3__.reasonText)(why)}. Starting a run.`);
    return { note: { notReused: why } };
}
function baseNotReadResult(gate, base) {
    return {
        verdict: 'error',
        failsStep: true,
        projectId: gate.config.projectId,
        runs: [],
        elapsedMs: gate.deadline.elapsedMs(),
        polls: 0,
        ...(0,_base_js__WEBPACK_IMPORTED_MODULE_2__.baseNotRead)(base),
        base
    };
}


/***/ })

};

//# sourceMappingURL=893.index.js.map