export const id = 444;
export const ids = [444];
export const modules = {

/***/ 7242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lg: () => (/* binding */ FAILED_STATUSES),
/* harmony export */   Tr: () => (/* binding */ COMPLETED_STATUS),
/* harmony export */   WW: () => (/* binding */ MIN_POLL_INTERVAL_MS),
/* harmony export */   YJ: () => (/* binding */ InputDefault),
/* harmony export */   Yt: () => (/* binding */ ACTION_VERSION),
/* harmony export */   j2: () => (/* binding */ REQUEST_TIMEOUT_MS),
/* harmony export */   k7: () => (/* binding */ Output),
/* harmony export */   md: () => (/* binding */ API_VERSION_SEGMENT),
/* harmony export */   pd: () => (/* binding */ Input)
/* harmony export */ });
/** Input names exactly as `action.yml` declares them: users' workflows depend on them. */
const Input = {
    BaseUrl: 'base-url',
    ApiKey: 'api-key',
    ProjectId: 'project-id',
    RunId: 'run-id',
    QuoteToken: 'quote-token',
    Wait: 'wait',
    Timeout: 'timeout',
    PollInterval: 'poll-interval',
    FailOnTimeout: 'fail-on-timeout',
    Comment: 'comment',
    GithubToken: 'github-token',
    PassIf: 'pass-if'
};
/** Output names exactly as `action.yml` declares them. */
const Output = {
    RunId: 'run-id',
    Status: 'status',
    ProjectId: 'project-id',
    Run: 'run',
    Verdict: 'verdict',
    Runs: 'runs'
};
/** Defaults, kept equal to `action.yml` (a test compares them) for callers that leave inputs empty. */
const InputDefault = {
    [Input.Wait]: 'true',
    [Input.Timeout]: '30m',
    [Input.PollInterval]: '10s',
    [Input.FailOnTimeout]: 'true',
    [Input.Comment]: 'false'
};
/** The one status the spec names: the attestation report is ready. */
const COMPLETED_STATUS = 'completed';
/** Statuses that end a run without a report; compared case-insensitively. */
const FAILED_STATUSES = new Set([
    'failed',
    'failure',
    'error',
    'errored',
    'cancelled',
    'canceled',
    'aborted',
    'rejected',
    'expired',
    'timed_out'
]);
/** The smallest poll interval accepted, so a typo cannot hammer the service. */
const MIN_POLL_INTERVAL_MS = 1000;
/** A single request never waits longer than this, so a silent server cannot hang the job. */
const REQUEST_TIMEOUT_MS = 30_000;
/** The API version segment appended to a base URL that lacks one. */
const API_VERSION_SEGMENT = 'v1';
/** Sent as the User-Agent; kept equal to package.json's version (a test compares them). */
const ACTION_VERSION = '1.0.0';


/***/ }),

/***/ 7607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ parseDuration),
/* harmony export */   a: () => (/* binding */ formatDuration)
/* harmony export */ });
const UNIT_MS = { h: 3_600_000, m: 60_000, s: 1000 };
/** `90s`, `15m`, `1h`, `1h30m`, `1h30m15s` or plain seconds (`600`). */
const DURATION_PATTERN = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/;
/**
 * Parses a duration as the inputs write it into milliseconds, or returns undefined when the
 * text is not one. Durations are parsed once, here at the edge; nothing deeper sees strings.
 */
function parseDuration(text) {
    const trimmed = text.trim().toLowerCase();
    if (/^\d+$/.test(trimmed))
        return Number(trimmed) * UNIT_MS.s;
    const match = DURATION_PATTERN.exec(trimmed);
    if (!match || trimmed === '')
        return undefined;
    const [, hours = '0', minutes = '0', seconds = '0'] = match;
    return Number(hours) * UNIT_MS.h + Number(minutes) * UNIT_MS.m + Number(seconds) * UNIT_MS.s;
}
/** `2h 05m`, `3m 07s`, `42s`, `0.4s`: how long something took, for a person. */
function formatDuration(ms) {
    if (ms < 10_000)
        return `${(Math.max(0, ms) / 1000).toFixed(1).replace(/\.0$/, '')}s`;
    const totalSeconds = Math.round(ms / 1000);
    const hours = Math.floor(totalSeconds / 3600);
    const minutes = Math.floor((totalSeconds % 3600) / 60);
    const seconds = totalSeconds % 60;
    const pad = (n) => String(n).padStart(2, '0');
    if (hours > 0)
        return `${hours}h ${pad(minutes)}m`;
    if (minutes > 0)
        return `${minutes}m ${pad(seconds)}s`;
    return `${seconds}s`;
}


/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Js: () => (/* binding */ abortReason),
/* harmony export */   cc: () => (/* binding */ CancelledError),
/* harmony export */   gJ: () => (/* binding */ errorMessage)
/* harmony export */ });
/**
 * Errors and helpers that belong to no layer: cancellation, and what an unknown thrown value
 * says. A leaf, so that reporting can use them without importing the service edge.
 */
/** The job was cancelled (SIGINT/SIGTERM from the runner): stop at once. */
class CancelledError extends Error {
    constructor(signalName) {
        super(`The job was cancelled (${signalName}).`);
        this.name = 'CancelledError';
    }
}
/** What an unknown thrown value says: its message when it is an Error. */
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
/** The reason an aborted signal carries, as an Error. */
function abortReason(signal) {
    return signal.reason instanceof Error ? signal.reason : new CancelledError(String(signal.reason ?? 'abort'));
}


/***/ }),

/***/ 444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 12 modules
var core = __webpack_require__(143);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(7242);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/duration.ts
var duration = __webpack_require__(7607);
;// CONCATENATED MODULE: ./src/ids.ts
/**
 * The one rule for an id that goes into a request path, whether a person typed it (`run-id`,
 * `project-id`) or the service returned it (a start's `run_id`): the path must stay the run's own.
 */
/** C0 and C1 control characters: never part of an id, a token or a header value. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** Why `id` cannot be one path segment, or undefined when it can (it is then sent percent-encoded). */
function unusableIdReason(id) {
    if (typeof id !== 'string')
        return `it is not a string (${id === null ? 'null' : typeof id})`;
    if (id.trim() === '')
        return 'it is empty';
    if (id === '.' || id === '..')
        return `'${id}' would name another path`;
    if (CONTROL_CHARACTER.test(id))
        return 'it contains control characters';
    return undefined;
}
/** `id` as one percent-encoded path segment; call only with an id `unusableIdReason` accepts. */
function pathSegment(id) {
    return encodeURIComponent(id);
}

;// CONCATENATED MODULE: ./src/inputs.ts



/** The most gates one step runs; more would strain the service's limit and the summary's size. */
const MAX_GATES = 50;
/** Bad input: names the input, and nothing has been sent. */
class InputError extends Error {
    input;
    constructor(input, message) {
        super(`Input '${input}': ${message}`);
        this.name = 'InputError';
        this.input = input;
    }
}
/** setTimeout cannot wait longer than ~24.8 days; a week is beyond any runner's job limit anyway. */
const MAX_DURATION_MS = 7 * 24 * 3_600_000;
const NOT_LATIN1 = /[^\u0000-\u00ff]/;
const WHITESPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f-\u009f]/;
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;
const VERSION_SEGMENT = /\/v\d+$/;
/**
 * Reads and validates every input in one place. `readInput` returns the raw (trimmed) value,
 * as `core.getInput` does; empty values fall back to the `action.yml` defaults.
 */
function readConfig(readInput) {
    const notices = [];
    const warnings = [];
    const read = (name) => readInput(name).trim();
    const readOrDefault = (name) => read(name) || constants/* InputDefault */.YJ[name];
    const apiKey = readApiKey(read(constants/* Input */.pd.ApiKey), warnings);
    const baseUrl = readBaseUrl(read(constants/* Input */.pd.BaseUrl), notices);
    const targets = readTargets(readIds(constants/* Input */.pd.ProjectId, read(constants/* Input */.pd.ProjectId)), readIds(constants/* Input */.pd.RunId, read(constants/* Input */.pd.RunId)), notices);
    const quoteToken = read(constants/* Input */.pd.QuoteToken) || undefined;
    if (quoteToken !== undefined && CONTROL_CHARACTER.test(quoteToken)) {
        throw new InputError(constants/* Input */.pd.QuoteToken, 'contains control characters; paste the token exactly as the console shows it.');
    }
    const passIfExpression = read(constants/* Input */.pd.PassIf) || undefined;
    const wait = readBoolean(constants/* Input */.pd.Wait, readOrDefault(constants/* Input */.pd.Wait));
    if (passIfExpression !== undefined && !wait) {
        warnings.push('pass-if is not evaluated with wait: false: the step does not wait for the run, so nothing is judged.');
    }
    const timeoutMs = readDuration(constants/* Input */.pd.Timeout, readOrDefault(constants/* Input */.pd.Timeout), 1);
    const pollIntervalMs = readDuration(constants/* Input */.pd.PollInterval, readOrDefault(constants/* Input */.pd.PollInterval), constants/* MIN_POLL_INTERVAL_MS */.WW);
    if (pollIntervalMs > timeoutMs) {
        warnings.push(`poll-interval (${pollIntervalMs / 1000}s) is longer than timeout (${timeoutMs / 1000}s): the run is polled at most once or twice.`);
    }
    return {
        config: {
            baseUrl,
            apiKey,
            targets,
            quoteToken,
            wait,
            timeoutMs,
            pollIntervalMs,
            failOnTimeout: readBoolean(constants/* Input */.pd.FailOnTimeout, readOrDefault(constants/* Input */.pd.FailOnTimeout)),
            comment: readBoolean(constants/* Input */.pd.Comment, readOrDefault(constants/* Input */.pd.Comment)),
            githubToken: read(constants/* Input */.pd.GithubToken) || undefined,
            passIfExpression
        },
        notices,
        warnings
    };
}
/**
 * Reads and validates every input, and compiles `pass-if` once: an expression that does not
 * parse is bad input like any other, found before any request.
 */
