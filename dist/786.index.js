export const id = 786;
export const ids = [786,304];
export const modules = {

/***/ 97117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ olderThanAllowed)
/* harmony export */ });
/* harmony import */ var _lib_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82543);

function olderThanAllowed(ageMs, policy, signedAgain) {
    const { maxAgeMs, maxAgeInput = 'max-age' } = policy;
    if (maxAgeMs === undefined || ageMs <= maxAgeMs)
        return undefined;
    const when = signedAgain ? 'its run was certified' : 'it was signed';
    return `${when} ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(ageMs)} ago, longer ago than ${maxAgeInput} allows (${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(maxAgeMs)})`;
}


/***/ }),

/***/ 25341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DI: () => (/* binding */ branchRefs),
/* harmony export */   EC: () => (/* binding */ MERGE_QUEUE_REFS),
/* harmony export */   Fj: () => (/* binding */ pullRequestOfRef),
/* harmony export */   RF: () => (/* binding */ isAllowedSourceRef),
/* harmony export */   ZS: () => (/* binding */ isAllowedSigner),
/* harmony export */   dX: () => (/* binding */ refMatches),
/* harmony export */   lf: () => (/* binding */ refPatternsText),
/* harmony export */   nO: () => (/* binding */ expectedSigner),
/* harmony export */   uI: () => (/* binding */ parseSignerUri),
/* harmony export */   wv: () => (/* binding */ isSourceRepository),
/* harmony export */   xm: () => (/* binding */ signerPolicy)
/* harmony export */ });
/* unused harmony exports oidcIssuerFor, signerWorkflowText, refPatternText */

function signerPolicy(input) {
    const serverUrl = input.serverUrl.replace(/\/+$/, '');
    return {
        serverUrl,
        oidcIssuer: oidcIssuerFor(serverUrl),
        repository: input.repository,
        commit: input.commit?.toLowerCase(),
        signerWorkflow: input.signerWorkflow,
        sourceRefs: input.sourceRefs ?? [],
        ...(input.protectedBranch === undefined ? {} : { protectedBranch: input.protectedBranch }),
        denySelfHostedRunners: input.denySelfHostedRunners ?? false,
        ...(input.byTree === true ? { byTree: true } : {}),
        ...(input.pullRequestRun === undefined
            ? {}
            : { pullRequestRun: { number: input.pullRequestRun.number, commit: input.pullRequestRun.commit.toLowerCase() } })
    };
}
function pullRequestOfRef(ref) {
    const match = ref === undefined ? null : /^refs\/pull\/(\d+)\//.exec(ref);
    return match === null ? undefined : Number(match[1]);
}
function oidcIssuerFor(serverUrl) {
    const host = new URL(serverUrl).hostname.toLowerCase();
    if (host === 'github.com')
        return 'https://token.actions.githubusercontent.com';
    if (host.endsWith('.ghe.com'))
        return `https://token.actions.${host}`;
    return `${serverUrl.replace(/\/+$/, '')}/_services/token`;
}
function parseSignerUri(uri, serverUrl) {
    if (uri === undefined || !uri.toLowerCase().startsWith(`${serverUrl.toLowerCase()}/`))
        return undefined;
    const match = /^([^/@\s]+\/[^/@\s]+)\/(\.github\/workflows\/[^@\s]+?\.ya?ml)@(\S+)$/.exec(uri.slice(serverUrl.length + 1));
    return match === null ? undefined : { repository: match[1], path: match[2], ref: match[3] };
}
function isAllowedSigner(policy, signer) {
    const wanted = policy.signerWorkflow;
    if (wanted === undefined)
        return sameRepository(signer.repository, policy.repository);
    return (sameRepository(signer.repository, wanted.repository) &&
        signer.path === wanted.path &&
        (wanted.ref === undefined || signer.ref === wanted.ref));
}
function isSourceRepository(policy, sourceRepositoryUri) {
    return sourceRepositoryUri?.toLowerCase() === `${policy.serverUrl}/${policy.repository}`.toLowerCase();
}
function isAllowedSourceRef(policy, ref, trigger) {
    if (policy.sourceRefs.length === 0)
        return true;
    if (ref === undefined)
        return false;
    return policy.sourceRefs.some(pattern => refMatches(pattern, ref, trigger));
}
const MERGE_QUEUE_REFS = 'refs/heads/gh-readonly-queue/';
const MERGE_QUEUE_NAME = 'refs/heads/gh-readonly-queue';
function branchRefs(branch) {
    return [{ exact: `refs/heads/${branch}` }, { prefix: `${MERGE_QUEUE_REFS}${branch}/pr-` }];
}
function refMatches(pattern, ref, trigger) {
    const text = 'exact' in pattern ? pattern.exact : pattern.prefix;
    if (text.startsWith(MERGE_QUEUE_NAME) && trigger !== 'merge_group')
        return false;
    return 'exact' in pattern ? ref === pattern.exact : ref.startsWith(pattern.prefix);
}
function expectedSigner(policy) {
    const wanted = policy.signerWorkflow;
    if (wanted === undefined)
        return `a workflow of ${policy.repository}`;
    const ref = wanted.ref === undefined ? '' : `@${wanted.ref}`;
    return sameRepository(wanted.repository, policy.repository)
        ? `${wanted.path}${ref} of ${policy.repository}`
        : signerWorkflowText(wanted);
}
function signerWorkflowText(wanted) {
    return `${wanted.repository}/${wanted.path}${wanted.ref === undefined ? '' : `@${wanted.ref}`}`;
}
function refPatternText(pattern) {
    return 'exact' in pattern ? pattern.exact : `${pattern.prefix}*`;
}
function refPatternsText(patterns) {
    return patterns.map(refPatternText).join(', ');
}
function sameRepository(a, b) {
    return a.toLowerCase() === b.toLowerCase();
}


