export const id = 227;
export const ids = [227,773,744];
export const modules = {

/***/ 38037:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UV: () => (/* binding */ appendToSummary),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   v7: () => (/* binding */ safeHref)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79112);
/* harmony import */ var _publish_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74001);



const LINK_TEXT_LIMIT = 120;
function link(text, url) {
    const href = safeHref((0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .redactShown */ .FK)(url));
    return href === undefined ? (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(text) : `[${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeLinkText */ .xG)((0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .shorten */ .ml)(text, LINK_TEXT_LIMIT))}](${href})`;
}
function safeHref(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return undefined;
    }
    if (parsed.protocol !== 'https:')
        return undefined;
    return parsed.href
        .replace(/[()|<>[\]\s"'`]/g, character => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
        .replace(/&/g, '&amp;');
}
function appendToSummary(markdown) {
    const summaryFile = process.env['GITHUB_STEP_SUMMARY'];
    if (!summaryFile)
        return;
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(summaryFile, markdown, 'utf8');
    }
    catch (error) {
        throw _publish_js__WEBPACK_IMPORTED_MODULE_2__/* .PublishError */ .S.runnerFile('the job summary', 'GITHUB_STEP_SUMMARY', error);
    }
}


/***/ }),

/***/ 74001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ PublishError),
/* harmony export */   V: () => (/* binding */ publishAll)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56288);
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97268);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79112);