async function readInputs(readInput) {
    const result = readConfig(readInput);
    const expression = result.config.passIfExpression;
    if (expression === undefined || !result.config.wait)
        return result;
    const { compilePassIf, PassIfSyntaxError } = await __webpack_require__.e(/* import() */ 618).then(__webpack_require__.bind(__webpack_require__, 1237));
    try {
        return { ...result, config: { ...result.config, passIf: await compilePassIf(expression) } };
    }
    catch (error) {
        if (error instanceof PassIfSyntaxError)
            throw new InputError(constants/* Input */.pd.PassIf, error.message);
        throw error;
    }
}
function readApiKey(value, warnings) {
    if (value === '') {
        throw new InputError(constants/* Input */.pd.ApiKey, 'is empty. Pass the key from a secret: `api-key: ${{ secrets.CERTIFICATION_API_KEY }}`. ' +
            'Pull requests from forks get no secrets, so the key is empty there: the gate fails on purpose, ' +
            "because a skipped required check would count as passed; certify a fork's change from a branch of the repository. " +
            'Pull requests opened by Dependabot get Dependabot secrets, not Actions secrets: add the same secret under ' +
            'Settings, Secrets and variables, Dependabot.');
    }
    if (NOT_LATIN1.test(value)) {
        throw new InputError(constants/* Input */.pd.ApiKey, 'contains a character that cannot be sent in an HTTP header (outside Latin-1), such as a curly quote or a dash pasted from a chat or a document. ' +
            'Copy the key again from the console (Settings, Environments) into the secret.');
    }
    if (WHITESPACE_OR_CONTROL.test(value)) {
        throw new InputError(constants/* Input */.pd.ApiKey, 'contains whitespace or control characters. Copy the key again from the console (Settings, Environments) into the secret, as one line.');
    }
    if (!/^.+_sk_.+$/.test(value)) {
        warnings.push("api-key does not look like '<service>_sk_<secret>': check that the secret holds the API key itself.");
    }
    return value;
}
function readBaseUrl(value, notices) {
    if (value === '')
        throw new InputError(constants/* Input */.pd.BaseUrl, 'is empty. Set it to the service URL of your environment, e.g. https://api.example.com/v1.');
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw new InputError(constants/* Input */.pd.BaseUrl, 'is not an absolute URL. Write it in full, e.g. https://api.example.com/v1.');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new InputError(constants/* Input */.pd.BaseUrl, `must be an https URL, not ${url.protocol}.`);
    }
    if (url.protocol === 'http:' && !LOOPBACK_HOST.test(url.hostname)) {
        throw new InputError(constants/* Input */.pd.BaseUrl, 'uses plain http to a remote host, which would send the API key unencrypted. Use https (plain http is allowed only for localhost, 127.0.0.0/8 and [::1]).');
    }
    if (url.username !== '' || url.password !== '') {
        throw new InputError(constants/* Input */.pd.BaseUrl, 'must not carry credentials; the API key goes in api-key.');
    }
    if (url.search !== '' || url.hash !== '') {
        throw new InputError(constants/* Input */.pd.BaseUrl, 'must not have a query or fragment; give the service root, e.g. https://api.example.com/v1.');
    }
    let path = url.pathname.replace(/\/+$/, '');
    if (!VERSION_SEGMENT.test(path)) {
        path = `${path}/${constants/* API_VERSION_SEGMENT */.md}`;
        notices.push(`base-url has no version segment: using ${url.origin}${path}.`);
    }
    return `${url.origin}${path}`;
}
/** Gates from the ids: one per run when run-id is set (it wins), else one per project. */
function readTargets(projectIds, runIds, notices) {
    if (projectIds.length === 0 && runIds.length === 0) {
        throw new InputError(`${constants/* Input */.pd.ProjectId}' or '${constants/* Input */.pd.RunId}`, 'neither is set. Set project-id to start a certification run, or run-id to wait for one that already exists.');
    }
    if (runIds.length === 0)
        return projectIds.map(projectId => ({ projectId }));
    if (projectIds.length === 1 && runIds.length === 1) {
        notices.push(`Both run-id and project-id are set: waiting for run ${runIds[0]}; project ${projectIds[0]} is only shown.`);
        return [{ projectId: projectIds[0], runId: runIds[0] }];
    }
    if (projectIds.length > 0)
        notices.push('Both run-id and project-id are set: waiting for the runs in run-id; project-id is not used.');
    return runIds.map(runId => ({ runId }));
}
/**
 * One id, or several separated by newlines or commas (a YAML block scalar works). Blank entries
 * are ignored; a duplicate, or more than MAX_GATES, is bad input.
 */
function readIds(input, value) {
    const ids = [];
    for (const entry of value.split(/[\n,]/)) {
        const id = readId(input, entry.trim());
        if (id === undefined)
            continue;
        if (ids.includes(id))
            throw new InputError(input, `lists '${id}' twice; each id may appear once.`);
        ids.push(id);
    }
    if (ids.length > MAX_GATES)
        throw new InputError(input, `lists ${ids.length} ids; one step takes at most ${MAX_GATES}. Split them over several steps or jobs.`);
    return ids;
}
function readId(input, value) {
    if (value === '')
        return undefined;
    const unusable = unusableIdReason(value);
    if (unusable !== undefined)
        throw new InputError(input, `cannot be used as an id: ${unusable}.`);
    return value;
}
function readDuration(input, value, minimumMs) {
    const ms = (0,duration/* parseDuration */.E)(value);
    if (ms === undefined) {
        throw new InputError(input, `'${value}' is not a duration. Write it as 90s, 15m, 1h, 1h30m or plain seconds.`);
    }
    if (ms <= 0)
        throw new InputError(input, 'must be greater than zero.');
    if (ms < minimumMs)
        throw new InputError(input, `must be at least ${minimumMs / 1000}s.`);
    if (ms > MAX_DURATION_MS)
        throw new InputError(input, 'must be at most 168h (a week).');
    return ms;
}
/** The YAML 1.2 core schema booleans, as `core.getBooleanInput` accepts them. */
function readBoolean(input, value) {
    if (['true', 'True', 'TRUE'].includes(value))
        return true;
    if (['false', 'False', 'FALSE'].includes(value))
        return false;
    throw new InputError(input, `'${value}' is not a boolean. Write true or false.`);
}

;// CONCATENATED MODULE: ./src/runtime.ts
/** What the waiting code needs from the world, passed in so that tests never wait: time, randomness, a log. */

const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise(resolve => {
        if (signal.aborted)
            return resolve();
        const timer = setTimeout(done, ms);
        function done() {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            resolve();
        }
        signal.addEventListener('abort', done, { once: true });
    })
};
/** The one deadline that covers the start, every poll and every retry. */
class Deadline {
    clock;
    startedAt;
    endsAt;
    constructor(clock, durationMs) {
        this.clock = clock;
        this.startedAt = clock.now();
        this.endsAt = this.startedAt + durationMs;
    }
    remainingMs() {
        return Math.max(0, this.endsAt - this.clock.now());
    }
    elapsedMs() {
        return this.clock.now() - this.startedAt;
    }
    /** A single request's time limit: well under a minute, and never past the deadline. */
    requestTimeoutMs() {
        return Math.min(constants/* REQUEST_TIMEOUT_MS */.j2, this.remainingMs());
    }
}

// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(4942);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/service/endpoints.ts
/**
 * The service's endpoints the gate uses, one entry each: the request, and the words its failures
 * are told in. A new endpoint is one more entry here and one client method.
 */



const ENDPOINTS = {
    /** POST /attestation/projects/{projectId}/start: creates a run; billing may refuse it. */
    startRun: (projectId, quoteTokenGiven) => ({
        method: 'POST',
        path: `/attestation/projects/${pathSegment(projectId)}/start`,
        subject: `starting a run for project '${(0,src_text/* inertText */.UJ)(projectId)}'`,
        notFound: { what: `Project '${(0,src_text/* inertText */.UJ)(projectId)}'`, input: constants/* Input */.pd.ProjectId },
        billing: { quoteTokenGiven }
    }),
    /** GET /attestation/runs/{runId}: the run's record. */
    getRun: (runId) => ({
        method: 'GET',
        path: `/attestation/runs/${pathSegment(runId)}`,
        subject: `polling run '${(0,src_text/* inertText */.UJ)(runId)}'`,
        notFound: { what: `Run '${(0,src_text/* inertText */.UJ)(runId)}'`, input: constants/* Input */.pd.RunId }
    })
};

;// CONCATENATED MODULE: ./src/service/errors.ts

/** A failed exchange with the service. The message says what happened; `hint` what to do. */
class ApiError extends Error {
    kind;
    status;
    hint;
    retryAfterMs;
    notActedOn;
    constructor(message, details) {
        super(message);
        this.name = 'ApiError';
        this.kind = details.kind;
        this.status = details.status;
        this.hint = details.hint;
        this.retryAfterMs = details.retryAfterMs;
        this.notActedOn = details.notActedOn ?? false;
    }
    /** May pass if tried again: a transient failure, or a connection not made (within its own budget). */
    get transient() {
        return this.kind === 'transient' || this.kind === 'unreachable';
    }
    /**
     * Whether the service may have carried out the request: it answered 2xx or 5xx, or the
     * request was sent and no answer came. A 4xx refusal, or a connection never made, says no.
     */
    get mightHaveActed() {
        if (this.notActedOn || this.kind === 'tls')
            return false;
        if (this.status === undefined)
            return true;
        return (this.status < lib/* HttpCodes */.Hv.MultipleChoices || this.status >= lib/* HttpCodes */.Hv.InternalServerError || this.status === lib/* HttpCodes */.Hv.RequestTimeout);
    }
}
/** The one deadline ran out; `lastError` is what the final attempt met, if it failed. */
class DeadlineError extends Error {
    lastError;
    /** Set when the service asked (Retry-After) to wait longer than the time left: the message says so. */
    askedToWaitMs;
    constructor(message, lastError, askedToWaitMs) {
        super(message);
        this.name = 'DeadlineError';
        this.lastError = lastError;
        this.askedToWaitMs = askedToWaitMs;
    }
}