/***/ }),

/***/ 76031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AR: () => (/* binding */ CERTIFICATION_PREDICATE_TYPE),
/* harmony export */   Ok: () => (/* binding */ certificationSubjects),
/* harmony export */   T9: () => (/* binding */ imageDetailsOf),
/* harmony export */   VD: () => (/* binding */ CERTIFICATION_EXTENSION),
/* harmony export */   ey: () => (/* binding */ VERIFIED_LEVEL),
/* harmony export */   hH: () => (/* binding */ commitSubjectName),
/* harmony export */   mP: () => (/* binding */ certificationPredicate),
/* harmony export */   pF: () => (/* binding */ IMAGE_VERIFIER_ID),
/* harmony export */   sF: () => (/* binding */ commitSubject),
/* harmony export */   vS: () => (/* binding */ treeSubject),
/* harmony export */   zG: () => (/* binding */ STATEMENT_TYPE)
/* harmony export */ });
/* unused harmony exports VERIFIER_ID, IMAGE_EXTENSION, RECORD_IN_STATEMENT_LIMIT */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18453);


const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
const CERTIFICATION_PREDICATE_TYPE = 'https://slsa.dev/verification_summary/v1';
const VERIFIER_ID = 'https://github.com/agent-certification-gate/agent-certification-gate';
const IMAGE_VERIFIER_ID = `${VERIFIER_ID}/verify`;
const IMAGE_EXTENSION = `${VERIFIER_ID}/image/v1`;
function imageDetailsOf(predicate) {
    const part = predicate[IMAGE_EXTENSION];
    if (typeof part !== 'object' || part === null || Array.isArray(part))
        return undefined;
    const text = (key) => {
        const value = part[key];
        return typeof value === 'string' ? value : undefined;
    };
    return {
        commit: text('commit'),
        projectId: text('projectId'),
        runId: text('runId'),
        certifiedAt: text('certifiedAt')
    };
}
const CERTIFICATION_EXTENSION = `${VERIFIER_ID}/certification/v1`;
const VERIFIED_LEVEL = 'AGENT_CERTIFICATION_PASSED';
const RECORD_IN_STATEMENT_LIMIT = 16_384;
function commitSubject(serverUrl, repository, sha) {
    const name = commitSubjectName(serverUrl, repository, sha);
    return { name, digest: { sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${name}\n`).digest('hex') } };
}
function certificationSubjects(serverUrl, repository, commit, tree) {
    const ofCommit = commitSubject(serverUrl, repository, commit);
    const subjects = [{ ...ofCommit, digest: { ...ofCommit.digest, gitCommit: commit.toLowerCase() } }];
    return tree === undefined ? subjects : [...subjects, treeSubject(serverUrl, repository, tree)];
}
function treeSubject(serverUrl, repository, tree) {
    const name = `git+${serverUrl.replace(/\/+$/, '')}/${repository}@tree:${tree}`.toLowerCase();
    return {
        name,
        digest: { sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${name}\n`).digest('hex'), gitTree: tree.toLowerCase() }
    };
}
function commitSubjectName(serverUrl, repository, sha) {
    return `git+${serverUrl.replace(/\/+$/, '')}/${repository}@${sha}`.toLowerCase();
}
function certificationPredicate({ details, record, runs, readPaths = [], decidedAt, actionVersion, serverUrl }) {
    const policyText = details.passIf ?? 'status == completed';
    const runUrl = (runId) => `${details.serviceUrl}/attestation/runs/${encodeURIComponent(runId)}`;
    const signedRuns = runs?.map(({ record: ofRun, ...run }) => ({ ...run, ...recordKept(ofRun, readPaths) }));
    return {
        verifier: { id: VERIFIER_ID, version: { 'agent-certification-gate': actionVersion } },
        timeVerified: decidedAt.toISOString(),
        resourceUri: commitSubjectName(serverUrl, details.repository, details.commit),
        policy: {
            uri: `${details.serviceUrl}/attestation/projects/${encodeURIComponent(details.projectId ?? '')}`,
            digest: { sha256: sha256(policyText) }
        },
        inputAttestations: [
            ...(signedRuns ?? [details]).map(run => ({ uri: runUrl(run.runId), digest: { sha256: run.recordSha256 } })),
            ...reusedAttestation(details, serverUrl)
        ],
        verificationResult: 'PASSED',
        verifiedLevels: [VERIFIED_LEVEL],
        [CERTIFICATION_EXTENSION]: {
            ...details,
            ...recordKept(record, readPaths),
            ...(signedRuns === undefined ? {} : { runs: signedRuns }),
            caveat: signedRuns === undefined
                ? `The service certified the repository as it cloned it when run ${details.runId} started; its API ` +
                    `cannot name a commit, so this statement binds the run to the commit the workflow ran for, not to what ` +
                    `the service cloned.`
                : `The service certified the repository as it cloned it when each of runs ` +
                    `${signedRuns.map(run => run.runId).join(', ')} started; its API cannot name a commit, so this ` +
                    `statement binds the runs to the commit the workflow ran for, not to what the service cloned.`
        }
    };
}
function recordKept(record, readPaths) {
    if (record === undefined)
        return { runOmitted: 'no record' };
    if (JSON.stringify(record).length <= RECORD_IN_STATEMENT_LIMIT)
        return { run: record };
    return {
        run: recordOutline(record, readPaths),
        runOmitted: `the record's JSON is longer than ${RECORD_IN_STATEMENT_LIMIT} characters: only its ` +
            `top-level scalar fields and the fields pass-if read are kept`
    };
}
function reusedAttestation(details, serverUrl) {
    const { reusedFrom } = details;
    if (reusedFrom?.statementSha256 === undefined)
        return [];
    return [
        {
            name: 'reused certification',
            uri: reusedFrom.tree !== undefined
                ? treeSubject(serverUrl, details.repository, reusedFrom.tree).name
                : commitSubjectName(serverUrl, details.repository, reusedFrom.commit ?? ''),
            digest: { sha256: reusedFrom.statementSha256 }
        }
    ];
}
const OUTLINE_SCALAR_LIMIT = 1024;
function recordOutline(record, readPaths) {
    const outline = {};
    let size = 2;
    const keep = (keys, value) => {
        const length = JSON.stringify(keys.at(-1)).length + (JSON.stringify(value)?.length ?? 0) + 2;
        if (value === undefined || size + length > RECORD_IN_STATEMENT_LIMIT)
            return;
        let parent = outline;
        for (const key of keys.slice(0, -1))
            parent = Object.hasOwn(parent, key) ? parent[key] : defineField(parent, key, {});
        defineField(parent, keys[keys.length - 1], value);
        size += length;
    };
    const throughNoList = (keys) => keys.slice(0, -1).every((_, end) => !Array.isArray((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .readPath */ .G7)(record, keys.slice(0, end + 1))));
    for (const keys of readPaths)
        if (keys.length > 0 && throughNoList(keys))
            keep(keys, (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .readPath */ .G7)(record, keys));
    for (const [key, value] of Object.entries(record)) {
        const scalar = value === null || ['string', 'number', 'boolean'].includes(typeof value);
        if (scalar && !Object.hasOwn(outline, key) && JSON.stringify(value).length <= OUTLINE_SCALAR_LIMIT)
            keep([key], value);
    }
    return outline;
}
function defineField(target, key, value) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
    return value;
}
function sha256(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex');
}


