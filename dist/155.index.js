export const id = 155;
export const ids = [155];
export const modules = {

/***/ 4155:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  commentKey: () => (/* binding */ commentKey),
  concludeStep: () => (/* binding */ concludeStep),
  logRequests: () => (/* binding */ logRequests),
  logRunRecords: () => (/* binding */ logRunRecords),
  readGitHubContext: () => (/* reexport */ readGitHubContext),
  renderReport: () => (/* binding */ renderReport),
  writeOutputs: () => (/* binding */ writeOutputs),
  writeSummary: () => (/* binding */ writeSummary)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 16 modules
var core = __webpack_require__(3340);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(7242);
// EXTERNAL MODULE: ./src/service/errors.ts
var errors = __webpack_require__(5756);
;// CONCATENATED MODULE: ./src/github-context.ts
/**
 * What GitHub says this workflow run is for: the event, the repository, the pull request or
 * merge-queue entry, and the commit. Read once from the runner's environment and event file,
 * for the summary and the comment alike, without loading Octokit.
 */

/** Reads the context from the runner's variables and event file; every part is optional outside a runner. */
function readGitHubContext(env = process.env) {
    const serverUrl = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '');
    const apiUrl = (env['GITHUB_API_URL'] || 'https://api.github.com').replace(/\/+$/, '');
    const repository = env['GITHUB_REPOSITORY'] || undefined;
    const eventName = env['GITHUB_EVENT_NAME'] || undefined;
    const payload = readEvent(env['GITHUB_EVENT_PATH']);
    const pullRequest = objectAt(payload, 'pull_request');
    const mergeGroup = eventName === 'merge_group' ? objectAt(payload, 'merge_group') : undefined;
    const context = { eventName, repository, serverUrl, apiUrl };
    const number = pullRequest?.['number'];
    if (pullRequest !== undefined && typeof number === 'number' && Number.isSafeInteger(number)) {
        context.pullRequest = { number, url: stringAt(pullRequest, 'html_url') };
    }
    if (mergeGroup !== undefined) {
        context.mergeGroup = { headRef: stringAt(mergeGroup, 'head_ref'), baseRef: stringAt(mergeGroup, 'base_ref') };
    }
    context.commit = workflowCommit(env, pullRequest, mergeGroup);
    const runId = env['GITHUB_RUN_ID'];
    if (repository !== undefined && runId)
        context.workflowRunUrl = `${serverUrl}/${repository}/actions/runs/${encodeURIComponent(runId)}`;
    return context;
}
/** The pull request's head on pull_request events, the queue entry's head on merge_group, else GITHUB_SHA. */
function workflowCommit(env, pullRequest, mergeGroup) {
    const headSha = stringAt(objectAt(pullRequest, 'head'), 'sha');
    if (headSha !== undefined && isSha(headSha))
        return { sha: headSha, source: 'pull-request-head' };
    const groupSha = stringAt(mergeGroup, 'head_sha');
    if (groupSha !== undefined && isSha(groupSha))
        return { sha: groupSha, source: 'merge-group-head' };
    const sha = env['GITHUB_SHA'];
    return sha !== undefined && isSha(sha) ? { sha, source: 'workflow' } : undefined;
}
function readEvent(path) {
    if (!path)
        return undefined;
    try {
        const parsed = JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'));
        return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : undefined;
    }
    catch {
        return undefined;
    }
}
function objectAt(value, key) {
    const inner = value?.[key];
    return inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? inner : undefined;
}
function stringAt(value, key) {
    const inner = value?.[key];
    return typeof inner === 'string' && inner !== '' ? inner : undefined;
}
const isSha = (text) => /^[0-9a-f]{7,64}$/i.test(text);

// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(182);
// EXTERNAL MODULE: ./src/duration.ts
var duration = __webpack_require__(7607);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/summary.ts



const VERDICT_ICON = {
    passed: '✅',
    failed: '❌',
    'timed-out': '⏱️',
    cancelled: '🚫',
    started: '▶️',
    error: '❌'
};
const VERDICT_WORDS = {
    passed: 'agent certification passed',
    failed: 'agent certification failed',
    'timed-out': 'agent certification timed out',
    cancelled: 'agent certification cancelled',
    started: 'agent certification started, not judged',
    error: 'agent certification could not run'
};
/** One gate's service fields take at most this much of the summary, which stays a few KiB. */
const SERVICE_FIELDS_BUDGET = 4096;
/**
 * The whole summary stays under this many characters, so that it fits a pull-request comment
 * (at most 65,536) with room for the marker, whatever the number of gates.
 */