// EXTERNAL MODULE: ./src/record.ts
var record = __webpack_require__(4846);
;// CONCATENATED MODULE: ./src/service/failures.ts
/**
 * The service's failures in the words a person acts on: what happened, the likely cause, what
 * to do. Each endpoint names itself, so the advice fits the request that failed.
 */





/** `proxy` is the proxy's URL when requests to base-url go through one (HTTPS_PROXY and NO_PROXY decide). */
function destinationOf(baseUrl, proxy) {
    const url = new URL(baseUrl);
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    return { baseUrl, hostAndPort: `${url.hostname}:${port}`, proxy: proxy === undefined ? undefined : new URL(proxy).origin };
}
/** An HTTP answer outside 2xx, as an ApiError a person can act on. */
function failureForStatus(answer, endpoint, destination) {
    const { status } = answer;
    const { subject } = endpoint;
    const said = serviceMessage(answer.body);
    const saidSuffix = said === '' ? '' : `: ${said}`;
    const where = `base-url (${destination.baseUrl})`;
    if (status === lib/* HttpCodes */.Hv.Unauthorized) {
        return new ApiError(`The service rejected the API key (HTTP 401) while ${subject}${saidSuffix}`, {
            kind: 'auth',
            status,
            hint: `API keys are scoped to one environment: check that ${where} is the host of the environment the key was created in ` +
                '(console: Settings, Environments), and that the secret holds the whole key.'
        });
    }
    if (endpoint.billing !== undefined && (status === lib/* HttpCodes */.Hv.PaymentRequired || status === lib/* HttpCodes */.Hv.Forbidden)) {
        return endpoint.billing.quoteTokenGiven
            ? new ApiError(`The service refused the quote token (HTTP ${status}) while ${subject}${saidSuffix}`, {
                kind: 'billing',
                status,
                hint: 'Get a fresh quote token in the console, or start the run in the console and pass its id as run-id.'
            })
            : new ApiError(`The service refused to start a run without a quote token (HTTP ${status}) while ${subject}${saidSuffix}`, {
                kind: 'billing',
                status,
                hint: 'Organizations that are not billing-exempt need a quote token to start a run through the API, and quote tokens ' +
                    'are only issued to console sessions. Get a quote token in the console and pass it as quote-token, or start the ' +
                    'run in the console and pass its id as run-id.'
            });
    }
    if (status === lib/* HttpCodes */.Hv.Forbidden) {
        return new ApiError(`The service refused access (HTTP 403) while ${subject}${saidSuffix}`, {
            kind: 'forbidden',
            status,
            hint: `Check that the key, made for the environment of ${where}, may read this run.`
        });
    }
    if (status === lib/* HttpCodes */.Hv.NotFound) {
        return new ApiError(`${endpoint.notFound.what} was not found (HTTP 404)${saidSuffix}`, {
            kind: 'not-found',
            status,
            hint: `Check ${endpoint.notFound.input}, and that ${where} is the environment it belongs to.`
        });
    }
    if (status >= lib/* HttpCodes */.Hv.MultipleChoices && status < lib/* HttpCodes */.Hv.BadRequest) {
        const location = (0,src_text/* inertText */.UJ)(String(answer.headers.location ?? 'nowhere'), 200);
        return new ApiError(`The service answered ${subject} with a redirect (HTTP ${status}) to ${location}.`, {
            kind: 'protocol',
            status,
            hint: 'Redirects are not followed, so the API key is only ever sent to base-url: set base-url to the address the service redirects to.'
        });
    }
    if (status === lib/* HttpCodes */.Hv.RequestTimeout || status === lib/* HttpCodes */.Hv.TooManyRequests || status >= lib/* HttpCodes */.Hv.InternalServerError) {
        return new ApiError(`The service answered HTTP ${status} while ${subject}${saidSuffix}`, {
            kind: 'transient',
            status,
            retryAfterMs: parseRetryAfter(answer.headers['retry-after']),
            notActedOn: status === lib/* HttpCodes */.Hv.TooManyRequests || status === lib/* HttpCodes */.Hv.ServiceUnavailable
        });
    }
    return new ApiError(`The service rejected the request (HTTP ${status}) while ${subject}${saidSuffix}`, { kind: 'rejected', status });
}
// No connection was made: the request never left, so it may be sent again.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);
// The certificate is not trusted: a private CA, or the wrong host.
const CERTIFICATE_CODES = new Set([
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'UNABLE_TO_GET_ISSUER_CERT',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'CERT_HAS_EXPIRED',
    'CERT_NOT_YET_VALID',
    'CERT_UNTRUSTED',
    'ERR_TLS_CERT_ALTNAME_INVALID'
]);
/**
 * A request that got no HTTP answer, as an ApiError: its own time limit ran out, no connection
 * could be made, the TLS handshake failed, the server did not speak HTTP, or the connection
 * broke after the request was sent.
 */
function networkFailure(error, endpoint, destination, timedOutAfterMs, answeredBefore = true) {
    const { subject } = endpoint;
    if (timedOutAfterMs !== undefined) {
        const seconds = Math.ceil(timedOutAfterMs / 1000);
        // Before the service has ever answered, silence is most likely a connection that cannot be
        // made (a firewall that drops it): it counts against the connection budget. The request
        // may still have been sent, so a start may have acted.
        return answeredBefore
            ? new ApiError(`No answer from the service within ${seconds}s while ${subject}.`, { kind: 'transient' })
            : new ApiError(`No answer from ${destination.hostAndPort} within ${seconds}s while ${subject}; it has not answered any request yet.`, {
                kind: 'unreachable',
                hint: `Check the host and port of base-url (${destination.baseUrl}), and any firewall or proxy in between.`
            });
    }
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
    const detail = (0,src_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 200);
    const via = destination.proxy === undefined ? '' : ` through the proxy ${destination.proxy}`;
    if (code !== undefined && CERTIFICATE_CODES.has(code)) {
        return new ApiError(`The service's TLS certificate is not trusted (${code}) while ${subject}.`, {
            kind: 'tls',
            hint: 'If the service (or a proxy in between) uses a certificate from a private CA, point NODE_EXTRA_CA_CERTS at a PEM file ' +
                'holding that CA in the job environment; otherwise check base-url.'
        });
    }
    if (code === 'EPROTO' || code?.startsWith('ERR_SSL_') || /wrong version number|packet length too long/i.test(detail)) {
        return new ApiError(`The TLS handshake with ${destination.hostAndPort} failed (${code ?? 'TLS error'}) while ${subject}; nothing was sent.`, {
            kind: 'tls',
            hint: `Check the scheme of base-url (${destination.baseUrl}): an https:// URL to a port that speaks plain http fails this way. ` +
                'If the service or a proxy uses a certificate from a private CA, point NODE_EXTRA_CA_CERTS at that CA.'
        });
    }
    if (code?.startsWith('HPE_')) {
        // Once the service has answered in HTTP, one malformed answer is a fault to retry within the
        // deadline; only a server that never spoke HTTP is a wrong scheme or port, not worth waiting on.
        if (answeredBefore) {
            return new ApiError(`The service's answer while ${subject} was not well-formed HTTP (${code}).`, { kind: 'transient' });
        }
        return new ApiError(`The server at ${destination.hostAndPort} did not answer in HTTP (${code}) while ${subject}.`, {
            kind: 'protocol',
            hint: `Check the scheme and port of base-url (${destination.baseUrl}): an http:// URL to a port that speaks https, or another protocol, fails this way.`
        });
    }
    const tunnelFailed = /tunneling socket could not be established/i.test(detail);
    // The proxy itself could not be reached: the tunnel's cause is a connection to the proxy.
    const proxyCause = tunnelFailed ? /cause=connect (E[A-Z]+)/.exec(detail)?.[1] : undefined;
    if (proxyCause !== undefined && destination.proxy !== undefined) {
        return new ApiError(`Could not connect to the proxy ${destination.proxy} (${proxyCause}) while ${subject}; the proxy is unreachable.`, {
            kind: 'unreachable',
            notActedOn: true,
            hint: `Check HTTPS_PROXY (the proxy ${destination.proxy} refused or did not take the connection), or list the host of base-url (${destination.baseUrl}) in NO_PROXY.`
        });
    }
    if ((code !== undefined && UNREACHABLE_CODES.has(code)) || tunnelFailed) {
        return new ApiError(`Could not connect to ${destination.hostAndPort}${via} (${tunnelFailed ? `the proxy could not reach it: ${detail}` : code}) while ${subject}.`, {
            kind: 'unreachable',
            notActedOn: true,
            hint: `Check the host and port of base-url (${destination.baseUrl})` +
                (destination.proxy === undefined ? '.' : `, and that the proxy ${destination.proxy} can reach it (or list the host in NO_PROXY).`)
        });
    }
    if (/Request timeout/i.test(detail)) {
        return new ApiError(`The connection went silent while ${subject}.`, { kind: 'transient' });
    }
    return new ApiError(`Network error while ${subject}: ${detail}${code !== undefined && !detail.includes(code) ? ` (${code})` : ''}`, {
        kind: 'transient'
    });
}
/** The service's own words from an error body, made inert; the body's shape is not in the spec. */
function serviceMessage(body) {
    const parsed = parseJson(body);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
        const found = (0,record/* explanationOf */.pg)(parsed);
        if (found !== undefined)
            return found;
    }
    return (0,src_text/* inertText */.UJ)(body);
}
/** Retry-After as seconds or an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
function parseRetryAfter(value, now = Date.now()) {
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    if (text === undefined || text === '')
        return undefined;
    if (/^\d+(?:\.\d+)?$/.test(text))
        return Math.round(Number(text) * 1000);
    const date = Date.parse(text);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/service/link.ts
/**
 * What all requests of one step share, however many gates send them: whether the service has
 * answered at all yet (until it has, connection failures have a budget of their own), and how
 * long it has asked everyone to hold back (a 429 or 503 with Retry-After holds back every gate,
 * not only the one that got it: they share the service's limit).
 */
