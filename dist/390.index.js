export const id = 390;
export const ids = [390,353,686,773,744];
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


/***/ }),

/***/ 51686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   comparisonOf: () => (/* binding */ comparisonOf),
/* harmony export */   figureValues: () => (/* binding */ figureValues),
/* harmony export */   givenTo: () => (/* binding */ givenTo),
/* harmony export */   othersOf: () => (/* binding */ othersOf)
/* harmony export */ });
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94437);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16977);
/* harmony import */ var _variables_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88038);



function comparisonOf(base) {
    const record = (0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .baseRecord */ .$l)(base);
    return record === undefined ? undefined : { name: _variables_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_VARIABLE */ .LF, value: record };
}
function othersOf(base, commit) {
    const ofCommit = commit === undefined ? {} : { [_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMIT_VARIABLE */ .fT]: commit.toLowerCase() };
    const record = (0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .baseRecord */ .$l)(base);
    return record === undefined ? ofCommit : { ...ofCommit, [_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_VARIABLE */ .LF]: record };
}
async function givenTo(policies, runs, seen) {
    const { base, commit, level } = seen;
    const trend = (0,_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .readsTrend */ .b9)(policies) ? await trendValues(seen.trend ?? {}, seen.trendRead) : {};
    const others = { ...othersOf(base, commit), ...trend };
    const read = (0,_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .readsFigures */ .FP)(policies);
    if (!read && !(0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .several */ .J$)(runs))
        return { others };
    const { figuresOf, statsOf, halfWidthAt, spreadOf, CONFIDENCE } = await Promise.all(/* import() */[__webpack_require__.e(455), __webpack_require__.e(377)]).then(__webpack_require__.bind(__webpack_require__, 9377));
    const runsStats = (0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .several */ .J$)(runs)
        ? {
            runsStats: statsOf(runs.map(run => run.shown ?? run.record), level).stats
        }
        : {};
    if (!read)
        return { others, ...runsStats };
    const records = runs.map(run => run.record);
    const worked = figuresOf(records, base?.runs.length ? base.runs.map(run => run.record) : undefined, level);
    const at = { runs: _config_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_REPEAT */ .rX, level: level ?? CONFIDENCE };
    const halfWidths = Object.fromEntries(Object.entries(worked.stats).flatMap(([name, stats]) => {
        const spread = spreadOf(stats);
        return spread === undefined ? [] : [[name, halfWidthAt(spread, at.runs, at.level)]];
    }));
    const figures = { ...worked, projected: { ...at, halfWidths } };
    return { others: { ...others, ...figureValues(records, figures, base) }, figures, ...runsStats };
}
function figureValues(records, figures, base) {
    const values = {
        [_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .RUNS_VARIABLE */ .ET]: records,
        [_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .STATS_VARIABLE */ .ZW]: asMap(figures.stats, _variables_js__WEBPACK_IMPORTED_MODULE_0__/* .STATS_VARIABLE */ .ZW),
        [_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_STATS_VARIABLE */ .vT]: asMap(figures.baseStats ?? {}, _variables_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_STATS_VARIABLE */ .vT),
        [_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .DELTA_VARIABLE */ .m9]: asMap(figures.delta ?? {}, _variables_js__WEBPACK_IMPORTED_MODULE_0__/* .DELTA_VARIABLE */ .m9)
    };
    const ageMs = (0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .baseRecord */ .$l)(base) === undefined ? undefined : base?.certification?.ageMs;
    if (ageMs !== undefined)
        values[_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_AGE_VARIABLE */ .TX] = ageMs / 1000;
    return values;
}
async function trendValues(series, read) {
    const { trendOf } = await __webpack_require__.e(/* import() */ 565).then(__webpack_require__.bind(__webpack_require__, 94565));
    const trends = Object.entries(series).flatMap(([field, points]) => {
        const trend = trendOf(points.map(point => point.mean));
        return trend === undefined ? [] : [[field, { ...trend, n: Math.max(trend.n, (read ?? 0) + 1) }]];
    });
    return { [_variables_js__WEBPACK_IMPORTED_MODULE_0__/* .TREND_VARIABLE */ .lc]: asMap(Object.fromEntries(trends), _variables_js__WEBPACK_IMPORTED_MODULE_0__/* .TREND_VARIABLE */ .lc) };
}
function asMap(figures, variable) {
    const names = _variables_js__WEBPACK_IMPORTED_MODULE_0__/* .FIGURE_MAPS */ .hW[variable];
    const map = {};
    for (const [name, value] of Object.entries(figures)) {
        const numbers = Object.fromEntries(Object.entries(value).filter(([figure, field]) => typeof field === 'number' && names.includes(figure)));
        Object.defineProperty(map, name, { value: numbers, enumerable: true });
    }
    return map;
}


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

