export const id = 989;
export const ids = [989,742];
export const modules = {

/***/ 76031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AR: () => (/* binding */ CERTIFICATION_PREDICATE_TYPE),
/* harmony export */   Mb: () => (/* binding */ STATEMENT_PAYLOAD_TYPE),
/* harmony export */   Ok: () => (/* binding */ certificationSubjects),
/* harmony export */   So: () => (/* binding */ certificationOf),
/* harmony export */   Zz: () => (/* binding */ readCertifiedRun),
/* harmony export */   cO: () => (/* binding */ readStatement),
/* harmony export */   fZ: () => (/* binding */ namesSubject),
/* harmony export */   hH: () => (/* binding */ commitSubjectName),
/* harmony export */   jM: () => (/* binding */ predicateForPassIf),
/* harmony export */   mP: () => (/* binding */ certificationPredicate),
/* harmony export */   sF: () => (/* binding */ commitSubject),
/* harmony export */   vS: () => (/* binding */ treeSubject),
/* harmony export */   ym: () => (/* binding */ outlineHoldsWhole),
/* harmony export */   zG: () => (/* binding */ STATEMENT_TYPE)
/* harmony export */ });
/* unused harmony exports VERIFIER_ID, CERTIFICATION_EXTENSION, VERIFIED_LEVEL, RECORD_IN_STATEMENT_LIMIT */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18453);
/**
 * What a signed certification says, and what it is about: the in-toto subject that names a
 * commit of a repository, and the SLSA Verification Summary predicate that the gate fills from
 * a passed gate. Written here (the gate signs it) and read back here (whoever verifies it), each
 * field typed both ways. Nothing here signs or verifies.
 */


/** The in-toto statement type GitHub's attestations carry. */
const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
/** SLSA's Verification Summary: a verifier checked a resource against a policy, and the result. */
const CERTIFICATION_PREDICATE_TYPE = 'https://slsa.dev/verification_summary/v1';
/** Says who verified: this action, whatever repository it is used from. */
const VERIFIER_ID = 'https://github.com/agent-certification-gate/agent-certification-gate';
/**
 * The name of the gate's own part of the predicate. SLSA's Verification Summary allows extension
 * fields only under names that are URIs; statements signed before it carry the part under
 * `certification`, and both are read (certificationOf).
 */
const CERTIFICATION_EXTENSION = `${VERIFIER_ID}/certification/v1`;
/** The level a pass claims: the project's own, never one of SLSA's tracks (`SLSA_…`), which the gate does not check. */
const VERIFIED_LEVEL = 'AGENT_CERTIFICATION_PASSED';
/** The record is included in the statement up to this many characters of JSON; larger, only its digest is. */
const RECORD_IN_STATEMENT_LIMIT = 16_384;
/**
 * The subject a verifier can rebuild from the repository and the commit alone:
 * `git+<server>/<owner>/<repo>@<sha>`, and the sha256 of that text plus a newline, which is the
 * file `printf '%s\n' "$SUBJECT" > subject.txt` writes for `gh attestation verify`.
 */
function commitSubject(serverUrl, repository, sha) {
    const name = commitSubjectName(serverUrl, repository, sha);
    return { name, digest: { sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${name}\n`).digest('hex') } };
}
/**
 * What a signed certification is about: the commit (its subject, with the in-toto `gitCommit`
 * digest beside the sha256), and, when known, the git tree the signing run was on, a second
 * subject with the `gitTree` digest and the sha256 of its name, by which GitHub lists it.
 */
function certificationSubjects(serverUrl, repository, commit, tree) {
    const ofCommit = commitSubject(serverUrl, repository, commit);
    const subjects = [{ ...ofCommit, digest: { ...ofCommit.digest, gitCommit: commit.toLowerCase() } }];
    return tree === undefined ? subjects : [...subjects, treeSubject(serverUrl, repository, tree)];
}
/**
 * A git tree of a repository as a subject: `git+<server>/<owner>/<repo>@tree:<sha>`, its sha256
 * (name plus a newline, as for a commit), and the in-toto `gitTree` digest. Two commits with the
 * same tree hold the same files, `.github/workflows/` among them.
 */
function treeSubject(serverUrl, repository, tree) {
    const name = `git+${serverUrl.replace(/\/+$/, '')}/${repository}@tree:${tree}`.toLowerCase();
    return { name, digest: { sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${name}\n`).digest('hex'), gitTree: tree.toLowerCase() } };
}
/**
 * `git+https://github.com/octo/agent@<sha>`: all in lower case (GitHub's names are
 * case-insensitive, so a verifier that spells the repository otherwise still finds it), the
 * server without a trailing slash.
 */