class PublishError extends Error {
    constructor(message) {
        super(message);
        this.name = 'PublishError';
    }
    static runnerFile(what, variable, error) {
        const path = process.env[variable] ?? '';
        return new PublishError(`Could not write ${what} to ${variable} (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)(path, 200)}): ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error), 200)}`);
    }
}
async function publishAll(publishers, context) {
    const failures = [];
    for (const publisher of publishers) {
        try {
            await publisher.publish(context);
        }
        catch (error) {
            const said = error instanceof PublishError
                ? (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .asSentence */ .KG)(error.message)
                : `Could not publish ${publisher.what}: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .asSentence */ .KG)((0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error), 200))}`;
            if (publisher.failureFailsStep)
                failures.push(said);
            else {
                const { verdict, failsStep } = context.result;
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${said} The verdict stands: ${verdict}${failsStep ? '; the step fails' : ''}.`);
            }
        }
    }
    return failures;
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


/***/ }),

/***/ 10773:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ atTheMeansText),
/* harmony export */   atTheMeans: () => (/* binding */ atTheMeans),
/* harmony export */   barsOnBoundsOnly: () => (/* binding */ barsOnBoundsOnly)
/* harmony export */ });
/* harmony import */ var _policy_bars_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94542);
/* harmony import */ var _variables_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88038);


const FIGURE_MAPS = [_variables_js__WEBPACK_IMPORTED_MODULE_1__/* .STATS_VARIABLE */ .ZW, _variables_js__WEBPACK_IMPORTED_MODULE_1__/* .DELTA_VARIABLE */ .m9];
function atTheMeans(others) {
    const drawnIn = { ...others };
    for (const name of FIGURE_MAPS) {
        const map = Object.hasOwn(others, name) ? others[name] : undefined;
        if (map === null || typeof map !== 'object' || Array.isArray(map))
            continue;
        drawnIn[name] = Object.fromEntries(Object.entries(map).map(([field, figures]) => {
            const { mean } = figures;
            if (typeof mean !== 'number')
                return [field, figures];
            const drawn = Object.entries(figures).map(([figure, value]) => [
                figure,
                (0,_variables_js__WEBPACK_IMPORTED_MODULE_1__/* .figureOf */ .Mn)({ variable: name, keys: [field, figure] })?.bound === undefined ? value : mean
            ]);
            return [field, Object.fromEntries(drawn)];
        }));
    }
    return drawnIn;
}
function barsOnBoundsOnly(passIf) {
    const { onlyBars, bars } = passIf.reads;
    const figures = bars.map(bar => FIGURE_MAPS.includes(bar.path.variable) && (0,_policy_bars_js__WEBPACK_IMPORTED_MODULE_0__/* .orders */ .Ww)(bar) ? (0,_variables_js__WEBPACK_IMPORTED_MODULE_1__/* .figureOf */ .Mn)(bar.path) : undefined);
    return (onlyBars &&
        figures.every(figure => figure?.bound !== undefined || figure?.mean === true) &&
        figures.some(figure => figure?.bound !== undefined));
}
function atTheMeansText({ clears, intervals }, shown = text => text) {
    return clears
        ? `the mean clears the bar, but by less than these runs can tell apart (${shown(intervals)})`
        : `the mean itself misses the bar (${shown(intervals)})`;
}


/***/ }),

/***/ 88227:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publishAndConclude: () => (/* binding */ publishAndConclude)
});

// UNUSED EXPORTS: PUBLISHERS

// EXTERNAL MODULE: ./src/lib/errors.ts
var errors = __webpack_require__(97268);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(56288);
// EXTERNAL MODULE: ./src/gate/results.ts
var results = __webpack_require__(94437);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(79112);
;// CONCATENATED MODULE: ./src/gate/report/log-groups.ts



const RECORD_LOG_LIMIT = 64 * 1024;
function logRequests(lines) {
    if (lines.length === 0)
        return;
    core/* startGroup */.Oh(`Requests to the service (${lines.length})`);
    for (const line of lines)
        core/* info */.pq(line);
    core/* endGroup */.N4();
}
function logRunRecords(result) {
    const repeated = result.gates.some(gate => (0,results/* several */.J$)(gate.runs));
    if (result.gates.length < 2 && !repeated)
        return;
    core/* startGroup */.Oh(repeated ? 'Run records, one per run' : 'Run records, one per gate');
    for (const gate of result.gates) {
        const label = (0,lib_text/* inertText */.UJ)((0,results/* gateLabel */.GS)(gate), 120);
        for (const { runId, record } of gate.runs) {
            if (record === undefined)
                continue;
            const json = (0,lib_text/* toJson */.aB)(record);
            const shown = json.length <= RECORD_LOG_LIMIT
                ? json
                : `${json.slice(0, RECORD_LOG_LIMIT)}… (${json.length - RECORD_LOG_LIMIT} more characters left out)`;
            core/* info */.pq(`${label}${!repeated || runId === undefined ? '' : `, run ${(0,lib_text/* inertText */.UJ)(runId, 120)}`}: ${shown}`);
        }
    }
    core/* endGroup */.N4();
}
const logGroupsPublisher = {
    what: 'the log groups',
    publish({ result, requestLines }) {
        logRequests(requestLines);
        logRunRecords(result);
    }
};

// EXTERNAL MODULE: ./src/gate/report/outputs.ts
var outputs = __webpack_require__(28744);
// EXTERNAL MODULE: ./src/action/publish.ts
var publish = __webpack_require__(74001);
// EXTERNAL MODULE: ./src/action/entry.ts
var entry = __webpack_require__(59682);
// EXTERNAL MODULE: ./src/gate/report/summary.ts + 5 modules
var summary = __webpack_require__(13585);
;// CONCATENATED MODULE: ./src/gate/report/index.ts






function whenAsked(asked, load, what, failureFailsStep = false) {
    return {
        what,
        failureFailsStep,
        async publish(context) {
            if (asked(context.config))
                await (await load()).publish(context);
        }
    };
}
const PUBLISHERS = [
    outputs/* outputsPublisher */.L,
    logGroupsPublisher,
    summary/* summaryPublisher */.r9,
    whenAsked(config => config?.comment === true, async () => (await __webpack_require__.e(/* import() */ 531).then(__webpack_require__.bind(__webpack_require__, 11531))).commentPublisher, 'the pull-request comment'),
    whenAsked(config => config?.driftIssue === true, async () => (await __webpack_require__.e(/* import() */ 503).then(__webpack_require__.bind(__webpack_require__, 1503))).driftIssuePublisher, 'the drift issue'),
    whenAsked(config => config?.attest === true, async () => (await __webpack_require__.e(/* import() */ 588).then(__webpack_require__.bind(__webpack_require__, 38588))).attestationPublisher, 'the signed attestation', true)
];
async function publishAndConclude(context) {
    const markdown = (0,summary/* renderSummary */.Br)(context.result, context.github);
    const failures = await (0,publish/* publishAll */.V)(PUBLISHERS, { ...context, markdown });
    if (context.signal.aborted && context.result.verdict !== 'cancelled') {
        failures.push(`${(0,errors/* errorMessage */.gJ)((0,errors/* abortReason */.Js)(context.signal))} It came after ` +
            `the verdict (${context.result.verdict}), while publishing it`);
    }
    const { result } = context;
    (0,entry/* concludeStep */.u)({ ...result, failures, failedWithout: `Agent certification ${result.verdict}.` });
}


/***/ }),

/***/ 28744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ outputsPublisher),
/* harmony export */   w: () => (/* binding */ runsOutput)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56288);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8955);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(94437);
/* harmony import */ var _service_run_status_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36805);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79112);
/* harmony import */ var _action_publish_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(74001);






function outputsOf(result) {
    const outputs = [
        [_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.Verdict, result.verdict],
        [_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.Runs, runsOutput(result)],
        [_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.Reused, String(result.gates.length > 0 && result.gates.every(gate => gate.reused !== undefined))]
    ];
    if (result.gates.length === 1) {
        const [gate] = result.gates;
        const run = (0,_results_js__WEBPACK_IMPORTED_MODULE_5__/* .namedRun */ .d3)(gate);
        outputs.push([_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.RunId, run?.runId], [_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.Status, shownStatus(run?.status)], [_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.ProjectId, gate.projectId], [_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.Run, run?.record === undefined ? undefined : (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .toJson */ .aB)(run.record)], [_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.BaseRunId, gate.base?.certification?.runId], [_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Output */ .k7.CarriedFrom, gate.carriedFrom?.commit]);
    }
    return outputs;
}
function runsOutput(result, attestations) {
    return JSON.stringify(result.gates.map((gate, index) => ({
        'project-id': gate.projectId,
        'run-id': (0,_results_js__WEBPACK_IMPORTED_MODULE_5__/* .namedRun */ .d3)(gate)?.runId ?? null,
        'run-ids': gate.runs.flatMap(run => (run.runId === undefined ? [] : [run.runId])),
        'runs-started': gate.started ?? 0,
        status: shownStatus((0,_results_js__WEBPACK_IMPORTED_MODULE_5__/* .namedRun */ .d3)(gate)?.status) ?? null,
        verdict: gate.verdict,
        reused: gate.reused !== undefined,
        'base-run-id': gate.base?.certification?.runId ?? null,
        'carried-from': gate.carriedFrom?.commit ?? null,
        ...attestations?.[index]
    })));
}
function shownStatus(status) {
    return status === undefined ? undefined : (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .redactShown */ .FK)((0,_service_run_status_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizeStatus */ .SP)(status));
}
const outputsPublisher = {
    what: 'the step outputs',
    publish({ result }) {
        try {
            for (const [name, value] of outputsOf(result))
                if (value !== undefined)
                    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, value);
        }
        catch (error) {
            throw _action_publish_js__WEBPACK_IMPORTED_MODULE_4__/* .PublishError */ .S.runnerFile('the step outputs', 'GITHUB_OUTPUT', error);
        }
    }
};


/***/ }),

/***/ 13585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Tx: () => (/* binding */ gateSection),
  Br: () => (/* binding */ renderSummary),
  r9: () => (/* binding */ summaryPublisher)
});

// UNUSED EXPORTS: SUMMARY_BUDGET

// EXTERNAL MODULE: ./src/lib/duration.ts
var duration = __webpack_require__(82543);
// EXTERNAL MODULE: ./src/service/run-status.ts
var run_status = __webpack_require__(36805);
// EXTERNAL MODULE: ./src/gate/results.ts
var gate_results = __webpack_require__(94437);
// EXTERNAL MODULE: ./src/gate/judge/means.ts
var means = __webpack_require__(10773);
// EXTERNAL MODULE: ./src/gate/judge/variables.ts
var variables = __webpack_require__(88038);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(79112);
// EXTERNAL MODULE: ./src/lib/json.ts
var json = __webpack_require__(18453);
// EXTERNAL MODULE: ./src/action/markdown.ts
var action_markdown = __webpack_require__(38037);
// EXTERNAL MODULE: ./src/policy/report.ts
var report = __webpack_require__(12742);
// EXTERNAL MODULE: ./src/lib/walk.ts
var walk = __webpack_require__(41162);
;// CONCATENATED MODULE: ./src/gate/report/service-fields.ts




const SERVICE_FIELDS_DEPTH = 3;
const MAX_FIELDS_READ = 500;
const LIST_ITEMS_SHOWN = 3;
const ITEM_FIELDS_SHOWN = 4;
const LIST_TEXT_LIMIT = 400;
const FIELD_NAME_LIMIT = 60;
const FIELD_VALUE_LIMIT = 120;
const WHOLE_RECORD = {
    one: 'the `run` output has the whole record',
    several: 'the job log has each run\'s record (group "Run records, one per gate")'
};
function serviceFieldsSection(gate, budget, compact) {
    const found = foundList(gate);
    const { runId, record: whole } = (0,gate_results/* namedRun */.d3)(gate) ?? {};
    const record = found === undefined || whole === undefined ? whole : withoutField(whole, found.name);
    const fields = serviceFields(record, budget, compact ? WHOLE_RECORD.several : WHOLE_RECORD.one);
    if (fields.length === 0)
        return [];
    const ofRuns = !(0,gate_results/* several */.J$)(gate.runs) || runId === undefined
        ? []
        : [
            `Run ${(0,lib_text/* codeSpan */.SS)(runId)}'s record, one of ${gate.runs.length}; the job log has each ` +
                `(group "Run records, one per run").`,
            ''
        ];
    return ['', compact ? '**Reported by the service:**' : '### Reported by the service', '', ...ofRuns, ...fields];
}
function serviceFields(record, budget, whole) {
    if (record === undefined)
        return [];
    const entries = [];
    let deeper = 0;
    const { notVisited } = (0,walk/* walkJson */.gO)(record, '', ({ key, value, depth, parent }) => {
        if (depth === 1 && (key === 'run_id' || key === 'status'))
            return undefined;
        const path = parent === '' ? key : `${parent}.${key}`;
        if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
            if (depth < SERVICE_FIELDS_DEPTH)
                return path;
            deeper += 1;
            return undefined;
        }
        entries.push([path, value]);
        return entries.length < MAX_FIELDS_READ ? undefined : walk/* STOP */.VW;
    });
    if (entries.length === 0 && deeper === 0)
        return [];
    const rows = ['| Field | Value |', '| --- | --- |'];
    let size = 0;
    let shown = 0;
    for (const [key, value] of entries) {
        const line = `| ${(0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)((0,lib_text/* toOneLine */.GX)(key), FIELD_NAME_LIMIT))} | ${renderValue(value)} |`;
        if (size + line.length > budget)
            break;
        rows.push(line);
        size += line.length;
        shown += 1;
    }
    const leftOut = entries.length - shown + notVisited;
    const notes = [
        leftOut > 0 ? `${leftOut} more field(s)` : undefined,
        deeper > 0 ? `${deeper} object(s) nested more than ${SERVICE_FIELDS_DEPTH} levels deep` : undefined
    ].filter(note => note !== undefined);
    if (notes.length > 0)
        rows.push('', `${notes.join(' and ')} are left out here; ${whole}.`);
    return rows;
}
function plain(text) {
    return text === undefined ? undefined : (0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)(text, FIELD_VALUE_LIMIT));
}
function renderValue(value) {
    if (typeof value === 'string' && /^https:\/\//i.test(value) && (0,action_markdown/* safeHref */.v7)(value) !== undefined) {
        return (0,action_markdown/* link */.nf)((0,lib_text/* shorten */.ml)(value, FIELD_VALUE_LIMIT), value);
    }
    if (Array.isArray(value)) {
        const scalars = value.every(item => item === null || ['string', 'number', 'boolean'].includes(typeof item));
        if (scalars)
            return ((0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)((0,lib_text/* toOneLine */.GX)(value.map(String).join(', ')), FIELD_VALUE_LIMIT)) ||
                (0,lib_text/* escapeMarkdown */.FV)('(empty list)'));
        const items = value.slice(0, LIST_ITEMS_SHOWN).map(listItemText);
        const more = value.length > LIST_ITEMS_SHOWN ? `; and ${value.length - LIST_ITEMS_SHOWN} more` : '';
        return (0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)((0,lib_text/* toOneLine */.GX)(`${items.join('; ')}${more}`), LIST_TEXT_LIMIT));
    }
    return (0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)((0,lib_text/* toOneLine */.GX)(String(value)), FIELD_VALUE_LIMIT));
}
function foundList(gate) {
    const record = (0,gate_results/* namedRun */.d3)(gate)?.record;
    if (gate.verdict !== 'failed' || record === undefined)
        return undefined;
    const entry = Object.entries(record).find(([, value]) => Array.isArray(value) &&
        value.length > 0 &&
        value.every(item => item !== null && typeof item === 'object' && !Array.isArray(item)));
    return entry === undefined ? undefined : { name: entry[0], items: entry[1] };
}
function foundLines(gate) {
    const found = foundList(gate);
    if (found === undefined)
        return [];
    const { name, items } = found;
    const count = items.length > LIST_ITEMS_SHOWN ? `, ${LIST_ITEMS_SHOWN} of ${items.length}` : '';
    return [
        '',
        `**What the service found** (${(0,lib_text/* codeSpan */.SS)((0,lib_text/* shorten */.ml)(name, FIELD_NAME_LIMIT))}${count}):`,
        '',
        ...items
            .slice(0, LIST_ITEMS_SHOWN)
            .map(item => `- ${(0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)((0,lib_text/* toOneLine */.GX)(listItemText(item)), LIST_TEXT_LIMIT))}`)
    ];
}
function withoutField(record, name) {
    return Object.fromEntries(Object.entries(record).filter(([key]) => key !== name));
}
function listItemText(item) {
    if (item === null || typeof item !== 'object')
        return String(item);
    if (Array.isArray(item))
        return `a list of ${item.length}`;
    const fields = Object.entries(item);
    const shown = fields.filter(([, field]) => field === null || typeof field !== 'object').slice(0, ITEM_FIELDS_SHOWN);
    const rest = fields.length - shown.length;
    return `${shown.map(([name, field]) => `${name}: ${String(field)}`).join(', ')}${rest > 0 ? ` (${rest} more field(s))` : ''}`;
}
function strong(text) {
    return text === undefined ? undefined : `**${(0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)(text, FIELD_VALUE_LIMIT))}**`;
}

