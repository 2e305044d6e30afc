export const id = 197;
export const ids = [197];
export const modules = {

/***/ 85197:
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
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/attestation/statement.ts
var statement = __webpack_require__(76031);
// EXTERNAL MODULE: ./src/attestation/signer-policy.ts
var signer_policy = __webpack_require__(25341);
// EXTERNAL MODULE: ./src/gate/names.ts
var names = __webpack_require__(8955);
// EXTERNAL MODULE: ./src/lib/version.ts
var version = __webpack_require__(87471);
// EXTERNAL MODULE: ./src/gate/run-status.ts
var run_status = __webpack_require__(49209);
// EXTERNAL MODULE: ./src/gate/results.ts
var results = __webpack_require__(94437);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(79112);
;// CONCATENATED MODULE: ./src/action/publish.ts
/**
 * What comes after a verdict, in either action: each thing the step publishes (the outputs, the
 * job summary, a comment, a signed attestation) is a publisher of one shape, run in order from a list.
 * A publisher that cannot publish is said in one warning, here, and the verdict stands, unless
 * the publisher says explicitly that its failure fails the step.
 */



/** A publisher could not publish: the message is whole, for a person. */
class PublishError extends Error {
    constructor(message) {
        super(message);
        this.name = 'PublishError';
    }
    /** A runner file that cannot be written, named with its variable and path; never a stack trace. */
    static runnerFile(what, variable, error) {
        const path = process.env[variable] ?? '';
        return new PublishError(`Could not write ${what} to ${variable} (${(0,lib_text/* inertText */.UJ)(path, 200)}): ${(0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 200)}`);
    }
}
/**
 * Runs each publisher in order. Returns the failures that fail the step (said by the caller as
 * the step's own error); every other failure is one warning here, and the verdict stands.
 */
async function publishAll(publishers, context) {
    const failures = [];
    for (const publisher of publishers) {
        try {
            await publisher.publish(context);
        }
        catch (error) {
            const said = error instanceof PublishError
                ? (0,lib_text/* asSentence */.KG)(error.message)
                : `Could not publish ${publisher.what}: ${(0,lib_text/* asSentence */.KG)((0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 200))}`;
            if (publisher.failureFailsStep)
                failures.push(said);
            else {
                const { verdict, failsStep } = context.result;
                core/* warning */.$e(`${said} The verdict stands: ${verdict}${failsStep ? '; the step fails' : ''}.`);
            }
        }
    }
    return failures;
}

;// CONCATENATED MODULE: ./src/gate/report/outputs.ts
/** The step's outputs, set on every path: success, failure, timeout, cancellation, bad input. */





/** `run-id`, `status`, `project-id` and `run` speak of one run, so they are set for one gate only. */
function outputsOf(result) {
    const outputs = [
        [names/* Output */.k7.Verdict, result.verdict],
        [names/* Output */.k7.Runs, runsOutput(result)],
        // True only when no run was started: every gate passed on a certification it reused.
        [names/* Output */.k7.Reused, String(result.gates.length > 0 && result.gates.every(gate => gate.reused !== undefined))]
    ];
    if (result.gates.length === 1) {
        const [gate] = result.gates;
        outputs.push([names/* Output */.k7.RunId, gate.runId], [names/* Output */.k7.Status, shownStatus(gate.status)], [names/* Output */.k7.ProjectId, gate.projectId], [names/* Output */.k7.Run, gate.record === undefined ? undefined : (0,lib_text/* toJson */.aB)(gate.record)], [names/* Output */.k7.BaseRunId, gate.base?.certification?.runId], [names/* Output */.k7.CarriedFrom, gate.carriedFrom?.commit]);
    }
    return outputs;
}
/** The `runs` output: one entry per gate, with its attestation when `attestations` has one at that index. */
function runsOutput(result, attestations) {
    return JSON.stringify(result.gates.map((gate, index) => ({
        'project-id': gate.projectId,
        'run-id': gate.runId ?? null,
        status: shownStatus(gate.status) ?? null,
        verdict: gate.verdict,
        reused: gate.reused !== undefined,
        'base-run-id': gate.base?.certification?.runId ?? null,
        'carried-from': gate.carriedFrom?.commit ?? null,
        ...attestations?.[index]
    })));
}
/** The status normalized, as the gate compared it (the summary shows it as sent when it differs); never a secret. */
function shownStatus(status) {
    return status === undefined ? undefined : (0,lib_text/* redactShown */.FK)((0,run_status/* normalizeStatus */.SP)(status));
}
const outputsPublisher = {
    what: 'the step outputs',
    publish({ result }) {
        try {
            for (const [name, value] of outputsOf(result))
                if (value !== undefined)
                    core/* setOutput */.uH(name, value);
        }
        catch (error) {
            throw PublishError.runnerFile('the step outputs', 'GITHUB_OUTPUT', error);
        }
    }
};

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/action/markdown.ts
/**
 * Markdown that every publisher writes the same way: links the gate makes itself (https only,
 * the target made inert), and appending to the job summary.
 */



/** The longest link text shown. */
const LINK_TEXT_LIMIT = 120;
/** `[text](url)` for an https URL; the text alone, escaped, for anything else. */
function markdown_link(text, url) {
    // The target is shown too (on hover, when copied): a secret in it is redacted like any text.
    const href = safeHref((0,lib_text/* redactShown */.FK)(url));
    return href === undefined ? (0,lib_text/* escapeMarkdown */.FV)(text) : `[${(0,lib_text/* escapeLinkText */.xG)((0,lib_text/* shorten */.ml)(text, LINK_TEXT_LIMIT))}](${href})`;
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
    // Only https: a link the gate makes never sends a reader over plain http.
    if (parsed.protocol !== 'https:')
        return undefined;
    // Markdown decodes entities in a link target: `&` is written as one, so the target stays as it is.
    return parsed.href
        .replace(/[()|<>[\]\s"'`]/g, character => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
        .replace(/&/g, '&amp;');
}
/** Appends markdown to the job summary (a later publisher adds its own section after the verdict's). */
function appendToSummary(markdown) {
    const summaryFile = process.env['GITHUB_STEP_SUMMARY'];
    if (!summaryFile)
        return;
    try {
        (0,external_node_fs_.appendFileSync)(summaryFile, markdown, 'utf8');
    }
    catch (error) {
        throw PublishError.runnerFile('the job summary', 'GITHUB_STEP_SUMMARY', error);
    }
}

// EXTERNAL MODULE: ./src/lib/runtime.ts
var runtime = __webpack_require__(89067);
// EXTERNAL MODULE: ./src/gate/report/signing-error.ts
var signing_error = __webpack_require__(68998);
// EXTERNAL MODULE: ./src/gate/certified/events.ts
var events = __webpack_require__(26876);
;// CONCATENATED MODULE: ./src/gate/report/attestation.ts
/**
 * The signed certification (`attest: true`): on a pass, one in-toto statement per gate, signed
 * with the job's OIDC identity and stored with GitHub, so that a later job can prove the commit
 * was certified. The last publisher: it runs once everything else is out, and a pass that was
 * asked to be attested and was not fails the step.
 */

















/** Where the recipes that sign where a pull request cannot forge the signature are. */
const SIGNING_RECIPE_URL = 'https://github.com/agent-certification-gate/agent-certification-gate/blob/v1/docs/recipes.md#signed-where-a-pull-request-cannot-forge-it';
/** A pull request's own run: it is on GitHub's test-merge commit, and runs the workflow as the pull request edited it. */
function signedOnPullRequest(github) {
    // Known by the ref the run is on (`refs/pull/N/…`), whatever the event is called: a review or a
    // comment on a pull request runs there too. Without GITHUB_REF, by the event.
    if (github.ref !== undefined)
        return (0,signer_policy/* pullRequestOfRef */.Fj)(github.ref) !== undefined;
    return github.eventName === 'pull_request' || github.eventName === 'pull_request_target';
}
/** Signing and storing get what is left of `timeout` after the verdict, and never less than this. */
const ATTEST_MIN_MS = 15_000;
const attestationPublisher = {
    what: 'the signed attestation',
    failureFailsStep: true,
    async publish(context) {
        const { config, result } = context;
        if (config?.attest !== true)
            return;
        if (result.verdict !== 'passed') {
            const why = `attest is true, but only a passed certification is attested, and this step's verdict is ${result.verdict}: nothing was signed.`;
            context.logger.info(why);
            // The gate's own words and its own verdict name: nothing here came from the service.
            appendToSummary(`\n### Signed attestation\n\n${why}\n`);
            return;
        }
        const attestations = await attestEveryGate(context, config);
        publishAttestations(result, attestations, context.github);
        const failed = attestations.filter(attestation => attestation.state === 'failed');
        if (failed.length > 0) {
            const [first] = failed;
            throw new PublishError(`The certification passed, but no attestation was made for ${failed.map(({ gate }) => (0,lib_text/* inertText */.UJ)((0,results/* gateLabel */.G)(gate), 80)).join(', ')}: ${(0,lib_text/* asSentence */.KG)(first.reason)} ` +
                `attest is true, so the step fails: a green check must not stand for an attestation that does not exist. ${first.hint}`);
        }
    }
};
/** Signs each gate's statement in turn; one that cannot be signed does not stop the others. */
async function attestEveryGate({ result, github, signal, logger, decidedAt }, config) {
    const deadline = new runtime/* Deadline */.B2(runtime/* systemClock */.ml, Math.max(ATTEST_MIN_MS, config.timeoutMs - result.elapsedMs));
    // Loaded for the first gate that is signed: when every gate reused a certification, never.
    let signing;
    let tree;
    const attestations = [];
    for (const [index, gate] of result.gates.entries()) {
        // A reused certification of this commit is signed already: it is not signed again. One of
        // the same tree made on another commit, or one carried forward, is signed for this commit,
        // naming the one it rests on.
        if (gate.reused !== undefined && gate.reusedByTree === undefined && gate.carriedFrom === undefined) {
            attestations.push({ gate, state: 'reused' });
            continue;
        }
        const label = (0,lib_text/* inertText */.UJ)((0,results/* gateLabel */.G)(gate), 80);
        try {
            const startedHere = config.targets[index]?.runId === undefined;
            const { signAndStore, treeOfRun } = await (signing ??= Promise.all(/* import() */[__webpack_require__.e(830), __webpack_require__.e(918), __webpack_require__.e(438)]).then(__webpack_require__.bind(__webpack_require__, 27438)));
            // Read once for the step: every gate's statement names the same tree.
            tree ??= (0,events/* signsTree */.f$)(github)
                ? treeOfRun(github, config.githubToken, { deadline, signal, logger, random: Math.random })
                : Promise.resolve(undefined);
            const { subjects, predicate } = statementFor(gate, startedHere, config, github, decidedAt, await tree);
            const [subject] = subjects;
            const outcome = await signAndStore({
                subjects,
                predicate,
                token: config.githubToken ?? '',
                repository: github.repository ?? '',
                apiUrl: github.apiUrl,
                bundlePath: bundlePathFor(gate, index),
                deadline,
                signal,
                logger
            });
            if (outcome.stored) {
                const attestationUrl = `${github.serverUrl}/${github.repository}/attestations/${outcome.attestationId}`;
                logger.info(`Signed the certification of ${label} for commit ${subject.name} and stored it with GitHub: ${attestationUrl}`);
                attestations.push({ gate, state: 'stored', attestationId: outcome.attestationId, attestationUrl, bundlePath: outcome.bundlePath });
            }
            else {
                attestations.push({ gate, state: 'refused', refusal: outcome.refusal, bundlePath: outcome.bundlePath });
                logger.warning(`Signed the certification of ${label}, but GitHub refused to store the attestation (${outcome.refusal}); GitHub stores attestations only for some plans and repositories. ` +
                    `The signed bundle is at ${outcome.bundlePath}: keep it with actions/upload-artifact, and check it with gh attestation verify --bundle.`);
            }
        }
        catch (error) {
            if (error instanceof signing_error/* SigningError */.u) {
                attestations.push({ gate, state: 'failed', reason: error.message, hint: error.hint });
            }
            else
                attestations.push({ gate, state: 'failed', reason: (0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 300), hint: 'Re-run the job.' });
        }
    }
    return attestations;
}
/**
 * The subjects (the commit, and the tree the run was on when it is known) and the Verification Summary for one passed gate. The project is the
 * one the gate started the run for, or the one the run's record names: a run-id given with
 * another project-id is never signed as that project's.
 */
function statementFor(gate, startedHere, config, github, decidedAt, tree) {
    const { repository, commit } = github;
    if (repository === undefined || commit === undefined) {
        throw new signing_error/* SigningError */.u('the workflow names no repository or commit (GITHUB_REPOSITORY, GITHUB_SHA), so there is nothing to bind the certification to', 'Run the gate with attest: true in a GitHub Actions workflow, which names both.');
    }
    if (gate.runId === undefined || gate.recordSha256 === undefined)
        throw new signing_error/* SigningError */.u('the gate has no run record to name', 'Re-run the job.');
    const recordProject = typeof gate.record?.['project_id'] === 'string' ? gate.record['project_id'] : undefined;
    if (recordProject !== undefined && gate.projectId !== undefined && recordProject !== gate.projectId) {
        throw new signing_error/* SigningError */.u(`run ${(0,lib_text/* inertText */.UJ)(gate.runId, 80)} belongs to project ${(0,lib_text/* inertText */.UJ)(recordProject, 80)} by its record, not to ${(0,lib_text/* inertText */.UJ)(gate.projectId, 80)}, so it is not signed as a certification of either`, 'With run-id, leave project-id empty or give the project the run belongs to.');
    }
    const projectId = startedHere ? gate.projectId : recordProject;
    const service = new URL(config.baseUrl);
    // A tree only where a run was made on this content: never for a pass carried forward, nor where
    // the run is on another commit than the one certified (the event table's rule).
    const subjects = (0,statement/* certificationSubjects */.Ok)(github.serverUrl, repository, commit.sha, gate.carriedFrom === undefined ? tree : undefined);
    const predicate = (0,statement/* certificationPredicate */.mP)({
        details: {
            repository,
            commit: commit.sha.toLowerCase(),
            commitSource: commit.source,
            event: github.eventName,
            serviceHost: service.host,
            serviceUrl: config.baseUrl,
            projectId,
            runId: gate.runId,
            runStartedHere: startedHere,
            runCreatedAt: typeof gate.record?.['created_at'] === 'string' ? gate.record['created_at'] : undefined,
            status: (0,run_status/* normalizeStatus */.SP)(gate.status ?? ''),
            passIf: config.passIfExpression ?? null,
            passIfRead: gate.policy?.readings ?? [],
            recordSha256: gate.recordSha256,
            ...reusedFromOf(gate, config)
        },
        record: gate.record,
        readPaths: config.passIf?.fieldPaths.map(path => path.keys),
        decidedAt,
        actionVersion: version/* ACTION_VERSION */.Y,
        serverUrl: github.serverUrl
    });
    return { subjects, predicate };
}
/** The content-certified certification a pass signed again rests on: of the same tree, or carried forward by paths. */
function reusedFromOf(gate, config) {
    const sourceRef = gate.reused?.sourceRef;
    const common = { ...(sourceRef === undefined ? {} : { sourceRef }), certifiedAt: firstCertified(gate) };
    if (gate.reusedByTree !== undefined)
        return { reusedFrom: { ...gate.reusedByTree, ...common } };
    if (gate.carriedFrom === undefined)
        return {};
    const { commit, statementSha256 } = gate.carriedFrom;
    return { reusedFrom: { commit, statementSha256, paths: config.paths, ...common } };
}
/** When the run a reused pass rests on was first certified: what ages count from, however often it is signed again. */
function firstCertified(gate) {
    return gate.reused?.certifiedAt ?? gate.reused?.signedAt;
}
/** `$RUNNER_TEMP/agent-certification/<project>.sigstore.json`, a name a later step can upload. */
function bundlePathFor(gate, index) {
    const name = (0,results/* gateLabel */.G)(gate)
        .replace(/[^A-Za-z0-9._-]+/g, '_')
        .slice(0, 80) || `gate-${index + 1}`;
    return (0,external_node_path_.join)(process.env['RUNNER_TEMP'] || (0,external_node_os_.tmpdir)(), 'agent-certification', `${index + 1}-${name}.sigstore.json`);
}
/** The outputs and the summary's section; the `runs` output is set again, now with each attestation. */
function publishAttestations(result, attestations, github) {
    const perGate = attestations.map(attestation => attestation.state === 'stored'
        ? { 'attestation-id': attestation.attestationId, 'attestation-url': attestation.attestationUrl }
        : { 'attestation-id': null, 'attestation-url': null });
    try {
        core/* setOutput */.uH(names/* Output */.k7.Runs, runsOutput(result, perGate));
        if (attestations.length === 1) {
            const [only] = attestations;
            if (only.state === 'stored') {
                core/* setOutput */.uH(names/* Output */.k7.AttestationId, only.attestationId);
                core/* setOutput */.uH(names/* Output */.k7.AttestationUrl, only.attestationUrl);
            }
            if (only.state === 'stored' || only.state === 'refused')
                core/* setOutput */.uH(names/* Output */.k7.BundlePath, only.bundlePath);
        }
    }
    catch (error) {
        throw PublishError.runnerFile('the attestation outputs', 'GITHUB_OUTPUT', error);
    }
    appendToSummary(attestationSection(attestations, github));
}
function attestationSection(attestations, github) {
    const sha = github.commit?.sha.slice(0, 12);
    const commit = sha === undefined ? 'the commit' : `commit ${(0,lib_text/* codeSpan */.SS)(sha)}`;
    const rows = attestations.map(attestation => {
        const project = (0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* inertText */.UJ)((0,results/* gateLabel */.G)(attestation.gate), 80));
        switch (attestation.state) {
            case 'reused':
                return `| ✅ ${project} | signed already: the certification of run ${(0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* inertText */.UJ)(attestation.gate.reused?.runId ?? '?', 80))} was reused, not signed again |`;
            case 'stored':
                return `| ✅ ${project} | ${markdown_link(`attestation ${attestation.attestationId}`, attestation.attestationUrl)} |`;
            case 'refused':
                // The bundle's file is the runner's, gone with the job: the output names it for a later step to keep.
                return `| ⚠️ ${project} | signed, not stored: GitHub refused it (${(0,lib_text/* escapeMarkdown */.FV)(attestation.refusal)}); keep the bundle, named by the \`bundle-path\` output, with actions/upload-artifact |`;
            case 'failed':
                return `| ❌ ${project} | not attested: ${(0,lib_text/* escapeMarkdown */.FV)(attestation.reason)} |`;
        }
    });
    const reused = attestations.filter(attestation => attestation.state === 'reused').length;
    // What a pull request's run signed, now or in the run a re-run reused, no deploy job accepts.
    const made = attestations.filter(attestation => attestation.state !== 'failed');
    const signedByPullRequest = made.filter(attestation => attestation.state === 'reused' ? (0,signer_policy/* pullRequestOfRef */.Fj)(attestation.gate.reused?.sourceRef) !== undefined : signedOnPullRequest(github)).length;
    const onPullRequest = signedByPullRequest > 0;
    const check = onPullRequest && signedByPullRequest === made.length
        ? "no deploy job can rely on it: the verify action refuses what a pull request's run signs (below). It can be reused by tree in the merge queue, and by nothing else."
        : `a deploy job can check it with the verify action or \`gh attestation verify\`${onPullRequest ? ", except what a pull request's run signed (below)" : ''}.`;
    return [
        '',
        '### Signed attestation',
        '',
        reused === attestations.length
            ? `Each gate passed on a signed certification of ${commit} that it reused, so nothing was signed again; ${check}`
            : `Each passed gate${reused > 0 ? ' that reused no certification' : ''} is signed as a SLSA Verification Summary for ${commit}, with this workflow's identity; ${check}`,
        '',
        '| Gate | Attestation |',
        '| --- | --- |',
        ...rows,
        ...(onPullRequest
            ? [
                '',
                `**Signed by a pull request's run:** a pull request's run signs on GitHub's test-merge commit, not on ${commit}, so the verify action refuses it: only a run on the commit itself vouches for it, and a pull request can edit the workflow its own run signs with. What it signs can be reused by tree in the merge queue (an entry with the same files, when a run was made on them), and by nothing else. Attest on \`merge_group\` and \`push\` instead; see ${markdown_link('the merge-queue recipe', SIGNING_RECIPE_URL)}.`
            ]
            : []),
        ...(attestations.some(attestation => attestation.state === 'failed')
            ? [
                '',
                "**The step fails:** the certification passed, but attest is true and an attestation it asked for was not made. The step's error says why and what to do."
            ]
            : []),
        ''
    ].join('\n');
}

// EXTERNAL MODULE: ./src/lib/json.ts
var json = __webpack_require__(18453);
// EXTERNAL MODULE: ./src/http/errors.ts
var http_errors = __webpack_require__(58549);
// EXTERNAL MODULE: ./src/github/api.ts
var github_api = __webpack_require__(28943);
;// CONCATENATED MODULE: ./src/gate/report/comment.ts
/**
 * The pull-request comment: one per project (or set of projects), created on the first run and
 * updated on later ones, through the one GitHub client (github/api.ts), within its own time.
 */








/**
 * All the GitHub calls of one comment together get this long, after the verdict: a slow API never
 * holds the job for more (the README names it).
 */
const COMMENT_TIMEOUT_MS = 10_000;
/** GitHub refuses a comment body longer than this many characters. */
const COMMENT_BODY_LIMIT = 65_536;
/** Pages of 100 comments read at most while looking for this step's comment. */
const MAX_COMMENT_PAGES = 30;
/** Which comment speaks for this step: one per project, or one per set of projects. */
function commentKey(result) {
    if (result.gates.length === 1)
        return result.gates[0].projectId ?? 'default';
    return result.gates
        .map(gate => (0,results/* gateLabel */.G)(gate))
        .sort()
        .join(',');
}
/** The hidden line that finds this step's comment again on later runs and re-runs. */
function commentMarker(key) {
    return `<!-- agent-certification-gate project=${encodeURIComponent(key)} -->`;
}
const commentPublisher = {
    what: 'the pull-request comment',
    async publish(context) {
        if (context.config?.comment)
            await commentOnPullRequest(context);
    }
};
/**
 * Creates or updates this step's one comment on the pull request; anything in the way throws a
 * PublishError (the job summary still carries everything). Never changes the verdict.
 */
async function commentOnPullRequest({ result, github: context, config, markdown, logger, signal }) {
    try {
        const target = commentTarget(context, config?.githubToken, logger);
        if (target === undefined)
            return 'skipped';
        const { owner, repo, pullRequest, token } = target;
        const api = new github_api/* GitHubApi */.yN({ apiUrl: context.apiUrl, token, logger });
        // One budget for every call; none is retried, so a slow or failing API costs at most that.
        const deadline = new runtime/* Deadline */.B2(runtime/* systemClock */.ml, COMMENT_TIMEOUT_MS);
        const call = (subject, body) => ({
            subject,
            deadline,
            signal,
            logger,
            random: Math.random,
            retry: false,
            forbiddenHint: 'Give the job `permissions: pull-requests: write`, or set comment: false.',
            body: body === undefined ? undefined : JSON.stringify(body)
        });
        const marker = commentMarker(commentKey(result));
        const body = fitComment(marker, markdown);
        const issue = `${context.apiUrl}/repos/${owner}/${repo}/issues`;
        // Only a comment this token's identity wrote is the gate's: a marker copied into someone
        // else's comment must never make the gate edit it.
        const viewer = await viewerLogin(api, call('asking GitHub whose token this is'));
        const { items: comments } = await api.listPages(`${issue}/${pullRequest.number}/comments?per_page=100`, call(`listing the comments of pull request #${pullRequest.number}`), { maxPages: MAX_COMMENT_PAGES, itemsOf: listedComments });
        const existing = comments.find(comment => comment.body.includes(marker) && comment.author !== undefined && viewer !== undefined && sameLogin(comment.author, viewer));
        if (existing !== undefined) {
            await api.request('PATCH', `${issue}/comments/${existing.id}`, call('updating the certification comment', { body }));
            logger.info(`Updated the certification comment on pull request #${pullRequest.number}.`);
            return 'updated';
        }
        await api.request('POST', `${issue}/${pullRequest.number}/comments`, call('writing the certification comment', { body }));
        logger.info(`Commented on pull request #${pullRequest.number}.`);
        return 'created';
    }
    catch (error) {
        throw commentFailure(error);
    }
}
/** Where the comment goes, and with which token; undefined (said in the log) when there is nowhere, or no token. */
function commentTarget(context, token, logger) {
    // A merge-queue entry has no pull request to comment on; that is expected, not a problem.
    if (context.mergeGroup !== undefined) {
        logger.info('comment is true, but this run is for a merge-queue entry, which has no pull request: no comment was written.');
        return undefined;
    }
    const pullRequest = context.pullRequest;
    const [owner, repo] = (context.repository ?? '').split('/');
    if (pullRequest === undefined || !owner || !repo) {
        logger.warning(`comment is true, but this is a '${(0,lib_text/* inertText */.UJ)(context.eventName ?? 'unknown', 40)}' event, not a pull request: no comment was written.`);
        return undefined;
    }
    if (token === undefined) {
        logger.warning('comment is true, but github-token is empty: no comment was written.');
        return undefined;
    }
    return { owner, repo, pullRequest, token };
}
/** The token's own login, as GraphQL's viewer names it; undefined when GitHub does not say. */
async function viewerLogin(api, call) {
    // GraphQL lives beside the REST API: /graphql on github.com, /api/graphql on an Enterprise Server.
    const url = `${api.apiUrl.replace(/\/v3$/, '')}/graphql`;
    const answer = await api.request('POST', url, { ...call, body: JSON.stringify({ query: 'query { viewer { login } }' }) });
    const login = (0,json/* parseObject */.lj)((0,json/* parseObject */.lj)((0,json/* parseObject */.lj)(answer.body)?.['data'])?.['viewer'])?.['login'];
    return typeof login === 'string' ? login : undefined;
}
/** The comments of one page, as far as they have the shape of one. */
function listedComments(text) {
    let page;
    try {
        page = JSON.parse(text);
    }
    catch {
        return [];
    }
    if (!Array.isArray(page))
        return [];
    return page.flatMap(item => {
        const comment = (0,json/* parseObject */.lj)(item);
        const id = comment?.['id'];
        const body = comment?.['body'];
        const author = (0,json/* parseObject */.lj)(comment?.['user'])?.['login'];
        if (typeof id !== 'number' || !Number.isSafeInteger(id) || typeof body !== 'string')
            return [];
        return [{ id, body, author: typeof author === 'string' ? author : undefined }];
    });
}
/**
 * The same account, as REST and GraphQL spell it: REST names a GitHub App's bot
 * `github-actions[bot]`, GraphQL's viewer `github-actions`.
 */
function sameLogin(commentAuthor, viewer) {
    const plain = (login) => login.toLowerCase().replace(/\[bot\]$/, '');
    return plain(commentAuthor) === plain(viewer);
}
/** The marker and the summary, cut at a line to fit GitHub's limit, saying where the rest is. */
function fitComment(marker, markdown) {
    const whole = `${marker}\n${markdown}`;
    if (whole.length <= COMMENT_BODY_LIMIT)
        return whole;
    const note = "\n\n… the rest is left out here, to fit GitHub's size limit for a comment; the job summary has it all.\n";
    const room = COMMENT_BODY_LIMIT - note.length;
    const cut = whole.lastIndexOf('\n', room);
    return `${whole.slice(0, cut > marker.length ? cut : room)}${note}`;
}
function commentFailure(error) {
    if (error instanceof PublishError)
        return error;
    if (error instanceof http_errors/* ApiError */.h && (error.status === 401 || error.status === 403 || error.status === 404)) {
        return new PublishError(`Could not comment on the pull request (HTTP ${error.status}: ${error.said ?? error.message}). The token cannot write to this pull request: ` +
            'pull requests from forks get a read-only token. Give the job `permissions: pull-requests: write`, or set comment: false. ' +
            'The job summary has the full result.');
    }
    if (error instanceof http_errors/* ApiError */.h && error.kind === 'protocol' && error.status !== undefined && error.status >= 300 && error.status < 400) {
        return new PublishError(`Could not comment on the pull request: ${error.message.replace(/\.$/, '')}, so no comment was written. Check GITHUB_API_URL. The job summary has the full result`);
    }
    return new PublishError(`Could not comment on the pull request: ${(0,lib_text/* asSentence */.KG)((0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 300))} The job summary has the full result.`);
}

;// CONCATENATED MODULE: ./src/gate/report/log-groups.ts
/** What goes to the job log after the verdict, folded: every request, and each run's record. */



/** One gate's record takes at most this much of the job log. */
const RECORD_LOG_LIMIT = 64 * 1024;
/** Every request's line (method, path, attempt, outcome, time). */
function logRequests(lines) {
    if (lines.length === 0)
        return;
    core/* startGroup */.Oh(`Requests to the service (${lines.length})`);
    for (const line of lines)
        core/* info */.pq(line);
    core/* endGroup */.N4();
}
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
        const json = (0,lib_text/* toJson */.aB)(gate.record);
        const shown = json.length <= RECORD_LOG_LIMIT
            ? json
            : `${json.slice(0, RECORD_LOG_LIMIT)}… (${json.length - RECORD_LOG_LIMIT} more characters left out)`;
        core/* info */.pq(`${(0,lib_text/* inertText */.UJ)((0,results/* gateLabel */.G)(gate), 120)}: ${shown}`);
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

// EXTERNAL MODULE: ./src/action/entry.ts
var entry = __webpack_require__(59682);
// EXTERNAL MODULE: ./src/lib/duration.ts
var duration = __webpack_require__(82543);
// EXTERNAL MODULE: ./src/lib/walk.ts
var walk = __webpack_require__(41162);
// EXTERNAL MODULE: ./src/policy/report.ts
var report = __webpack_require__(12742);
// EXTERNAL MODULE: ./src/gate/report/reasons.ts
var reasons = __webpack_require__(25907);
;// CONCATENATED MODULE: ./src/gate/report/summary.ts








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
/** The step's own why and what-to-do paragraphs with several gates, in characters before escaping. */
const STEP_PARAGRAPH_LIMIT = 2000;
/** Gate names a heading lists before it counts the rest. */
const HEADING_NAMES = 5;
/** Nested fields are shown this many levels down (`a.b.c`); deeper ones are left to the `run` output. */
const SERVICE_FIELDS_DEPTH = 3;
/** Fields looked at before the rest are only counted. */
const MAX_FIELDS_READ = 500;
/** A list of objects shows this many items, each with at most this many scalar fields, in at most this many characters. */
const LIST_ITEMS_SHOWN = 3;
const ITEM_FIELDS_SHOWN = 4;
const LIST_TEXT_LIMIT = 400;
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
    // One gate: its run, status and pass-if are said above, each once; what is left is how long it took.
    const timing = step.gates.length === 1 ? timingLine(step.gates[0]) : undefined;
    if (timing !== undefined)
        lines.push('', timing);
    const commit = commitSentence(context);
    if (commit !== undefined)
        lines.push('', commit);
    lines.push(...serviceFieldsSection(gate, SERVICE_FIELDS_BUDGET, false));
    return `${lines.join('\n')}\n`;
}
function renderSeveral(step, context) {
    const passed = step.gates.filter(gate => gate.verdict === 'passed').length;
    const names = step.gates.map(gate => (0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)((0,results/* gateLabel */.G)(gate), 60)));
    const listed = names.length > HEADING_NAMES ? `${names.slice(0, HEADING_NAMES).join(', ')} and ${names.length - HEADING_NAMES} more` : names.join(', ');
    const lines = [`## ${VERDICT_ICON[step.verdict]} Agent certification: ${passed} of ${step.gates.length} passed (${listed})`, ''];
    // Each gate's reason is in its own section: the step's paragraph is cut so that it, too, counts
    // against the budget (escaped, a character can take five).
    if (step.reason !== undefined)
        lines.push(`**${step.failsStep ? 'Why' : 'Note'}:** ${(0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)(step.reason, STEP_PARAGRAPH_LIMIT))}`, '');
    if (step.hint !== undefined)
        lines.push(`**What to do:** ${(0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)(step.hint, STEP_PARAGRAPH_LIMIT))}`, '');
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
    // A verdict pass-if reached is said once: the sentence above and the policy line below carry
    // the expression, what it gave and the values it read.
    const saidByPolicy = gate.policy !== undefined && (gate.verdict === 'failed' || gate.verdict === 'error');
    if (gate.reason !== undefined && !saidByPolicy && !(compact && gate.verdict === 'passed'))
        lines.push('', `**${gate.failsStep ? 'Why' : 'Note'}:** ${(0,lib_text/* escapeMarkdown */.FV)(gate.reason)}`);
    // The link is given once, as a link, on the line below: the hint's copy of it points there.
    const hint = gate.lookAt !== undefined ? gate.hint?.split(gate.lookAt).join('the link below') : gate.hint;
    if (hint !== undefined)
        lines.push('', `**What to do:** ${(0,lib_text/* escapeMarkdown */.FV)(hint)}`);
    if (gate.lookAt !== undefined)
        lines.push('', `**Where to look:** ${markdown_link(gate.lookAt, gate.lookAt)}`);
    lines.push(...foundLines(gate));
    if (gate.policy !== undefined)
        lines.push('', policyLine(gate.policy));
    if (gate.base !== undefined)
        lines.push('', baseLine(gate.base));
    if (gate.notReused !== undefined)
        lines.push('', `**Reuse:** no certification of this commit was reused: ${(0,lib_text/* escapeMarkdown */.FV)((0,reasons/* reasonText */.u)(gate.notReused))}.`);
    if (gate.notCarried !== undefined)
        lines.push('', `**Paths:** nothing was carried forward: ${(0,lib_text/* escapeMarkdown */.FV)((0,reasons/* reasonText */.u)(gate.notCarried))}.`);
    return lines;
}
/** What `base` was: the base commit's certification, or why there was none (then an empty map). */
function baseLine(base) {
    const commit = base.commit === undefined ? undefined : `${(0,lib_text/* codeSpan */.SS)(base.commit.slice(0, 12))}`;
    if (base.certification !== undefined) {
        const of = (base.counted ?? 1) > 1 ? `the first of ${base.counted} certifications` : 'the certification';
        if (base.ancestorOf !== undefined) {
            const { behind } = base.ancestorOf;
            const baseCommit = `${(0,lib_text/* codeSpan */.SS)(base.ancestorOf.commit.slice(0, 12))}`;
            return `**Base:** compared with ${certificationText(base.certification)}, ${of} of ${commit ?? ''}, ${behind} commit${behind === 1 ? '' : 's'} behind base commit ${baseCommit}, which has none: its newest certified first-parent ancestor.`;
        }
        return `**Base:** compared with ${certificationText(base.certification)}, ${of} of base commit ${commit ?? ''}.`;
    }
    const why = (0,lib_text/* escapeMarkdown */.FV)(base.why === undefined ? 'none was found' : (0,reasons/* reasonText */.u)(base.why));
    // A list that could not be read, or certifications that do not count, are not "no certification":
    // pass-if compared with nothing for a reason a person may mend.
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
/** `run **r-1**, signed 2026-11-24 09:12 UTC by `o/r/.github/workflows/x.yml@refs/heads/main` on `refs/heads/main`, 2h 05m ago`. */
function certificationText(seen) {
    // Code spans: a signer or ref copied from the page is the name itself, for signer-workflow or source-ref.
    const signer = seen.signer === undefined ? '' : ` by ${(0,lib_text/* codeSpan */.SS)((0,lib_text/* shorten */.ml)(seen.signer, 200))}`;
    const ref = seen.sourceRef === undefined ? '' : ` on ${(0,lib_text/* codeSpan */.SS)((0,lib_text/* shorten */.ml)(seen.sourceRef, 200))}`;
    const when = seen.signedAt.replace('T', ' ').replace(/(:\d\d)?(\.\d+)?Z$/, ' UTC');
    return `run ${strong(seen.runId ?? '?') ?? ''}, signed ${(0,lib_text/* escapeMarkdown */.FV)(when)}${signer}${ref}, ${(0,duration/* formatDuration */.a)(seen.ageMs)} ago`;
}
/** Where a person finds a whole record: the `run` output for one gate; the job log for several. */
const WHOLE_RECORD = {
    one: 'the `run` output has the whole record',
    several: 'the job log has each run\'s record (group "Run records, one per gate")'
};
function serviceFieldsSection(gate, budget, compact) {
    // What is listed above, under "What the service found", is not said again in the table.
    const found = foundList(gate);
    const record = found === undefined || gate.record === undefined ? gate.record : withoutField(gate.record, found.name);
    const fields = serviceFields(record, budget, compact ? WHOLE_RECORD.several : WHOLE_RECORD.one);
    if (fields.length === 0)
        return [];
    return ['', compact ? '**Reported by the service:**' : '### Reported by the service', '', ...fields];
}
/** Names the project (or the run), so that two gates' summaries and comments never look the same. */
function heading(result) {
    // An error after the service gave a status is a run the gate reached but could not judge.
    const words = result.verdict === 'error' && result.status !== undefined
        ? 'agent certification reached no verdict'
        : result.verdict === 'passed'
            ? `${VERDICT_WORDS.passed}${result.reused === undefined ? '' : result.carriedFrom === undefined ? ', reused' : ', carried forward'}${notCompared(result.base)}`
            : VERDICT_WORDS[result.verdict];
    const named = result.projectId !== undefined || result.runId !== undefined;
    const title = named
        ? `${(0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)((0,results/* gateLabel */.G)(result), FIELD_VALUE_LIMIT))}: ${words}`
        : words[0].toUpperCase() + words.slice(1);
    return `${VERDICT_ICON[result.verdict]} ${title}`;
}
/**
 * `, not compared: the base commit has no certification`: a pass where pass-if names base and had
 * none to compare with says so in its heading, so that nobody reads it as a pass against the base.
 */
function notCompared(base) {
    if (base === undefined || base.record !== undefined)
        return '';
    if (base.absence === 'unprotected')
        return `, not compared: ${(0,lib_text/* escapeMarkdown */.FV)(base.why === undefined ? '' : (0,reasons/* reasonText */.u)(base.why))}`;
    const why = base.commit === undefined
        ? 'there is no base commit'
        : base.absence === 'none-counts'
            ? 'no certification of the base commit counts here'
            : 'the base commit has no certification';
    return `, not compared: ${why}`;
}
/** What a reused certification was of: this commit, or the same tree on another commit (GitHub said so). */
function reusedOf(result) {
    const byTree = result.reusedByTree;
    if (byTree === undefined)
        return 'this commit';
    const commit = byTree.commit === undefined ? 'another commit' : `commit ${(0,lib_text/* codeSpan */.SS)(byTree.commit.slice(0, 12))}`;
    return `${commit}, whose tree ${(0,lib_text/* codeSpan */.SS)(byTree.tree.slice(0, 12))} is this commit's (the same files, as GitHub says)`;
}
/** What a carried pass did not certify: the files that changed outside `paths`, the first few and how many more. */
function outsidePathsText(carried) {
    const named = carried.outsidePaths ?? [];
    const count = carried.outsidePathsCount ?? named.length;
    if (count === 0)
        return ' No file changed since.';
    const more = count > named.length ? ` and ${count - named.length} more` : '';
    return ` Changed since, outside \`paths\`, and not certified: ${named.map(file => (0,lib_text/* codeSpan */.SS)((0,lib_text/* shorten */.ml)(file, 120))).join(', ')}${more}.`;
}
/** The content-certified certification a reused one rests on, when it was itself signed again. */
function restsOnText(seen) {
    const { restsOn } = seen;
    if (restsOn === undefined)
        return '';
    const commit = restsOn.commit === undefined ? 'another commit' : `commit ${(0,lib_text/* codeSpan */.SS)(restsOn.commit.slice(0, 12))}`;
    const ref = restsOn.sourceRef === undefined ? '' : ` signed on ${(0,lib_text/* codeSpan */.SS)((0,lib_text/* shorten */.ml)(restsOn.sourceRef, 200))}`;
    return restsOn.carried
        ? ` It was itself carried forward by \`paths\`: it rests on the certification of ${commit}${ref}, made by a run on that content.`
        : ` It was itself reused by tree: it rests on the certification of ${commit}${ref}, made by a run on the same files.`;
}
function verdictSentence(result) {
    const run = result.runId === undefined ? 'the run' : `run ${strong(result.runId)}`;
    const status = statusShown(result.status);
    switch (result.verdict) {
        case 'passed':
            if (result.reused !== undefined && result.carriedFrom !== undefined) {
                const { commit, behind } = result.carriedFrom;
                const back = behind === undefined || behind === 0 ? '' : ` (${behind} first parent${behind === 1 ? '' : 's'} back)`;
                return (`**Carried forward** the certification of commit ${(0,lib_text/* codeSpan */.SS)(commit.slice(0, 12))}${back}, made by a run on its content, by ${certificationText(result.reused)}: ` +
                    `nothing under \`paths\` changed since, so no run was started` +
                    (result.policy === undefined ? '.' : ', and `pass-if` is true for its run now.') +
                    outsidePathsText(result.carriedFrom));
            }
            if (result.reused !== undefined) {
                return (`**Reused** the certification of ${reusedOf(result)} by ${certificationText(result.reused)}: no run was started` +
                    (result.policy === undefined ? '.' : ', and `pass-if` is true for its run now.') +
                    restsOnText(result.reused));
            }
            return result.policy === undefined
                ? `The service reported ${status} for ${run}: the attestation report is ready.`
                : `The service reported ${status} for ${run}, and \`pass-if\` is true.`;
        case 'failed': {
            if (result.policy === undefined)
                return `The service reported ${status} for ${run}: it ended without an attestation.`;
            // A drop against the base said plainly, before the expression that judged it.
            const regression = (0,report.regressionText)(result.policy);
            return regression === undefined
                ? `The service reported ${status} for ${run}, but \`pass-if\` is false: the agent does not meet the team's bar.`
                : `The service reported ${status} for ${run}, but ${(0,lib_text/* escapeMarkdown */.FV)(regression)}: \`pass-if\` is false.`;
        }
        case 'timed-out':
            return (`The timeout ran out while ${run} was still going (last status ${status}); it goes on at the service.` +
                (result.failsStep ? '' : ' The step did not fail because `fail-on-timeout` is false; this run is **not** certified.'));
        case 'cancelled':
            return `The job was cancelled while waiting; ${run} goes on at the service.`;
        case 'started':
            return `The step did not wait for a verdict on ${run} (\`wait: false\`): it is **not** certified yet.`;
        case 'error':
            if (result.status === undefined)
                return 'The gate stopped before the service gave a verdict.';
            if (result.policy !== undefined)
                return `The service reported ${status} for ${run}, but \`pass-if\` ${(0,lib_text/* escapeMarkdown */.FV)((0,report.outcomeText)(result.policy, { detail: false }))}.`;
            return `The gate could not reach a verdict on ${run} (last status ${status}).`;
    }
}
/** The status as the gate compared it, bold, and as the service sent it when that differs. */
function statusShown(status) {
    if (status === undefined)
        return strong('unknown') ?? '';
    const normalized = (0,run_status/* normalizeStatus */.SP)(status);
    const sent = normalized === status ? '' : ` (as the service sent it: ${(0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* quotedValue */.A0)(status))})`;
    return `${strong(normalized)}${sent}`;
}
/**
 * `**Policy:** \`pass-if\` run.trust_score >= 80 (run.trust_score = 72).`: the bar and what it read.
 * A true, false or other value is the verdict sentence's to say; why it could not be evaluated
 * (or ran out of time) is said here, the sentence naming only that it could not.
 */
function policyLine(policy) {
    const read = (0,report.readingsText)(policy);
    const said = policy.outcome === 'error' || policy.outcome === 'stopped' ? ` ${policyOutcome(policy)}` : '';
    return `**Policy:** \`pass-if\` ${(0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)((0,lib_text/* toOneLine */.GX)(policy.expression), 300))}${said}${read === '' ? '' : ` (${(0,lib_text/* escapeMarkdown */.FV)(read)})`}.`;
}
/** What pass-if gave, in bold: `**is false**`, `**could not be evaluated: …**`. */
function policyOutcome(policy) {
    return `**${(0,lib_text/* escapeMarkdown */.FV)((0,report.outcomeText)(policy))}**`;
}
/**
 * One row per gate, with a real header row: each verdict marked at a glance, and, where any gate
 * has a pass-if, the values it read beside the bar.
 */
function gateTable(results) {
    const withPolicy = results.some(result => result.policy !== undefined);
    const rows = results.map(result => {
        const cells = [
            plain(result.projectId) ?? '–',
            result.reused === undefined ? (plain(result.runId) ?? '–') : `${plain(result.runId) ?? '–'} (reused)`,
            strong(result.status) ?? '–',
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
/** `**Elapsed:** 2m 05s, 13 polls.`: for a run waited for; nothing for a pass that started none. */
function timingLine(gate) {
    if (gate.reused !== undefined || gate.runId === undefined)
        return undefined;
    return `**Elapsed:** ${(0,duration/* formatDuration */.a)(gate.elapsedMs)}, ${gate.polls} poll${gate.polls === 1 ? '' : 's'}.`;
}
/** The values pass-if read, and what it gave: `run.trust_score = 72 → false`. */
function policyCell(policy) {
    if (policy === undefined)
        return '–';
    const read = (0,report.readingsText)(policy);
    const gave = policy.outcome === 'value'
        ? (policy.detail ?? '')
        : policy.outcome === 'stopped'
            ? 'ran out of time'
            : policy.outcome === 'error'
                ? 'error'
                : policy.outcome;
    return (0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)(`${read === '' ? '' : `${read} → `}${gave}`, FIELD_VALUE_LIMIT));
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
        const shown = repository === undefined ? (0,lib_text/* escapeMarkdown */.FV)(label) : markdown_link(label, `${context.serverUrl}/${repository}/commit/${commit.sha}`);
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
        parts.push(`${markdown_link('Workflow run logs', context.workflowRunUrl)}.`);
    return parts.length === 0 ? undefined : parts.join(' ');
}
function pullRequestLink(context) {
    const label = `#${context.pullRequest?.number ?? ''}`;
    return context.pullRequest?.url === undefined ? (0,lib_text/* escapeMarkdown */.FV)(label) : markdown_link(label, context.pullRequest.url);
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
    // Bounded: a record thousands of levels deep, or with thousands of fields, costs no more than a small one.
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
    if (typeof value === 'string' && /^https:\/\//i.test(value) && safeHref(value) !== undefined) {
        return markdown_link((0,lib_text/* shorten */.ml)(value, FIELD_VALUE_LIMIT), value);
    }
    if (Array.isArray(value)) {
        const scalars = value.every(item => item === null || ['string', 'number', 'boolean'].includes(typeof item));
        if (scalars)
            return (0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)((0,lib_text/* toOneLine */.GX)(value.map(String).join(', ')), FIELD_VALUE_LIMIT)) || (0,lib_text/* escapeMarkdown */.FV)('(empty list)');
        // A list of findings is what a reviewer most wants to see: its first items, the rest counted.
        const items = value.slice(0, LIST_ITEMS_SHOWN).map(listItemText);
        const more = value.length > LIST_ITEMS_SHOWN ? `; and ${value.length - LIST_ITEMS_SHOWN} more` : '';
        return (0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)((0,lib_text/* toOneLine */.GX)(`${items.join('; ')}${more}`), LIST_TEXT_LIMIT));
    }
    return (0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)((0,lib_text/* toOneLine */.GX)(String(value)), FIELD_VALUE_LIMIT));
}
/**
 * A failed run's first list of objects in its record (its findings, whatever the service calls
 * them: the API does not say), which a person reads first; undefined when there is none.
 */
function foundList(gate) {
    if (gate.verdict !== 'failed' || gate.record === undefined)
        return undefined;
    const entry = Object.entries(gate.record).find(([, value]) => Array.isArray(value) && value.length > 0 && value.every(item => item !== null && typeof item === 'object' && !Array.isArray(item)));
    return entry === undefined ? undefined : { name: entry[0], items: entry[1] };
}
/** `**What the service found** (`findings`, 3 of 4):` and its first items, each on a line of its own. */
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
        ...items.slice(0, LIST_ITEMS_SHOWN).map(item => `- ${(0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)((0,lib_text/* toOneLine */.GX)(listItemText(item)), LIST_TEXT_LIMIT))}`)
    ];
}
function withoutField(record, name) {
    return Object.fromEntries(Object.entries(record).filter(([key]) => key !== name));
}
/** An item of a list: itself when it is a scalar; its first scalar fields when it is an object. */
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
/** An id or status, bold. Not a code span: entities are not decoded there, and a backtick could end it. */
function strong(text) {
    return text === undefined ? undefined : `**${(0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)(text, FIELD_VALUE_LIMIT))}**`;
}
/**
 * Appends the job summary to the file the runner names; outside a runner there is none.
 * Appended directly: `core.summary` remembers the first file it saw for the life of the process.
 */