/***/ }),

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




async function lookUpBase(projectId, memory, logger, patience) {
    if (projectId === undefined)
        return { why: { kind: 'no-project' }, absence: 'unreadable' };
    if (memory === undefined)
        return { why: { kind: 'not-looked-up' }, absence: 'unreadable' };
    let recalled = await memory.baseCommit(projectId);
    if (notCertifiedYet(recalled)) {
        const history = await memory.baseHistory();
        if ('why' in history)
            return absent(projectId, history, logger);
        recalled = await waitForBase(projectId, memory, recalled, history.commits[0], patience, logger);
        if (notCertifiedYet(recalled))
            return ancestorBase(projectId, memory, recalled, history, logger);
    }
    return 'certifications' in recalled ? firstOf(recalled, logger) : absent(projectId, recalled, logger);
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
        `(${(0,_reasons_js__WEBPACK_IMPORTED_MODULE_3__/* .reasonText */ .u)(first.why)}): ` +
        `looking again every ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(intervalMs)} ${how}, as one may still be running.`);
}
async function ancestorBase(projectId, memory, none, { commits, cutShort }, logger) {
    const [base, ...ancestors] = commits;
    for (const [index, ancestor] of ancestors.entries()) {
        const recalled = await memory.protectedCommit(projectId, ancestor.sha);
        if ('why' in recalled) {
            if (recalled.absence !== 'unreadable')
                continue;
            const why = { kind: 'ancestor-unreadable', ancestor: ancestor.sha, cause: recalled.why };
            return absent(projectId, { ...recalled, commit: base.sha, why }, logger);
        }
        return { ...firstOf(recalled, logger, ancestor.sha), ancestorOf: { commit: base.sha, behind: index + 1 } };
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
        logger.warning(`base is an empty map for project ${project}${ofCommit}: ${(0,_reasons_js__WEBPACK_IMPORTED_MODULE_3__/* .reasonText */ .u)(recalled.why)}. ` +
            'pass-if compares with nothing until a certification of the base counts: the reason says why this one does not.');
    }
    else {
        logger.info(`base is an empty map for project ${project}${ofCommit}: ${(0,_reasons_js__WEBPACK_IMPORTED_MODULE_3__/* .reasonText */ .u)(recalled.why)}.`);
    }
    return {
        commit: recalled.commit,
        why: recalled.why,
        absence: recalled.absence,
        ...(recalled.refused ? { refused: true } : {})
    };
}
function firstOf(recalled, logger, ancestor) {
    const [first] = recalled.certifications;
    const counted = recalled.certifications.length;
    const of = counted === 1 ? 'the certification' : `the first of ${counted} certifications`;
    const verb = counted === 1 ? 'counts' : 'count';
    const commit = ancestor === undefined
        ? `base commit ${recalled.commit}`
        : `${recalled.commit}, the base commit's newest certified ancestor`;
    logger.info(`base is the record of run ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(first.seen.runId ?? '?')}, ${of} of ${commit} that ${verb}.`);
    return {
        commit: recalled.commit,
        certification: first.seen,
        record: first.record,
        counted,
        statementSha256: first.statementSha256,
        recordSha256: first.recordSha256,
        ...(first.runOmitted === undefined ? {} : { runOmitted: first.runOmitted }),
        ...(first.runs === undefined ? {} : { runs: first.runs.map(run => run.record) })
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
    const why = base.why === undefined ? 'it could not be looked up' : (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)((0,_reasons_js__WEBPACK_IMPORTED_MODULE_3__/* .reasonText */ .u)(base.why), 400);
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
    if ((0,_base_js__WEBPACK_IMPORTED_MODULE_4__.baseUnreadable)(base))
        return none({ kind: 'base-unreadable', cause: base.why });
    const source = await contentSource(memory, projectId, start.commit, config.repeat);
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
async function contentSource(memory, projectId, start, repeat) {
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
        const certification = ofContent.filter(one => (one.runs?.length ?? 1) >= repeat).at(-1);
        if (certification !== undefined)
            return { commit: sha, certification, behind };
        const newest = ofContent.at(-1);
        fewer ??=
            newest === undefined
                ? undefined
                : {
                    kind: 'verifies-but',
                    runId: newest.seen.runId,
                    but: { kind: 'too-few-runs', runs: newest.runs?.length ?? 1, repeat },
                    more: 0
                };
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


/***/ }),

/***/ 26876:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $6: () => (/* binding */ protectedRefs),
/* harmony export */   DI: () => (/* reexport safe */ _attestation_signer_policy_js__WEBPACK_IMPORTED_MODULE_0__.DI),
/* harmony export */   O_: () => (/* binding */ runOnContent),
/* harmony export */   f$: () => (/* binding */ signsTree),
/* harmony export */   mY: () => (/* binding */ targetBranch),
/* harmony export */   nD: () => (/* binding */ unprotectedTarget)
/* harmony export */ });
/* harmony import */ var _attestation_signer_policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25341);
/* harmony import */ var _github_events_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4254);



