export const id = 737;
export const ids = [737];
export const modules = {

/***/ 56758:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ dockerCredentials),
/* harmony export */   y: () => (/* binding */ CredentialHelperError)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97268);
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18453);






class CredentialHelperError extends _lib_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .HintedError */ .J_ {
    constructor(message, hint) {
        super('CredentialHelperError', message, hint);
    }
}
const HELPER_TIMEOUT_MS = 20_000;
const DOCKER_HUB = new Set(['docker.io', 'index.docker.io', 'registry-1.docker.io']);
const DOCKER_HUB_SERVER = 'https://index.docker.io/v1/';
const NOT_FOUND = /credentials not found/i;
async function dockerCredentials(registry, options = {}) {
    const env = options.env ?? process.env;
    const directory = env['DOCKER_CONFIG'] || (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(options.home ?? node_os__WEBPACK_IMPORTED_MODULE_2___default().homedir(), '.docker');
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(directory, 'config.json');
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(path, 'utf8');
    }
    catch {
        return { none: `no Docker config at ${path}` };
    }
    const config = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .parseJson */ .qF)(text);
    if (config === undefined || typeof config !== 'object' || config === null) {
        return { none: `the Docker config at ${path} is not JSON` };
    }
    const host = canonical(registry);
    const helper = entryFor((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .readPath */ .G7)(config, ['credHelpers']), host) ?? (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .readPath */ .G7)(config, ['credsStore']);
    if (typeof helper === 'string' && helper !== '')
        return askHelper(helper, registry, env);
    const auth = entryFor((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .readPath */ .G7)(config, ['auths']), host);
    const credentials = auth === undefined ? undefined : fromAuthEntry(auth);
    return credentials === undefined ? { none: `the Docker config at ${path} holds no login for ${registry}` } : { credentials, from: path };
}
function canonical(registry) {
    const host = registry
        .replace(/^https?:\/\//, '')
        .split('/')[0]
        .toLowerCase();
    return DOCKER_HUB.has(host) ? 'docker.io' : host;
}
function entryFor(entries, host) {
    if (typeof entries !== 'object' || entries === null)
        return undefined;
    const key = Object.keys(entries).find(name => canonical(name) === host);
    return key === undefined ? undefined : entries[key];
}
function fromAuthEntry(entry) {
    const field = (name) => {
        const value = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .readPath */ .G7)(entry, [name]);
        return typeof value === 'string' && value !== '' ? value : undefined;
    };
    const decoded = field('auth') === undefined ? undefined : Buffer.from(field('auth'), 'base64').toString('utf8');
    const colon = decoded?.indexOf(':') ?? -1;
    const username = decoded !== undefined && colon > 0 ? decoded.slice(0, colon) : field('username');
    const password = field('identitytoken') ?? (decoded !== undefined && colon > 0 ? decoded.slice(colon + 1) : field('password'));
    return username === undefined || password === undefined ? undefined : { username, password };
}
async function askHelper(helper, registry, env) {
    const program = `docker-credential-${helper}`;
    const server = DOCKER_HUB.has(canonical(registry)) ? DOCKER_HUB_SERVER : registry;
    const named = `The Docker credential helper ${program}, which the Docker config names for ${registry},`;
    const answer = await new Promise(resolve => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(program, ['get'], { env, timeout: HELPER_TIMEOUT_MS, maxBuffer: 1024 * 1024 }, (error, stdout, stderr) => resolve({ stdout, stderr, ...(error === null ? {} : { failed: { code: error.code, killed: error.killed === true } }) }));
        child.stdin?.on('error', () => undefined);
        child.stdin?.end(server);
    });
    if (answer.failed !== undefined) {
        const { code, killed } = answer.failed;
        if (code === 'ENOENT') {
            throw new CredentialHelperError(`${named} is not on PATH`, `Install ${program} on the runner before this step (or log in with docker/login-action), or remove it from the Docker config.`);
        }
        if (NOT_FOUND.test(answer.stdout) || NOT_FOUND.test(answer.stderr)) {
            return { none: `${program} holds no login for ${registry}` };
        }
        throw new CredentialHelperError(killed ? `${named} did not answer within ${HELPER_TIMEOUT_MS / 1000} s` : `${named} failed (exit ${String(code)})`, `Run the login that sets it up before this step (e.g. gcloud auth configure-docker, or docker/login-action), and re-run the job.`);
    }
    const username = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .readPath */ .G7)((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .parseJson */ .qF)(answer.stdout), ['Username']);
    const secret = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .readPath */ .G7)((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .parseJson */ .qF)(answer.stdout), ['Secret']);
    if (typeof username !== 'string' || typeof secret !== 'string' || secret === '') {
        throw new CredentialHelperError(`${named} answered without credentials in the form Docker reads ({"Username", "Secret"})`, `Check the helper's version and its login for ${registry}, and re-run the job.`);
    }
    return { credentials: { username, password: secret }, from: program };
}


