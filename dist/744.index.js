export const id = 744;
export const ids = [744];
export const modules = {

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

//# sourceMappingURL=744.index.js.map