class ServiceLink {
    /** Connection failures before the first answer are retried this long at most. */
    connectionBudgetMs;
    answeredOnce = false;
    holdUntilMs = 0;
    constructor(connectionBudgetMs) {
        this.connectionBudgetMs = connectionBudgetMs;
    }
    /** True once any request of the step got an HTTP response. */
    get answered() {
        return this.answeredOnce;
    }
    noteAnswer() {
        this.answeredOnce = true;
    }
    /** The service asked to wait `ms` from `nowMs` before the next request, from anyone. */
    holdFor(ms, nowMs) {
        this.holdUntilMs = Math.max(this.holdUntilMs, nowMs + ms);
    }
    /** How long from `nowMs` every request must still wait. */
    holdLeftMs(nowMs) {
        return Math.max(0, this.holdUntilMs - nowMs);
    }
}
/** About a minute: long enough for a service restart, short enough that a wrong port fails fast. */
const CONNECTION_BUDGET_MS = 60_000;

;// CONCATENATED MODULE: ./src/service/transport.ts






const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** Per-request lines kept for the job log's collapsed "Requests" group. */
const REQUEST_LINES_KEPT = 200;
class Transport {
    options;
    maxBodyBytes;
    link;
    destination;
    /** Requests sent so far, every attempt counted. */
    requestCount = 0;
    /** One line per request (method, path, attempt, outcome, time), the latest REQUEST_LINES_KEPT. */
    requestLines = [];
    constructor(options) {
        this.options = options;
        this.maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
        this.link = options.link ?? new ServiceLink(CONNECTION_BUDGET_MS);
        this.destination = destinationOf(options.baseUrl, (0,lib/* getProxyUrl */.s_)(options.baseUrl) || undefined);
    }
    async exchange(request, limits) {
        if (limits.signal.aborted)
            throw (0,errors/* abortReason */.Js)(limits.signal);
        const requestSignal = AbortSignal.any([limits.signal, AbortSignal.timeout(Math.max(1, limits.timeoutMs))]);
        const client = new lib/* HttpClient */.Qq(this.options.userAgent, [abortWith(requestSignal)], {
            // Redirects are refused, not followed: the key is only ever sent to base-url.
            allowRedirects: false,
            socketTimeout: Math.max(1, limits.timeoutMs),
            keepAlive: false
        });
        const headers = {
            authorization: `Bearer ${this.options.apiKey}`,
            accept: 'application/json',
            ...request.headers
        };
        if (request.body !== undefined)
            headers['content-type'] = 'application/json';
        this.requestCount += 1;
        const startedAt = performance.now();
        const outcome = (what) => this.noteRequest(request, limits.attempt, what, startedAt);
        try {
            const response = await client.request(request.endpoint.method, `${this.options.baseUrl}${request.endpoint.path}`, request.body ?? null, headers);
            this.link.noteAnswer();
            const status = response.message.statusCode ?? 0;
            const body = await this.readBody(response.message, requestSignal, request.endpoint);
            outcome(`HTTP ${status}`);
            return { status, headers: response.message.headers, body };
        }
        catch (error) {
            const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'failed';
            if (limits.signal.aborted) {
                outcome('cancelled');
                throw (0,errors/* abortReason */.Js)(limits.signal);
            }
            if (error instanceof ApiError) {
                outcome(error.status === undefined ? 'unreadable' : `HTTP ${error.status}, unreadable`);
                throw error;
            }
            outcome(requestSignal.aborted ? 'no answer in time' : code);
            throw networkFailure(error, request.endpoint, this.destination, requestSignal.aborted ? limits.timeoutMs : undefined, this.link.answered);
        }
    }
    /** A debug line per request (free when debug is off), and the same line kept for the job log's group. */
    noteRequest(request, attempt, what, startedAt) {
        const line = `${request.endpoint.method} ${(0,src_text/* inertText */.UJ)(request.endpoint.path, 200)} (attempt ${attempt ?? 1}): ${what} in ${Math.round(performance.now() - startedAt)} ms`;
        this.options.logger?.debug(line);
        this.requestLines.push(line);
        if (this.requestLines.length > REQUEST_LINES_KEPT)
            this.requestLines.shift();
    }
    /** Reads at most `maxBodyBytes`; a larger body is cut off, never buffered whole. */
    async readBody(message, signal, endpoint) {
        const chunks = [];
        let size = 0;
        const destroyOnAbort = () => message.destroy((0,errors/* abortReason */.Js)(signal));
        signal.addEventListener('abort', destroyOnAbort, { once: true });
        try {
            for await (const chunk of message) {
                size += chunk.length;
                if (size > this.maxBodyBytes) {
                    message.destroy();
                    throw new ApiError(`The service's answer while ${endpoint.subject} is larger than ${this.maxBodyBytes} bytes; it was not read.`, {
                        kind: 'transient',
                        status: message.statusCode
                    });
                }
                chunks.push(chunk);
            }
        }
        finally {
            signal.removeEventListener('abort', destroyOnAbort);
        }
        return Buffer.concat(chunks).toString('utf8');
    }
}
/** Hands the request's AbortSignal to Node's http.request through the client's hook. */
function abortWith(signal) {
    return {
        prepareRequest(options) {
            options.signal = signal;
            // The client passes URL.hostname, which keeps an IPv6 literal's brackets ([::1]); the
            // lookup wants the bare address, or `http://[::1]:8080/v1` fails with ENOTFOUND.
            if (typeof options.host === 'string')
                options.host = options.host.replace(/^\[(.*)\]$/, '$1');
            if (typeof options.hostname === 'string')
                options.hostname = options.hostname.replace(/^\[(.*)\]$/, '$1');
        },
        canHandleAuthentication: () => false,
        handleAuthentication: () => Promise.reject(new Error('not used'))
    };
}

;// CONCATENATED MODULE: ./src/service/client.ts
/**
 * One method per endpoint of the table in endpoints.ts. Only the run's own path is ever
 * requested, and an answer only counts for the run it was asked about.
 */