function commitSubjectName(serverUrl, repository, sha) {
    return `git+${serverUrl.replace(/\/+$/, '')}/${repository}@${sha}`.toLowerCase();
}
/**
 * Fills the Verification Summary from a passed gate. `policy` names what the run had to meet
 * (its digest is that of the `pass-if` text, or of `status == completed` without one), and
 * `inputAttestations` the run record the verdict was reached on, by the digest of its bytes.
 */
function certificationPredicate({ details, record, readPaths = [], decidedAt, actionVersion, serverUrl }) {
    const policyText = details.passIf ?? 'status == completed';
    const recordJson = record === undefined ? undefined : JSON.stringify(record);
    const included = recordJson !== undefined && recordJson.length <= RECORD_IN_STATEMENT_LIMIT;
    const runUrl = `${details.serviceUrl}/attestation/runs/${encodeURIComponent(details.runId)}`;
    return {
        verifier: { id: VERIFIER_ID, version: { 'agent-certification-gate': actionVersion } },
        timeVerified: decidedAt.toISOString(),
        resourceUri: commitSubjectName(serverUrl, details.repository, details.commit),
        policy: {
            uri: `${details.serviceUrl}/attestation/projects/${encodeURIComponent(details.projectId ?? '')}`,
            digest: { sha256: sha256(policyText) }
        },
        inputAttestations: [{ uri: runUrl, digest: { sha256: details.recordSha256 } }, ...reusedAttestation(details, serverUrl)],
        verificationResult: 'PASSED',
        // No SLSA track level is claimed: the gate checks a certification, not how the code was built.
        verifiedLevels: [VERIFIED_LEVEL],
        [CERTIFICATION_EXTENSION]: {
            ...details,
            ...(record === undefined
                ? { runOmitted: 'no record' }
                : included
                    ? { run: record }
                    : {
                        run: recordOutline(record, readPaths),
                        runOmitted: `the record's JSON is longer than ${RECORD_IN_STATEMENT_LIMIT} characters: only its top-level scalar fields and the fields pass-if read are kept`
                    }),
            caveat: `The service certified the repository as it cloned it when run ${details.runId} started; its API cannot name a commit, so this statement binds the run to the commit the workflow ran for, not to what the service cloned.`
        }
    };
}
/** The certification a reused pass rests on, as SLSA's `inputAttestations` names one: its statement's digest. */
function reusedAttestation(details, serverUrl) {
    const { reusedFrom } = details;
    if (reusedFrom?.statementSha256 === undefined)
        return [];
    return [
        {
            name: 'reused certification',
            // The subject GitHub lists the reused statement under: its tree's, when reused by tree; the
            // certified commit's, when carried forward.
            uri: reusedFrom.tree !== undefined
                ? treeSubject(serverUrl, details.repository, reusedFrom.tree).name
                : commitSubjectName(serverUrl, details.repository, reusedFrom.commit ?? ''),
            digest: { sha256: reusedFrom.statementSha256 }
        }
    ];
}
/** A scalar field kept in an outline is at most this long, as JSON. */
const OUTLINE_SCALAR_LIMIT = 1024;
/**
 * What is kept of a record too large to keep whole: the fields `pass-if` read, at their place,
 * then the top-level scalar fields, as many as fit RECORD_IN_STATEMENT_LIMIT.
 */
