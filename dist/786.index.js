export const id = 786;
export const ids = [786,602];
export const modules = {

/***/ 33602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   baseUnreadable: () => (/* binding */ baseUnreadable),
/* harmony export */   comparisonOf: () => (/* binding */ comparisonOf),
/* harmony export */   othersOf: () => (/* binding */ othersOf),
/* harmony export */   warnOfUnknownBaseFields: () => (/* binding */ warnOfUnknownBaseFields)
/* harmony export */ });
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18453);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79112);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8955);



function comparisonOf(base) {
    return base?.record === undefined ? undefined : { name: _names_js__WEBPACK_IMPORTED_MODULE_2__/* .BASE_VARIABLE */ .LF, value: base.record };
}
function baseUnreadable(base) {
    return base?.absence === 'unreadable';
}
function othersOf(base, commit) {
    const ofCommit = commit === undefined ? {} : { [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMIT_VARIABLE */ .fT]: commit.toLowerCase() };
    return base?.record === undefined ? ofCommit : { ...ofCommit, [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .BASE_VARIABLE */ .LF]: base.record };
}
function warnOfUnknownBaseFields(config, base, record, policy, logger) {
    if (base?.record === undefined ||
        config.passIf === undefined ||
        (policy.outcome !== 'true' && policy.outcome !== 'false'))
        return;
    const readOfRun = new Set(config.passIf.fieldPaths.map(path => JSON.stringify(path.keys)));
    for (const path of config.passIf.otherFieldPaths) {
        if (readOfRun.has(JSON.stringify(path.keys)))
            continue;
        if ((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(base.record, path.keys) !== undefined || (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(record, path.keys) !== undefined)
            continue;
        logger.warning(`pass-if reads ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(path.text, 100)} for project ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(config.projectId ?? '?')}, which neither ` +
            `the base commit's certified record nor the run's has: ` +
            'if it is guarded with has(), that part of pass-if never compares anything. Check the name against the ' +
            'fields the service returns.');
    }
}


/***/ }),

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
/* harmony import */ var _base_seen_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(33602);
/* harmony import */ var _lookup_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53515);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(89104);
/* harmony import */ var _stand_in_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(75697);








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
        deps.logger.info(`Nothing carried forward for project ${project}: ${(0,_reasons_js__WEBPACK_IMPORTED_MODULE_3__/* .reasonText */ .u)(why)}. Starting a run.`);
        return { note: { notCarried: why } };
    };
    if ('why' in start)
        return none(start.why);
    const base = await gate.baseUnlessWaiting(projectId);
    if (base === 'waiting')
        return none({ kind: 'base-not-yet' });
    if ((0,_base_seen_js__WEBPACK_IMPORTED_MODULE_4__.baseUnreadable)(base))
        return none({ kind: 'base-unreadable', cause: base.why });
    const source = await contentSource(memory, projectId, start.commit);
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
    const chosen = await (0,_stand_in_js__WEBPACK_IMPORTED_MODULE_7__/* .passing */ .q)(gate, [{ ...certification, status: 'completed' }], base);
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
async function contentSource(memory, projectId, start) {
    const history = await memory.historyOf(start);
    if ('why' in history)
        return history;
    for (const [behind, { sha }] of history.commits.entries()) {
        const recalled = await memory.protectedCommit(projectId, sha);
        if ('why' in recalled) {
            if (recalled.absence === 'unreadable')
                return { why: { kind: 'source-unreadable', commit: sha, cause: recalled.why } };
            continue;
        }
        const certification = recalled.certifications
            .filter(one => one.seen.restsOn?.carried !== true && one.runOmitted === undefined)
            .at(-1);
        if (certification !== undefined)
            return { commit: sha, certification, behind };
    }
    const read = history.commits.length;
    return { why: { kind: history.cutShort === true ? 'history-cut-short' : 'no-content-certified', start, read } };
}
function logCarried(logger, project, source, changed) {
    const behind = source.behind === 0 ? '' : `, ${source.behind} first parent${source.behind === 1 ? '' : 's'} back`;
    logger.info(`Project ${project} passed on the certification of run ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(source.certification.seen.runId ?? '?')} of ` +
        `commit ${source.commit}${behind}, made by a run on its content and carried forward: ` +
        `none of the ${changed} file${changed === 1 ? '' : 's'} changed since is under paths. No run was started.`);
}


/***/ }),

/***/ 89744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ reasonText)
/* harmony export */ });
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79112);