class CertificationClient {
    transport;
    options;
    constructor(options) {
        this.options = options;
        this.transport = new Transport(options);
    }
    /** Requests sent so far, every attempt counted. */
    get requestCount() {
        return this.transport.requestCount;
    }
    /** One line per recent request, for the job log. */
    get requestLines() {
        return this.transport.requestLines;
    }
    /**
     * POST /attestation/projects/{projectId}/start. Not idempotent: the caller passes one
     * `idempotencyKey` for every attempt of the same start.
     */
    async startRun(projectId, start, limits) {
        const { record, shown, answer } = await this.requestRecord({
            endpoint: ENDPOINTS.startRun(projectId, start.quoteToken !== undefined),
            body: start.quoteToken === undefined ? undefined : JSON.stringify({ quote_token: start.quoteToken }),
            headers: { 'idempotency-key': start.idempotencyKey }
        }, limits);
        const runId = record['run_id'];
        if (runId === undefined) {
            throw new ApiError(`The service accepted the start for project '${(0,src_text/* inertText */.UJ)(projectId)}' (HTTP ${answer.status}) but its answer has no run_id.`, {
                kind: 'protocol',
                status: answer.status
            });
        }
        // The id goes into the path of every poll, authenticated: it must stay the run's own path.
        const unusable = unusableIdReason(runId);
        if (unusable !== undefined) {
            const given = typeof runId === 'string' ? (0,src_text/* quotedValue */.A0)(runId) : (0,src_text/* inertText */.UJ)(JSON.stringify(runId) ?? String(runId), 80);
            throw new ApiError(`The service accepted the start for project '${(0,src_text/* inertText */.UJ)(projectId)}' (HTTP ${answer.status}) but returned a run id that cannot be used, ${given}: ${unusable}. Nothing was polled.`, { kind: 'protocol', status: answer.status });
        }
        return { runId: runId, record, shown };
    }
    /** GET /attestation/runs/{runId}: the record, which must be about this run when it names one. */
    async getRun(runId, limits) {
        const { record, shown, answer } = await this.requestRecord({ endpoint: ENDPOINTS.getRun(runId) }, limits);
        const answeredFor = record['run_id'];
        // The spec does not promise a run_id in the record, so none is accepted; a different one never counts.
        if (answeredFor !== undefined && String(answeredFor) !== runId) {
            throw new ApiError(`The service answered the poll of run ${(0,src_text/* quotedValue */.A0)(runId)} with the record of another run, ${(0,src_text/* quotedValue */.A0)(String(answeredFor))}. ` +
                'An answer about another run never counts.', { kind: 'protocol', status: answer.status, hint: 'Check base-url, and any proxy or cache between the runner and the service.' });
        }
        return { record, shown };
    }
    /** One exchange whose 2xx answer must be a JSON object; any other answer becomes the endpoint's failure. */
    async requestRecord(request, limits) {
        const answer = await this.transport.exchange(request, limits);
        if (answer.status < lib/* HttpCodes */.Hv.OK || answer.status >= lib/* HttpCodes */.Hv.MultipleChoices) {
            // An error body is only ever read by people.
            throw failureForStatus({ ...answer, body: this.options.redact(answer.body) }, request.endpoint, this.transport.destination);
        }
        const record = this.parseRecord(answer, request.endpoint);
        // Again on the parsed strings: JSON escapes (\u0061…) can spell a secret the raw text hid.
        return { record, shown: (0,src_text/* redactDeep */.KL)(record, this.options.redact), answer };
    }
    parseRecord(answer, endpoint) {
        const parsed = parseJson(answer.body);
        if (parsed === undefined || parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
            throw new ApiError(`The service answered ${endpoint.subject} with HTTP ${answer.status} but not a JSON object` +
                (answer.body.trim() === '' ? ' (empty body).' : `: ${(0,src_text/* inertText */.UJ)(this.options.redact(answer.body), 120)}`), { kind: 'transient', status: answer.status });
        }
        return parsed;
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(182);
;// CONCATENATED MODULE: ./src/service/retry.ts



const DEFAULT_BACKOFF = { initialDelayMs: 1000, maxDelayMs: 30_000 };
/**
 * The wait before retry number `attempt` (1 for the first retry): capped exponential backoff
 * with jitter over the upper half. A Retry-After asks for longer, never for less: its wait plus
 * a little jitter (so that many gates told the same thing do not come back in the same instant)
 * when that is longer than the backoff, which stays the floor (a `Retry-After: 0`, or a date in
 * the past, must not turn into a retry every few milliseconds).
 */
function retryDelayMs(error, attempt, policy, random) {
    const ceiling = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** (attempt - 1));
    const backoffMs = Math.floor(ceiling / 2 + random() * (ceiling / 2));
    if (error.retryAfterMs === undefined)
        return backoffMs;
    return Math.max(backoffMs, error.retryAfterMs + Math.floor(random() * Math.min(1000, error.retryAfterMs / 10 + 100)));
}
/** A last attempt is worth making while at least this much of the deadline is left. */
const LAST_ATTEMPT_MARGIN_MS = 500;
/**
 * Runs `operation` until it succeeds, fails for good, the job is cancelled or the deadline
 * passes. Each attempt gets the time left before the deadline, capped per request; the last
 * backoff is trimmed so that one final attempt lands just before the deadline. A Retry-After
 * holds back every request that shares the link. Until the service has answered once,
 * connections that cannot be made have a budget of their own: waiting longer cannot fix a
 * wrong host or port.
 */
async function withRetries(operation, context) {
    const { deadline, signal, logger, random, link } = context;
    const clock = deadline.clock;
    const policy = context.policy ?? DEFAULT_BACKOFF;
    let lastError;
    for (let attempt = 1;; attempt += 1) {
        if (signal.aborted)
            throw (0,errors/* abortReason */.Js)(signal);
        const heldMs = link?.holdLeftMs(clock.now()) ?? 0;
        if (heldMs > 0) {
            if (heldMs >= deadline.remainingMs())
                throw askedToWaitTooLong(context, heldMs, lastError);
            await clock.sleep(heldMs, signal);
            if (signal.aborted)
                throw (0,errors/* abortReason */.Js)(signal);
        }
        const timeoutMs = deadline.requestTimeoutMs();
        if (timeoutMs <= 0)
            throw timeUp(context.subject, lastError);
        try {
            return await operation(timeoutMs, attempt);
        }
        catch (error) {
            if (!(error instanceof ApiError) || !context.isRetryable(error))
                throw error;
            lastError = error;
        }
        if (signal.aborted)
            throw (0,errors/* abortReason */.Js)(signal);
        if (lastError.retryAfterMs !== undefined)
            link?.holdFor(lastError.retryAfterMs, clock.now());
        let delayMs = retryDelayMs(lastError, attempt, policy, random);
        const remainingMs = deadline.remainingMs();
        if (lastError.kind === 'unreachable' && link !== undefined && !link.answered) {
            const budgetLeftMs = Math.min(link.connectionBudgetMs, deadline.endsAt - deadline.startedAt) - deadline.elapsedMs();
            if (delayMs >= budgetLeftMs)
                throw unreachable(lastError, deadline.elapsedMs());
        }
        if (lastError.retryAfterMs !== undefined && lastError.retryAfterMs >= remainingMs) {
            throw askedToWaitTooLong(context, lastError.retryAfterMs, lastError);
        }
        if (delayMs >= remainingMs) {
            if (remainingMs <= LAST_ATTEMPT_MARGIN_MS)
                throw timeUp(context.subject, lastError);
            delayMs = remainingMs - LAST_ATTEMPT_MARGIN_MS;
        }
        logger.info(`${lastError.message} Trying again in ${(0,duration/* formatDuration */.a)(delayMs)} (attempt ${attempt + 1}).`);
        await clock.sleep(delayMs, signal);
    }
}
/** The deadline passed while doing `subject`; `note` (what was last seen) comes before the last error. */
function timeUp(subject, lastError, note = '') {
    const last = lastError === undefined ? '' : ` Last error: ${lastError.message}`;
    return new DeadlineError(`The timeout ran out while ${subject}.${note}${last}`, lastError);
}
/** The service asked (Retry-After) to wait longer than the time left: say so, with both numbers. */
function askedToWaitTooLong(context, askedMs, lastError) {
    return new DeadlineError(`The service asked to wait ${(0,duration/* formatDuration */.a)(askedMs)} before trying again (Retry-After), longer than the ` +
        `${(0,duration/* formatDuration */.a)(context.deadline.remainingMs())} left before timeout, while ${context.subject}.` +
        (lastError === undefined ? '' : ` Last error: ${lastError.message}`), lastError, askedMs);
}
/** No connection was made within the connection budget: a final error that says waiting will not help. */
function unreachable(lastError, elapsedMs) {
    return new ApiError(`${lastError.message.replace(/\.$/, '')}; gave up after ${(0,duration/* formatDuration */.a)(elapsedMs)}, since the service never answered and no timeout would help.`, { kind: 'unreachable', notActedOn: lastError.notActedOn, hint: lastError.hint });
}

;// CONCATENATED MODULE: ./src/poll.ts







/**
 * Only "is the run over?": `completed` and the known failure words end it; any other status,
 * known or not, means it is still working. Whether it passed is the policy's question.
 */
function runState(status) {
    const normalized = (0,model/* normalizeStatus */.S)(status);
    return normalized === constants/* COMPLETED_STATUS */.Tr || constants/* FAILED_STATUSES */.Lg.has(normalized) ? 'over' : 'working';
}
/** The final poll comes this close to the deadline, so its answer can still arrive in time. */
const LAST_POLL_MARGIN_MS = 500;
/** While the status stays the same, a line says the gate is alive at least this often. */
const PROGRESS_EVERY_MS = 60_000;
/**
 * Polls the run until its status is terminal (or once, with `once`). Never throws: resolves with
 * the state, or `stopped` with a DeadlineError when time runs out, the abort reason when the job
 * is cancelled, or the failure that ended it. Polls start `pollIntervalMs` apart (never before
 * the previous answer), so the step ends at most one interval after the run does.
 */
async function waitForRun(options) {
    const seen = { polls: 0, ...options.known };
    try {
        const state = await pollUntilOver(options, seen);
        return { ...seen, state };
    }
    catch (error) {
        return { ...seen, state: 'stopped', error };
    }
}
/** The polling loop; `seen` is its own record of what it learned, which the caller reads back. */
async function pollUntilOver(options, progress) {
    const { client, runId, deadline, signal, logger } = options;
    const clock = deadline.clock;
    const subject = `waiting for run '${(0,src_text/* inertText */.UJ)(runId)}'`;
    let nextPollAt = clock.now() + options.firstPollDelayMs;
    let lastPollAt;
    let lastLineAt = clock.now();
    for (;;) {
        // The timeout is used whole: the final poll lands just before the deadline, however the
        // interval falls, as long as it is at least the minimum interval after the one before.
        const latestPollAt = deadline.endsAt - LAST_POLL_MARGIN_MS;
        if (nextPollAt > latestPollAt) {
            if (lastPollAt !== undefined && latestPollAt - lastPollAt < constants/* MIN_POLL_INTERVAL_MS */.WW)
                throw stillWorking(subject, progress);
            nextPollAt = Math.max(clock.now(), latestPollAt);
        }
        else if (nextPollAt + options.pollIntervalMs > latestPollAt && latestPollAt - nextPollAt < constants/* MIN_POLL_INTERVAL_MS */.WW) {
            // The last regular poll would fall just short of the deadline: take it at the deadline.
            nextPollAt = latestPollAt;
        }
        // Wait for the poll, saying at least once a minute that the gate is alive.
        for (let waitMs = nextPollAt - clock.now(); waitMs > 0; waitMs = nextPollAt - clock.now()) {
            const lineDueMs = lastLineAt + PROGRESS_EVERY_MS - clock.now();
            if (progress.status !== undefined && lineDueMs <= 0) {
                logger.info(stillLine(runId, progress.status, deadline));
                lastLineAt = clock.now();
                continue;
            }
            await clock.sleep(progress.status === undefined ? waitMs : Math.min(waitMs, lineDueMs), signal);
            if (signal.aborted)
                break;
        }
        if (signal.aborted)
            throw (0,errors/* abortReason */.Js)(signal);
        const pollStartedAt = clock.now();
        lastPollAt = pollStartedAt;
        const answer = await withRetries(async (timeoutMs, attempt) => {
            progress.polls += 1;
            const answer = await client.getRun(runId, { signal, timeoutMs, attempt });
            const status = answer.record['status'];
            if (typeof status !== 'string' || status.trim() === '') {
                progress.record = answer.record;
                progress.shown = answer.shown;
                throw new ApiError(`The service's answer while polling run '${(0,src_text/* inertText */.UJ)(runId)}' has no status.`, { kind: 'transient' });
            }
            return answer;
        }, { deadline, signal, logger, random: options.random, link: options.link, subject, isRetryable: error => error.transient }).catch(error => {
            throw error instanceof DeadlineError && progress.status !== undefined ? stillWorking(subject, progress, error) : error;
        });
        const status = String(answer.record['status']);
        if (status !== progress.status) {
            logger.info(`Run ${(0,src_text/* inertText */.UJ)(runId)}: status ${(0,src_text/* inertText */.UJ)(status, 80)}.`);
            lastLineAt = clock.now();
        }
        else if (clock.now() - lastLineAt >= PROGRESS_EVERY_MS) {
            logger.info(stillLine(runId, status, deadline));
            lastLineAt = clock.now();
        }
        progress.status = status;
        progress.record = answer.record;
        progress.shown = answer.shown;
        const state = runState(status);
        if (state !== 'working' || options.once)
            return state;
        nextPollAt = pollStartedAt + options.pollIntervalMs;
    }
}
/** `Run r-1 is still running after 4m 00s (26m 00s left before timeout).` */
function stillLine(runId, status, deadline) {
    return `Run ${(0,src_text/* inertText */.UJ)(runId)} is still ${(0,src_text/* inertText */.UJ)(status, 80)} after ${(0,duration/* formatDuration */.a)(deadline.elapsedMs())} (${(0,duration/* formatDuration */.a)(deadline.remainingMs())} left before timeout).`;
}
function stillWorking(subject, progress, cause) {
    const status = progress.status === undefined ? '' : ` The last status was ${(0,src_text/* quotedValue */.A0)(progress.status)}.`;
    if (cause?.askedToWaitMs !== undefined)
        return new DeadlineError(`${(0,src_text/* asSentence */.KG)(cause.message)}${status}`, cause.lastError, cause.askedToWaitMs);
    return timeUp(subject, cause?.lastError, status);
}

;// CONCATENATED MODULE: ./src/gate.ts







/** pass-if gets what is left of the timeout, and at least this much, even when the run ended at the deadline. */
const PASS_IF_MIN_MS = 1000;
/**
 * Starts (or picks up) a run and waits for its verdict within one deadline. Never throws:
 * every way it can end, cancellation and timeout included, becomes a GateResult.
 */
async function runGate(config, deps) {
    const deadline = deps.deadline ?? new Deadline(deps.clock, config.timeoutMs);
    const end = (state, verdict, failsStep, why = {}) => gateResult(config, deadline, state, verdict, failsStep, why);
    let state = { runId: config.runId, seen: { polls: 0 }, startInFlight: false };
    let firstPollDelayMs;
    if (state.runId === undefined && config.projectId !== undefined) {
        try {
            state = await startRun(config.projectId, config, deps, deadline);
        }
        catch (error) {
            return failureResult(error, { ...state, startInFlight: true }, config, end);
        }
        if (!config.wait)
            return end(state, 'started', false);
        // A random phase within the first interval: gates started together do not poll in
        // lock-step, and the step ends on average half an interval after the run does.
        firstPollDelayMs = Math.round(config.pollIntervalMs * deps.random());
    }
    else {
        deps.logger.info(`Waiting for run ${(0,src_text/* inertText */.UJ)(state.runId ?? '')} at ${config.baseUrl}.`);
        firstPollDelayMs = Math.round((deps.firstPollSpreadMs ?? 0) * deps.random());
    }
    const runId = state.runId ?? '';
    const outcome = await waitForRun({
        client: deps.client,
        runId,
        pollIntervalMs: config.pollIntervalMs,
        firstPollDelayMs,
        deadline,
        signal: deps.signal,
        logger: deps.logger,
        random: deps.random,
        known: state.seen,
        once: !config.wait,
        link: deps.link
    });
    state = { ...state, seen: outcome };
    switch (outcome.state) {
        case 'stopped':
            return failureResult(outcome.error, state, config, end);
        case 'working':
            return end(state, 'started', false, { reason: `Run ${(0,src_text/* inertText */.UJ)(runId)} is still going (wait: false); it is not certified yet.` });
        case 'over': {
            // Loaded once the run is over: nothing before the first request pays for judging.
            const { judgeRun, passIfApplies } = await __webpack_require__.e(/* import() */ 618).then(__webpack_require__.bind(__webpack_require__, 1237));
            const status = outcome.status ?? '';
            const record = outcome.record ?? {};
            let evaluation;
            // pass-if is only compiled when waiting; with wait: false (inputs warned) a completed run is not judged.
            // An expression whose cost is bounded by the record's is evaluated here; any other in a
            // worker that the deadline can stop.
            if (config.passIf !== undefined && !config.passIf.costBoundedByRecord && passIfApplies(status)) {
                const { evaluateWithin } = await __webpack_require__.e(/* import() */ 761).then(__webpack_require__.bind(__webpack_require__, 4761));
                evaluation = await evaluateWithin(config.passIf, record, Math.max(deadline.remainingMs(), PASS_IF_MIN_MS), deps.signal);
                if (deps.signal.aborted)
                    return failureResult((0,errors/* abortReason */.Js)(deps.signal), state, config, end);
            }
            const { verdict, ...why } = judgeRun(runId, status, record, config.passIf, evaluation);
            if (!config.wait && config.passIfExpression !== undefined && verdict === 'passed')
                return end(state, 'started', false);
            return end(state, verdict, verdict !== 'passed', why);
        }
    }
}
/** POST start, retried only where the service cannot have acted; the run's id and first record. */
async function startRun(projectId, config, deps, deadline) {
    const { client, signal, logger } = deps;
    logger.info(`Starting a certification run for project ${(0,src_text/* inertText */.UJ)(projectId)} at ${config.baseUrl}.`);
    const idempotencyKey = deps.idempotencyKey ?? (0,external_node_crypto_.randomUUID)();
    const started = await withRetries((timeoutMs, attempt) => client.startRun(projectId, { idempotencyKey, quoteToken: config.quoteToken }, { signal, timeoutMs, attempt }), {
        deadline,
        signal,
        logger,
        link: deps.link,
        random: deps.random,
        subject: `starting a run for project '${(0,src_text/* inertText */.UJ)(projectId)}'`,
        // Only where the service cannot have acted: anything else might start a second run.
        isRetryable: error => error.transient && error.notActedOn
    });
    const status = typeof started.record['status'] === 'string' ? started.record['status'] : undefined;
    logger.info(`Started run ${(0,src_text/* inertText */.UJ)(started.runId)}${status === undefined ? '' : ` (status ${(0,src_text/* inertText */.UJ)(status, 80)})`}.`);
    return { runId: started.runId, seen: { polls: 0, status, record: started.record, shown: started.shown }, startInFlight: false };
}
function gateResult(config, deadline, state, verdict, failsStep, why) {
    // People see the redacted record; the verdict was reached on the record as the service sent it.
    const { shown } = state.seen;
    return {
        verdict,
        failsStep,
        // With only run-id given, the run record may say which project it belongs to.
        projectId: config.projectId ?? (typeof shown?.['project_id'] === 'string' ? shown['project_id'] : undefined),
        runId: state.runId,
        status: state.seen.status,
        record: shown,
        elapsedMs: deadline.elapsedMs(),
        polls: state.seen.polls,
        ...why
    };
}
/** Whatever stopped the gate, as a result that says what happened and what to do. */
function failureResult(error, state, config, end) {
    const { runId } = state;
    const createdMaybe = state.startInFlight
        ? ` The service may have created a run anyway: look at project ${(0,src_text/* inertText */.UJ)(config.projectId ?? '')}'s runs in the console before trying again, and if one was created, pass its id as run-id instead of starting another.`
        : '';
    if (error instanceof errors/* CancelledError */.cc) {
        const goesOn = runId !== undefined ? ` Run ${(0,src_text/* inertText */.UJ)(runId)} goes on at the service.` : '';
        return end(state, 'cancelled', true, { reason: `${error.message}${goesOn}${createdMaybe}` });
    }
    if (error instanceof DeadlineError) {
        if (runId === undefined) {
            // Start attempts are only repeated after failures the service cannot have acted on.
            return end(state, 'error', true, { reason: error.message, hint: 'Raise timeout if the service is slow to answer.' });
        }
        return end(state, 'timed-out', config.failOnTimeout, {
            reason: error.message,
            hint: `Raise timeout, or wait for this run in a later step with run-id: ${(0,src_text/* inertText */.UJ)(runId)}.`
        });
    }
    if (error instanceof ApiError) {
        const mayHaveActed = state.startInFlight && error.mightHaveActed;
        return end(state, 'error', true, {
            reason: error.message,
            hint: [error.hint, mayHaveActed ? createdMaybe.trim() : undefined].filter(Boolean).join(' ') || undefined
        });
    }
    return end(state, 'error', true, { reason: `Unexpected error: ${(0,src_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error))}` });
}

;// CONCATENATED MODULE: ./src/step.ts
/**
 * Every gate of the step at once: one per project or run, under one deadline and one client
 * (so they share the service's rate limit), and the one verdict they add up to.
 */




/** Runs waited for (not started here) have their first poll spread over this much, at most. */
const FIRST_POLL_SPREAD_MS = 1000;
/** Which verdict speaks for a step whose gates disagree: the one a person must act on first. */
const VERDICT_PRECEDENCE = ['cancelled', 'failed', 'error', 'timed-out', 'started', 'passed'];
async function runStep(config, deps) {
    const deadline = new Deadline(deps.clock, config.timeoutMs);
    const several = config.targets.length > 1;
    const gates = await Promise.all(config.targets.map(target => runGate({ ...config, ...target }, {
        ...deps,
        deadline,
        // Each start carries its own Idempotency-Key; a fixed one is only for a single gate.
        idempotencyKey: several ? undefined : deps.idempotencyKey,
        firstPollSpreadMs: several ? Math.min(config.pollIntervalMs, FIRST_POLL_SPREAD_MS) : 0
    })));
    return stepResult(gates, deadline.elapsedMs());
}
/** The step passes only when every gate passes; with one gate, it is that gate's result. */
function stepResult(gates, elapsedMs) {
    const verdict = VERDICT_PRECEDENCE.find(candidate => gates.some(gate => gate.verdict === candidate)) ?? 'error';
    const failsStep = gates.some(gate => gate.failsStep);
    if (gates.length === 1) {
        const [gate] = gates;
        return { verdict, failsStep, gates, elapsedMs, reason: gate.reason, hint: gate.hint };
    }
    const notPassed = gates.filter(gate => gate.verdict !== 'passed');
    if (notPassed.length === 0)
        return { verdict, failsStep, gates, elapsedMs };
    const reason = `${notPassed.length} of ${gates.length} gates did not pass: ` +
        notPassed
            .map(gate => `${(0,src_text/* inertText */.UJ)((0,model/* gateLabel */.G)(gate), 120)}: ${gate.verdict}${gate.reason === undefined ? '' : ` (${(0,src_text/* inertText */.UJ)(gate.reason)})`}`)
            .join('; ');
    const hints = [...new Set(notPassed.map(gate => gate.hint).filter(hint => hint !== undefined))];
    return {
        verdict,
        failsStep,
        gates,
        elapsedMs,
        reason,
        hint: hints.length === 1 ? hints[0] : hints.length > 1 ? "Each gate's details in the job summary say what to do." : undefined
    };
}

;// CONCATENATED MODULE: ./src/main.ts









/** The action's entry: reads the inputs, runs the gate, and reports on every path. */
async function run(options = {}) {
    // Masked before anything is logged, and before validation can echo them.
    const secrets = [constants/* Input */.pd.ApiKey, constants/* Input */.pd.QuoteToken, constants/* Input */.pd.GithubToken].map(name => core/* getInput */.V4(name)).filter(value => value !== '');
    secrets.forEach(secret => core/* setSecret */.Pq(secret));
    // And in everything the action itself prints or publishes, disguised forms included.
    const redact = (0,src_text/* registerSecrets */.dg)(secrets);
    // Debug lines cost nothing unless step debug logging is on.
    const logger = { info: core/* info */.pq, warning: core/* warning */.$e, debug: core/* isDebug */._o() ? core/* debug */.Yz : () => undefined };
    // The runner cancels a job with SIGINT, then SIGTERM: stop waiting, and still report.
    const cancellation = new AbortController();
    const onSignal = (signalName) => {
        core/* warning */.$e(`Received ${signalName}: the job is being cancelled; stopping the wait now.`);
        cancellation.abort(new errors/* CancelledError */.cc(signalName));
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    try {
        const { result, config, requestLines } = await decide(options, { redact, logger }, cancellation.signal);
        // Loaded after the verdict: nothing before the first request pays for reporting.
        const { publishAndConclude } = await __webpack_require__.e(/* import() */ 500).then(__webpack_require__.bind(__webpack_require__, 4500));
        await publishAndConclude({ result, config, requestLines, logger, signal: cancellation.signal });
    }
    catch (error) {
        // Never a stack trace: whatever went wrong is said in one line, and the step fails.
        core/* setFailed */.C1(`Unexpected error: ${(0,src_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error))}`);
    }
    finally {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
    }
}
/** Validates the inputs and runs every gate; bad input becomes a result too, with nothing sent. */
async function decide(options, { redact, logger }, signal) {
    const clock = options.clock ?? systemClock;
    const startedAt = clock.now();
    let config;
    try {
        const read = await readInputs(name => core/* getInput */.V4(name));
        config = read.config;
        read.notices.forEach(notice => core/* info */.pq(notice));
        read.warnings.forEach(warning => core/* warning */.$e(warning));
    }
    catch (error) {
        if (!(error instanceof InputError))
            throw error;
        return {
            result: {
                verdict: 'error',
                failsStep: true,
                gates: [],
                elapsedMs: clock.now() - startedAt,
                reason: error.message,
                hint: 'Nothing was sent to the service. Fix the input in the workflow and run it again.'
            },
            requestLines: []
        };
    }
    // One link for every gate: they share the service's rate limit and the connection budget.
    const link = new ServiceLink(Math.min(CONNECTION_BUDGET_MS, config.timeoutMs));
    const client = new CertificationClient({
        baseUrl: config.baseUrl,
        apiKey: config.apiKey,
        userAgent: `agent-certification-gate/${constants/* ACTION_VERSION */.Yt}`,
        redact,
        link,
        logger
    });
    const result = await runStep(config, { client, clock, random: options.random ?? Math.random, signal, logger, link });
    return { result, config, requestLines: client.requestLines };
}


/***/ }),