/***/ 63390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  STALE_BASE_MS: () => (/* binding */ STALE_BASE_MS),
  belowTheBarTonight: () => (/* binding */ belowTheBarTonight),
  judgeRun: () => (/* binding */ judgeRun),
  mainMayHaveMoved: () => (/* binding */ mainMayHaveMoved),
  nothingChangedText: () => (/* binding */ nothingChangedText),
  passIfApplies: () => (/* binding */ passIfApplies)
});

// EXTERNAL MODULE: ./src/lib/json.ts
var json = __webpack_require__(18453);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(79112);
// EXTERNAL MODULE: ./src/policy/pass-if.ts
var pass_if = __webpack_require__(68353);
// EXTERNAL MODULE: ./src/policy/report.ts
var report = __webpack_require__(12742);
// EXTERNAL MODULE: ./src/gate/config.ts
var config = __webpack_require__(16977);
// EXTERNAL MODULE: ./src/gate/judge/variables.ts
var variables = __webpack_require__(88038);
;// CONCATENATED MODULE: ./src/gate/judge/fail-if.ts




function withFailIf(judged, fail, { runs, figures, repeat }) {
    if (judged.verdict === 'error')
        return { ...judged, failPolicy: fail };
    const expression = (0,lib_text/* inertText */.UJ)(fail.expression);
    if (fail.outcome !== 'true' && fail.outcome !== 'false')
        return {
            verdict: 'error',
            reason: `${runs} completed, but fail-if ${(0,report.outcomeText)(fail)} (in ${expression}).`,
            hint: 'Write fail-if as a comparison over what pass-if reads, e.g. stats.trust_score.high < 75.0.',
            policy: judged.policy,
            failPolicy: fail
        };
    const passes = judged.verdict === 'passed';
    const fails = fail.outcome === 'true';
    if (passes && !fails)
        return { ...judged, failPolicy: fail };
    if (fails && !passes)
        return decidedByFailIf(judged, fail);
    if (passes)
        return {
            verdict: 'error',
            reason: `${runs} completed, and both pass-if and fail-if are true: the policy contradicts itself, so it decides ` +
                `nothing (${readingsOf(judged.policy, fail)}).`,
            hint: 'Write fail-if so that it is never true where pass-if is, e.g. pass-if at low >= 75.0 and fail-if at high < 75.0.',
            policy: judged.policy,
            failPolicy: fail
        };
    return {
        verdict: 'inconclusive',
        reason: `Not decided: neither pass-if nor fail-if is true for ${runs.charAt(0).toLowerCase()}${runs.slice(1)}, so ` +
            `the runs cannot tell whether the agent ` +
            `clears the bar (${intervalsText(figures, judged.policy, fail) ?? readingsOf(judged.policy, fail)}).`,
        hint: `${spreadText(figures, judged.policy, fail)}` + `${moreRunsHint(repeat)}`,
        policy: judged.policy,
        failPolicy: fail
    };
}
function decidedByFailIf(judged, fail) {
    const lookAt = judged.lookAt === undefined ? 'the attestation in the console' : judged.lookAt;
    return {
        ...judged,
        reason: `${judged.reason} fail-if is true too (${(0,lib_text/* inertText */.UJ)(fail.expression)}: ${readingsOf(fail)}): the runs show the agent misses the bar.`,
        hint: `More runs would not change this: fail-if says the runs are below the bar, not too few to tell. See ${lookAt} ` +
            'for what the service found, fix it, and push again.',
        failPolicy: fail
    };
}
function moreRunsHint(repeat) {
    if (repeat >= config/* MAX_REPEAT */.rX)
        return (`repeat is at its most (${config/* MAX_REPEAT */.rX}): at this bar these runs cannot tell. Look at why they differ ` +
            `(the attestations in the console), or change the bar; the step fails until it is decided.`);
    return (`More runs narrow the intervals (from 3 runs to 10, about 3.5 times): raise repeat (${repeat} now, up to ` +
        `${config/* MAX_REPEAT */.rX}), or set sequential, which adds runs only while undecided. The job's next run starts every run ` +
        `again (these ${repeat} are not kept). The step fails until it is decided.`);
}
function spreadText(figures, ...policies) {
    const projected = figures?.projected;
    if (figures === undefined || projected === undefined)
        return '';
    const parts = (0,variables/* fieldsRead */.cn)(policies).flatMap(name => {
        if (Object.hasOwn(figures.stats, name) && figures.stats[name].n >= projected.runs)
            return [];
        const sd = Object.hasOwn(figures.stats, name) ? figures.stats[name].sd : undefined;
        const halfWidth = Object.hasOwn(projected.halfWidths, name) ? projected.halfWidths[name] : undefined;
        return sd === undefined || halfWidth === undefined
            ? []
            : [`${(0,lib_text/* inertText */.UJ)(name, 80)} ±${(0,report/* figureText */.OP)(halfWidth)} (sd ${(0,report/* figureText */.OP)(sd)})`];
    });
    if (parts.length === 0)
        return '';
    return (`Runs varying as these do would give, over ${projected.runs} runs (the most repeat allows), a ` +
        `${(0,report/* levelText */.WB)(projected.level)} interval of about ${parts.join('; ')} around the mean. `);
}
function intervalsText(figures, ...policies) {
    if (figures === undefined)
        return undefined;
    const fields = (0,variables/* fieldsRead */.cn)(policies);
    const parts = fields.flatMap(name => {
        const stats = Object.hasOwn(figures.stats, name) ? figures.stats[name] : undefined;
        const delta = figures.delta !== undefined && Object.hasOwn(figures.delta, name) ? figures.delta[name] : undefined;
        const said = [
            stats === undefined
                ? undefined
                : `mean ${(0,report/* figureText */.OP)(stats.mean)}${intervalOf(stats)} over ${stats.n} run${stats.n === 1 ? '' : 's'}`,
            delta === undefined ? undefined : `change ${(0,report/* figureText */.OP)(delta.mean)}${intervalOf(delta)}`
        ].filter(part => part !== undefined);
        return said.length === 0 ? [] : [`${(0,lib_text/* inertText */.UJ)(name, 80)}: ${said.join('; ')}`];
    });
    return parts.length === 0 ? undefined : parts.join('; ');
}
function intervalOf(figures) {
    return figures.low === undefined || figures.high === undefined
        ? ''
        : `, ${(0,report/* levelText */.WB)(figures.level)} interval ${(0,report/* figureText */.OP)(figures.low)} to ${(0,report/* figureText */.OP)(figures.high)}`;
}
function readingsOf(...policies) {
    return (0,report/* readingsText */.Le)({ readings: (0,report/* readingsOnce */.PJ)(...policies) }) || 'they read no field';
}