/***/ }),

/***/ 15458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Z: () => (/* binding */ pushBundle),
/* harmony export */   NV: () => (/* binding */ BUNDLE_MEDIA_TYPE),
/* harmony export */   gl: () => (/* binding */ RegistryError)
/* harmony export */ });
/* harmony import */ var _sigstore_oci__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81057);
/* harmony import */ var _docker_credentials_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56758);
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97268);
/* harmony import */ var _lib_runtime_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89067);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(79112);
/* harmony import */ var _image_name_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(22158);






const BUNDLE_MEDIA_TYPE = 'application/vnd.dev.sigstore.bundle.v0.3+json';
class RegistryError extends _lib_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .HintedError */ .J_ {
    constructor(message, hint) {
        super('RegistryError', message, hint);
    }
}
async function pushBundle(request) {
    const where = (0,_image_name_js__WEBPACK_IMPORTED_MODULE_5__/* .imageByDigest */ .jq)(request.image, request.digest);
    let found;
    try {
        found = await (0,_docker_credentials_js__WEBPACK_IMPORTED_MODULE_1__/* .dockerCredentials */ .d)(request.image.registry);
    }
    catch (error) {
        if (error instanceof _docker_credentials_js__WEBPACK_IMPORTED_MODULE_1__/* .CredentialHelperError */ .y)
            throw new RegistryError(error.message, error.hint);
        throw error;
    }
    if ('none' in found) {
        throw new RegistryError(`No credentials for ${request.image.registry} in the runner's Docker config (${found.none})`, `Log in before this step: docker/login-action with registry: ${request.image.registry} (for ghcr.io, the job needs packages: write).`);
    }
    request.mask?.(found.credentials.password);
    const { credentials } = found;
    try {
        const pushed = (0,_sigstore_oci__WEBPACK_IMPORTED_MODULE_0__/* .attachArtifactToImage */ .Kg)({
            imageName: request.image.name,
            imageDigest: request.digest,
            artifact: Buffer.from(request.bundle),
            mediaType: BUNDLE_MEDIA_TYPE,
            annotations: { 'dev.sigstore.bundle.content': 'dsse-envelope', 'dev.sigstore.bundle.predicateType': request.predicateType },
            credentials,
            fetchOpts: {
                retry: { retries: 2, factor: 2, minTimeout: 500, maxTimeout: 2000 },
                timeout: request.timeoutMs,
                proxy: process.env['https_proxy'] || process.env['HTTPS_PROXY'] || undefined,
                noProxy: process.env['no_proxy'] || process.env['NO_PROXY'] || undefined
            }
        });
        const late = () => new RegistryError(`${request.image.registry} did not take the bundle within ${Math.round(request.timeoutMs / 1000)} s`, 'Re-run the job, or raise timeout.');
        const descriptor = await (0,_lib_runtime_js__WEBPACK_IMPORTED_MODULE_3__/* .within */ .ux)(pushed, request.timeoutMs, late);
        return { referrer: descriptor.digest };
    }
    catch (error) {
        if (error instanceof RegistryError)
            throw error;
        throw registryFailure(error, where, request.image.registry);
    }
}
function registryFailure(error, where, registry) {
    const cause = error instanceof _sigstore_oci__WEBPACK_IMPORTED_MODULE_0__/* .OCIError */ .A3 ? error.cause : error;
    const status = typeof cause === 'object' && cause !== null && 'statusCode' in cause ? Number(cause.statusCode) : undefined;
    const detail = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_4__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(cause), 300);
    if (status === 401 || status === 403) {
        return new RegistryError(`${registry} refused the credentials (HTTP ${status}) when the bundle was attached to ${where}`, `Log in with an account that may push to the image's repository (docker/login-action; for ghcr.io, packages: write), and re-run the job.`);
    }
    if (status === 404 && /\/manifests\/sha256:/.test(detail)) {
        return new RegistryError(`${registry} does not hold ${where}`, 'Push the image before this step, and pass the digest the push gave (docker/build-push-action: steps.<id>.outputs.digest) as subject-digest.');
    }
    if (status !== undefined) {
        return new RegistryError(`${registry} answered HTTP ${status} when the bundle was attached to ${where} (${detail})`, status >= 500
            ? 'The registry is failing: re-run the job when it has recovered.'
            : 'Check the image name and the registry, and re-run the job.');
    }
    return new RegistryError(`The bundle could not be attached to ${where}: ${detail}`, 'Check that the runner can reach the registry, and re-run the job.');
}


