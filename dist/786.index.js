export const id = 786;
export const ids = [786];
export const modules = {

/***/ 58786:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   carryStep: () => (/* binding */ carryStep)
/* harmony export */ });
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79112);
/* harmony import */ var _attestation_age_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97117);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8955);
/* harmony import */ var _reasons_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89744);
/* harmony import */ var _base_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(74304);
/* harmony import */ var _lookup_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53515);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(89104);
/* harmony import */ var _stand_in_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(75697);
/* harmony import */ var _stands_for_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(73062);









const FILES_NAMED = 3;
const OUTSIDE_PATHS_NAMED = 10;
async function carryStep(gate) {
    const { config, deps } = gate;
    const { projectId } = config;
    const { memory } = deps;
    if (config.paths.length === 0 || config.reuseMs === undefined || memory === undefined || projectId === undefined)
        return {};
    if (config.runId !== undefined)
        return {};
    const start = (0,_lookup_js__WEBPACK_IMPORTED_MODULE_5__/* .carryStart */ .C0)(config, deps.github);
    if ('why' in start && start.absence === undefined)
        return {};
    const project = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(projectId);
    const none = (why) => {
        deps.logger.info(`Nothing carried forward for project ${project}: ${(0,_reasons_js__WEBPACK_IMPORTED_MODULE_3__.reasonText)(why)}. Starting a run.`);
        return { note: { notCarried: why } };
    };
    if ('why' in start)
        return none(start.why);
    const base = await gate.baseUnlessWaiting(projectId);
    if (base === 'waiting')
        return none({ kind: 'base-not-yet' });
    if ((0,_base_js__WEBPACK_IMPORTED_MODULE_4__.baseUnreadable)(base))
        return none({ kind: 'base-unreadable', cause: base.why });
    const source = await contentSource(memory, projectId, start.commit, config);
    if ('why' in source)
        return none(source.why);
    const { commit, certification } = source;
    const { ageMs, certifiedAt } = certification.seen;
    const tooOld = (0,_attestation_age_js__WEBPACK_IMPORTED_MODULE_1__/* .olderThanAllowed */ .g)(ageMs, { maxAgeMs: config.reuseMs, maxAgeInput: _names_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Reuse }, certifiedAt !== undefined);
    if (tooOld !== undefined)
        return none({ kind: 'too-old', commit, age: tooOld });
    const changes = await memory.changesSince(commit);
    if ('why' in changes)
        return none(changes.why);
    const matches = (0,_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .pathsMatcher */ .$)(config.paths);
    const touched = changes.files.filter(file => matches(file));
    if (touched.length > 0) {
        return none({ kind: 'paths-changed', since: commit, files: touched.slice(0, FILES_NAMED), count: touched.length });
    }
    const chosen = await (0,_stand_in_js__WEBPACK_IMPORTED_MODULE_7__/* .passing */ .q)(gate, [certification], base);
    if (chosen === undefined)
        return {};
    if ('why' in chosen)
        return none(chosen.why);
    logCarried(deps.logger, project, source, changes.files.length);
    const carriedFrom = {
        commit,
        statementSha256: certification.statementSha256,
        ...(certification.seen.sourceRef === undefined ? {} : { sourceRef: certification.seen.sourceRef }),
        behind: source.behind,
        outsidePaths: changes.files.slice(0, OUTSIDE_PATHS_NAMED),
        outsidePathsCount: changes.files.length
    };
    return { decision: (0,_stand_in_js__WEBPACK_IMPORTED_MODULE_7__/* .reusedResult */ .u)(gate, chosen, base, { carriedFrom }) };
}
async function contentSource(memory, projectId, start, config) {
    const history = await memory.historyOf(start);
    if ('why' in history)
        return history;
    let fewer;
    for (const [behind, { sha }] of history.commits.entries()) {
        const recalled = await memory.protectedCommit(projectId, sha);
        if ('why' in recalled) {
            if (recalled.absence === 'unreadable')
                return { why: { kind: 'source-unreadable', commit: sha, cause: recalled.why } };
            continue;
        }
        const ofContent = recalled.certifications.filter(one => one.seen.restsOn?.carried !== true && one.runOmitted === undefined);
        const certification = ofContent.filter(one => (0,_stands_for_js__WEBPACK_IMPORTED_MODULE_8__/* .tooFewRuns */ .d)(one, config) === undefined).at(-1);
        if (certification !== undefined)
            return { commit: sha, certification, behind };
        const newest = ofContent.at(-1);
        const but = newest === undefined ? undefined : (0,_stands_for_js__WEBPACK_IMPORTED_MODULE_8__/* .tooFewRuns */ .d)(newest, config);
        fewer ??= but === undefined ? undefined : { kind: 'verifies-but', runId: newest?.seen.runId, but, more: 0 };
    }
    if (fewer !== undefined)
        return { why: fewer };
    const read = history.commits.length;
    return { why: { kind: history.cutShort === true ? 'history-cut-short' : 'no-content-certified', start, read } };
}
function logCarried(logger, project, source, changed) {
    const behind = source.behind === 0 ? '' : `, ${source.behind} first parent${source.behind === 1 ? '' : 's'} back`;
    logger.info(`Project ${project} passed on the certification of run ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(source.certification.seen.runId ?? '?')} of ` +
        `commit ${source.commit}${behind}, made by a run on its content and carried forward: ` +
        `none of the ${changed} file${changed === 1 ? '' : 's'} changed since is under paths. No run was started.`);
}


/***/ })

};

//# sourceMappingURL=786.index.js.map