const SUMMARY_BUDGET = 60_000;
/** Gate names a heading lists before it counts the rest. */
const HEADING_NAMES = 5;
/** Nested fields are shown this many levels down (`a.b.c`); deeper ones are left to the `run` output. */
const SERVICE_FIELDS_DEPTH = 3;
/** Fields looked at before the rest are only counted. */
const MAX_FIELDS_READ = 500;
const FIELD_NAME_LIMIT = 60;
const FIELD_VALUE_LIMIT = 120;
/**
 * Renders the job summary as GitHub-flavoured markdown, for a person scanning a pull request:
 * the verdict and why first, then the policy, one table, the commit, and what the service
 * reported. With several gates: one table with a row per gate, then each gate's details, as
 * many as fit. Every piece of outside text is escaped.
 */
function renderSummary(step, context) {
    if (step.gates.length > 1)
        return renderSeveral(step, context);
    // No gate when the inputs were bad: the step's own result stands in for one.
    const gate = { ...(step.gates[0] ?? { elapsedMs: step.elapsedMs, polls: 0 }), ...step };
    const lines = [`## ${heading(gate)}`, '', ...verdictAndWhy(gate, false)];
    if (step.gates.length === 1)
        lines.push('', ...gateTable(step.gates));
    const commit = commitSentence(context);
    if (commit !== undefined)
        lines.push('', commit);
    lines.push(...serviceFieldsSection(gate, SERVICE_FIELDS_BUDGET, false));
    return `${lines.join('\n')}\n`;
}
function renderSeveral(step, context) {
    const passed = step.gates.filter(gate => gate.verdict === 'passed').length;
    const names = step.gates.map(gate => (0,src_text/* escapeMarkdown */.FV)((0,src_text/* shorten */.ml)((0,model/* gateLabel */.GS)(gate), 60)));
    const listed = names.length > HEADING_NAMES ? `${names.slice(0, HEADING_NAMES).join(', ')} and ${names.length - HEADING_NAMES} more` : names.join(', ');
    const lines = [`## ${VERDICT_ICON[step.verdict]} Agent certification: ${passed} of ${step.gates.length} passed (${listed})`, ''];
    if (step.reason !== undefined)
        lines.push(`**${step.failsStep ? 'Why' : 'Note'}:** ${(0,src_text/* escapeMarkdown */.FV)(step.reason)}`, '');
    if (step.hint !== undefined)
        lines.push(`**What to do:** ${(0,src_text/* escapeMarkdown */.FV)(step.hint)}`, '');
    lines.push(...gateTable(step.gates), '');
    const commit = commitSentence(context);
    if (commit !== undefined)
        lines.push(commit, '');
    // Gates that did not pass come first: they are what a person came to read.
    const ordered = [...step.gates.filter(gate => gate.verdict !== 'passed'), ...step.gates.filter(gate => gate.verdict === 'passed')];
    const fieldsBudget = Math.min(SERVICE_FIELDS_BUDGET, Math.floor(SUMMARY_BUDGET / 2 / step.gates.length));
    let size = lines.join('\n').length;
    let shown = 0;
    for (const gate of ordered) {
        const section = ['', `### ${heading(gate)}`, '', ...verdictAndWhy(gate, true), ...serviceFieldsSection(gate, fieldsBudget, true)].join('\n');
        if (size + section.length > SUMMARY_BUDGET - 500)
            break;
        lines.push(section);
        size += section.length;
        shown += 1;
    }
    if (shown < ordered.length) {
        lines.push('', `The details of ${ordered.length - shown} more gate(s) are left out here, to stay within GitHub's size limit for a comment. ` +
            `The table above has each gate's verdict; ${WHOLE_RECORD.several}.`);
    }
    return `${lines.join('\n').trim()}\n`;
}
/** A gate's verdict sentence, then why, what to do, where to look and the policy line. */
function verdictAndWhy(gate, compact) {
    const lines = [verdictSentence(gate)];
    if (gate.reason !== undefined && !(compact && gate.verdict === 'passed'))
        lines.push('', `**${gate.failsStep ? 'Why' : 'Note'}:** ${(0,src_text/* escapeMarkdown */.FV)(gate.reason)}`);
    if (gate.hint !== undefined)
        lines.push('', `**What to do:** ${(0,src_text/* escapeMarkdown */.FV)(gate.hint)}`);
    if (gate.lookAt !== undefined)
        lines.push('', `**Where to look:** ${summary_link(gate.lookAt, gate.lookAt)}`);
    if (gate.policy !== undefined)
        lines.push('', policyLine(gate.policy));
    return lines;
}
/** Where a person finds a whole record: the `run` output for one gate; the job log for several. */
const WHOLE_RECORD = {
    one: 'the `run` output has the whole record',
    several: 'the job log has each run\'s record (group "Run records, one per gate")'
};
function serviceFieldsSection(gate, budget, compact) {
    const fields = serviceFields(gate.record, budget, compact ? WHOLE_RECORD.several : WHOLE_RECORD.one);
    if (fields.length === 0)
        return [];
    return ['', compact ? '**Reported by the service:**' : '### Reported by the service', '', ...fields];
}
/** Names the project (or the run), so that two gates' summaries and comments never look the same. */
function heading(result) {
    const subject = result.projectId ?? (result.runId === undefined ? undefined : `run ${result.runId}`);
    const words = VERDICT_WORDS[result.verdict];
    const title = subject === undefined ? words[0].toUpperCase() + words.slice(1) : `${(0,src_text/* escapeMarkdown */.FV)((0,src_text/* shorten */.ml)(subject, FIELD_VALUE_LIMIT))}: ${words}`;
    return `${VERDICT_ICON[result.verdict]} ${title}`;
}
function verdictSentence(result) {
    const run = result.runId === undefined ? 'the run' : `run ${strong(result.runId)}`;
    const status = strong(result.status ?? 'unknown');
    switch (result.verdict) {
        case 'passed':
            return result.policy === undefined
                ? `The service reported ${status} for ${run}: the attestation report is ready.`
                : `The service reported ${status} for ${run}, and \`pass-if\` is true.`;
        case 'failed':
            return result.policy === undefined
                ? `The service reported ${status} for ${run}: it ended without an attestation.`
                : `The service reported ${status} for ${run}, but \`pass-if\` is false: the agent does not meet the team's bar.`;
        case 'timed-out':
            return (`The timeout ran out while ${run} was still going (last status ${status}); it goes on at the service.` +
                (result.failsStep ? '' : ' The step did not fail because `fail-on-timeout` is false; this run is **not** certified.'));
        case 'cancelled':
            return `The job was cancelled while waiting; ${run} goes on at the service.`;
        case 'started':
            return `The step did not wait for a verdict on ${run} (\`wait: false\`): it is **not** certified yet.`;
        case 'error':
            return result.status === undefined
                ? 'The gate stopped before the service gave a verdict.'
                : `The gate could not reach a verdict on ${run} (last status ${status}).`;
    }
}
function policyLine(policy) {
    const read = policy.readings.map(reading => `${reading.path} = ${reading.value}`).join(', ');
    return `**Policy:** \`pass-if\` ${(0,src_text/* escapeMarkdown */.FV)((0,src_text/* shorten */.ml)((0,src_text/* toOneLine */.GX)(policy.expression), 300))} gave ${strong(policy.outcome)}${read === '' ? '' : ` (${(0,src_text/* escapeMarkdown */.FV)(read)})`}.`;
}
/** One row per gate, with a real header row. */
function gateTable(results) {
    const rows = results.map(result => `| ${plain(result.projectId) ?? '–'} | ${plain(result.runId) ?? '–'} | ${strong(result.status) ?? '–'} | ${result.verdict} | ${(0,duration/* formatDuration */.a)(result.elapsedMs)} | ${result.polls} |`);
    return ['| Project | Run | Status | Verdict | Elapsed | Polls |', '| --- | --- | --- | --- | --- | --- |', ...rows];
}
/**
 * The commit the workflow ran for, honestly: the API cannot name a commit, so the service
 * certifies the repository as it clones it when the run starts.
 */