/***/ 182:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ gateLabel),
/* harmony export */   S: () => (/* binding */ normalizeStatus)
/* harmony export */ });
/** A gate as a person names it: its project, or its run when the project is not known. */
function gateLabel(gate) {
    return gate.projectId ?? (gate.runId === undefined ? 'a gate' : `run ${gate.runId}`);
}
/** A status as the gate compares it: surrounding spaces and case do not count. */
function normalizeStatus(status) {
    return status.trim().toLowerCase();
}


/***/ }),

/***/ 4846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G7: () => (/* binding */ readPath),
/* harmony export */   IU: () => (/* binding */ topLevelFieldNames),
/* harmony export */   pg: () => (/* binding */ explanationOf),
/* harmony export */   wE: () => (/* binding */ firstHttpsLink)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);
/* harmony import */ var _walk_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(866);
/**
 * Reading a record the service returned, whatever its shape: the service's own words, where to
 * look, one field by its path, the names of its fields. Nothing here trusts the shape.
 */


/**
 * Fields a service explanation is read from, in order: those of error bodies, plus `reason`.
 * The spec shows no error shape, so these are tried, never assumed.
 */
const EXPLANATION_FIELDS = ['message', 'detail', 'error_description', 'error', 'title', 'reason'];
/** The service's own words in a record or error body, inert and shortened; undefined when it has none. */
function explanationOf(record) {
    for (const field of EXPLANATION_FIELDS) {
        let value = ownField(record, field);
        if (field === 'error' && value !== null && typeof value === 'object')
            value = ownField(value, 'message');
        if (typeof value === 'string' && value.trim() !== '')
            return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(value);
    }
    return undefined;
}
/** How far into a record the link search looks, so no record can make it slow. */
const LINK_SEARCH = { maxDepth: 6, maxValues: 2000 };
/** The first https URL among the record's string values (breadth first, bounded), or undefined. */
function firstHttpsLink(record) {
    let found;
    (0,_walk_js__WEBPACK_IMPORTED_MODULE_1__/* .walkJson */ .gO)(record, null, ({ value, depth }) => {
        if (typeof value === 'string' && /^https:\/\/\S+$/i.test(value) && URL.canParse(value)) {
            found = value;
            return _walk_js__WEBPACK_IMPORTED_MODULE_1__/* .STOP */ .VW;
        }
        return depth < LINK_SEARCH.maxDepth ? null : undefined;
    }, { order: 'breadth-first', maxValues: LINK_SEARCH.maxValues });
    return found;
}
/** The value at `keys` below `record`, own properties only; undefined when any step is missing. */
function readPath(record, keys) {
    let current = record;
    for (const key of keys) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = ownField(current, key);
    }
    return current;
}
/** The record's top-level field names, inert, at most `limit` of them. */
function topLevelFieldNames(record, limit) {
    const names = Object.keys(record);
    if (names.length === 0)
        return '(none)';
    const shown = names.slice(0, limit).map(name => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(name, 40));
    return names.length > limit ? `${shown.join(', ')} and ${names.length - limit} more` : shown.join(', ');
}
function ownField(record, key) {
    return Object.hasOwn(record, key) ? record[key] : undefined;
}