// EXTERNAL MODULE: ./src/gate/certified/reasons.ts
var reasons = __webpack_require__(89744);
;// CONCATENATED MODULE: ./src/gate/report/certified-text.ts





function baseLine(base, fields = []) {
    const commit = base.commit === undefined ? undefined : `${(0,lib_text/* codeSpan */.SS)((0,lib_text/* shortSha */.Fu)(base.commit))}`;
    if (base.certification !== undefined) {
        const { of, after } = whichOf(base, fields);
        if (base.ancestorOf !== undefined) {
            const { behind } = base.ancestorOf;
            const baseCommit = `${(0,lib_text/* codeSpan */.SS)((0,lib_text/* shortSha */.Fu)(base.ancestorOf.commit))}`;
            return (`**Base:** compared with ${certificationText(base.certification)}, ${of} of ${commit ?? ''}, ${behind} ` +
                `commit${behind === 1 ? '' : 's'} behind base commit ${baseCommit}, which has none: its newest certified ` +
                `first-parent ancestor${after}.`);
        }
        return `**Base:** compared with ${certificationText(base.certification)}, ${of} of base commit ${commit ?? ''}${after}.`;
    }
    const why = (0,lib_text/* escapeMarkdown */.FV)(base.why === undefined ? 'none was found' : (0,reasons.reasonText)(base.why));
    if (base.why?.kind === 'not-comparable') {
        const which = commit === undefined ? 'the base' : `base commit ${commit}`;
        return `**Base:** not compared with ${which}: ${why}; \`base\`, \`base_stats\` and \`delta\` were empty maps.`;
    }
    if (base.absence === 'unreadable') {
        const which = commit === undefined ? "the base commit's certification" : `base commit ${commit}`;
        return `**Base:** ${which} could not be looked up: ${why}; nothing was compared, so the run was not judged.`;
    }
    if (commit === undefined)
        return `**Base:** no base certification: ${why}; \`base\` was an empty map.`;
    if (base.absence === 'unprotected')
        return `**Base:** not compared with base commit ${commit}: ${why}; \`base\` was an empty map.`;
    const counts = base.absence === 'none-counts' ? ' counts here' : '';
    return `**Base:** no certification of the base commit ${commit}${counts} (${why}); \`base\` was an empty map.`;
}
function whichOf(base, fields) {
    const counted = base.counted ?? 1;
    const { first, certification } = base;
    if (base.chosenBy === 'newest')
        return { of: `the newest of ${counted} certifications`, after: '' };
    if (base.chosenBy !== 'scheduled' || first === undefined || certification === undefined)
        return { of: counted > 1 ? `the first of ${counted} certifications` : 'the certification', after: '' };
    const field = fields.find(name => typeof base.runs[0]?.record[name] === 'number' && typeof first.runs[0]?.record[name] === 'number');
    const figure = (runs) => field === undefined ? '' : ` (${(0,lib_text/* escapeMarkdown */.FV)(`${field} ${(0,report/* figureText */.OP)(runs[0].record[field])}`)})`;
    const day = (seen) => (0,lib_text/* escapeMarkdown */.FV)((seen.certifiedAt ?? seen.signedAt).slice(0, 10));
    const branch = (0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)((certification.sourceRef ?? 'the default branch').replace(/^refs\/heads\//, ''), 100));
    return {
        of: `${branch}'s scheduled certification of ${day(certification)}${figure(base.runs)}`,
        after: `; first certified ${day(first.certification)}${figure(first.runs)}`
    };
}
function certificationText(seen) {
    const signer = seen.signer === undefined ? '' : ` by ${(0,lib_text/* codeSpan */.SS)((0,lib_text/* shorten */.ml)(seen.signer, 200))}`;
    const ref = seen.sourceRef === undefined ? '' : ` on ${(0,lib_text/* codeSpan */.SS)((0,lib_text/* shorten */.ml)(seen.sourceRef, 200))}`;
    const when = seen.signedAt.replace('T', ' ').replace(/(:\d\d)?(\.\d+)?Z$/, ' UTC');
    return (`run ${strong(seen.runId ?? '?') ?? ''}, signed ${(0,lib_text/* escapeMarkdown */.FV)(when)}${signer}${ref}, ` +
        `${(0,duration/* formatDuration */.a)(seen.ageMs)} ago`);
}
function notCompared(base) {
    if (base === undefined || base.runs.length > 0)
        return '';
    if (base.why?.kind === 'not-comparable')
        return `, not compared: the base has another ${(0,lib_text/* escapeMarkdown */.FV)(base.why.field)}`;
    if (base.absence === 'unprotected')
        return `, not compared: ${(0,lib_text/* escapeMarkdown */.FV)(base.why === undefined ? '' : (0,reasons.reasonText)(base.why))}`;
    const why = base.commit === undefined
        ? 'there is no base commit'
        : base.absence === 'none-counts'
            ? 'no certification of the base commit counts here'
            : 'the base commit has no certification';
    return `, not compared: ${why}`;
}
function reusedOf(result) {
    const byTree = result.reusedByTree;
    if (byTree === undefined)
        return 'this commit';
    const commit = byTree.commit === undefined ? 'another commit' : `commit ${(0,lib_text/* codeSpan */.SS)((0,lib_text/* shortSha */.Fu)(byTree.commit))}`;
    return `${commit}, whose tree ${(0,lib_text/* codeSpan */.SS)((0,lib_text/* shortSha */.Fu)(byTree.tree))} is this commit's (the same files, as GitHub says)`;
}
function outsidePathsText(carried) {
    const named = carried.outsidePaths ?? [];
    const count = carried.outsidePathsCount ?? named.length;
    if (count === 0)
        return ' No file changed since.';
    const more = count > named.length ? ` and ${count - named.length} more` : '';
    return (` Changed since, outside \`paths\`, and not certified: ` +
        `${named.map(file => (0,lib_text/* codeSpan */.SS)((0,lib_text/* shorten */.ml)(file, 120))).join(', ')}${more}.`);
}
function restsOnText(seen) {
    const { restsOn } = seen;
    if (restsOn === undefined)
        return '';
    const commit = restsOn.commit === undefined ? 'another commit' : `commit ${(0,lib_text/* codeSpan */.SS)((0,lib_text/* shortSha */.Fu)(restsOn.commit))}`;
    const ref = restsOn.sourceRef === undefined ? '' : ` signed on ${(0,lib_text/* codeSpan */.SS)((0,lib_text/* shorten */.ml)(restsOn.sourceRef, 200))}`;
    return restsOn.carried
        ? ` It was itself carried forward by \`paths\`: it rests on the certification of ${commit}${ref}, made by a run ` +
            `on that content.`
        : ` It was itself reused by tree: it rests on the certification ` +
            `of ${commit}${ref}, made by a run on the same files.`;
}
function reusedSentence(result, seen) {
    if (result.carriedFrom !== undefined) {
        const { commit, behind } = result.carriedFrom;
        const back = behind === undefined || behind === 0 ? '' : ` (${behind} first parent${behind === 1 ? '' : 's'} back)`;
        return (`**Carried forward** the certification of commit ${(0,lib_text/* codeSpan */.SS)((0,lib_text/* shortSha */.Fu)(commit))}${back}, made by a run on ` +
            `its content, by ${certificationText(seen)}: ` +
            `nothing under \`paths\` changed since, so no run was started` +
            (result.policy === undefined ? '.' : ', and `pass-if` is true for its run now.') +
            outsidePathsText(result.carriedFrom));
    }
    return (`**Reused** the certification of ${reusedOf(result)} by ${certificationText(seen)}: no run was started` +
        (result.policy === undefined ? '.' : ', and `pass-if` is true for its run now.') +
        restsOnText(seen));
}

;// CONCATENATED MODULE: ./src/gate/report/figures-table.ts




const RUN_FIELDS_SHOWN = 3;
function runsSection(gate) {
    const { runs } = gate;
    if (!(0,gate_results/* several */.J$)(runs))
        return [];
    const read = (0,variables/* fieldsRead */.cn)([gate.policy, gate.failPolicy]);
    const numeric = Object.entries(runs[0].record ?? {}).flatMap(([name, value]) => typeof value === 'number' ? [name] : []);
    const fields = (read.length > 0 ? read : numeric).slice(0, RUN_FIELDS_SHOWN);
    return [
        '',
        `| Run | Status |${fields.map(name => ` ${codeCell((0,lib_text/* shorten */.ml)(name, 60))} |`).join('')}`,
        `|---|---|${fields.map(() => '---:|').join('')}`,
        ...runs.map(run => {
            const values = fields.map(name => {
                const value = run.record !== undefined && Object.hasOwn(run.record, name) ? run.record[name] : undefined;
                return typeof value === 'number' ? (0,report/* figureText */.OP)(value, 4) : value === undefined ? '—' : (0,lib_text/* shorten */.ml)(String(value), 40);
            });
            return `| ${[run.runId ?? '—', run.status ?? '—', ...values].map(text => (0,lib_text/* escapeMarkdown */.FV)(text)).join(' | ')} |`;
        })
    ];
}
function looksSection(gate) {
    const { sequential } = gate;
    if (sequential === undefined)
        return [];
    const { schedule, level, looks, stopped } = sequential;
    const last = looks.at(-1);
    const most = schedule.at(-1) ?? 0;
    const notStarted = last === undefined || last.runs >= most ? '' : `; ${most - last.runs} not started`;
    const why = stopped === 'decided' && last !== undefined
        ? `Decided at look ${looks.length} of ${schedule.length}, on ${last.runs} of up to ${most} runs${notStarted}.`
        : stopped === 'out-of-reach' && last !== undefined
            ? `Stopped at look ${looks.length} of ${schedule.length}, on ${last.runs} of up to ${most} runs${notStarted}: ` +
                `passing was out of reach.`
            : stopped === 'last-look'
                ? `Not decided before the last look, so its verdict stands.${sequential.noStop === undefined
                    ? ''
                    : ' No look could stop once passing was out of reach: that is worked out only for a pass-if of bars ' +
                        'on bounds of intervals joined by &&.'}`
                : stopped === 'queue-limit' || stopped === 'timeout'
                    ? `${stopped === 'timeout' ? 'The timeout' : "The merge queue's limit"} cut it short after look ` +
                        `${looks.length} of ${schedule.length}: see above.`
                    : `It ended before a look decided${looks.length === 0 ? ', at no look' : ''}: see above.`;
    const lines = [
        '',
        `**Sequential:** looks after ${(0,lib_text/* listed */.KE)(schedule.map(String))} runs, each drawing its intervals at ` +
            `${(0,report/* levelText */.WB)(level)}, so that over all looks the error rate stays that of one look at 95%. ${why}`
    ];
    if (looks.length === 0)
        return lines;
    return [
        ...lines,
        '',
        '| Look | Runs | Interval | Read | Decided |',
        '|---:|---:|---|---|---|',
        ...looks.map((look, index) => {
            const intervals = look.intervals.map(({ field, of, mean, low, high }) => `${codeCell((0,lib_text/* shorten */.ml)(field, 60))}${of === variables/* DELTA_VARIABLE */.m9 ? ' change' : ''} ${(0,report/* figureText */.OP)(mean)} ` +
                `(${interval({ low, high })})`);
            const read = look.read.map(({ path, value }) => (0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)(`${path} = ${value}`, 120)));
            const chance = look.chance === undefined ? '' : `; ${(0,report/* chanceText */.y1)(look.chance)} to pass at the last look`;
            const decided = look.decided ? `yes, ${look.verdict}` : `no (${look.verdict}${chance})`;
            return `| ${[String(index + 1), String(look.runs), intervals.join('; ') || '—', read.join(', ') || '—', decided].join(' | ')} |`;
        })
    ];
}
const PARTIAL_SHOWN = 10;
function figuresSection(gate) {
    const { figures } = gate;
    if (figures === undefined)
        return [];
    const lines = [];
    const fields = (0,variables/* fieldsRead */.cn)([gate.policy, gate.failPolicy]);
    if (fields.length > 0) {
        const withBase = figures.baseStats !== undefined;
        const level = (0,report/* levelText */.WB)(Object.values(figures.stats).find(stats => stats.level !== undefined)?.level);
        lines.push('', `| Field | Runs | Mean | ${level} interval | Min–max |${withBase ? ` Base mean | Change (${level} interval) |` : ''}`, `|---|---:|---:|---|---|${withBase ? '---:|---|' : ''}`, ...fields.map(name => row(name, figures, withBase)));
    }
    if (figures.partial.length > 0) {
        const named = figures.partial.slice(0, PARTIAL_SHOWN).map(name => (0,lib_text/* codeSpan */.SS)((0,lib_text/* shorten */.ml)(name, 60)));
        const more = figures.partial.length - named.length;
        lines.push('', `Not in every run's record, so not in \`stats\`: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`);
    }
    lines.push(...floorNote(figures, fields));
    const deltaRead = (0,variables/* readsDelta */.WA)([gate.policy, gate.failPolicy]);
    const borrowed = Object.values(figures.delta ?? {}).find(delta => delta.varianceBorrowed !== undefined);
    if (borrowed !== undefined && deltaRead)
        lines.push('', borrowed.varianceBorrowed === 'base'
            ? "The base certification rests on one run: the change's interval takes its spread to be this one's."
            : "This certification rests on one run: the change's interval takes its spread to be the base's.");
    return lines;
}
function floorNote(figures, fields) {
    const floored = fields.flatMap(name => {
        const of = (map) => map !== undefined && Object.hasOwn(map, name) ? map[name].floor : undefined;
        const floor = of(figures.stats) ?? of(figures.delta);
        return floor === undefined ? [] : [{ name, floor }];
    });
    if (floored.length === 0)
        return [];
    const said = floored.map(({ name, floor }) => `${(0,lib_text/* codeSpan */.SS)((0,lib_text/* shorten */.ml)(name, 60))} (${(0,report/* figureText */.OP)(floor, 4)})`);
    return [
        '',
        `The runs varied less than their resolution can show (tied scores), so these intervals are drawn with the ` +
            `spread of a score's rounding instead of theirs: ${said.join(', ')}. Tied runs are not proof of no spread.`
    ];
}
function row(name, figures, withBase) {
    const has = (map) => map !== undefined && Object.hasOwn(map, name) ? map[name] : undefined;
    const stats = has(figures.stats);
    const base = has(figures.baseStats);
    const delta = has(figures.delta);
    const cells = [
        stats === undefined ? '—' : String(stats.n),
        stats !== undefined ? (0,report/* figureText */.OP)(stats.mean) : figures.partial.includes(name) ? 'not in every run' : 'in no run',
        stats === undefined ? '—' : interval(stats),
        stats === undefined ? '—' : `${(0,report/* figureText */.OP)(stats.min)}–${(0,report/* figureText */.OP)(stats.max)}`
    ];
    if (withBase)
        cells.push(base === undefined ? '—' : `${(0,report/* figureText */.OP)(base.mean)} (${base.n} run${base.n === 1 ? '' : 's'})`, delta === undefined ? '—' : `${(0,report/* figureText */.OP)(delta.mean)}${delta.low === undefined ? '' : ` (${interval(delta)})`}`);
    return `| ${[codeCell(name), ...cells.map(cell => (0,lib_text/* escapeMarkdown */.FV)(cell))].join(' | ')} |`;
}
function codeCell(name) {
    return (0,lib_text/* codeSpan */.SS)(name).replace(/\|/g, '\\|');
}
function interval(figures) {
    return figures.low === undefined || figures.high === undefined
        ? '— (one run)'
        : `${(0,report/* figureText */.OP)(figures.low)} to ${(0,report/* figureText */.OP)(figures.high)}`;
}

;// CONCATENATED MODULE: ./src/gate/report/trend-chart.ts


const CHART_POINTS = 30;
const CHART_COLOURS = '%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "#0969da, #cf222e"}}}}%%';
const CHART_BYTES = 6 * 1024;
const CHARTS = 4;
function trendSection(gate) {
    const { trend, policy } = gate;
    if (trend === undefined || policy === undefined)
        return [];
    const fields = (0,variables/* recordFieldsRead */.b$)([policy, gate.failPolicy]).filter(field => Object.hasOwn(trend, field) && trend[field].length >= 2);
    return fields.slice(0, CHARTS).flatMap(field => {
        const points = trend[field].slice(-CHART_POINTS);
        const bar = (0,variables/* levelBarOf */.zi)(field, [policy]);
        return ['', ...chartOf(field, points, bar)];
    });
}
function chartOf(field, points, bar) {
    const number = (value) => String(Number.isFinite(value * 100) ? Math.round(value * 100) / 100 : value);
    const short = (point) => point.commit.replace(/[^0-9a-f]/g, '').slice(0, 7);
    const repeated = (point) => points.slice(0, -1).filter(other => short(other) === short(point)).length > 1;
    const day = (point) => (point.certifiedAt ?? '').replace(/[^0-9-]/g, '').slice(5, 10);
    const labels = points.map((point, index) => index === points.length - 1 ? '"this"' : `"${short(point)}${repeated(point) ? ` ${day(point)}` : ''}"`);
    const chart = [
        '```mermaid',
        CHART_COLOURS,
        'xychart-beta',
        `  title "${field}"`,
        `  x-axis [${labels.join(', ')}]`,
        `  y-axis "${field}"`,
        `  line [${points.map(point => number(point.mean)).join(', ')}]`,
        ...(bar === undefined ? [] : [`  line [${points.map(() => number(bar)).join(', ')}]`]),
        '```'
    ];
    const words = `**\`${field}\` over the default branch's last ${points.length - 1} ` +
        `${points.length === 2 ? 'certification' : 'certifications'}, then this one:** ` +
        `${points.map(point => (0,report/* figureText */.OP)(point.mean)).join(' → ')}` +
        (bar === undefined ? '.' : ` (the line: pass-if's bar, ${(0,report/* figureText */.OP)(bar)}).`);
    const drawn = chart.join('\n');
    return Buffer.byteLength(drawn) <= CHART_BYTES ? [words, '', drawn] : [words];
}

;// CONCATENATED MODULE: ./src/gate/report/outage-text.ts





const OUTAGE_ANCHOR = 'what-happens-when-the-service-or-github-is-down';
function outageAdvice(gate, context) {
    const runId = (0,gate_results/* namedRun */.d3)(gate)?.runId;
    const goesOn = runId === undefined
        ? ''
        : ` Run ${strong(runId)} goes on at the service: a later step can wait for it with \`run-id\`.`;
    const breakGlass = context.actionReadmeUrl === undefined
        ? 'the break-glass (the gate\'s README, "What happens when the service (or GitHub) is down?")'
        : `the ${(0,action_markdown/* link */.nf)('break-glass', `${context.actionReadmeUrl}#${OUTAGE_ANCHOR}`)}`;
    const failing = gate.serviceFailing;
    const checkAddress = failing !== undefined && 'unreachable' in failing
        ? ` If the service is up, check the host and port of \`base-url\` (${(0,lib_text/* codeSpan */.SS)(failing.baseUrl)}), and any ` +
            `proxy in between.`
        : '';
    return (`**What to do:** nothing in the change needs fixing. Re-run the job when the service is back.${goesOn} ` +
        `If the outage outlasts what a merge can wait, use ${breakGlass}.${checkAddress}`);
}
function outageSentence(result, failing) {
    const { runId, status } = (0,gate_results/* namedRun */.d3)(result) ?? {};
    const run = runId === undefined ? 'the run' : `run ${strong(runId)}`;
    const last = status === undefined ? '' : ` (${run} was last seen ${statusShown(status)})`;
    if ('unreachable' in failing) {
        return (`**The service at ${(0,lib_text/* codeSpan */.SS)(failing.baseUrl)} could not be reached**, and may be down${last}: not this ` +
            `change, and not the agent. ` +
            `What the connection met: ${(0,lib_text/* escapeProse */.fd)(failing.unreachable)}`);
    }
    const answer = `HTTP ${failing.status}${failing.said === undefined ? '' : `: ${(0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)(failing.said, 200))}`}`;
    const notFailed = result.failsStep
        ? ''
        : ' The step did not fail because `fail-on-timeout` is false; this run is **not** certified.';
    return (`**The service at ${(0,lib_text/* codeSpan */.SS)(failing.baseUrl)} kept failing** (${answer}) until the timeout${last}: not ` +
        `this change, and not the agent.${notFailed}`);
}
function statusShown(status) {
    if (status === undefined)
        return strong('unknown') ?? '';
    const normalized = (0,run_status/* normalizeStatus */.SP)(status);
    const sent = normalized === status ? '' : ` (as the service sent it: ${(0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* quotedValue */.A0)(status))})`;
    return `${strong(normalized)}${sent}`;
}

