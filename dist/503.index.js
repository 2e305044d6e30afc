export const id = 503;
export const ids = [503];
export const modules = {

/***/ 1503:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DRIFT_LABEL: () => (/* binding */ DRIFT_LABEL),
/* harmony export */   DRIFT_TIMEOUT_MS: () => (/* binding */ DRIFT_TIMEOUT_MS),
/* harmony export */   againstBase: () => (/* binding */ againstBase),
/* harmony export */   driftAction: () => (/* binding */ driftAction),
/* harmony export */   driftIssuePublisher: () => (/* binding */ driftIssuePublisher),
/* harmony export */   driftTitle: () => (/* binding */ driftTitle),
/* harmony export */   nightBody: () => (/* binding */ nightBody),
/* harmony export */   nightLead: () => (/* binding */ nightLead),
/* harmony export */   reportDrift: () => (/* binding */ reportDrift)
/* harmony export */ });
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97268);
/* harmony import */ var _lib_runtime_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89067);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79112);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58549);
/* harmony import */ var _github_issues_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65039);
/* harmony import */ var _action_publish_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(74001);
/* harmony import */ var _action_markdown_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(38037);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(94437);
/* harmony import */ var _judge_variables_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(88038);
/* harmony import */ var _policy_report_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(12742);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(13585);