function runOnContent(github) {
    const { runOnContent: rule } = (0,_github_events_js__WEBPACK_IMPORTED_MODULE_1__/* .meaningOf */ .Pr)(github.eventName);
    if (rule === 'always')
        return undefined;
    const event = github.eventName ?? 'workflow';
    if (rule === 'never')
        return { kind: 'run-elsewhere', event };
    const commit = github.commit?.sha;
    if (github.workflowSha === undefined ||
        commit === undefined ||
        github.workflowSha.toLowerCase() === commit.toLowerCase())
        return undefined;
    return { kind: 'run-elsewhere', event, runCommit: github.workflowSha };
}
function signsTree(github) {
    return runOnContent(github) === undefined;
}
function protectedRefs(sourceRefs, github) {
    if (sourceRefs.length > 0)
        return sourceRefs;
    if (github.defaultBranch === undefined) {
        return {
            kind: 'event-lacks',
            event: github.eventName ?? 'workflow',
            what: 'default branch',
            field: 'repository.default_branch'
        };
    }
    return (0,_attestation_signer_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .branchRefs */ .DI)(github.defaultBranch);
}
function targetBranch(github) {
    const { branch } = (0,_github_events_js__WEBPACK_IMPORTED_MODULE_1__/* .meaningOf */ .Pr)(github.eventName);
    if (branch === 'the base branch')
        return github.baseBranch;
    if (branch === undefined || github.ref === undefined)
        return undefined;
    return /^refs\/heads\/(.+)$/.exec(github.ref)?.[1];
}
function unprotectedTarget(branch, refs, sourceRefs) {
    if (refs.some(pattern => (0,_attestation_signer_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .refMatches */ .dX)(pattern, `refs/heads/${branch}`, 'push')))
        return undefined;
    return { kind: 'unprotected-branch', branch, sourceRefSet: sourceRefs.length > 0 };
}