;// CONCATENATED MODULE: ./src/gate/report/summary.ts















const VERDICT_ICON = {
    passed: '✅',
    failed: '❌',
    inconclusive: '⚖️',
    'timed-out': '⏱️',
    cancelled: '🚫',
    started: '▶️',
    error: '❌'
};
const VERDICT_WORDS = {
    passed: 'agent certification passed',
    failed: 'agent certification failed',
    inconclusive: 'agent certification not decided (inconclusive)',
    'timed-out': 'agent certification timed out',
    cancelled: 'agent certification cancelled',
    started: 'agent certification started, not judged',
    error: 'agent certification could not run'
};
const SERVICE_FIELDS_BUDGET = 4096;
const SUMMARY_BUDGET = 60_000;
const HEADING_NAMES = 5;
function renderSummary(step, context) {
    if (step.gates.length > 1)
        return renderSeveral(step, context);
    const gate = { ...(step.gates[0] ?? { runs: [], elapsedMs: step.elapsedMs, polls: 0 }), ...step };
    const lines = [`## ${heading(gate)}`, '', ...verdictAndWhy(gate, false, context)];
    const timing = step.gates.length === 1 ? timingLine(step.gates[0]) : undefined;
    if (timing !== undefined)
        lines.push('', timing);
    const commit = commitSentence(context);
    if (commit !== undefined)
        lines.push('', commit);
    lines.push(...serviceFieldsSection(gate, SERVICE_FIELDS_BUDGET, false));
    return `${lines.join('\n')}\n`;
}
function gateSection(gate, context) {
    return [`### ${heading(gate)}`, '', ...verdictAndWhy(gate, true, context)];
}
function renderSeveral(step, context) {
    const notPassed = step.gates.filter(gate => gate.verdict !== 'passed');
    const named = (notPassed.length === 0 ? step.gates : notPassed).map(gate => (0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)((0,gate_results/* gateLabel */.GS)(gate), 60)));
    const listed = named.length > HEADING_NAMES
        ? `${named.slice(0, HEADING_NAMES).join(', ')} and ${named.length - HEADING_NAMES} more`
        : named.join(', ');
    const failedOnly = notPassed.every(gate => gate.verdict === 'failed');
    const count = notPassed.length === 0
        ? `${step.gates.length} of ${step.gates.length} passed (${listed})`
        : `${notPassed.length} of ${step.gates.length} ${failedOnly ? 'failed' : 'did not pass'}: ${listed}`;
    const lines = [`## ${VERDICT_ICON[step.verdict]} Agent certification: ${count}`, ''];
    lines.push(...gateTable(step.gates), '');
    const commit = commitSentence(context);
    if (commit !== undefined)
        lines.push(commit, '');
    const ordered = [
        ...step.gates.filter(gate => gate.verdict !== 'passed'),
        ...step.gates.filter(gate => gate.verdict === 'passed')
    ];
    const fieldsBudget = Math.min(SERVICE_FIELDS_BUDGET, Math.floor(SUMMARY_BUDGET / 2 / step.gates.length));
    let size = lines.join('\n').length;
    let shown = 0;
    for (const gate of ordered) {
        const section = ['', ...gateSection(gate, context), ...serviceFieldsSection(gate, fieldsBudget, true)].join('\n');
        if (size + section.length > SUMMARY_BUDGET - 500)
            break;
        lines.push(section);
        size += section.length;
        shown += 1;
    }
    if (shown < ordered.length) {
        lines.push('', `The details of ${ordered.length - shown} more gate(s) are left out here, to stay within GitHub's size limit ` +
            `for a comment. ` +
            `The table above has each gate's verdict; ${WHOLE_RECORD.several}.`);
    }
    return `${lines.join('\n').trim()}\n`;
}
function verdictAndWhy(gate, compact, context) {
    const lines = [verdictSentence(gate)];
    if (gate.serviceFailing !== undefined)
        return [...lines, '', outageAdvice(gate, context)];
    const saidByPolicy = gate.policy !== undefined &&
        (gate.verdict === 'failed' || gate.verdict === 'error' || gate.verdict === 'inconclusive');
    const saidByStatus = failureStatusSaid(gate) !== undefined;
    if (gate.reason !== undefined && !saidByPolicy && !saidByStatus && !(compact && gate.verdict === 'passed'))
        lines.push('', `**${gate.failsStep ? 'Why' : 'Note'}:** ${(0,lib_text/* escapeProse */.fd)(gate.reason)}`);
    const hint = gate.lookAt !== undefined ? gate.hint?.split(gate.lookAt).join('the link below') : gate.hint;
    if (hint !== undefined)
        lines.push('', `**What to do:** ${(0,lib_text/* escapeProse */.fd)(hint)}`);
    if (gate.lookAt !== undefined)
        lines.push('', `**Where to look:** ${(0,action_markdown/* link */.nf)(gate.lookAt, gate.lookAt)}`);
    lines.push(...foundLines(gate));
    if (gate.policy !== undefined && failedBar(gate) === undefined)
        lines.push('', policyLine(gate.policy));
    if (gate.failPolicy !== undefined)
        lines.push('', policyLine(gate.failPolicy, 'fail-if'));
    if (gate.driftPolicy !== undefined)
        lines.push('', driftLine(gate.driftPolicy));
    lines.push(...looksSection(gate), ...figuresSection(gate), ...runsSection(gate), ...trendSection(gate));
    if (gate.base !== undefined)
        lines.push('', baseLine(gate.base, (0,variables/* recordFieldsRead */.b$)([gate.policy, gate.failPolicy, gate.driftPolicy])));
    if (gate.notReused !== undefined)
        lines.push('', `**Reuse:** no certification of this commit was reused: ${(0,lib_text/* escapeMarkdown */.FV)((0,reasons.reasonText)(gate.notReused))}.`);
    if (gate.notCarried !== undefined)
        lines.push('', `**Paths:** nothing was carried forward: ${(0,lib_text/* escapeMarkdown */.FV)((0,reasons.reasonText)(gate.notCarried))}.`);
    return lines;
}
function failureStatusSaid(result) {
    const { record, status } = (0,gate_results/* namedRun */.d3)(result) ?? {};
    if (result.verdict !== 'failed' || record === undefined || status === undefined || !(0,run_status/* endedInFailure */.IY)(status)) {
        return undefined;
    }
    return (0,json/* explanationOf */.pg)(record);
}
function failedBar(gate) {
    const { policy } = gate;
    if (gate.verdict !== 'failed' ||
        policy === undefined ||
        policy.outcome !== 'false' ||
        (0,report/* regressionText */.Fr)(policy) !== undefined)
        return undefined;
    const simple = (0,variables/* simpleBarOf */.HZ)(policy);
    const reading = simple === undefined ? undefined : policy.readings.find(read => read.path === simple.path.text);
    if (simple !== undefined && reading !== undefined) {
        const needs = `${COMPARISON_WORDS[simple.comparison]} ${simple.written}`;
        return `**${(0,lib_text/* escapeMarkdown */.FV)(`${reading.path} ${reading.value}, needs ${needs}`)}**`;
    }
    const read = (0,report/* readingsText */.Le)(policy);
    const bar = (0,lib_text/* codeSpan */.SS)((0,lib_text/* shorten */.ml)((0,lib_text/* toOneLine */.GX)(policy.expression), 300));
    return read === '' ? `\`pass-if\` ${bar} is false` : `**${(0,lib_text/* escapeMarkdown */.FV)(read)}**, against \`pass-if\` ${bar}`;
}
function atMeansSaid({ barAtMeans }) {
    if (barAtMeans === undefined)
        return undefined;
    const said = (0,means/* atTheMeansText */.Y)(barAtMeans, lib_text/* escapeMarkdown */.FV);
    return barAtMeans.clears ? said : `${said}: the agent does not meet the team's bar`;
}
const COMPARISON_WORDS = { '>=': '≥', '<=': '≤', '>': '>', '<': '<', '==': '=', '!=': '≠' };
function heading(result) {
    const words = result.serviceFailing !== undefined
        ? `not judged, the service ${'unreachable' in result.serviceFailing ? 'could not be reached' : 'kept failing'}`
        : result.verdict === 'error' && (0,gate_results/* namedRun */.d3)(result)?.status !== undefined
            ? 'agent certification reached no verdict'
            : result.verdict === 'passed'
                ? `${VERDICT_WORDS.passed}${result.reused === undefined ? '' : result.carriedFrom === undefined ? ', reused' : ', carried forward'}${notCompared(result.base)}`
                : VERDICT_WORDS[result.verdict];
    const named = result.projectId !== undefined || (0,gate_results/* namedRun */.d3)(result)?.runId !== undefined;
    const title = named
        ? `${(0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)((0,gate_results/* gateLabel */.GS)(result), FIELD_VALUE_LIMIT))}: ${words}`
        : words[0].toUpperCase() + words.slice(1);
    return `${VERDICT_ICON[result.verdict]} ${title}`;
}
function runsNamed(result) {
    const { runId, status } = (0,gate_results/* namedRun */.d3)(result) ?? {};
    const together = (0,gate_results/* several */.J$)(result.runs) &&
        status !== undefined &&
        ['passed', 'failed', 'inconclusive', 'error'].includes(result.verdict) &&
        !(0,run_status/* endedInFailure */.IY)(status) &&
        result.serviceFailing === undefined;
    if (together)
        return `runs ${(0,lib_text/* listed */.KE)(result.runs.map(taken => strong(taken.runId ?? '?') ?? ''))}`;
    return runId === undefined ? 'the run' : `run ${strong(runId)}`;
}
function verdictSentence(result) {
    const run = runsNamed(result);
    const status = statusShown((0,gate_results/* namedRun */.d3)(result)?.status);
    if (result.serviceFailing !== undefined)
        return outageSentence(result, result.serviceFailing);
    switch (result.verdict) {
        case 'passed':
            if (result.reused !== undefined)
                return reusedSentence(result, result.reused);
            return result.policy === undefined
                ? `The service reported ${status} for ${run}: the attestation report is ready.`
                : `The service reported ${status} for ${run}, and \`pass-if\` is true.`;
        case 'failed': {
            if (result.policy === undefined) {
                const said = failureStatusSaid(result);
                return said === undefined
                    ? `The service reported ${status} for ${run}: it ended without an attestation.`
                    : `The service reported ${status} for ${run}: **${(0,lib_text/* escapeMarkdown */.FV)(said)}**. It ended without an attestation.`;
            }
            const bar = failedBar(result);
            const atMeans = atMeansSaid(result);
            if (atMeans !== undefined)
                return bar === undefined
                    ? `The service reported ${status} for ${run}, but \`pass-if\` is false: ${atMeans}.`
                    : `${bar}: ${atMeans}; \`pass-if\` is false for ${run}, which the service reported ${status}.`;
            if (bar !== undefined)
                return (`${bar}: the agent does not meet the team's bar (\`pass-if\` is false for ${run}, which the service ` +
                    `reported ${status}).`);
            const regression = (0,report/* regressionText */.Fr)(result.policy);
            return regression === undefined
                ? `The service reported ${status} for ${run}, but \`pass-if\` is false: the agent does not meet the team's bar.`
                : `The service reported ${status} for ${run}, but ${(0,lib_text/* escapeMarkdown */.FV)(regression)}: \`pass-if\` is false.`;
        }
        case 'inconclusive':
            return (`**Not decided:** the service reported ${status} for ${run}, but neither \`pass-if\` nor \`fail-if\` is ` +
                `true, so the runs cannot tell whether the agent clears the bar (the figures are below).`);
        case 'timed-out':
            return (`The timeout ran out while ${run} was still going (last status ${status}); it goes on at the service.` +
                (result.failsStep
                    ? ''
                    : ' The step did not fail because `fail-on-timeout` is false; this run is **not** certified.'));
        case 'cancelled':
            return `The job was cancelled while waiting; ${run} goes on at the service.`;
        case 'started':
            return `The step did not wait for a verdict on ${run} (\`wait: false\`): it is **not** certified yet.`;
        case 'error':
            if ((0,gate_results/* namedRun */.d3)(result)?.status === undefined)
                return 'The gate stopped before the service gave a verdict.';
            if (result.policy !== undefined)
                return (`The service reported ${status} for ${run}, but \`pass-if\` ` +
                    `${(0,lib_text/* escapeMarkdown */.FV)((0,report.outcomeText)(result.policy, { detail: false }))}.`);
            return `The gate could not reach a verdict on ${run} (last status ${status}).`;
    }
}
function policyLine(policy, name = 'pass-if') {
    const read = (0,report/* readingsText */.Le)(policy);
    const said = policy.outcome === 'error' || policy.outcome === 'stopped' ? ` ${policyOutcome(policy)}` : '';
    return `**Policy:** \`${name}\` ${(0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)((0,lib_text/* toOneLine */.GX)(policy.expression), 300))}${said}${read === '' ? '' : ` (${(0,lib_text/* escapeMarkdown */.FV)(read)})`}.`;
}
function driftLine(policy) {
    const read = (0,report/* readingsText */.Le)(policy);
    return `**Drift:** \`drift-if\` ${(0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)((0,lib_text/* toOneLine */.GX)(policy.expression), 300))} ${policyOutcome(policy)}${read === '' ? '' : ` (${(0,lib_text/* escapeMarkdown */.FV)(read)})`}.`;
}
function policyOutcome(policy) {
    return `**${(0,lib_text/* escapeMarkdown */.FV)((0,report.outcomeText)(policy))}**`;
}
function gateTable(results) {
    const withPolicy = results.some(result => result.policy !== undefined);
    const rows = results.map(result => {
        const { runId, status } = (0,gate_results/* namedRun */.d3)(result) ?? {};
        const cells = [
            plain(result.projectId) ?? '–',
            result.reused === undefined ? (plain(runId) ?? '–') : `${plain(runId) ?? '–'} (reused)`,
            strong(status) ?? '–',
            `${VERDICT_ICON[result.verdict]} ${result.verdict}`,
            (0,duration/* formatDuration */.a)(result.elapsedMs),
            String(result.polls)
        ];
        if (withPolicy)
            cells.push(policyCell(result.policy));
        return `| ${cells.join(' | ')} |`;
    });
    const header = ['Project', 'Run', 'Status', 'Verdict', 'Elapsed', 'Polls', ...(withPolicy ? ['pass-if read'] : [])];
    return [`| ${header.join(' | ')} |`, `|${' --- |'.repeat(header.length)}`, ...rows];
}
function timingLine(gate) {
    if (gate.reused !== undefined || (0,gate_results/* namedRun */.d3)(gate) === undefined)
        return undefined;
    return `**Elapsed:** ${(0,duration/* formatDuration */.a)(gate.elapsedMs)}, ${gate.polls} poll${gate.polls === 1 ? '' : 's'}.`;
}
function policyCell(policy) {
    if (policy === undefined)
        return '–';
    const read = (0,report/* readingsText */.Le)(policy);
    const gave = policy.outcome === 'value'
        ? (policy.detail ?? '')
        : policy.outcome === 'stopped'
            ? 'ran out of time'
            : policy.outcome === 'error'
                ? 'error'
                : policy.outcome;
    return (0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)(`${read === '' ? '' : `${read} → `}${gave}`, FIELD_VALUE_LIMIT));
}
function commitSentence(context) {
    const parts = [];
    const { commit, repository } = context;
    if (commit !== undefined) {
        const label = (0,lib_text/* shortSha */.Fu)(commit.sha);
        const shown = repository === undefined
            ? (0,lib_text/* escapeMarkdown */.FV)(label)
            : (0,action_markdown/* link */.nf)(label, `${context.serverUrl}/${repository}/commit/${commit.sha}`);
        const whose = commit.source === 'pull-request-head' && context.pullRequest !== undefined
            ? `, the head of pull request ${pullRequestLink(context)}`
            : commit.source === 'merge-group-head'
                ? ', the head of a merge-queue entry'
                : '';
        parts.push(`This workflow ran for commit ${shown}${whose}. The service certifies the repository as it clones it when the ` +
            `run starts; the API cannot name a commit.`);
    }
    else if (context.pullRequest !== undefined) {
        parts.push(`This workflow ran for pull request ${pullRequestLink(context)}.`);
    }
    if (context.workflowRunUrl !== undefined)
        parts.push(`${(0,action_markdown/* link */.nf)('Workflow run logs', context.workflowRunUrl)}.`);
    return parts.length === 0 ? undefined : parts.join(' ');
}
function pullRequestLink(context) {
    const label = `#${context.pullRequest?.number ?? ''}`;
    return context.pullRequest?.url === undefined ? (0,lib_text/* escapeMarkdown */.FV)(label) : (0,action_markdown/* link */.nf)(label, context.pullRequest.url);
}
const summaryPublisher = {
    what: 'the job summary',
    publish({ markdown }) {
        (0,action_markdown/* appendToSummary */.UV)(markdown);
    }
};


/***/ })

};

//# sourceMappingURL=227.index.js.map