function recordOutline(record, readPaths) {
    const outline = {};
    let size = 2;
    const keep = (keys, value) => {
        const length = JSON.stringify(keys.at(-1)).length + (JSON.stringify(value)?.length ?? 0) + 2;
        if (value === undefined || size + length > RECORD_IN_STATEMENT_LIMIT)
            return;
        let parent = outline;
        // Every key before the last stands for an object (throughNoList): made here, or kept whole before.
        for (const key of keys.slice(0, -1))
            parent = Object.hasOwn(parent, key) ? parent[key] : defineField(parent, key, {});
        defineField(parent, keys[keys.length - 1], value);
        size += length;
    };
    // A field is kept at its place only through objects: a list indexed by a key would come out an
    // object. (Past a scalar or null there is no value to keep.)
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
/** Sets a field as data (a `__proto__` key stays a field), and returns what was set. */
function defineField(target, key, value) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
    return value;
}
function sha256(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex');
}
/** The DSSE payload type of an in-toto statement. */
const STATEMENT_PAYLOAD_TYPE = 'application/vnd.in-toto+json';
/** Reads a statement's JSON text (or parsed value); undefined when it is not an object. */
function readStatement(statement) {
    const read = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseObject */ .lj)(statement);
    if (read === undefined)
        return undefined;
    const predicate = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseObject */ .lj)(read['predicate']);
    const certification = predicate === undefined ? undefined : certificationOf(predicate);
    const text = (value) => (typeof value === 'string' ? value : undefined);
    const subjects = Array.isArray(read['subject']) ? read['subject'] : [];
    return {
        statementType: read['_type'],
        predicateType: read['predicateType'],
        subjects: subjects.map(subject => {
            const descriptor = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseObject */ .lj)(subject);
            return { name: descriptor?.['name'], sha256: (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseObject */ .lj)(descriptor?.['digest'])?.['sha256'] };
        }),
        predicate,
        verificationResult: predicate?.['verificationResult'],
        timeVerified: text(predicate?.['timeVerified']),
        projectId: text(certification?.['projectId']),
        runId: text(certification?.['runId'])
    };
}
/** Whether the statement is about `subject`: the same name and the same sha256. */
function namesSubject(statement, subject) {
    return statement.subjects.some(candidate => candidate.name === subject.name && candidate.sha256 === subject.digest['sha256']);
}
/** The gate's part of a predicate: under its URI name, or under `certification` as older statements have it. */
function certificationOf(predicate) {
    // Objects as signed: a string is never parsed into one.
    const object = (value) => typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
    return object(predicate[CERTIFICATION_EXTENSION]) ?? object(predicate['certification']);
}
/**
 * The predicate as a verifier's `pass-if` reads it: the gate's part under `certification` too,
 * whichever name it was signed under, so `predicate.certification.run.trust_score` reads both.
 */
function predicateForPassIf(predicate) {
    const certification = certificationOf(predicate);
    return certification === undefined ? { ...predicate } : { ...predicate, certification };
}
/** Reads the run out of a verified predicate; nothing here says whether it was verified. */
function readCertifiedRun(predicate) {
    // Objects as signed: a string is never parsed into one.
    const object = (value) => typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
    const certification = certificationOf(predicate);
    const text = (value) => (typeof value === 'string' ? value : undefined);
    const runStartedHere = certification?.['runStartedHere'];
    const reusedFrom = object(certification?.['reusedFrom']);
    return {
        record: object(certification?.['run']),
        runOmitted: text(certification?.['runOmitted']),
        status: text(certification?.['status']),
        recordSha256: text(certification?.['recordSha256']),
        serviceUrl: text(certification?.['serviceUrl']),
        runStartedHere: typeof runStartedHere === 'boolean' ? runStartedHere : undefined,
        // Any `paths` at all: a statement that says it was carried is read as carried, whatever else it says.
        carried: reusedFrom !== undefined && reusedFrom['paths'] !== undefined,
        ...(reusedFrom === undefined
            ? {}
            : { restsOn: { commit: text(reusedFrom['commit']), tree: text(reusedFrom['tree']), sourceRef: text(reusedFrom['sourceRef']) } })
    };
}
/**
 * Whether an outlined record (recordOutline) surely holds the value at `keys` as the whole record
 * held it: a value that is not an object. An object may be one the outline made to hold a deeper
 * field, without its other fields; a field that is absent may have been left out.
 */