/***/ }),

/***/ 53515:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BH: () => (/* binding */ treeLookup),
/* harmony export */   C0: () => (/* binding */ carryStart),
/* harmony export */   LZ: () => (/* binding */ reuseLookup),
/* harmony export */   dz: () => (/* binding */ protectedLookup),
/* harmony export */   mv: () => (/* binding */ baseLookup)
/* harmony export */ });
/* unused harmony export protectedHistory */
/* harmony import */ var _attestation_signer_policy_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25341);
/* harmony import */ var _attestation_signer_policy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1575);
/* harmony import */ var _attestation_statement_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76031);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8955);
/* harmony import */ var _github_events_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4254);
/* harmony import */ var _events_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26876);





function reuseLookup(config, github) {
    const commit = github.commit?.sha;
    if (commit === undefined)
        return { why: { kind: 'runner-lacks', what: 'commit' } };
    const elsewhere = (0,_events_js__WEBPACK_IMPORTED_MODULE_3__/* .runOnContent */ .O_)(github);
    if (elsewhere !== undefined)
        return { why: elsewhere };
    const ownRefs = config.sourceRefs.length > 0 ? [] : reuseRefs(github);
    if ('why' in ownRefs)
        return { ...ownRefs, commit, absence: 'unreadable' };
    return lookupOf('reuse', commit, config, github, config.reuseMs, ownRefs);
}
function treeLookup(config, github, tree) {
    const elsewhere = (0,_events_js__WEBPACK_IMPORTED_MODULE_3__/* .runOnContent */ .O_)(github);
    if (elsewhere !== undefined)
        return { why: elsewhere };
    const signer = signerOf(config, github);
    if ('why' in signer)
        return { ...signer, commit: tree, absence: 'unreadable' };
    return {
        purpose: 'tree',
        commit: tree,
        label: LABEL.tree,
        subject: (0,_attestation_statement_js__WEBPACK_IMPORTED_MODULE_0__/* .treeSubject */ .vS)(github.serverUrl, signer.repository, tree),
        policy: {
            signer: (0,_attestation_signer_policy_js__WEBPACK_IMPORTED_MODULE_4__/* .signerPolicy */ .xm)({
                serverUrl: github.serverUrl,
                repository: signer.repository,
                signerWorkflow: signer.workflow,
                sourceRefs: config.sourceRefs,
                denySelfHostedRunners: config.denySelfHostedRunners,
                byTree: true
            }),
            maxAgeMs: config.reuseMs,
            maxAgeInput: _names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Reuse,
            tree
        }
    };
}
function protectedHistory(config, github) {
    const refs = (0,_events_js__WEBPACK_IMPORTED_MODULE_3__/* .protectedRefs */ .$6)(config.sourceRefs, github);
    if ('kind' in refs)
        return { why: refs, absence: 'unreadable' };
    const branch = (0,_events_js__WEBPACK_IMPORTED_MODULE_3__/* .targetBranch */ .mY)(github);
    if (branch === undefined) {
        if ((0,_github_events_js__WEBPACK_IMPORTED_MODULE_2__/* .meaningOf */ .Pr)(github.eventName).branch === 'the pushed branch') {
            return { why: { kind: 'runner-lacks', what: 'push-branch' }, absence: 'unreadable' };
        }
        const branchField = (0,_github_events_js__WEBPACK_IMPORTED_MODULE_2__/* .meaningOf */ .Pr)(github.eventName).base?.branch;
        const field = branchField === undefined ? 'its base ref' : (0,_github_events_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldName */ .w5)(branchField);
        return {
            why: { kind: 'event-lacks', event: github.eventName ?? 'workflow', what: 'base branch', field },
            absence: 'unreadable'
        };
    }
    const unprotected = (0,_events_js__WEBPACK_IMPORTED_MODULE_3__/* .unprotectedTarget */ .nD)(branch, refs, config.sourceRefs);
    return unprotected === undefined ? refs : { why: unprotected, absence: 'unprotected' };
}
function baseLookup(config, github) {
    const commit = github.baseCommit;
    const fields = (0,_github_events_js__WEBPACK_IMPORTED_MODULE_2__/* .meaningOf */ .Pr)(github.eventName).base;
    if (commit === undefined) {
        const event = github.eventName ?? 'workflow';
        return fields === undefined
            ? { why: { kind: 'event-has-no-base', event } }
            : {
                why: { kind: 'event-lacks', event, what: 'base commit', field: (0,_github_events_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldName */ .w5)(fields.commit) },
                absence: 'unreadable'
            };
    }
    return protectedLookup(config, github, commit, LABEL.base);
}
function protectedLookup(config, github, commit, label) {
    const refs = protectedHistory(config, github);
    if ('why' in refs)
        return { ...refs, commit };
    const lookup = lookupOf('base', commit, config, github, undefined, refs);
    return 'why' in lookup ? lookup : { ...lookup, label };
}
function reuseRefs(github) {
    const meaning = (0,_github_events_js__WEBPACK_IMPORTED_MODULE_2__/* .meaningOf */ .Pr)(github.eventName);
    if (meaning.reuseSignedOn === 'any ref')
        return [];
    const branch = (0,_events_js__WEBPACK_IMPORTED_MODULE_3__/* .targetBranch */ .mY)(github);
    if (branch !== undefined)
        return (0,_events_js__WEBPACK_IMPORTED_MODULE_3__/* .branchRefs */ .DI)(branch);
    if (meaning.branch === 'the pushed branch') {
        return github.ref === undefined ? { why: { kind: 'runner-lacks', what: 'push-ref' } } : [{ exact: github.ref }];
    }
    const field = meaning.base === undefined ? 'its base ref' : (0,_github_events_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldName */ .w5)(meaning.base.branch);
    return { why: { kind: 'event-lacks', event: github.eventName ?? 'workflow', what: 'base branch', field } };
}
const LABEL = { reuse: 'this commit', tree: "this run's tree", base: 'the base commit' };
function lookupOf(purpose, commit, config, github, maxAgeMs, ownRefs) {
    const signer = signerOf(config, github);
    if ('why' in signer)
        return { ...signer, commit, absence: 'unreadable' };
    return {
        purpose,
        commit,
        label: LABEL[purpose],
        subject: (0,_attestation_statement_js__WEBPACK_IMPORTED_MODULE_0__/* .commitSubject */ .sF)(github.serverUrl, signer.repository, commit),
        policy: {
            signer: (0,_attestation_signer_policy_js__WEBPACK_IMPORTED_MODULE_4__/* .signerPolicy */ .xm)({
                serverUrl: github.serverUrl,
                repository: signer.repository,
                commit,
                signerWorkflow: signer.workflow,
                sourceRefs: config.sourceRefs.length > 0 ? config.sourceRefs : ownRefs,
                denySelfHostedRunners: config.denySelfHostedRunners,
                pullRequestRun: purpose === 'reuse' ? pullRequestRunOf(github) : undefined
            }),
            maxAgeMs,
            maxAgeInput: _names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Reuse
        }
    };
}
function signerOf(config, github) {
    const { repository } = github;
    if (repository === undefined)
        return { why: { kind: 'runner-lacks', what: 'repository' } };
    if (config.signerWorkflow !== undefined)
        return { repository, workflow: config.signerWorkflow };
    const running = github.workflowRef === undefined ? undefined : (0,_attestation_signer_policy_js__WEBPACK_IMPORTED_MODULE_5__/* .parseSignerWorkflow */ .p)(github.workflowRef.split('@')[0], repository);
    if (running === undefined || 'invalid' in running) {
        return { why: { kind: 'runner-lacks', what: 'workflow' } };
    }
    return { repository, workflow: running };
}
function pullRequestRunOf(github) {
    if ((0,_github_events_js__WEBPACK_IMPORTED_MODULE_2__/* .meaningOf */ .Pr)(github.eventName).pullRequestRun !== 'on its test merge')
        return undefined;
    if (github.pullRequest === undefined || github.workflowSha === undefined)
        return undefined;
    return { number: github.pullRequest.number, commit: github.workflowSha };
}
function carryStart(config, github) {
    const from = (0,_github_events_js__WEBPACK_IMPORTED_MODULE_2__/* .meaningOf */ .Pr)(github.eventName).carryFrom;
    const event = github.eventName ?? 'workflow';
    if (from === undefined)
        return { why: { kind: 'event-never-carries', event } };
    const refs = protectedHistory(config, github);
    if ('why' in refs)
        return refs;
    const commit = from === 'the base commit' ? github.baseCommit : github.commit?.sha;
    if (commit === undefined)
        return { why: { kind: 'event-lacks', event, what: 'commit to carry from', field: from }, absence: 'unreadable' };
    return { commit };
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
        case 'too-few-runs':
            return (`it rests on ${plural(unusable.runs, 'run')}, and repeat asks for ${unusable.repeat}: a certification ` +
                `made on fewer runs than asked never stands in for them`);
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
function passes({ policy, failPolicy }) {
    return policy?.outcome === 'true' && (failPolicy === undefined || failPolicy.outcome === 'false');
}
async function passing(gate, certifications, base) {
    if (gate.config.passIf !== undefined)
        return firstThatPasses(gate, certifications, base);
    const [newest] = certifications;
    const judged = await gate.judge(runsOf(newest), base, false);
    return judged === undefined ? undefined : { certification: newest, runsStats: judged.runsStats };
}
async function firstThatPasses(gate, [newest, ...older], base) {
    const { outcomeText, readingsSuffix } = await __webpack_require__.e(/* import() */ 742).then(__webpack_require__.bind(__webpack_require__, 12742));
    const judge = async (certification, warn) => {
        const judged = await gate.judge(runsOf(certification), base, warn);
        if (judged === undefined)
            return undefined;
        const { policy, failPolicy, figures, runsStats } = judged;
        return { certification, policy, failPolicy, figures, runsStats };
    };
    const first = await judge(newest, true);
    if (first?.policy === undefined)
        return undefined;
    if (passes(first))
        return first;
    for (const certification of older) {
        const chosen = await judge(certification, false);
        if (chosen === undefined)
            return undefined;
        if (passes(chosen))
            return chosen;
    }
    return {
        why: {
            kind: 'pass-if-not-true',
            runId: newest.seen.runId,
            outcome: first.policy.outcome === 'true' && first.failPolicy !== undefined
                ? `is true, but fail-if ${outcomeText(first.failPolicy, { detail: false })},`
                : outcomeText(first.policy, { detail: false }),
            readings: readingsSuffix(first.policy),
            older: older.length
        }
    };
}
function runsOf(certification) {
    const status = certification.status ?? 'completed';
    return (certification.runs ?? [{ ...certification, runId: certification.seen.runId }]).map(run => ({
        runId: run.runId ?? '',
        status: run.status ?? status,
        record: run.record
    }));
}
function reusedResult(gate, { certification, policy, failPolicy, figures, runsStats }, base, how = {}) {
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
        ...(failPolicy === undefined ? {} : { failPolicy }),
        ...(figures === undefined ? {} : { figures }),
        ...(runsStats === undefined ? {} : { runsStats }),
        ...(certification.runs === undefined
            ? {}
            : { runs: certification.runs.map(run => ({ ...run, runId: run.runId ?? '' })) }),
        reused: certification.seen,
        ...how,
        base
    };
}


/***/ })

};

//# sourceMappingURL=786.index.js.map