/***/ }),

/***/ 2737:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vouchForImage: () => (/* binding */ vouchForImage)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/@actions/attest/lib/index.js + 33 modules
var lib = __webpack_require__(12337);
// EXTERNAL MODULE: ./src/lib/errors.ts
var errors = __webpack_require__(97268);
// EXTERNAL MODULE: ./src/lib/runtime.ts
var runtime = __webpack_require__(89067);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(79112);
// EXTERNAL MODULE: ./src/http/errors.ts
var http_errors = __webpack_require__(58549);
// EXTERNAL MODULE: ./src/github/api.ts
var github_api = __webpack_require__(28943);
// EXTERNAL MODULE: ./src/github/attestations.ts
var attestations = __webpack_require__(72936);
;// CONCATENATED MODULE: ./src/attestation/signing-error.ts

class SigningError extends errors/* HintedError */.J_ {
    constructor(message, hint) {
        super('SigningError', message, hint);
    }
}
const SIGNING_PERMISSIONS = 'permissions: { contents: read, id-token: write, attestations: write }';

;// CONCATENATED MODULE: ./src/attestation/signing.ts










async function signAndStore(request) {
    const bundle = await signToFile(request);
    return { bundlePath: request.bundlePath, ...(await store(bundle, request)) };
}
function bundleText(bundle) {
    return `${JSON.stringify(bundle)}\n`;
}
async function signToFile(request) {
    const bundle = await sign(request);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(request.bundlePath), { recursive: true });
    await (0,promises_.writeFile)(request.bundlePath, bundleText(bundle));
    return bundle;
}
async function sign(request) {
    const { subjects, predicateType, predicate, deadline, signal } = request;
    const timeLeftMs = deadline.remainingMs();
    const cancelled = new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('the job was cancelled')), { once: true }));
    try {
        const signed = (0,lib/* attest */.st)({
            subjects: subjects,
            predicateType,
            predicate,
            token: request.token,
            skipWrite: true
        });
        const { bundle } = await (0,runtime/* within */.ux)(Promise.race([signed, cancelled]), timeLeftMs, () => new Error(`it did not finish within ${Math.round(timeLeftMs / 1000)} s`));
        return bundle;
    }
    catch (error) {
        throw signingFailure(error);
    }
}
function signingFailure(error) {
    const detail = (0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 300);
    if (/identity token|id.?token|oidc|ACTIONS_ID_TOKEN/i.test(detail)) {
        return new SigningError(`Signing failed: the job's OIDC token could not be had (${detail.replace(/\.$/, '')})`, `Give the job ${SIGNING_PERMISSIONS}, and re-run it.`);
    }
    return new SigningError(`Signing failed: ${(0,lib_text/* asSentence */.KG)(detail)}`, "Re-run the job. If it keeps failing, check that the runner can reach Sigstore's services (fulcio.githubapp.com and timestamp.githubapp.com for a private repository; fulcio.sigstore.dev and rekor.sigstore.dev for a public one), through the proxy when one is set.");
}
async function store(bundle, request) {
    const api = new github_api/* GitHubApi */.yN({ apiUrl: request.apiUrl, token: request.token });
    try {
        return await (0,attestations/* storeAttestation */.m4)(api, request.repository, bundle, {
            deadline: request.deadline,
            signal: request.signal,
            logger: request.logger,
            random: Math.random,
            forbiddenHint: `Give the job ${SIGNING_PERMISSIONS}, and leave github-token at its default.`
        });
    }
    catch (error) {
        throw storeFailure(error, api.requestCount);
    }
}
function storeFailure(error, attempts) {
    if (error instanceof errors/* CancelledError */.cc)
        return new SigningError('Storing the attestation was cancelled with the job', 'Re-run the job.');
    if (error instanceof http_errors/* DeadlineError */.j) {
        const last = error.lastError === undefined ? '' : `; the last time: ${(0,lib_text/* asSentence */.KG)(error.lastError.message)}`;
        return new SigningError(`Storing the signed attestation with GitHub failed ${attempts} time(s)${last} There was no time left to try again`, 'Re-run the job; if GitHub is having trouble (githubstatus.com), wait for it to recover.');
    }
    if (error instanceof http_errors/* ApiError */.h && (error.kind === 'auth' || error.kind === 'forbidden')) {
        return new SigningError(`GitHub refused the token when storing the signed attestation (HTTP ${error.status ?? '?'}${error.said === undefined ? '' : ` (${error.said})`})`, `Give the job ${SIGNING_PERMISSIONS}, and leave github-token at its default.`);
    }
    if (error instanceof http_errors/* ApiError */.h)
        return new SigningError(error.message, error.hint ?? 'Re-run the job.');
    return new SigningError(`Storing the signed attestation failed: ${(0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 200)}`, 'Re-run the job.');
}