const DRIFT_LABEL = 'agent-certification-drift';
const DRIFT_TIMEOUT_MS = 15_000;
const BODY_LIMIT = 65_536;
function driftTitle(projectId) {
    return `Agent certification drift: ${projectId}`;
}
function driftAction(gate) {
    if (gate.verdict === 'cancelled')
        return { leave: 'the job was cancelled' };
    if (gate.verdict !== 'passed')
        return { say: `the night's verdict is ${gate.verdict}` };
    if (gate.reused !== undefined)
        return { leave: 'it passed on a certification reused, with no new run' };
    const drift = gate.driftPolicy;
    if (drift === undefined || drift.outcome === 'false')
        return { close: 'it passed' };
    if (drift.outcome === 'true')
        return { say: 'it passed, but drift-if is true' };
    return { say: `it passed, but drift-if could not tell (${drift.outcome})` };
}
const driftIssuePublisher = {
    what: 'the drift issue',
    publish: reportDrift
};
async function reportDrift(context) {
    const { github, githubApi: api, config, logger, signal, result } = context;
    const repository = github.repository;
    if (api === undefined || repository === undefined || config?.githubToken === undefined) {
        logger.warning('drift-issue is true, but the repository or github-token is not known here: no issue was written.');
        return;
    }
    const deadline = new _lib_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .Deadline */ .B2(_lib_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .ml, DRIFT_TIMEOUT_MS);
    const call = (subject) => ({
        subject,
        deadline,
        signal,
        logger,
        random: Math.random,
        forbiddenHint: 'Give the job `permissions: issues: write`, or set drift-issue: false.'
    });
    const said = [];
    const issueLink = (number) => (0,_action_markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .link */ .nf)(`#${number}`, `${github.serverUrl}/${repository}/issues/${number}`);
    try {
        const viewer = await (0,_github_issues_js__WEBPACK_IMPORTED_MODULE_4__/* .viewerLogin */ .wz)(api, call('asking GitHub whose token this is'));
        const open = await (0,_github_issues_js__WEBPACK_IMPORTED_MODULE_4__/* .openIssuesLabelled */ .qL)(api, repository, DRIFT_LABEL, call('listing the open drift issues'));
        for (const gate of result.gates) {
            if (gate.projectId === undefined)
                continue;
            const title = driftTitle(gate.projectId);
            const mine = open.find(issue => issue.title === title && issue.author !== undefined && viewer !== undefined && (0,_github_issues_js__WEBPACK_IMPORTED_MODULE_4__/* .sameLogin */ .Up)(issue.author, viewer));
            const action = driftAction(gate);
            const project = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)(gate.projectId, 100);
            if ('leave' in action) {
                logger.info(`The drift issue of ${project} is left as it is: ${action.leave}.`);
            }
            else if ('close' in action) {
                if (mine === undefined)
                    continue;
                await (0,_github_issues_js__WEBPACK_IMPORTED_MODULE_4__/* .commentOnIssue */ .Sr)(api, repository, mine.number, nightBody(gate, context, 'closed'), call('commenting'));
                await (0,_github_issues_js__WEBPACK_IMPORTED_MODULE_4__/* .closeIssue */ .wS)(api, repository, mine.number, call(`closing drift issue #${mine.number}`));
                logger.info(`Closed drift issue #${mine.number} of ${project}: ${action.close}.`);
                said.push(`closed ${issueLink(mine.number)} (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(project)}: ${action.close})`);
            }
            else if (mine !== undefined) {
                await (0,_github_issues_js__WEBPACK_IMPORTED_MODULE_4__/* .commentOnIssue */ .Sr)(api, repository, mine.number, nightBody(gate, context, 'again'), call('commenting'));
                logger.info(`Added to drift issue #${mine.number} of ${project}: ${action.say}.`);
                said.push(`added to ${issueLink(mine.number)} (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(project)}: ${action.say})`);
            }
            else {
                await (0,_github_issues_js__WEBPACK_IMPORTED_MODULE_4__/* .makeLabel */ .B$)(api, repository, LABEL, call(`making the label ${DRIFT_LABEL}`));
                const issue = { title, body: nightBody(gate, context, 'opened'), labels: [DRIFT_LABEL] };
                const number = await (0,_github_issues_js__WEBPACK_IMPORTED_MODULE_4__/* .openIssue */ .YZ)(api, repository, issue, call('opening the drift issue'));
                logger.info(`Opened drift issue${number === undefined ? '' : ` #${number}`} of ${project}: ${action.say}.`);
                said.push(`opened ${number === undefined ? 'one' : issueLink(number)} (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(project)}: ${action.say})`);
            }
        }
    }
    catch (error) {
        throw driftFailure(error);
    }
    finally {
        if (said.length > 0)
            (0,_action_markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .appendToSummary */ .UV)(`\n**Drift issue:** ${said.join('; ')}.\n`);
    }
}
const LABEL = {
    name: DRIFT_LABEL,
    color: 'd93f0b',
    description: "The default branch's agent certification moved with no change: drift-issue"
};
function nightBody(gate, { github }, as) {
    const lead = as === 'closed' ? 'The default branch passed again, with drift-if false: closing.' : nightLead(gate);
    const run = github.workflowRunUrl === undefined ? [] : ['', `The workflow run: ${github.workflowRunUrl}`];
    const lines = [lead, '', ...(0,_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .gateSection */ .Tx)(gate, github), ...againstBase(gate), ...run];
    const body = lines.join('\n');
    if (body.length <= BODY_LIMIT)
        return body;
    const note = "\n\n… cut to fit GitHub's size limit; the workflow run's summary has it all.";
    return `${body.slice(0, BODY_LIMIT - note.length)}${note}`;
}
function nightLead(gate) {
    const drift = gate.driftPolicy?.outcome;
    if (gate.verdict === 'passed')
        return drift === 'true'
            ? "The default branch passed tonight's certification, but drift-if says its score dropped with no change to " +
                'the repository: the model under the agent, the scanner or a live endpoint may have moved.'
            : "The default branch passed tonight's certification, but drift-if could not be evaluated, so whether its " +
                'score dropped is not known: see the Drift line below.';
    if (gate.serviceFailing !== undefined || gate.policy === undefined || gate.verdict !== 'failed')
        return (`Tonight's certification of the default branch did not reach a verdict on the agent (${gate.verdict}): this ` +
            'says nothing of its score yet.');
    return ("The default branch failed tonight's certification with no change to the repository: the model under the agent, " +
        'the scanner or a live endpoint may have moved. Run the night again by hand (workflow_dispatch) to confirm.');
}
function againstBase(gate) {
    const base = gate.base;
    const compared = (0,_results_js__WEBPACK_IMPORTED_MODULE_9__/* .baseRecord */ .$l)(base);
    if (base === undefined || compared === undefined)
        return ['', 'No base certification was compared with.'];
    const record = (0,_results_js__WEBPACK_IMPORTED_MODULE_9__/* .namedRun */ .d3)(gate)?.record ?? {};
    const value = (field) => {
        const mean = (0,_results_js__WEBPACK_IMPORTED_MODULE_9__/* .several */ .J$)(gate.runs) ? gate.figures?.stats[field]?.mean : undefined;
        const read = mean ?? record[field];
        return typeof read === 'number' ? read : undefined;
    };
    const baseValue = (field) => {
        const mean = (0,_results_js__WEBPACK_IMPORTED_MODULE_9__/* .several */ .J$)(base.runs) ? gate.figures?.baseStats?.[field]?.mean : undefined;
        const read = mean ?? compared[field];
        return typeof read === 'number' ? read : undefined;
    };
    const fields = (0,_judge_variables_js__WEBPACK_IMPORTED_MODULE_7__/* .recordFieldsRead */ .b$)([gate.policy, gate.failPolicy, gate.driftPolicy]);
    const rows = fields.flatMap(field => {
        const [now, then] = [value(field), baseValue(field)];
        if (now === undefined || then === undefined)
            return [];
        const change = now - then;
        const changed = change === 0 ? '±0' : change > 0 ? `+${(0,_policy_report_js__WEBPACK_IMPORTED_MODULE_10__/* .figureText */ .OP)(change)}` : (0,_policy_report_js__WEBPACK_IMPORTED_MODULE_10__/* .figureText */ .OP)(change);
        return [`| \`${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .shorten */ .ml)(field, 60)}\` | ${(0,_policy_report_js__WEBPACK_IMPORTED_MODULE_10__/* .figureText */ .OP)(now)} | ${(0,_policy_report_js__WEBPACK_IMPORTED_MODULE_10__/* .figureText */ .OP)(then)} | ${changed} |`];
    });
    if (rows.length === 0)
        return [];
    const when = base.certification?.signedAt.slice(0, 10) ?? 'its certification';
    return ['', `| Field | This night | Base (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(when)}) | Change |`, '|---|---:|---:|---:|', ...rows];
}
function driftFailure(error) {
    if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h && (error.status === 401 || error.status === 403 || error.status === 404))
        return new _action_publish_js__WEBPACK_IMPORTED_MODULE_5__/* .PublishError */ .S(`Could not write the drift issue (HTTP ${error.status}: ${error.said ?? error.message}): the job's token ` +
            'cannot write issues. Give the job `permissions: issues: write`, or set drift-issue: false. The verdict ' +
            'stands; the job summary has the night.');
    return new _action_publish_js__WEBPACK_IMPORTED_MODULE_5__/* .PublishError */ .S(`Could not write the drift issue: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .asSentence */ .KG)((0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error), 300))} No issue was opened ` +
        'twice: the next night tries again. The verdict stands.');
}