const summaryPublisher = {
    what: 'the job summary',
    publish({ markdown }) {
        appendToSummary(markdown);
    }
};

;// CONCATENATED MODULE: ./src/gate/report/index.ts
/**
 * After the verdict: the publishers in order, then the step's own conclusion. Loaded by main only
 * once the verdict is in, so nothing before the first request pays for reporting.
 */








/**
 * In the order they run: a new thing to publish is one more entry. The attestation comes last:
 * signing is the last thing the step does before it concludes, once everything else is out.
 */
const PUBLISHERS = [
    outputsPublisher,
    logGroupsPublisher,
    summaryPublisher,
    commentPublisher,
    attestationPublisher
];
/** Publishes everything about `result`, then ends the step: failed, warned, or passed. */
async function publishAndConclude(context) {
    const markdown = renderSummary(context.result, context.github);
    const failures = await publishAll(PUBLISHERS, { ...context, markdown });
    // Cancelled after the verdict, while publishing: a cancelled step never ends green.
    if (context.signal.aborted && context.result.verdict !== 'cancelled') {
        failures.push(`${(0,errors/* errorMessage */.gJ)((0,errors/* abortReason */.Js)(context.signal))} It came after the verdict (${context.result.verdict}), while publishing it`);
    }
    const { result } = context;
    (0,entry/* concludeStep */.u)({ ...result, failures, failedWithout: `Agent certification ${result.verdict}.` });
}


/***/ }),

/***/ 68998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ SigningError)
/* harmony export */ });
/**
 * A passed gate whose attestation was asked for and not made: signing failed, storing failed for
 * a reason retrying could not mend, or the gate could not be signed as asked. Says what to do.
 * A module of its own, so that the publisher can name it without loading the signing code.
 */
class SigningError extends Error {
    hint;
    constructor(message, hint) {
        super(message);
        this.name = 'SigningError';
        this.hint = hint;
    }
}


/***/ })

};

//# sourceMappingURL=197.index.js.map