// EXTERNAL MODULE: ./src/verify/image-name.ts
var image_name = __webpack_require__(22158);
// EXTERNAL MODULE: ./src/verify/image-vsa.ts
var image_vsa = __webpack_require__(74795);
// EXTERNAL MODULE: ./src/verify/registry.ts
var registry = __webpack_require__(15458);
;// CONCATENATED MODULE: ./src/verify/vouch.ts






async function vouchForImage(request) {
    const { vouch, deadline } = request;
    const image = (0,image_name/* imageByDigest */.jq)(vouch.image, vouch.digest);
    const bundlePath = bundlePathOf(request);
    const predicate = (0,image_vsa/* imageVsaPredicate */.lw)({
        image: vouch.image,
        digest: vouch.digest,
        commit: request.commit,
        serverUrl: request.serverUrl,
        certification: request.certification,
        policy: request.policy,
        verifiedAt: new Date(deadline.clock.now()),
        actionVersion: request.actionVersion
    });
    const signing = {
        subjects: [(0,image_vsa/* imageSubject */.m1)(vouch.image, vouch.digest)],
        predicateType: image_vsa/* IMAGE_VSA_PREDICATE_TYPE */.Ek,
        predicate,
        token: request.token,
        repository: request.policy.repository,
        apiUrl: request.apiUrl,
        bundlePath,
        deadline,
        signal: request.signal,
        logger: request.logger
    };
    let bundle;
    try {
        bundle = await signToFile(signing);
    }
    catch (error) {
        if (!(error instanceof SigningError))
            throw error;
        return { image, failure: { reason: error.message, hint: error.hint } };
    }
    const vouched = await storeSummary(bundle, signing, request, image);
    if (!vouch.pushToRegistry)
        return vouched;
    return { ...vouched, ...(await attachInRegistry(request, image, bundle, vouched.failure)) };
}
async function storeSummary(bundle, signing, request, image) {
    const { bundlePath } = signing;
    try {
        const outcome = await store(bundle, signing);
        if (!outcome.stored)
            return { image, bundlePath, storeRefused: outcome.refusal };
        const attestationUrl = `${request.serverUrl}/${request.policy.repository}/attestations/${outcome.attestationId}`;
        return { image, bundlePath, attestationId: outcome.attestationId, attestationUrl };
    }
    catch (error) {
        if (!(error instanceof SigningError))
            throw error;
        return { image, bundlePath, failure: { reason: error.message, hint: error.hint } };
    }
}
async function attachInRegistry(request, image, bundle, failed) {
    const { vouch, deadline } = request;
    try {
        const { referrer } = await (0,registry/* pushBundle */.$Z)({
            image: vouch.image,
            digest: vouch.digest,
            bundle: bundleText(bundle),
            predicateType: image_vsa/* IMAGE_VSA_PREDICATE_TYPE */.Ek,
            timeoutMs: Math.max(1_000, deadline.remainingMs()),
            mask: request.mask
        });
        request.logger.info(`Attached the image's summary to ${image} in its registry (referrer ${referrer}).`);
        return { referrer };
    }
    catch (error) {
        if (!(error instanceof registry/* RegistryError */.gl))
            throw error;
        const kept = `The signed summary is kept at ${bundlePathOf(request)} (bundle-path): it can be attached as it is, without signing again.`;
        if (failed !== undefined)
            return { failure: { reason: `${failed.reason}; and ${error.message}`, hint: `${failed.hint} ${kept}` } };
        return { failure: { reason: error.message, hint: `${error.hint} ${kept}` } };
    }
}
function bundlePathOf({ directory, vouch }) {
    return (0,external_node_path_.join)(directory, `image-summary-${vouch.digest.slice('sha256:'.length, 'sha256:'.length + 16)}.json`);
}


/***/ })

};

//# sourceMappingURL=737.index.js.map