function outlineHoldsWhole(outline, keys) {
    const value = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .readPath */ .G7)(outline, [...keys]);
    return value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value));
}


/***/ }),

/***/ 26876:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $6: () => (/* binding */ protectedRefs),
/* harmony export */   DI: () => (/* binding */ branchRefs),
/* harmony export */   O_: () => (/* binding */ runOnContent),
/* harmony export */   f$: () => (/* binding */ signsTree),
/* harmony export */   mY: () => (/* binding */ targetBranch),
/* harmony export */   nD: () => (/* binding */ unprotectedTarget)
/* harmony export */ });
/* harmony import */ var _attestation_signer_policy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25341);
/* harmony import */ var _github_events_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4254);
/**
 * The certification side's rules from the event table (github/events.ts): whether a run is on the
 * content it certifies (then it may reuse, carry, or sign a tree), and which history is protected
 * (where base and carry-forward read certifications). The lookups, the carry and the signed
 * statement read them here and nowhere else.
 */


/**
 * Whether this run is on the content of the commit it certifies, or why not: a signature on the
 * commit (or its tree) ran that content's workflow files, and speaks for this run only if it runs
 * them too.
 */
function runOnContent(github) {
    const { runOnContent: rule } = (0,_github_events_js__WEBPACK_IMPORTED_MODULE_0__/* .meaningOf */ .Pr)(github.eventName);
    if (rule === 'always')
        return undefined;
    const event = github.eventName ?? 'workflow';
    if (rule === 'never')
        return { kind: 'run-elsewhere', event };
    const commit = github.commit?.sha;
    if (github.workflowSha === undefined || commit === undefined || github.workflowSha.toLowerCase() === commit.toLowerCase())
        return undefined;
    return { kind: 'run-elsewhere', event, runCommit: github.workflowSha };
}
/** Whether a signed statement may name the tree of the commit the run is on: only where the run was on the content it certifies. */
function signsTree(github) {
    return runOnContent(github) === undefined;
}
/** The refs of protected history: those source-ref names, else the default branch and its merge queue; or why none can be told. */
function protectedRefs(sourceRefs, github) {
    if (sourceRefs.length > 0)
        return sourceRefs;
    if (github.defaultBranch === undefined) {
        return { kind: 'event-lacks', event: github.eventName ?? 'workflow', what: 'default branch', field: 'repository.default_branch' };
    }
    return branchRefs(github.defaultBranch);
}
/** A branch's own refs: a push to it, and its merge queue's entries (`gh-readonly-queue/<branch>/pr-…`). */
function branchRefs(branch) {
    return [{ exact: `refs/heads/${branch}` }, { prefix: `${_attestation_signer_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .MERGE_QUEUE_REFS */ .EC}${branch}/pr-` }];
}
/**
 * The branch the change goes into, without `refs/heads/`: the base branch of a pull request or a
 * queue entry, the pushed branch of a push; undefined when the event names none.
 */
function targetBranch(github) {
    if ((0,_github_events_js__WEBPACK_IMPORTED_MODULE_0__/* .meaningOf */ .Pr)(github.eventName).base !== undefined)
        return github.baseBranch;
    if (github.eventName !== 'push')
        return undefined;
    return github.ref === undefined ? undefined : /^refs\/heads\/(.+)$/.exec(github.ref)?.[1];
}
/**
 * Why certifications on the branch the change goes into are not protected history, or undefined
 * when they are: base and carry-forward read only what a pull request cannot sign.
 */