/***/ }),

/***/ 65039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B$: () => (/* binding */ makeLabel),
/* harmony export */   Sr: () => (/* binding */ commentOnIssue),
/* harmony export */   Up: () => (/* binding */ sameLogin),
/* harmony export */   YZ: () => (/* binding */ openIssue),
/* harmony export */   qL: () => (/* binding */ openIssuesLabelled),
/* harmony export */   wS: () => (/* binding */ closeIssue),
/* harmony export */   wz: () => (/* binding */ viewerLogin)
/* harmony export */ });
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18453);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58549);


async function viewerLogin(api, call) {
    const url = `${api.apiUrl.replace(/\/v3$/, '')}/graphql`;
    const answer = await api.request('POST', url, {
        ...call,
        body: JSON.stringify({ query: 'query { viewer { login } }' })
    });
    const login = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseObject */ .lj)((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseObject */ .lj)((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseObject */ .lj)(answer.body)?.['data'])?.['viewer'])?.['login'];
    return typeof login === 'string' ? login : undefined;
}
function sameLogin(author, viewer) {
    const plain = (login) => login.toLowerCase().replace(/\[bot\]$/, '');
    return plain(author) === plain(viewer);
}
const MAX_ISSUE_PAGES = 10;
async function openIssuesLabelled(api, repository, label, call) {
    const url = `${api.apiUrl}/repos/${repository}/issues?state=open&labels=${encodeURIComponent(label)}&per_page=100`;
    const { items, truncated } = await api.listPages(url, call, { maxPages: MAX_ISSUE_PAGES, itemsOf: listedIssues });
    if (truncated)
        throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .h(`GitHub lists more than ${MAX_ISSUE_PAGES * 100} open issues labelled ${label}.`, {
            kind: 'rejected'
        });
    return items;
}
async function makeLabel(api, repository, label, call) {
    try {
        await api.request('POST', `${api.apiUrl}/repos/${repository}/labels`, { ...call, body: JSON.stringify(label) });
    }
    catch (error) {
        if (!(error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .h && error.status === 422))
            throw error;
    }
}
async function openIssue(api, repository, issue, call) {
    const answer = await api.request('POST', `${api.apiUrl}/repos/${repository}/issues`, {
        ...call,
        body: JSON.stringify(issue)
    });
    const number = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseObject */ .lj)(answer.body)?.['number'];
    return typeof number === 'number' ? number : undefined;
}
async function commentOnIssue(api, repository, number, body, call) {
    await api.request('POST', `${api.apiUrl}/repos/${repository}/issues/${number}/comments`, {
        ...call,
        body: JSON.stringify({ body })
    });
}
async function closeIssue(api, repository, number, call) {
    await api.request('PATCH', `${api.apiUrl}/repos/${repository}/issues/${number}`, {
        ...call,
        body: JSON.stringify({ state: 'closed', state_reason: 'completed' })
    });
}
function listedIssues(text) {
    let page;
    try {
        page = JSON.parse(text);
    }
    catch {
        page = undefined;
    }
    if (!Array.isArray(page))
        throw unreadableList();
    return page.flatMap(item => {
        const issue = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseObject */ .lj)(item);
        const number = issue?.['number'];
        const title = issue?.['title'];
        const author = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseObject */ .lj)(issue?.['user'])?.['login'];
        if (issue === undefined || typeof number !== 'number' || !Number.isSafeInteger(number) || typeof title !== 'string')
            throw unreadableList();
        if (issue['pull_request'] !== undefined)
            return [];
        return [{ number, title, ...(typeof author === 'string' ? { author } : {}) }];
    });
}
const unreadableList = () => new _http_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .h("GitHub's list of issues could not be read: it is not a list of issues.", { kind: 'protocol' });


/***/ })

};

//# sourceMappingURL=503.index.js.map