function reasonText(reason) {
    return WORDS[reason.kind](reason);
}
const WORDS = {
    'runner-lacks': reason => RUNNER_LACKS[reason.what],
    'event-lacks': reason => {
        const event = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(reason.event, 40);
        return `the ${event} event names no ${reason.what} (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(reason.field, 80)})${EVENT_LACKS_SO[reason.what]}`;
    },
    'event-has-no-base': reason => `a ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(reason.event, 40)} event has no base commit (only pull_request and merge_group have one)`,
    'event-never-carries': reason => `a ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(reason.event, 40)} run carries nothing forward`,
    'run-elsewhere': reason => reason.runCommit === undefined
        ? `a ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(reason.event, 40)} run is on the base branch, not on the commit it certifies, so it runs ` +
            `other workflow files than that commit's`
        : `this ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(reason.event, 40)} run is on commit ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(reason.runCommit, 40)}, not on the commit ` +
            `it certifies, so it runs other workflow files than a certification signed on that commit did`,
    'unprotected-branch': reason => {
        const which = reason.sourceRefSet
            ? 'source-ref names the branches that do'
            : '`source-ref` names the branches that do; by default only the default branch does';
        return `certifications on branch ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(reason.branch, 100)} do not count; ${which}`;
    },
    'token-lacking': reason => tokenLacking(reason.what),
    refused: reason => reason.forPlan === true
        ? `GitHub refused to list the attestations (${reason.status}): it holds attestations of a private or internal ` +
            `repository only on GitHub Enterprise Cloud`
        : reason.what.of === 'attestations'
            ? `GitHub refused to list the attestations (${reason.status}): the job needs attestations: read`
            : `GitHub refused to read ${readName(reason.what)} (${reason.status}): the job needs contents: read`,
    'not-read': reason => `${readName(reason.what)} could not be read: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(reason.detail, 400)}`,
    'changes-cut-short': reason => `GitHub lists ${reason.limit} or more changed files, so the list may be cut short`,
    'changes-unnamed': () => "GitHub's comparison names no changed files (it may leave them out), so what changed cannot be told",
    'not-an-ancestor': reason => `commit ${short(reason.commit)} is not an ancestor of this run's commit (GitHub compares them as ` +
        `${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(reason.status, 40)})`,
    'none-listed': () => 'GitHub lists no attestation for it',
    'list-cut-short': reason => `GitHub lists more attestations for it than are read (${reason.read}), so which is the first cannot be told`,
    'entries-unreadable': reason => `${reason.unread} of the ${reason.listed} attestations listed for it could not be read ` +
        `(${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(reason.first, 200)}), so which certification is the first cannot be told`,
    'verifies-but': reason => {
        const more = reason.more > 0 ? ` (and ${reason.more} more of that project that do not count either)` : '';
        return (`the certification of run ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(reason.runId ?? '?', 100)} verifies, but ` +
            `${unusableText(reason.but)}${more}`);
    },
    'none-of-project': reason => noneOfProject(reason),
    'no-project': () => 'the run names no project',
    'not-looked-up': () => 'no certification was looked up',
    'ancestor-unreadable': reason => `the base commit has no certification, and its ancestor ${short(reason.ancestor)}'s could not be read: ` +
        `${reasonText(reason.cause)}`,
    'base-history-cut-short': reason => `the base commit has no certification, and GitHub's history of it was cut short after ${reason.read} first parents`,
    'nor-ancestors': reason => {
        const which = reason.ancestors === 1 ? 'its first parent' : `any of its ${reason.ancestors} first-parent ancestors`;
        return `${reasonText(reason.cause)}; nor ${which}`;
    },
    'base-not-yet': () => "the base commit's certification is not there yet, so nothing can be judged against it now",
    'base-unreadable': reason => `the base could not be read (${reason.cause === undefined ? 'unknown' : reasonText(reason.cause)})`,
    'source-unreadable': reason => `the certifications of ${short(reason.commit)} could not be read: ${reasonText(reason.cause)}`,
    'history-cut-short': reason => `GitHub's history of ${short(reason.start)} was cut short after ${reason.read} commits, none with a ` +
        `certification made by a run on its content`,
    'no-content-certified': reason => `none of the ${plural(reason.read, 'commit')} of protected history read back from ${short(reason.start)} has a ` +
        `certification of the project made by a run on its content`,
    'too-old': reason => `the certification of ${short(reason.commit)} verifies, but ${reason.age}`,
    'paths-changed': reason => {
        const named = reason.files.map(file => (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(file, 120)).join(', ');
        const more = reason.count > reason.files.length ? ` and ${reason.count - reason.files.length} more` : '';
        return `${plural(reason.count, 'file')} under paths changed since ${short(reason.since)} (${named}${more})`;
    },
    'pass-if-not-true': reason => {
        const older = reason.older > 0 ? `, nor for ${reason.older} older` : '';
        return (`pass-if ${reason.outcome} for the certification of run ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(reason.runId ?? '?')} ` +
            `now${reason.readings}${older}`);
    },
    'nor-by-tree': reason => `${reasonText(reason.ofCommit)}; nor by its tree: ${reasonText(reason.ofTree)}`
};
const RUNNER_LACKS = {
    commit: 'the workflow names no commit (GITHUB_SHA)',
    repository: 'the workflow names no repository (GITHUB_REPOSITORY)',
    workflow: 'the running workflow is not known (GITHUB_WORKFLOW_REF), so neither is who must have signed: set signer-workflow',
    'push-ref': 'the runner names no ref for this push (GITHUB_REF)',
    'push-branch': 'the runner names no branch for this push (GITHUB_REF)'
};
const EVENT_LACKS_SO = {
    'base branch': ', so which certifications count cannot be told',
    'default branch': ', so which certifications are on protected history cannot be told',
    'base commit': '',
    'commit to carry from': ''
};
function tokenLacking(what) {
    switch (what.of) {
        case 'attestations':
            return 'github-token is empty, so attestations cannot be listed';
        case 'history':
            return `github-token is empty, so ${what.label ?? 'the history'} cannot be read`;
        case 'tree':
            return "the run's tree cannot be read without github-token, GITHUB_REPOSITORY and GITHUB_SHA";
        case 'changes':
            return 'what changed cannot be read without github-token, GITHUB_REPOSITORY and GITHUB_SHA';
    }
}
function readName(what) {
    switch (what.of) {
        case 'attestations':
            return 'the attestations';
        case 'history':
            return 'its history';
        case 'tree':
            return what.commit === undefined ? "the run's tree" : `the tree of commit ${short(what.commit)}`;
        case 'changes':
            return what.since === undefined ? 'what changed' : `what changed since ${short(what.since)}`;
    }
}
function unusableText(unusable) {
    switch (unusable.kind) {
        case 'other-service': {
            const service = unusable.service === undefined ? 'a service it does not name' : (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quotedValue */ .A0)(unusable.service, 200);
            return `it certifies the project at ${service}, not at ${unusable.expected}`;
        }
        case 'run-given':
            return ('its run was given to the gate that signed it (run-id), not started for the commit, so it may have ' +
                'been started for another');
        case 'outline-for-tree':
            return 'its signed record is an outline, which a new statement would present as whole';
        case 'outline-lacks':
            return (`its signed record is not whole (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(unusable.runOmitted, 200)}), and pass-if reads ` +
                `${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(unusable.missing, 200)}, which it may not hold as the service reported it`);
        case 'refused':
            return (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(unusable.reason, 300);
    }
}
function noneOfProject({ listed, projectId, refusal, otherProjects }) {
    const base = `GitHub lists ${plural(listed, 'attestation')} for it, none a certification of project ` +
        `${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(projectId, 100)} that counts`;
    if (refusal !== undefined)
        return `${base} (one claiming to be was refused: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(refusal, 300)})`;
    return otherProjects > 0 ? `${base} (${otherProjects} of other projects)` : base;
}
const short = (sha) => (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)((0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .shortSha */ .Fu)(sha), 12);
const plural = (count, noun) => `${count} ${noun}${count === 1 ? '' : 's'}`;


/***/ }),