function unprotectedTarget(branch, refs, sourceRefs) {
    // A push to the branch is what lands on it: the merge queue's own refs stand for it, not for a branch.
    if (refs.some(pattern => (0,_attestation_signer_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .refMatches */ .dX)(pattern, `refs/heads/${branch}`, 'push')))
        return undefined;
    return { kind: 'unprotected-branch', branch, sourceRefSet: sourceRefs.length > 0 };
}


/***/ }),

/***/ 28943:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   yN: () => (/* binding */ GitHubApi)
/* harmony export */ });
/* unused harmony exports GITHUB_API_VERSION, githubMessage */
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44942);
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18453);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79112);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58549);
/* harmony import */ var _http_exchange_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71823);
/* harmony import */ var _http_network_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(76782);
/* harmony import */ var _http_retry_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(28902);
/* harmony import */ var _lib_version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(87471);








const USER_AGENT = `agent-certification-gate/${_lib_version_js__WEBPACK_IMPORTED_MODULE_7__/* .ACTION_VERSION */ .Y}`;
/** The REST API version both actions speak: its attestation list carries each bundle inline (an entry with only a `bundle_url`, as newer versions answer, is fetched too). */
const GITHUB_API_VERSION = '2022-11-28';
/** GitHub's own words from an error body (`{"message": "Not Found"}`), made inert; undefined when it has none. */
function githubMessage(body) {
    const message = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseObject */ .lj)(body)?.['message'];
    return typeof message === 'string' ? (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)(message, 200) : undefined;
}
class GitHubApi {
    apiUrl;
    options;
    http;
    constructor(options) {
        this.options = options;
        this.apiUrl = options.apiUrl;
        this.http = new _http_exchange_js__WEBPACK_IMPORTED_MODULE_4__/* .HttpPeer */ .z({
            name: 'GitHub',
            setting: 'GITHUB_API_URL',
            baseUrl: options.apiUrl,
            userAgent: USER_AGENT,
            logger: options.logger,
            maxBodyBytes: options.maxBodyBytes
        });
    }
    /** Requests sent so far, every attempt counted. */
    get requestCount() {
        return this.http.requestCount;
    }
    /**
     * `method` on `url` (GITHUB_API_URL's own), retried within the deadline while GitHub's failure
     * may pass (a 5xx, 408, 429 with its Retry-After, the network); any other answer outside 2xx
     * throws an ApiError that says what GitHub said and what to do.
     */
    async request(method, url, call) {
        if (new URL(url).origin !== new URL(this.apiUrl).origin)
            throw new Error(`not GitHub's API: ${url}`);
        const answer = await this.send(this.http, method, url, call, true);
        const link = answer.headers['link'];
        return { status: answer.status, link: Array.isArray(link) ? link.join(', ') : link, body: answer.bytes.toString('utf8') };
    }
    /**
     * The bytes at `url`, a file GitHub points to (an attestation's `bundle_url`): with the token
     * only when it is on GITHUB_API_URL's own origin, and otherwise only over https; retried as any
     * call, within the deadline and the size limit.
     */
    async download(url, call) {
        const target = new URL(url);
        const own = target.origin === new URL(this.apiUrl).origin;
        if (!own && target.protocol !== 'https:') {
            throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`GitHub pointed to ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)(target.origin, 120)} while ${call.subject}: not https, so it was not fetched.`, {
                kind: 'protocol',
                hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
            });
        }
        const peer = own
            ? this.http
            : new _http_exchange_js__WEBPACK_IMPORTED_MODULE_4__/* .HttpPeer */ .z({ name: `the file host ${target.host}`, setting: 'bundle_url', baseUrl: target.origin, userAgent: USER_AGENT });
        return (await this.send(peer, 'GET', url, call, own)).bytes;
    }
    /** One call through `peer`, retried while it may pass; an answer outside 2xx throws GitHub's failure. */
    send(peer, method, url, call, withToken) {
        const headers = { accept: 'application/vnd.github+json', 'x-github-api-version': GITHUB_API_VERSION };
        if (withToken)
            headers['authorization'] = `Bearer ${this.options.token}`;
        return (0,_http_retry_js__WEBPACK_IMPORTED_MODULE_6__/* .withRetries */ .LH)(async (timeoutMs, attempt) => {
            const answer = await peer.exchange({
                method,
                url,
                headers,
                body: call.body,
                subject: call.subject,
                shownAs: new URL(url).pathname,
                maxBodyBytes: call.maxBodyBytes,
                tooLarge: 'refuse'
            }, { signal: call.signal, timeoutMs, attempt });
            if (answer.status < _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.OK || answer.status >= _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.MultipleChoices) {
                throw githubFailure(answer.status, answer.bytes.toString('utf8'), answer.headers, call);
            }
            return answer;
        }, {
            deadline: call.deadline,
            signal: call.signal,
            logger: call.logger,
            random: call.random,
            link: peer.link,
            subject: call.subject,
            peer: 'GitHub',
            isRetryable: error => call.retry !== false && error.transient
        });
    }
    /**
     * Every page of a listing from `url`, following the Link header's `next` on GITHUB_API_URL's
     * own origin (the token never goes elsewhere), at most `maxPages` of them. A 404 ends it.
     */
    async listPages(url, call, { maxPages, itemsOf }) {
        const origin = new URL(this.apiUrl).origin;
        const items = [];
        let next = url;
        for (let page = 1; next !== undefined; page += 1) {
            if (page > maxPages)
                return { items, truncated: true, notFound: false };
            let answer;
            try {
                answer = await this.request('GET', next, call);
            }
            catch (error) {
                if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h && error.kind === 'not-found')
                    return { items, truncated: false, notFound: page === 1 };
                throw error;
            }
            items.push(...itemsOf(answer.body, answer.status));
            next = nextPage(answer.link, origin);
        }
        return { items, truncated: false, notFound: false };
    }
}
/** The Link header's `rel="next"`, only on `origin`: the token never goes elsewhere. */
function nextPage(header, origin) {
    for (const part of (header ?? '').split(',')) {
        const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
        if (match === null)
            continue;
        try {
            const url = new URL(match[1]);
            return url.origin === origin ? url.href : undefined;
        }
        catch {
            return undefined;
        }
    }
    return undefined;
}
/** GitHub's answer outside 2xx, as an ApiError a person can act on. */
function githubFailure(status, body, headers, call) {
    const message = githubMessage(body);
    const said = message === undefined ? '' : `: ${message}`;
    const { subject } = call;
    const now = call.deadline.clock.now();
    const retryAfterMs = (0,_http_network_js__WEBPACK_IMPORTED_MODULE_5__/* .parseRetryAfter */ .mu)(headers['retry-after'], now);
    // GitHub's rate limits answer 403 (or 429) with a Retry-After, or with no requests left: wait, as for any hold.
    const rateLimited = status === _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.Forbidden && (retryAfterMs !== undefined || headers['x-ratelimit-remaining'] === '0');
    if (status === _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.Unauthorized) {
        return new _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`GitHub rejected github-token (HTTP 401${said}) while ${subject}.`, {
            kind: 'auth',
            status,
            said: message,
            hint: 'Leave github-token at its default, ${{ github.token }}, or pass a token that is still valid.'
        });
    }
    if (status === _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.Forbidden && !rateLimited) {
        return new _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`GitHub refused access (HTTP 403${said}) while ${subject}.`, {
            kind: 'forbidden',
            status,
            said: message,
            hint: call.forbiddenHint
        });
    }
    if (status === _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.NotFound) {
        return new _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`GitHub found nothing (HTTP 404${said}) while ${subject}.`, { kind: 'not-found', status, said: message });
    }
    if ((0,_http_network_js__WEBPACK_IMPORTED_MODULE_5__/* .isTransientStatus */ .Dm)(status) || rateLimited) {
        return new _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`GitHub answered HTTP ${status}${said} while ${subject}.`, {
            kind: 'transient',
            status,
            said: message,
            retryAfterMs: retryAfterMs ?? (rateLimited ? resetInMs(headers, now) : undefined),
            notActedOn: status === _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.TooManyRequests || rateLimited
        });
    }
    if (status >= _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.MultipleChoices && status < _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.BadRequest) {
        const location = headers.location === undefined ? '' : ` to ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)(String(headers.location), 200)}`;
        return new _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`GitHub answered ${subject} with a redirect (HTTP ${status})${location}, which is not followed.`, {
            kind: 'protocol',
            status,
            hint: 'Check GITHUB_API_URL.'
        });
    }
    return new _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`GitHub refused the request (HTTP ${status}${said}) while ${subject}.`, { kind: 'rejected', status, said: message });
}
/** How long until GitHub's primary rate limit resets (`x-ratelimit-reset`, epoch seconds), when it says. */
function resetInMs(headers, now) {
    const reset = Number(headers['x-ratelimit-reset']);
    return Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - now) : undefined;
}