// EXTERNAL MODULE: ./src/gate/judge/figures-missing.ts
var figures_missing = __webpack_require__(82571);
// EXTERNAL MODULE: ./src/gate/judge/means.ts
var means = __webpack_require__(10773);
// EXTERNAL MODULE: ./src/gate/judge/given.ts
var given = __webpack_require__(51686);
// EXTERNAL MODULE: ./src/gate/results.ts
var results = __webpack_require__(94437);
// EXTERNAL MODULE: ./src/service/run-status.ts
var run_status = __webpack_require__(36805);
// EXTERNAL MODULE: ./src/gate/certified/reasons.ts
var reasons = __webpack_require__(89744);
// EXTERNAL MODULE: ./src/github/events.ts
var events = __webpack_require__(4254);
;// CONCATENATED MODULE: ./src/gate/judge/verdict.ts














const VALUE_LIMIT = 80;
const FIELD_NAMES_LIMIT = 30;
function passIfApplies(status) {
    return !(0,run_status/* endedInFailure */.IY)(status);
}
function judgeRun({ runId, status, record }, weighed = {}) {
    const { passIf, base, runIds } = weighed;
    const run = (0,results/* several */.J$)(runIds) ? `Runs ${(0,lib_text/* listed */.KE)((runIds ?? []).map(id => (0,lib_text/* inertText */.UJ)(id)))}` : `Run ${(0,lib_text/* inertText */.UJ)(runId)}`;
    if (!passIfApplies(status)) {
        const serviceSaid = (0,json/* explanationOf */.pg)(record);
        const lookAt = (0,json/* firstHttpsLink */.wE)(record);
        return {
            verdict: 'failed',
            reason: `${run} ended with status ${(0,lib_text/* quotedValue */.A0)(status, VALUE_LIMIT)} and no attestation${serviceSaid === undefined ? '.' : `: ${serviceSaid}`}`,
            hint: lookAt === undefined
                ? 'Open the run in the console to see what the service found, fix it, and push again.'
                : `See ${lookAt} for what the service found; fix it, and push again.`,
            lookAt
        };
    }
    if (passIf === undefined)
        return { verdict: 'passed' };
    const { failIf, others = {} } = weighed;
    const policy = (0,pass_if.policyReport)(passIf, record, weighed.evaluation, (0,given.comparisonOf)(base), others);
    const ofBase = missingOfBase(passIf, base, { detail: policy.detail, record });
    const judged = applyPassIf({ run, record }, policy, {
        base: ofBase?.hint ??
            ageMissing(policy.detail, base) ??
            (0,figures_missing/* figureMissing */.L)(passIf, policy.detail, {
                figures: weighed.figures,
                base: { record: (0,results/* baseRecord */.$l)(base), why: base?.why === undefined ? undefined : (0,reasons.reasonText)(base.why) }
            }),
        run: ofBase?.runLacksItToo === true || passIf.fieldPaths.some(path => (0,json/* readPath */.G7)(record, path.keys) === undefined),
        misspelled: ofBase?.runLacksItToo === true,
        ...barAtMeans(weighed, policy)
    });
    const comparedWithBase = judged.verdict === 'failed' && (0,variables/* readsBase */.Nb)({ passIf });
    const sameCommit = comparedWithBase && base?.commit !== undefined && base.commit.toLowerCase() === weighed.commit?.toLowerCase();
    const moved = comparedWithBase && !sameCommit ? mainMayHaveMoved(base) : undefined;
    const tonight = judged.verdict === 'failed' && weighed.night === true;
    const said = sameCommit
        ? { ...judged, hint: nothingChangedText((0,json/* firstHttpsLink */.wE)(record)) }
        : tonight
            ? { ...judged, hint: belowTheBarTonight((0,json/* firstHttpsLink */.wE)(record)) }
            : moved === undefined
                ? judged
                : { ...judged, hint: `${judged.hint ?? ''} ${moved}`.trim() };
    if (failIf === undefined)
        return said;
    const failPolicy = (0,pass_if.policyReport)(failIf, record, weighed.failEvaluation, (0,given.comparisonOf)(base), others);
    return withFailIf(said, failPolicy, {
        runs: run,
        figures: weighed.figures,
        repeat: weighed.repeat ?? runIds?.length ?? 1
    });
}
function nothingChangedText(lookAt) {
    return (`Nothing in the repository changed: the base is this same commit's earlier certification, so the score moved ` +
        `under it (the model behind the same name, the service's scanner, a live endpoint). See ` +
        `${lookAt ?? 'the attestation in the console'} for what the service found. If the new level is to be accepted, ` +
        `keep pass-if at the floor the default branch must clear and let drift-if say the drop: a night that passes is ` +
        `signed, and pull requests then compare with it.`);
}
function belowTheBarTonight(lookAt) {
    return (`The default branch itself misses the bar tonight. See ${lookAt ?? 'the attestation in the console'} for what ` +
        `the service found. If nothing in the repository changed since it last passed, what is under the agent moved ` +
        `(the model, the scanner, a live endpoint): run the night again by hand (workflow_dispatch) to confirm, then ` +
        `fix the agent in a pull request.`);
}
const STALE_BASE_MS = 86_400_000;
function mainMayHaveMoved(base) {
    const seen = base?.certification;
    if (seen === undefined || seen.ageMs <= STALE_BASE_MS)
        return undefined;
    if (base?.chosenBy === 'scheduled' || seen.trigger === events/* SCHEDULED_TRIGGER */.HS)
        return undefined;
    return (`The base was certified ${daysText(seen.ageMs)} ago, and the default branch has no scheduled ` +
        `certification since: its score may have moved on its own (a model or scanner update), not by this change. ` +
        `Certify the default branch nightly (drift watch, docs/adopt.md) so that pull requests compare with today's main.`);
}
function daysText(ageMs) {
    const days = Math.floor(ageMs / STALE_BASE_MS);
    return `${days} day${days === 1 ? '' : 's'}`;
}
function missingOfBase(passIf, base, { detail, record }) {
    const key = detail === undefined ? undefined : /No such key: (\S+)/.exec(detail)?.[1];
    if (base === undefined || key === undefined)
        return undefined;
    const compared = (0,results/* baseRecord */.$l)(base);
    const path = passIf
        .otherFieldPathsOf(variables/* BASE_VARIABLE */.LF)
        .find(path => path.keys[path.keys.length - 1] === key && (0,json/* readPath */.G7)(compared ?? {}, path.keys) === undefined);
    if (path === undefined)
        return undefined;
    const missing = (0,lib_text/* inertText */.UJ)(path.text, VALUE_LIMIT);
    const why = compared === undefined
        ? `${noBase(base)} (${(0,lib_text/* inertText */.UJ)(base.why === undefined ? 'none was found' : (0,reasons.reasonText)(base.why), 300)}), ` +
            `so base is an empty map`
        : "the base commit's certified run record has no such field";
    const runLacksItToo = (0,json/* readPath */.G7)(record, path.keys) === undefined;
    const advice = runLacksItToo
        ? 'The run record has none either, so the name is likely wrong: a has() guard would make pass-if true whatever ' +
            'the scores. Check the name.'
        : `Guard what pass-if reads of base, e.g. !has(${missing}) || …`;
    return { hint: `${missing} is missing: ${why}. ${advice}`, runLacksItToo };
}
function noBase(base) {
    return base?.why?.kind === 'not-comparable' ? 'the base is not compared' : 'there is no base certification';
}
function ageMissing(detail, base) {
    if (detail === undefined || !detail.includes(`Unknown variable: ${variables/* BASE_AGE_VARIABLE */.TX}`))
        return undefined;
    const why = base?.why === undefined ? noBase(base) : `${noBase(base)} (${(0,lib_text/* inertText */.UJ)((0,reasons.reasonText)(base.why), 300)})`;
    return (`${variables/* BASE_AGE_VARIABLE */.TX} is absent: ${why}. Guard it as base is guarded, e.g. ` +
        `!has(base.trust_score) || ${variables/* BASE_AGE_VARIABLE */.TX} < 604800.0.`);
}
function applyPassIf({ run, record }, policy, missing) {
    const expression = (0,lib_text/* inertText */.UJ)(policy.expression);
    const values = (0,report.readingsSuffix)(policy);
    switch (policy.outcome) {
        case 'stopped':
            return {
                verdict: 'error',
                reason: `${run} completed, but pass-if ${(0,report.outcomeText)(policy)}, at the step's timeout (in ${expression}).`,
                hint: "pass-if runs within the step's timeout. A regular expression that backtracks (matches() uses JavaScript's " +
                    'regular expressions, not linear-time RE2) or a check that compares every item of a long list with every ' +
                    'other can run that long: simplify the expression, or raise timeout.',
                policy
            };
        case 'error':
            return {
                verdict: 'error',
                reason: `${run} completed, but pass-if ${(0,report.outcomeText)(policy)} (in ${expression}).`,
                hint: [
                    missing.base,
                    missing.base === undefined || missing.run
                        ? `The run record's top-level fields are: ${(0,json/* topLevelFieldNames */.IU)(record, FIELD_NAMES_LIMIT)}. Name fields ` +
                            `the service returns in pass-if` +
                            (missing.misspelled ? '.' : ', or guard optional ones with has(run.field).')
                        : undefined
                ]
                    .filter(part => part !== undefined)
                    .join(' '),
                policy
            };
        case 'true':
            return { verdict: 'passed', policy };
        case 'false':
            return failedJudgement({ run, record }, policy, missing.atMeans);
        default:
            return {
                verdict: 'error',
                reason: `${run} completed, but pass-if ${(0,report.outcomeText)(policy)}: ${expression}${values}.`,
                hint: 'Write pass-if as a comparison or a test, e.g. run.trust_score >= 80.',
                policy
            };
    }
}
function barAtMeans({ meansClear, figures }, policy) {
    const intervals = intervalsText(figures, policy);
    return meansClear === undefined || intervals === undefined ? {} : { atMeans: { clears: meansClear, intervals } };
}
function failedJudgement({ run, record }, policy, atMeans) {
    const expression = (0,lib_text/* inertText */.UJ)(policy.expression);
    const values = (0,report.readingsSuffix)(policy);
    const lookAt = (0,json/* firstHttpsLink */.wE)(record);
    const found = lookAt === undefined ? 'the attestation in the console' : lookAt;
    if (atMeans !== undefined) {
        const falseBecause = `pass-if is false: ${expression}${values}.`;
        return {
            verdict: 'failed',
            reason: `${run} completed, and ${(0,means/* atTheMeansText */.Y)(atMeans)}: ${falseBecause}`,
            hint: atMeans.clears
                ? 'More runs narrow the intervals (from 3 runs to 10, about 3.5 times): raise repeat (up to ' +
                    `${config/* MAX_REPEAT */.rX}), or set sequential, which adds runs only while undecided; the next run of the job starts ` +
                    'every run again. A fail-if makes what the runs cannot tell inconclusive rather than failed.'
                : `See ${found} for what the service found; fix it, and push again.`,
            lookAt,
            policy,
            barAtMeans: atMeans
        };
    }
    const hint = (0,variables/* readsInterval */.tJ)([policy])
        ? `pass-if reads the runs' intervals (the figures in the job summary). A narrow one below the bar: see ${found} ` +
            `for what the service found, fix it, and push again. A wide one: the runs vary, and more of them (repeat) ` +
            `narrow it; a fail-if makes what they cannot tell inconclusive rather than failed.`
        : (0,report/* regressionText */.Fr)(policy) !== undefined
            ? `This change lowers the score against the base branch's certification: see ${found} for what the ` +
                `service found, find what in the change lowered it, fix it, and push again. If the drop is meant, the ` +
                `team changes what pass-if allows.`
            : lookAt === undefined
                ? 'Open the attestation in the console to see why, fix it, and push again.'
                : `See ${lookAt} for what the service found; fix it, and push again.`;
    return {
        verdict: 'failed',
        reason: `${run} completed, but pass-if ${(0,report.outcomeText)(policy)}: ${expression}${values}.`,
        hint,
        lookAt,
        policy
    };
}


