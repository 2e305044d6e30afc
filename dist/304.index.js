export const id = 304;
export const ids = [304,744];
export const modules = {

/***/ 74304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   baseNotRead: () => (/* binding */ baseNotRead),
/* harmony export */   baseUnreadable: () => (/* binding */ baseUnreadable),
/* harmony export */   lookUpBase: () => (/* binding */ lookUpBase)
/* harmony export */ });
/* harmony import */ var _lib_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82543);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79112);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8955);
/* harmony import */ var _reasons_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89744);
/* harmony import */ var _github_events_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4254);





async function lookUpBase(projectId, memory, logger, patience, choice = { pick: 'first-or-scheduled' }) {
    if (projectId === undefined)
        return { runs: [], why: { kind: 'no-project' }, absence: 'unreadable' };
    if (memory === undefined)
        return { runs: [], why: { kind: 'not-looked-up' }, absence: 'unreadable' };
    return historyCounted(await foundBase(projectId, memory, logger, { patience, choice }), memory, logger);
}
async function historyCounted(seen, memory, logger) {
    if (seen.history === undefined)
        return seen;
    const signed = seen.history.leftOut + seen.history.entries.length;
    const entries = await memory.historyAsBase(seen.history.entries);
    const leftOut = signed - entries.length;
    if (leftOut > 0) {
        logger.warning(`${leftOut} of the ${signed} entries of the history that base ` +
            `run ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(seen.certification?.runId ?? '?')} signed are left out of trend and the chart: each is ` +
            `counted only when it could be read and was signed as a base must be (signer-workflow, source-ref).`);
    }
    return { ...seen, history: { entries, leftOut } };
}
async function foundBase(projectId, memory, logger, { patience, choice }) {
    let recalled = await memory.baseCommit(projectId);
    if (notCertifiedYet(recalled)) {
        const history = await memory.baseHistory();
        if ('why' in history)
            return absent(projectId, history, logger);
        recalled = await waitForBase(projectId, memory, recalled, history.commits[0], patience, logger);
        if (notCertifiedYet(recalled))
            return ancestorBase(projectId, memory, recalled, history, { logger, choice });
    }
    return 'certifications' in recalled ? chosenOf(recalled, { logger, choice }) : absent(projectId, recalled, logger);
}
function notCertifiedYet(recalled) {
    return 'why' in recalled && (recalled.absence === 'none-listed' || recalled.absence === 'none-counts');
}
async function waitForBase(projectId, memory, first, base, patience, logger) {
    const { deadline, signal, intervalMs } = patience;
    const { clock } = deadline;
    const lookingEnds = deadline.endsAt - Math.min(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .LOOKUP_LIMIT_MS */ .Il, patience.timeoutMs * _names_js__WEBPACK_IMPORTED_MODULE_2__/* .LOOKUP_SHARE_OF_TIMEOUT */ .nB);
    const committed = base?.committedAt === undefined ? -Infinity : Math.min(base.committedAt, clock.now());
    const afterRunEnds = Math.min(lookingEnds, committed + patience.timeoutMs);
    let recalled = first;
    for (let look = 1; !signal.aborted; look += 1) {
        const running = patience.runGoesOn();
        const until = running ? lookingEnds : afterRunEnds;
        if (clock.now() >= until)
            break;
        if (look === 1) {
            logger.info(waitingLine(first, projectId, intervalMs, running, afterRunEnds - clock.now()));
            patience.onWaiting?.();
        }
        await clock.sleep(Math.min(intervalMs, until - clock.now()), running ? AbortSignal.any([signal, patience.runOver]) : signal);
        if (signal.aborted)
            break;
        recalled = await memory.baseCommit(projectId, look);
        if (!notCertifiedYet(recalled))
            return recalled;
    }
    return recalled;
}
function waitingLine(first, projectId, intervalMs, running, afterMs) {
    const more = afterMs > 0 ? `for at most ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(afterMs)} more` : undefined;
    const how = running ? `while this gate's run goes on${more === undefined ? '' : `, then ${more}`}` : more;
    return (`base commit ${first.commit ?? '?'} has no certification of project ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(projectId)} that counts yet ` +
        `(${(0,_reasons_js__WEBPACK_IMPORTED_MODULE_3__.reasonText)(first.why)}): ` +
        `looking again every ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(intervalMs)} ${how}, as one may still be running.`);
}
async function ancestorBase(projectId, memory, none, { commits, cutShort }, { logger, choice }) {
    const [base, ...ancestors] = commits;
    for (const [index, ancestor] of ancestors.entries()) {
        const recalled = await memory.protectedCommit(projectId, ancestor.sha);
        if ('why' in recalled) {
            if (recalled.absence !== 'unreadable')
                continue;
            const why = { kind: 'ancestor-unreadable', ancestor: ancestor.sha, cause: recalled.why };
            return absent(projectId, { ...recalled, commit: base.sha, why }, logger);
        }
        return {
            ...chosenOf(recalled, { logger, choice }, ancestor.sha),
            ancestorOf: { commit: base.sha, behind: index + 1 }
        };
    }
    if (cutShort === true) {
        const why = { kind: 'base-history-cut-short', read: ancestors.length };
        return absent(projectId, { ...none, commit: base?.sha ?? none.commit, why, absence: 'unreadable' }, logger);
    }
    const why = ancestors.length === 0 ? none.why : { kind: 'nor-ancestors', cause: none.why, ancestors: ancestors.length };
    return absent(projectId, { ...none, commit: base?.sha ?? none.commit, why }, logger);
}
function absent(projectId, recalled, logger) {
    const project = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(projectId);
    const ofCommit = recalled.commit === undefined ? '' : ` (base commit ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .shortSha */ .Fu)(recalled.commit)})`;
    if (recalled.absence === 'none-counts') {
        logger.warning(`base is an empty map for project ${project}${ofCommit}: ${(0,_reasons_js__WEBPACK_IMPORTED_MODULE_3__.reasonText)(recalled.why)}. ` +
            'pass-if compares with nothing until a certification of the base counts: the reason says why this one does not.');
    }
    else {
        logger.info(`base is an empty map for project ${project}${ofCommit}: ${(0,_reasons_js__WEBPACK_IMPORTED_MODULE_3__.reasonText)(recalled.why)}.`);
    }
    return {
        commit: recalled.commit,
        runs: [],
        why: recalled.why,
        absence: recalled.absence,
        ...(recalled.refused ? { refused: true } : {})
    };
}
function chosenOf(recalled, { logger, choice }, ancestor) {
    const { certifications } = recalled;
    const [first] = certifications;
    const scheduled = choice.pick === 'first-or-scheduled'
        ? certifications
            .slice(1)
            .filter(one => one.seen.trigger === _github_events_js__WEBPACK_IMPORTED_MODULE_4__/* .SCHEDULED_TRIGGER */ .HS && one.seen.sourceRef === choice.scheduledRef)
            .at(-1)
        : undefined;
    const chosen = choice.pick === 'newest' ? (certifications.at(-1) ?? first) : (scheduled ?? first);
    const counted = certifications.length;
    const commit = ancestor === undefined
        ? `base commit ${recalled.commit}`
        : `${recalled.commit}, the base commit's newest certified ancestor`;
    const which = scheduled !== undefined
        ? `the newest scheduled certification of ${counted} of ${commit} that count (the first, run ` +
            `${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(first.seen.runId ?? '?')}, set aside: main was certified again since)`
        : counted === 1
            ? `the certification of ${commit} that counts`
            : `the ${choice.pick === 'newest' ? 'newest' : 'first'} of ${counted} certifications of ${commit} that count`;
    logger.info(`base is the record of run ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(chosen.seen.runId ?? '?')}, ${which}.`);
    return {
        commit: recalled.commit,
        certification: chosen.seen,
        runs: chosen.runs,
        counted,
        statementSha256: chosen.statementSha256,
        ...(chosen.runOmitted === undefined ? {} : { runOmitted: chosen.runOmitted }),
        ...(scheduled !== undefined
            ? { chosenBy: 'scheduled', first: { certification: first.seen, runs: first.runs } }
            : {}),
        ...(choice.pick === 'newest' && counted > 1 ? { chosenBy: 'newest' } : {}),
        ...(chosen.history === undefined
            ? {}
            : { history: { entries: chosen.history.entries, leftOut: chosen.history.unreadable } })
    };
}
function notSaidHint(why) {
    if (why?.kind !== 'event-lacks' && why?.kind !== 'runner-lacks')
        return undefined;
    const what = why.kind === 'event-lacks' && (why.what === 'base commit' || why.what === 'base branch')
        ? 'run the gate on pull_request or merge_group as GitHub sends them, or leave base out of pass-if on this event'
        : why.kind === 'event-lacks' && why.what === 'default branch'
            ? 'set source-ref to the refs whose certifications count'
            : why.kind === 'runner-lacks' && why.what === 'workflow'
                ? 'set signer-workflow to the workflow whose certifications count'
                : 'run the gate where the runner and the event name what the reason above says is missing';
    return `This is not about the agent, and running the job again will not help: ${what}.`;
}
function baseNotRead(base, runId) {
    const which = base.commit === undefined
        ? "the base commit's certification"
        : `the certification of base commit ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .shortSha */ .Fu)(base.commit)}`;
    const why = base.why === undefined ? 'it could not be looked up' : (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)((0,_reasons_js__WEBPACK_IMPORTED_MODULE_3__.reasonText)(base.why), 400);
    const start = runId === undefined
        ? 'No run was started and nothing was judged'
        : `Run ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(runId)} completed, but it was not judged`;
    return {
        reason: `${start}: pass-if compares with ${which}, which could not be read (${why}).`,
        hint: base.refused
            ? `Give the job the permission to read attestations (YAML, as it stands): ${_names_js__WEBPACK_IMPORTED_MODULE_2__/* .READ_ATTESTATIONS_PERMISSIONS */ .Y4}, ` +
                `and run it again.`
            : (notSaidHint(base.why) ??
                'This is not about the agent: run the job again. If GitHub keeps failing, the gate cannot compare with the ' +
                    'base until it answers.')
    };
}
function baseUnreadable(base) {
    return base?.absence === 'unreadable';
}


/***/ }),

/***/ 89744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reasonText: () => (/* binding */ reasonText)
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
    'not-comparable': reason => {
        const holds = (value) => (value === 'absent' ? `no ${reason.field}` : `${reason.field} ${value}`);
        const run = reason.runId === undefined ? '' : ` (run ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(reason.runId, 100)})`;
        return (`the base${run} has ${holds(reason.base)} where the runs judged here have ${holds(reason.run)}, so it is not ` +
            `compared (comparable-on)`);
    },
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
        case 'too-few-runs':
            return (`it rests on ${plural(unusable.runs, 'run')}, and repeat asks for ${unusable.repeat}: a certification ` +
                `made on fewer runs stands in for them only when a sequential gate with the same repeat, pass-if and ` +
                `fail-if decided it`);
        case 'other-trigger':
            return (`it was signed by a run started by ${unusable.trigger === undefined ? 'an event it does not name' : (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(unusable.trigger, 40)}, ` +
                `and a night compares only with the default branch's own runs (${unusable.triggers.join(', ')})`);
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


/***/ })

};

//# sourceMappingURL=304.index.js.map