function commitSentence(context) {
    const parts = [];
    const { commit, repository } = context;
    if (commit !== undefined) {
        const label = commit.sha.slice(0, 12);
        const shown = repository === undefined ? (0,src_text/* escapeMarkdown */.FV)(label) : summary_link(label, `${context.serverUrl}/${repository}/commit/${commit.sha}`);
        const whose = commit.source === 'pull-request-head' && context.pullRequest !== undefined
            ? `, the head of pull request ${pullRequestLink(context)}`
            : commit.source === 'merge-group-head'
                ? ', the head of a merge-queue entry'
                : '';
        parts.push(`This workflow ran for commit ${shown}${whose}. The service certifies the repository as it clones it when the run starts; the API cannot name a commit.`);
    }
    else if (context.pullRequest !== undefined) {
        parts.push(`This workflow ran for pull request ${pullRequestLink(context)}.`);
    }
    if (context.workflowRunUrl !== undefined)
        parts.push(`${summary_link('Workflow run logs', context.workflowRunUrl)}.`);
    return parts.length === 0 ? undefined : parts.join(' ');
}
function pullRequestLink(context) {
    const label = `#${context.pullRequest?.number ?? ''}`;
    return context.pullRequest?.url === undefined ? (0,src_text/* escapeMarkdown */.FV)(label) : summary_link(label, context.pullRequest.url);
}
/**
 * The run record's fields beside run_id and status, nested ones flattened (`a.b.c`) down to a
 * fixed depth, as many as fit the budget; what is left out is counted and pointed to.
 */