/***/ }),

/***/ 68353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PassIfSyntaxError: () => (/* binding */ PassIfSyntaxError),
/* harmony export */   celErrorText: () => (/* binding */ celErrorText),
/* harmony export */   changeText: () => (/* binding */ changeText),
/* harmony export */   compilePassIf: () => (/* binding */ compilePassIf),
/* harmony export */   errorPosition: () => (/* binding */ errorPosition),
/* harmony export */   evaluateHere: () => (/* binding */ evaluateHere),
/* harmony export */   figureShown: () => (/* binding */ figureShown),
/* harmony export */   policyReport: () => (/* binding */ policyReport),
/* harmony export */   showValue: () => (/* binding */ showValue)
/* harmony export */ });
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18453);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(12742);
/* harmony import */ var _lib_duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82543);
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97268);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79112);
/* harmony import */ var _bars_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(94542);






const VALUE_LIMIT = 80;
const EXPRESSION_LIMITS = {
    maxAstNodes: 2000,
    maxDepth: 64,
    maxListElements: 1000,
    maxMapEntries: 1000,
    maxCallArguments: 32
};
class PassIfSyntaxError extends Error {
    constructor(message) {
        super(message);
        this.name = 'PassIfSyntaxError';
    }
}
async function compilePassIf(expression, variable = 'run', otherVariables = [], textVariables = [], typedVariables = {}) {
    const { Environment } = await __webpack_require__.e(/* import() */ 718).then(__webpack_require__.bind(__webpack_require__, 47337));
    const environment = new Environment({ limits: EXPRESSION_LIMITS });
    for (const name of [variable, ...otherVariables])
        environment.registerVariable(name, 'map');
    for (const name of textVariables)
        environment.registerVariable(name, 'string');
    for (const [name, type] of Object.entries(typedVariables))
        environment.registerVariable(name, type);
    for (const [operator, apply] of MIXED_ARITHMETIC) {
        environment.registerOperator(`double ${operator} int`, (a, b) => apply(a, Number(b)));
        environment.registerOperator(`int ${operator} double`, (a, b) => apply(Number(a), b));
    }
    let evaluate;
    try {
        evaluate = environment.parse(expression);
    }
    catch (error) {
        throw new PassIfSyntaxError(`does not parse: ${celErrorText(error)}`);
    }
    const checked = evaluate.check();
    const names = [variable, ...otherVariables, ...textVariables, ...Object.keys(typedVariables)];
    const over = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    if (!checked.valid)
        throw new PassIfSyntaxError(`is not a valid expression over ${over}: ${celErrorText(checked.error)}`);
    const resultType = String(checked.type ?? 'dyn');
    if (resultType !== 'bool' && resultType !== 'dyn') {
        throw new PassIfSyntaxError(`must give true or false, but this expression gives a ${resultType}.`);
    }
    const named = identifiersIn(evaluate.ast);
    const reads = (0,_bars_js__WEBPACK_IMPORTED_MODULE_4__/* .readsOf */ .JP)(evaluate.ast, expression, names);
    const pathsOf = (name) => reads.paths.filter(path => path.variable === name).map(({ text, keys }) => ({ text, keys: [...keys] }));
    const empty = Object.fromEntries([
        ...otherVariables.map(name => [name, {}]),
        ...textVariables.map(name => [name, ''])
    ]);
    return {
        expression,
        variable,
        otherVariables,
        textVariables,
        typedVariables,
        fieldPaths: pathsOf(variable),
        otherFieldPaths: otherVariables.flatMap(pathsOf),
        otherFieldPathsOf: name => (otherVariables.includes(name) ? pathsOf(name) : []),
        reads,
        costBoundedByRecord: usesOnly(evaluate.ast, CHEAP_OPERATIONS, CHEAP_FUNCTIONS),
        names: name => named.has(name),
        readsWhole: name => readsWhole(evaluate.ast, name),
        evaluate: (value, others = {}) => evaluate({ ...empty, ...others, [variable]: value })
    };
}
function identifiersIn(ast) {
    const names = new Set();
    const pending = [ast];
    while (pending.length > 0) {
        const value = pending.pop();
        if (Array.isArray(value))
            pending.push(...value);
        else if ((0,_bars_js__WEBPACK_IMPORTED_MODULE_4__/* .isNode */ .Ll)(value)) {
            if (value.op === 'id' && typeof value.args === 'string')
                names.add(value.args);
            else
                pending.push(value.args);
        }
    }
    return names;
}
const MIXED_ARITHMETIC = [
    ['+', (a, b) => a + b],
    ['-', (a, b) => a - b],
    ['*', (a, b) => a * b],
    ['/', (a, b) => a / b]
];
const CHEAP_OPERATIONS = new Set([
    'id',
    'value',
    '.',
    '[]',
    'list',
    'map',
    '&&',
    '||',
    '!_',
    '-_',
    '?:',
    '==',
    '!=',
    '<',
    '<=',
    '>',
    '>=',
    'in',
    '-',
    '*',
    '/',
    '%'
]);
const CHEAP_FUNCTIONS = new Set(['has', 'size']);
function usesOnly(ast, operations, functions) {
    const pending = [ast];
    while (pending.length > 0) {
        const value = pending.pop();
        if (Array.isArray(value)) {
            pending.push(...value);
            continue;
        }
        if (!(0,_bars_js__WEBPACK_IMPORTED_MODULE_4__/* .isNode */ .Ll)(value))
            continue;
        if (value.op === 'call' || value.op === 'rcall') {
            const name = Array.isArray(value.args) ? value.args.find(arg => typeof arg === 'string') : undefined;
            if (typeof name !== 'string' || !functions.has(name))
                return false;
        }
        else if (!operations.has(value.op))
            return false;
        pending.push(value.args);
    }
    return true;
}
function evaluateHere(passIf, value, others = {}) {
    try {
        return { value: passIf.evaluate(value, others) };
    }
    catch (error) {
        return { error };
    }
}
function policyReport(passIf, value, given, comparison, alsoRead = {}) {
    const evaluation = given ??
        evaluateHere(passIf, value, comparison === undefined ? alsoRead : { ...alsoRead, [comparison.name]: comparison.value });
    const comparedPaths = comparison === undefined ? [] : passIf.otherFieldPathsOf(comparison.name);
    const readOfCompared = new Set(comparedPaths.map(path => JSON.stringify(path.keys)));
    const readings = passIf.fieldPaths.map(path => {
        const read = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(value, path.keys);
        const reading = { path: (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)(path.text, VALUE_LIMIT), value: showValue(read) };
        if (comparison === undefined || !readOfCompared.has(JSON.stringify(path.keys)))
            return reading;
        const compared = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(comparison.value, path.keys);
        if (typeof read !== 'number' ||
            typeof compared !== 'number' ||
            !Number.isFinite(read) ||
            !Number.isFinite(compared))
            return reading;
        return {
            ...reading,
            compared: { name: comparison.name, value: showValue(compared), change: changeText(read - compared) }
        };
    });
    if (comparison !== undefined) {
        const mirrored = new Set(passIf.fieldPaths.map(path => JSON.stringify(path.keys)));
        for (const path of comparedPaths) {
            if (mirrored.has(JSON.stringify(path.keys)))
                continue;
            readings.push({
                path: (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)(path.text, VALUE_LIMIT),
                value: showValue((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(comparison.value, path.keys))
            });
        }
    }
    readings.push(...otherReadings(passIf, alsoRead, comparison?.name));
    const report = { expression: passIf.expression, reads: passIf.reads, readings };
    if ('stoppedAfterMs' in evaluation)
        return { ...report, outcome: 'stopped', detail: `stopped after ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a)(evaluation.stoppedAfterMs)}` };
    if ('error' in evaluation)
        return { ...report, outcome: 'error', detail: celErrorText(evaluation.error) };
    if (evaluation.value === true)
        return { ...report, outcome: 'true' };
    if (evaluation.value === false)
        return { ...report, outcome: 'false' };
    return { ...report, outcome: 'value', detail: showValue(evaluation.value) };
}
function otherReadings(passIf, alsoRead, compared) {
    const numbers = Object.entries(passIf.typedVariables).flatMap(([name, type]) => {
        const value = Object.hasOwn(alsoRead, name) ? alsoRead[name] : undefined;
        return type === 'double' && passIf.names(name) && typeof value === 'number' ? [{ path: name, value }] : [];
    });
    const read = [...numbers, ...otherFieldReadings(passIf, alsoRead, compared)];
    const written = passIf.reads.numbers;
    const figures = read.flatMap(({ value }) => (typeof value === 'number' ? [value] : []));
    return read.map(({ path, value }) => ({
        path,
        value: typeof value === 'number' ? figureShown(value, [...written, ...figures]) : showValue(value)
    }));
}
function figureShown(value, comparedWith) {
    const round = (number) => Math.round(number * 100) / 100;
    const blurred = comparedWith
        .flatMap(bar => [bar, -bar])
        .some(bar => bar !== value && Math.sign(value - bar) !== Math.sign(round(value) - round(bar)));
    return (0,_report_js__WEBPACK_IMPORTED_MODULE_5__/* .figureText */ .OP)(value, blurred ? 4 : 2);
}
function otherFieldReadings(passIf, alsoRead, compared) {
    return passIf.otherVariables.flatMap(root => {
        const map = Object.hasOwn(alsoRead, root) ? alsoRead[root] : undefined;
        if (map === undefined || root === compared || typeof map !== 'object' || Array.isArray(map))
            return [];
        return passIf
            .otherFieldPathsOf(root)
            .map(path => ({ path: (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)(path.text, VALUE_LIMIT), value: (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(map, path.keys) }));
    });
}
function changeText(change) {
    const rounded = Math.round(change * 1e6) / 1e6;
    if (rounded === 0)
        return '±0';
    return rounded > 0 ? `+${rounded}` : `\u2212${-rounded}`;
}
function showValue(value) {
    if (value === undefined)
        return '(missing)';
    if (typeof value === 'bigint')
        return value.toString();
    if (typeof value === 'string')
        return (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)(JSON.stringify(value), VALUE_LIMIT);
    if (value !== null && typeof value === 'object') {
        const size = Array.isArray(value)
            ? `a list of ${value.length}`
            : `an object with ${Object.keys(value).length} field(s)`;
        return size;
    }
    return (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)(String(value), VALUE_LIMIT);
}
function celErrorText(error) {
    const [first = ''] = (0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error).split('\n');
    const position = errorPosition(error);
    return `${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)(first, 200)}${position === undefined ? '' : ` at column ${position + 1}`}`;
}
function errorPosition(error) {
    const node = typeof error === 'object' && error !== null && 'node' in error
        ? error.node
        : undefined;
    return typeof node?.pos === 'number' ? node.pos : undefined;
}
function readsWhole(ast, variable) {
    const visit = (value) => {
        if (Array.isArray(value))
            return value.some(visit);
        if (!(0,_bars_js__WEBPACK_IMPORTED_MODULE_4__/* .isNode */ .Ll)(value))
            return false;
        const path = (0,_bars_js__WEBPACK_IMPORTED_MODULE_4__/* .pathOf */ .XM)(value, [variable]);
        return path === undefined ? visit(value.args) : path.keys.length === 0;
    };
    return visit(ast);
}


/***/ })

};

//# sourceMappingURL=390.index.js.map