/***/ }),

/***/ 8992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ quotedValue),
/* harmony export */   FK: () => (/* binding */ redactShown),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   GX: () => (/* binding */ toOneLine),
/* harmony export */   KG: () => (/* binding */ asSentence),
/* harmony export */   KL: () => (/* binding */ redactDeep),
/* harmony export */   UJ: () => (/* binding */ inertText),
/* harmony export */   aB: () => (/* binding */ toJson),
/* harmony export */   dg: () => (/* binding */ registerSecrets),
/* harmony export */   ml: () => (/* binding */ shorten),
/* harmony export */   xG: () => (/* binding */ escapeLinkText)
/* harmony export */ });
/* unused harmony exports SERVICE_TEXT_LIMIT, normalize, createRedactor */
/* harmony import */ var _walk_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(866);
/**
 * Everything the service returns is untrusted: it may carry ANSI escapes, workflow commands,
 * invisible characters, HTML, markdown, or even echo the API key back, whole or disguised.
 * All of it takes one path before anyone sees it: normalize, then redact, then render.
 */

/** How much of one piece of service text a person is shown. */
const SERVICE_TEXT_LIMIT = 300;
// ANSI CSI/OSC sequences first, so their parameters do not survive as stray text.
const ANSI_SEQUENCE = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[@-_])/g;
// C0 and C1 controls but tab and line breaks, DEL, and the invisible or bidi format characters
// (soft hyphen, zero-width, direction marks and overrides, word joiners, BOM) that can disguise text.
const INVISIBLE_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;
const HAS_INVISIBLE_CHARACTER = new RegExp(INVISIBLE_CHARACTERS.source);
/** Step one: escapes and invisible characters removed, so nothing hides between visible ones. */
function normalize(text) {
    return text.replace(ANSI_SEQUENCE, '').replace(INVISIBLE_CHARACTERS, '');
}
/** Whitespace folded: one line of plain text. */
function toOneLine(text) {
    return normalize(text).replace(/\s+/g, ' ').trim();
}
/** Text that ends a sentence: service text may stop without a full stop, and the next sentence must still read as its own. */
function asSentence(text) {
    return /[.!?…]$/.test(text) ? text : `${text}.`;
}
/** Cuts text to at most `limit` characters, marking the cut. Only ever applied after redaction. */
function shorten(text, limit = SERVICE_TEXT_LIMIT) {
    const characters = Array.from(text);
    return characters.length <= limit ? text : `${characters.slice(0, limit - 1).join('')}…`;
}
/** Service text as it may appear in a log line or an error message: normalized, redacted, one line, shortened. */
function inertText(text, limit = SERVICE_TEXT_LIMIT) {
    return shorten(toOneLine(redactRegistered(normalize(text))), limit);
}
/**
 * A value from the service quoted in a message so that what the gate judged can be told apart
 * from what it looks like: 'completed' when it is plain text, and as a JSON string with its
 * invisible and control characters escaped ("completed\u200b") when it is not. Redacted first.
 */