function serviceFields(record, budget, whole) {
    if (record === undefined)
        return [];
    const entries = [];
    let deeper = 0;
    // Depth first with a stack of its own, and bounded: a record thousands of levels deep, or
    // with thousands of fields, costs no more than a small one.
    const pending = [];
    const pushFields = (prefix, value, depth) => {
        const fields = Object.entries(value);
        for (let index = fields.length - 1; index >= 0; index -= 1) {
            const [key, item] = fields[index];
            if (depth === 1 && (key === 'run_id' || key === 'status'))
                continue;
            pending.push([prefix === '' ? key : `${prefix}.${key}`, item, depth]);
        }
    };
    pushFields('', record, 1);
    while (pending.length > 0 && entries.length < MAX_FIELDS_READ) {
        const [key, value, depth] = pending.pop();
        if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
            if (depth >= SERVICE_FIELDS_DEPTH)
                deeper += 1;
            else
                pushFields(key, value, depth + 1);
        }
        else {
            entries.push([key, value]);
        }
    }
    if (entries.length === 0 && deeper === 0)
        return [];
    const rows = ['| Field | Value |', '| --- | --- |'];
    let size = 0;
    let shown = 0;
    for (const [key, value] of entries) {
        const line = `| ${(0,src_text/* escapeMarkdown */.FV)((0,src_text/* shorten */.ml)((0,src_text/* toOneLine */.GX)(key), FIELD_NAME_LIMIT))} | ${renderValue(value)} |`;
        if (size + line.length > budget)
            break;
        rows.push(line);
        size += line.length;
        shown += 1;
    }
    const leftOut = entries.length - shown + pending.length;
    const notes = [
        leftOut > 0 ? `${leftOut} more field(s)` : undefined,
        deeper > 0 ? `${deeper} object(s) nested more than ${SERVICE_FIELDS_DEPTH} levels deep` : undefined
    ].filter(note => note !== undefined);
    if (notes.length > 0)
        rows.push('', `${notes.join(' and ')} are left out here; ${whole}.`);
    return rows;
}
function plain(text) {
    return text === undefined ? undefined : (0,src_text/* escapeMarkdown */.FV)((0,src_text/* shorten */.ml)(text, FIELD_VALUE_LIMIT));
}
function renderValue(value) {
    if (typeof value === 'string' && /^https:\/\//i.test(value)) {
        const href = safeHref(value);
        if (href !== undefined)
            return summary_link((0,src_text/* shorten */.ml)(value, FIELD_VALUE_LIMIT), href);
    }
    if (Array.isArray(value)) {
        const scalars = value.every(item => item === null || ['string', 'number', 'boolean'].includes(typeof item));
        if (!scalars)
            return (0,src_text/* escapeMarkdown */.FV)(`a list of ${value.length}`);
        return (0,src_text/* escapeMarkdown */.FV)((0,src_text/* shorten */.ml)((0,src_text/* toOneLine */.GX)(value.map(String).join(', ')), FIELD_VALUE_LIMIT)) || (0,src_text/* escapeMarkdown */.FV)('(empty list)');
    }
    return (0,src_text/* escapeMarkdown */.FV)((0,src_text/* shorten */.ml)((0,src_text/* toOneLine */.GX)(String(value)), FIELD_VALUE_LIMIT));
}
/** An id or status, bold. Not a code span: entities are not decoded there, and a backtick could end it. */
function strong(text) {
    return text === undefined ? undefined : `**${(0,src_text/* escapeMarkdown */.FV)((0,src_text/* shorten */.ml)(text, FIELD_VALUE_LIMIT))}**`;
}
function summary_link(text, url) {
    const href = safeHref(url);
    return href === undefined ? (0,src_text/* escapeMarkdown */.FV)(text) : `[${(0,src_text/* escapeMarkdown */.FV)((0,src_text/* shorten */.ml)(text, FIELD_VALUE_LIMIT))}](${href})`;
}
/** An https URL as a markdown link target, or undefined when it is not one. */
function safeHref(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return undefined;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        return undefined;
    return parsed.href.replace(/[()|<>[\]\s"'`]/g, character => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

;// CONCATENATED MODULE: ./src/report.ts








/**
 * Sets every output that is known. Called on every path: success, failure, timeout, cancellation.
 * `run-id`, `status`, `project-id` and `run` speak of one run, so they are set for one gate only.
 */
function writeOutputs(result) {
    const outputs = [
        [constants/* Output */.k7.Verdict, result.verdict],
        [
            constants/* Output */.k7.Runs,
            JSON.stringify(result.gates.map(gate => ({
                'project-id': gate.projectId,
                'run-id': gate.runId ?? null,
                status: gate.status ?? null,
                verdict: gate.verdict
            })))
        ]
    ];
    if (result.gates.length === 1) {
        const [gate] = result.gates;
        outputs.push([constants/* Output */.k7.RunId, gate.runId], [constants/* Output */.k7.Status, gate.status], [constants/* Output */.k7.ProjectId, gate.projectId], [constants/* Output */.k7.Run, gate.record === undefined ? undefined : (0,src_text/* toJson */.aB)(gate.record)]);
    }
    try {
        for (const [name, value] of outputs)
            if (value !== undefined)
                core/* setOutput */.uH(name, value);
    }
    catch (error) {
        runnerFileFailed('the step outputs', 'GITHUB_OUTPUT', error, result);
    }
}
/**
 * A runner file that cannot be written is said in one line, naming the file and why, never a
 * stack trace; the verdict the step reached stands.
 */
function runnerFileFailed(what, variable, error, result) {
    const path = process.env[variable] ?? '';
    core/* warning */.$e(`Could not write ${what} to ${variable} (${(0,src_text/* inertText */.UJ)(path, 200)}): ${(0,src_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 200)}. ` +
        `The verdict stands: ${result.verdict}${result.failsStep ? '; the step fails' : ''}.`);
}
/** Every request's line (method, path, attempt, outcome, time), folded in the job log after the verdict. */
function logRequests(lines) {
    if (lines.length === 0)
        return;
    core/* startGroup */.Oh(`Requests to the service (${lines.length})`);
    for (const line of lines)
        core/* info */.pq(line);
    core/* endGroup */.N4();
}
/** One gate's record takes at most this much of the job log. */
const RECORD_LOG_LIMIT = 64 * 1024;
/**
 * With several gates, each run's whole record goes to the job log, folded: the summary shows
 * only what fits, and the `run` output speaks of one run only.
 */
function logRunRecords(result) {
    if (result.gates.length < 2)
        return;
    core/* startGroup */.Oh('Run records, one per gate');
    for (const gate of result.gates) {
        if (gate.record === undefined)
            continue;
        // Redacted already, so a cut cannot leave part of a key behind; the cut keeps one log line sane.
        const json = (0,src_text/* toJson */.aB)(gate.record);
        const shown = json.length <= RECORD_LOG_LIMIT
            ? json
            : `${json.slice(0, RECORD_LOG_LIMIT)}… (${json.length - RECORD_LOG_LIMIT} more characters left out)`;
        core/* info */.pq(`${(0,src_text/* inertText */.UJ)((0,model/* gateLabel */.GS)(gate), 120)}: ${shown}`);
    }
    core/* endGroup */.N4();
}
/** Which comment speaks for this step: one per project, or one per set of projects. */
function commentKey(result) {
    if (result.gates.length === 1)
        return result.gates[0].projectId ?? 'default';
    return result.gates
        .map(gate => (0,model/* gateLabel */.GS)(gate))
        .sort()
        .join(',');
}
/** The job summary's markdown, with what the workflow ran for; the pull-request comment reuses it. */
function renderReport(result, context) {
    return renderSummary(result, context);
}
/**
 * Appends the job summary to the file the runner names; outside a runner there is none.
 * Appended directly: `core.summary` remembers the first file it saw for the life of the process.
 */
function writeSummary(markdown, result) {
    const summaryFile = process.env['GITHUB_STEP_SUMMARY'];
    if (!summaryFile)
        return;
    try {
        (0,external_node_fs_.appendFileSync)(summaryFile, markdown, 'utf8');
    }
    catch (error) {
        runnerFileFailed('the job summary', 'GITHUB_STEP_SUMMARY', error, result);
    }
}
/** Ends the step: failed, warned, or passed, with the reason and what to do. */
function concludeStep(result) {
    const message = [result.reason, result.hint]
        .filter(part => part !== undefined)
        .map(src_text/* asSentence */.KG)
        .join(' ');
    if (result.failsStep)
        core/* setFailed */.C1(message || `Agent certification ${result.verdict}.`);
    else if (result.reason !== undefined)
        core/* warning */.$e(message);
}


/***/ })

};

//# sourceMappingURL=155.index.js.map