/***/ }),

/***/ 12742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   outcomeText: () => (/* binding */ outcomeText),
/* harmony export */   readingsSuffix: () => (/* binding */ readingsSuffix),
/* harmony export */   readingsText: () => (/* binding */ readingsText),
/* harmony export */   regressionText: () => (/* binding */ regressionText)
/* harmony export */ });
/**
 * What `pass-if` read and gave, as a person is shown it: the one shape both actions' summaries,
 * messages and the signed statement take it in. Types and wording only, so that reporting never
 * loads the CEL engine.
 */
/** `run.trust_score = 81 (base 91, −10), run.state = "ok"`: each field the expression read, with its value. */
function readingsText(policy) {
    return policy.readings
        .map(({ path, value, compared }) => `${path} = ${value}${compared === undefined ? '' : ` (${compared.name} ${compared.value}, ${compared.change})`}`)
        .join(', ');
}
/**
 * `run.trust_score dropped 11 against the base (92 → 81)`: each field that is lower than the map
 * it was compared with, said plainly; undefined when none is. A regression, not a low bar.
 */
function regressionText(policy) {
    const drops = policy.readings.flatMap(({ path, value, compared }) => compared?.change.startsWith('\u2212') === true
        ? [`${path} dropped ${compared.change.slice(1)} against the ${compared.name} (${compared.value} \u2192 ${value})`]
        : []);
    return drops.length === 0 ? undefined : drops.join('; ');
}
/** ` (run.trust_score = 72)` after an expression, or nothing when it read no field. */
function readingsSuffix(policy) {
    return policy.readings.length === 0 ? '' : ` (${readingsText(policy)})`;
}
/**
 * What pass-if gave, as the words after "pass-if": `is false`, `gave 3, not true or false`,
 * `could not be evaluated: No such key: x`, `ran out of time: stopped after 2s`. The one wording
 * of an outcome, for every message, summary and refusal of both actions; `detail: false` leaves
 * out why it could not be evaluated or how long it ran (a value given is the outcome itself).
 */
function outcomeText(policy, { detail = true } = {}) {
    switch (policy.outcome) {
        case 'true':
        case 'false':
            return `is ${policy.outcome}`;
        case 'value':
            return `gave ${policy.detail ?? 'another value'}, not true or false`;
        case 'error':
            return detail ? `could not be evaluated: ${policy.detail ?? 'an error'}` : 'could not be evaluated';
        case 'stopped':
            return detail ? `ran out of time: ${policy.detail ?? 'stopped'}` : 'ran out of time';
    }
}


/***/ })

};

//# sourceMappingURL=989.index.js.map