function quotedValue(text, limit = 80) {
    const redacted = redactRegistered(text);
    const plain = !HAS_INVISIBLE_CHARACTER.test(redacted) && !/[\t\n\r]/.test(redacted) && redacted === redacted.trim();
    if (plain)
        return `'${shorten(redacted, limit)}'`;
    const escaped = JSON.stringify(redacted).replace(INVISIBLE_CHARACTERS, character => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return shorten(escaped, limit);
}
/** Service text as it may be shown whole (an output, a link target): every secret redacted, nothing else changed. */
function redactShown(text) {
    return redactRegistered(text);
}
// Characters that could open markup in GitHub-flavoured markdown or HTML, or ping someone.
const MARKUP_CHARACTERS = /[&<>"'`*_~[\]()#|\\!{}@:=+-]/g;
/**
 * What GitHub turns into a link or a mention inside plain text, even once every markup character
 * is an entity (entities are decoded before autolinking): `www.`, `scheme://`, `user@host`,
 * `@user`, `@org/team`, `#123`. A zero-width joiner after each trigger breaks it; it is not in
 * the way of a person reading the text.
 */
const LINK_OR_MENTION_TRIGGER = /www(?=\.)|[@#]|:(?=\/\/)/gi;
const ZERO_WIDTH_JOINER = '\u200d';
/** Text that renders as itself in a job summary or comment: never markup, links, mentions, or a secret. */
function escapeMarkdown(text) {
    return markupAsEntities(toOneLine(redactRegistered(normalize(text))).replace(LINK_OR_MENTION_TRIGGER, trigger => `${trigger}${ZERO_WIDTH_JOINER}`));
}
/**
 * The text of a link the gate makes itself (`[text](href)`): inert like any text, but left as it
 * reads, since nothing inside a link's text becomes another link or a mention.
 */
function escapeLinkText(text) {
    return markupAsEntities(toOneLine(redactRegistered(normalize(text))));
}
function markupAsEntities(text) {
    return text.replace(MARKUP_CHARACTERS, character => `&#${character.charCodeAt(0)};`);
}
/**
 * What may stand between two characters of a disguised secret once the text is normalized:
 * whitespace. Controls, invisibles and ANSI escapes are already gone by then, which keeps these
 * patterns small enough to compile in no time.
 */
const GAP = String.raw `\s*`;
/** Shorter forms are not searched for: they would match ordinary text. */
const MIN_FORM_LENGTH = 6;
/**
 * Replaces every occurrence of each secret with `***`, looking at the text normalized: the
 * whole secret, its part after `_sk_`, its base64 and base64url forms (at any alignment inside
 * longer encoded text) and its percent-encoded forms, each found even with whitespace, control
 * or invisible characters or ANSI escapes between its characters. The patterns are built on
 * first use, so nothing before the first request pays for them.
 */
function createRedactor(secrets) {
    const present = [...new Set(secrets.filter(secret => secret.length > 0))];
    let patterns;
    return text => {
        patterns ??= present.flatMap(secretPatterns);
        const normalized = normalize(text);
        const redacted = patterns.reduce((result, pattern) => result.replace(pattern, '***'), normalized);
        // Text that hides no secret is returned as it came: a run id with a NUL in it must stay
        // that id, to be refused, not quietly become another.
        return redacted === normalized ? text : redacted;
    };
}
let registered = text => text;
/** Makes `inertText` and `escapeMarkdown` redact these secrets everywhere, as `core.setSecret` does for the log. */
function registerSecrets(secrets) {
    registered = createRedactor(secrets);
    return registered;
}
function redactRegistered(text) {
    return registered(text);
}
function secretPatterns(secret) {
    const forms = new Set([secret]);
    const secretPart = secret.includes('_sk_') ? secret.slice(secret.indexOf('_sk_') + 4) : '';
    if (secretPart.length >= 8)
        forms.add(secretPart);
    const bytes = Buffer.from(secret, 'utf8');
    for (const encoding of ['base64', 'base64url']) {
        for (const core of alignedEncodings(bytes, encoding))
            forms.add(core);
    }
    const patterns = [...forms].filter(form => form.length >= MIN_FORM_LENGTH).map(form => new RegExp(gapped(form), 'g'));
    // Percent-encoded: each byte as %XX in either case, or only the characters URLs must encode.
    const percentEncoded = [...bytes].map(byte => `%${byte.toString(16).padStart(2, '0')}`).join('');
    patterns.push(new RegExp(gapped(percentEncoded), 'gi'));
    if (encodeURIComponent(secret) !== secret)
        patterns.push(new RegExp(gapped(encodeURIComponent(secret)), 'gi'));
    return patterns;
}
/**
 * The characters of `bytes`' encoding that do not depend on what surrounds them, for each of
 * the three byte alignments it can have inside a longer encoded string.
 */
function alignedEncodings(bytes, encoding) {
    const skipped = [0, 2, 3];
    return [0, 1, 2].map(offset => {
        const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString(encoding);
        const wholeGroups = Math.floor((offset + bytes.length) / 3);
        return encoded.slice(skipped[offset], wholeGroups * 4);
    });
}
function gapped(form) {
    return Array.from(form, character => character.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join(GAP);
}
/** Applies `redact` to every string (keys included) inside a parsed JSON value, at any depth, without recursion. */
function redactDeep(value, redact) {
    const copy = (item) => (typeof item === 'string' ? redact(item) : (0,_walk_js__WEBPACK_IMPORTED_MODULE_0__/* .emptyLike */ .fV)(item));
    const root = copy(value);
    (0,_walk_js__WEBPACK_IMPORTED_MODULE_0__/* .walkJson */ .gO)(value, root, ({ key, value: item, parent }) => {
        const copied = copy(item);
        (0,_walk_js__WEBPACK_IMPORTED_MODULE_0__/* .setField */ .x)(parent, redact(key), copied);
        return copied !== null && typeof copied === 'object' ? copied : undefined;
    });
    return root;
}
/** How deep `toJson` keeps a value that JSON.stringify cannot reach the bottom of. */
const JSON_DEPTH_LIMIT = 200;
/**
 * JSON text of a parsed value, whatever its depth: nesting deeper than JSON.stringify can
 * follow is cut at a fixed depth and marked, never a crash.
 */
function toJson(value) {
    try {
        return JSON.stringify(value);
    }
    catch (error) {
        if (!(error instanceof RangeError))
            throw error;
        return JSON.stringify(clampDepth(value, JSON_DEPTH_LIMIT));
    }
}
function clampDepth(value, limit) {
    const leftOut = `(nested deeper than ${limit} levels: left out)`;
    const root = (0,_walk_js__WEBPACK_IMPORTED_MODULE_0__/* .emptyLike */ .fV)(value);
    (0,_walk_js__WEBPACK_IMPORTED_MODULE_0__/* .walkJson */ .gO)(value, root, ({ key, value: item, depth, parent }) => {
        const deep = item !== null && typeof item === 'object' && depth >= limit;
        const copied = deep ? leftOut : (0,_walk_js__WEBPACK_IMPORTED_MODULE_0__/* .emptyLike */ .fV)(item);
        (0,_walk_js__WEBPACK_IMPORTED_MODULE_0__/* .setField */ .x)(parent, key, copied);
        return copied !== null && typeof copied === 'object' ? copied : undefined;
    });
    return root;
}


/***/ }),

/***/ 866:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VW: () => (/* binding */ STOP),
/* harmony export */   fV: () => (/* binding */ emptyLike),
/* harmony export */   gO: () => (/* binding */ walkJson),
/* harmony export */   x: () => (/* binding */ setField)
/* harmony export */ });
/**
 * The one walk over a parsed JSON value that everything reading a record shares: the redaction's
 * copy, the depth cut of `toJson`, the search for a link and the summary's fields. Iterative,
 * so no record is too deep for it, and bounded where the caller asks, so none is too large.
 */
/** Returned by a visitor to end the walk at once. */
const STOP = Symbol('stop');
/**
 * Visits every value below `root`. For an object or a list, `visit` returns what its children
 * get as `parent`, or undefined to leave them out; it returns STOP to end the walk.
 */
function walkJson(root, rootContext, visit, options = {}) {
    const breadthFirst = options.order === 'breadth-first';
    const maxValues = options.maxValues ?? Number.POSITIVE_INFINITY;
    const pending = [];
    let next = 0;
    const enqueue = (value, context, depth) => {
        if (value === null || typeof value !== 'object')
            return;
        const fields = Object.entries(value);
        // A stack pops the last first: push in reverse so that fields come out in document order.
        if (!breadthFirst)
            fields.reverse();
        for (const [key, item] of fields)
            pending.push({ key, value: item, depth, parent: context });
    };
    enqueue(root, rootContext, 1);
    let visited = 0;
    while (next < pending.length) {
        if (visited >= maxValues)
            break;
        const step = breadthFirst ? pending[next++] : pending.pop();
        visited += 1;
        const context = visit(step);
        if (context === STOP)
            break;
        if (context !== undefined)
            enqueue(step.value, context, step.depth + 1);
    }
    return { notVisited: pending.length - next };
}
/** An empty object or list shaped like `value`, or `value` itself when it is neither. */
function emptyLike(value) {
    if (Array.isArray(value))
        return new Array(value.length);
    if (value !== null && typeof value === 'object')
        return {};
    return value;
}
/** Sets `key` on a copy being built; defined, not assigned, so a `__proto__` key stays a field. */
function setField(target, key, value) {
    if (Array.isArray(target))
        target[Number(key)] = value;
    else
        Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}


/***/ })

};

//# sourceMappingURL=444.index.js.map