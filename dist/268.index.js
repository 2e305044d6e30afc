export const id = 268;
export const ids = [268];
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
/* harmony export */   Sx: () => (/* binding */ isAllowedSigning),
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
function isAllowedSigning(policy, signing) {
    if (pullRequestOfRef(signing.sourceRef) !== undefined)
        return false;
    if (policy.denySelfHostedRunners && signing.runner !== 'github-hosted')
        return false;
    const signer = parseSignerUri(signing.signer === undefined ? undefined : `${policy.serverUrl}/${signing.signer}`, policy.serverUrl);
    return (signer !== undefined &&
        isAllowedSigner(policy, signer) &&
        isAllowedSourceRef(policy, signing.sourceRef, signing.trigger));
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
                why: {
                    kind: 'event-lacks',
                    event,
                    what: 'base commit',
                    field: fields.commit === 'GITHUB_SHA' ? 'GITHUB_SHA' : (0,_github_events_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldName */ .w5)(fields.commit)
                },
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
    if ('why' in lookup)
        return lookup;
    const newest = (0,_github_events_js__WEBPACK_IMPORTED_MODULE_2__/* .meaningOf */ .Pr)(github.eventName).base?.pick === 'newest';
    return { ...lookup, label, ...(newest ? { triggers: _github_events_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_BRANCH_TRIGGERS */ .Fk } : {}) };
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

/***/ 73062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ tooFewRuns)
/* harmony export */ });
function tooFewRuns(certification, config) {
    const { decidedEarly } = certification;
    const runs = certification.runs.length;
    const repeat = config.repeat ?? 1;
    if (runs >= repeat)
        return undefined;
    const decidedAlike = config.sequential === true &&
        decidedEarly !== undefined &&
        decidedEarly.repeat === config.repeat &&
        decidedEarly.passIf === (config.passIfExpression ?? null) &&
        decidedEarly.failIf === (config.failIfExpression ?? null);
    return decidedAlike ? undefined : { kind: 'too-few-runs', runs, repeat };
}


/***/ })

};

//# sourceMappingURL=268.index.js.map