/***/ 75697:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ passing),
/* harmony export */   u: () => (/* binding */ reusedResult)
/* harmony export */ });
/* harmony import */ var _base_seen_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33602);

function passing(gate, certifications, base) {
    const { passIf } = gate.config;
    return passIf === undefined
        ? Promise.resolve({ certification: certifications[0] })
        : firstThatPasses(gate, passIf, certifications, base);
}
async function firstThatPasses(gate, passIf, [newest, ...older], base) {
    const { config, deps, deadline } = gate;
    const [{ evaluateBounded }, { policyReport }, { outcomeText, readingsSuffix }] = await Promise.all([
        __webpack_require__.e(/* import() */ 23).then(__webpack_require__.bind(__webpack_require__, 84023)),
        __webpack_require__.e(/* import() */ 353).then(__webpack_require__.bind(__webpack_require__, 68353)),
        __webpack_require__.e(/* import() */ 742).then(__webpack_require__.bind(__webpack_require__, 12742))
    ]);
    const judge = async (certification) => {
        const evaluation = await evaluateBounded(passIf, certification.record, deadline, deps.signal, (0,_base_seen_js__WEBPACK_IMPORTED_MODULE_0__.othersOf)(base, deps.commit));
        return deps.signal.aborted ? undefined : policyReport(passIf, certification.record, evaluation, (0,_base_seen_js__WEBPACK_IMPORTED_MODULE_0__.comparisonOf)(base));
    };
    const first = await judge(newest);
    if (first === undefined)
        return undefined;
    (0,_base_seen_js__WEBPACK_IMPORTED_MODULE_0__.warnOfUnknownBaseFields)(config, base, newest.record, first, deps.logger);
    if (first.outcome === 'true')
        return { certification: newest, policy: first };
    for (const certification of older) {
        const policy = await judge(certification);
        if (policy === undefined)
            return undefined;
        if (policy.outcome === 'true')
            return { certification, policy };
    }
    return {
        why: {
            kind: 'pass-if-not-true',
            runId: newest.seen.runId,
            outcome: outcomeText(first, { detail: false }),
            readings: readingsSuffix(first),
            older: older.length
        }
    };
}
function reusedResult(gate, { certification, policy }, base, how = {}) {
    return {
        verdict: 'passed',
        failsStep: false,
        projectId: gate.config.projectId,
        runId: certification.seen.runId,
        status: certification.status ?? 'completed',
        record: certification.record,
        recordSha256: certification.recordSha256,
        elapsedMs: gate.deadline.elapsedMs(),
        polls: 0,
        policy,
        reused: certification.seen,
        ...how,
        base
    };
}


/***/ })

};

//# sourceMappingURL=786.index.js.map