export const id = 799;
export const ids = [799];
export const modules = {

/***/ 20412:
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
const AFTER_EXIT_MS = 1000;
const HELPER_OUTPUT_LIMIT = 1024 * 1024;
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
        return askHelper(helper, registry, { env, timeoutMs: Math.min(HELPER_TIMEOUT_MS, options.remainingMs ?? Infinity) });
    const auth = entryFor((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .readPath */ .G7)(config, ['auths']), host);
    const credentials = auth === undefined ? undefined : fromAuthEntry(auth);
    return credentials === undefined
        ? { none: `the Docker config at ${path} holds no login for ${registry}` }
        : { credentials, from: path };
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
function runHelper(program, input, { env, timeoutMs }) {
    return new Promise(resolve => {
        let child;
        try {
            child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(program, ['get'], { env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
        }
        catch (error) {
            resolve({ notRun: String(error.code ?? 'refused') });
            return;
        }
        const printed = { stdout: [], stderr: [], bytes: 0 };
        let settled = false;
        const endGroup = () => {
            try {
                if (child.pid !== undefined)
                    process.kill(-child.pid, 'SIGKILL');
            }
            catch {
                if (child.exitCode === null && child.signalCode === null)
                    child.kill('SIGKILL');
            }
        };
        const finish = (answer) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            endGroup();
            child.stdout.destroy();
            child.stderr.destroy();
            resolve(answer);
        };
        const timer = setTimeout(() => finish({ ended: 'deadline' }), timeoutMs);
        const written = (code) => ({
            stdout: Buffer.concat(printed.stdout).toString('utf8'),
            stderr: Buffer.concat(printed.stderr).toString('utf8'),
            code
        });
        const collect = (into) => (chunk) => {
            printed.bytes += chunk.length;
            if (printed.bytes > HELPER_OUTPUT_LIMIT)
                finish({ ended: 'too-large' });
            else
                into.push(chunk);
        };
        child.stdout.on('data', collect(printed.stdout));
        child.stderr.on('data', collect(printed.stderr));
        child.on('error', error => finish({ notRun: String(error.code ?? error.message) }));
        child.on('exit', code => {
            endGroup();
            setTimeout(() => finish(written(code)), AFTER_EXIT_MS).unref();
        });
        child.on('close', code => finish(written(code)));
        child.stdin.on('error', () => undefined);
        child.stdin.end(input);
    });
}
async function askHelper(helper, registry, run) {
    const program = `docker-credential-${helper}`;
    const server = DOCKER_HUB.has(canonical(registry)) ? DOCKER_HUB_SERVER : registry;
    const named = `The Docker credential helper ${program}, which the Docker config names for ${registry},`;
    const answer = await runHelper(program, server, run);
    const again = `Run the login that sets it up before this step (e.g. gcloud auth configure-docker, or docker/login-action), ` +
        `and re-run the job.`;
    if ('notRun' in answer) {
        if (answer.notRun === 'ENOENT') {
            throw new CredentialHelperError(`${named} is not on PATH`, `Install ${program} on the runner before this step (or log in with docker/login-action), or remove it from ` +
                `the Docker config.`);
        }
        throw new CredentialHelperError(`${named} could not be run (${answer.notRun})`, again);
    }
    if ('ended' in answer) {
        throw new CredentialHelperError(answer.ended === 'deadline'
            ? `${named} did not answer within ${formatSeconds(run.timeoutMs)}`
            : `${named} printed more than ${HELPER_OUTPUT_LIMIT / 1024 / 1024} MiB, far more than a login: its answer was not read`, again);
    }
    if (answer.code !== 0) {
        if (NOT_FOUND.test(answer.stdout) || NOT_FOUND.test(answer.stderr)) {
            return { none: `${program} holds no login for ${registry}` };
        }
        throw new CredentialHelperError(`${named} failed (exit ${String(answer.code)})`, again);
    }
    const username = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .readPath */ .G7)((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .parseJson */ .qF)(answer.stdout), ['Username']);
    const secret = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .readPath */ .G7)((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .parseJson */ .qF)(answer.stdout), ['Secret']);
    if (typeof username !== 'string' || typeof secret !== 'string' || secret === '') {
        throw new CredentialHelperError(`${named} answered without credentials in the form Docker reads ({"Username", "Secret"})`, `Check the helper's version and its login for ${registry}, and re-run the job.`);
    }
    return { credentials: { username, password: secret }, from: program };
}
function formatSeconds(ms) {
    return `${Number((ms / 1000).toFixed(1))} s`;
}


/***/ }),

/***/ 26315:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Z: () => (/* binding */ pushBundle),
/* harmony export */   NV: () => (/* binding */ BUNDLE_MEDIA_TYPE),
/* harmony export */   gl: () => (/* binding */ RegistryError)
/* harmony export */ });
/* harmony import */ var _sigstore_oci__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81057);
/* harmony import */ var _docker_credentials_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20412);
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97268);
/* harmony import */ var _lib_runtime_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89067);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(79112);
/* harmony import */ var _image_name_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(26596);






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
        found = await (0,_docker_credentials_js__WEBPACK_IMPORTED_MODULE_1__/* .dockerCredentials */ .d)(request.image.registry, { remainingMs: request.timeoutMs });
    }
    catch (error) {
        if (error instanceof _docker_credentials_js__WEBPACK_IMPORTED_MODULE_1__/* .CredentialHelperError */ .y)
            throw new RegistryError(error.message, error.hint);
        throw error;
    }
    if ('none' in found) {
        throw new RegistryError(`No credentials for ${request.image.registry} in the runner's Docker config (${found.none})`, `Log in before this step: docker/login-action with registry: ${request.image.registry} (for ghcr.io, the job ` +
            `needs packages: write).`);
    }
    request.mask?.(found.credentials.password);
    const { credentials } = found;
    try {
        const pushed = (0,_sigstore_oci__WEBPACK_IMPORTED_MODULE_0__/* .attachArtifactToImage */ .Kg)({
            imageName: request.image.name,
            imageDigest: request.digest,
            artifact: Buffer.from(request.bundle),
            mediaType: BUNDLE_MEDIA_TYPE,
            annotations: {
                'dev.sigstore.bundle.content': 'dsse-envelope',
                'dev.sigstore.bundle.predicateType': request.predicateType
            },
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
        return new RegistryError(`${registry} refused the credentials (HTTP ${status}) when the bundle was attached to ${where}`, `Log in with an account that may push to the image's repository (docker/login-action; for ghcr.io, packages: ` +
            `write), and re-run the job.`);
    }
    if (status === 404 && /\/manifests\/sha256:/.test(detail)) {
        return new RegistryError(`${registry} does not hold ${where}`, 'Push the image before this step, and pass the digest the push gave (docker/build-push-action: ' +
            'steps.<id>.outputs.digest) as subject-digest.');
    }
    if (status !== undefined) {
        return new RegistryError(`${registry} answered HTTP ${status} when the bundle was attached to ${where} (${detail})`, status >= 500
            ? 'The registry is failing: re-run the job when it has recovered.'
            : 'Check the image name and the registry, and re-run the job.');
    }
    return new RegistryError(`The bundle could not be attached to ${where}: ${detail}`, 'Check that the runner can reach the registry, and re-run the job.');
}


/***/ }),

/***/ 33799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rc: () => (/* binding */ readReferrerBundles)
});

// UNUSED EXPORTS: MAX_REFERRERS, parseChallenges, registryEndpoint

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(44942);
// EXTERNAL MODULE: ./src/http/exchange.ts + 1 modules
var exchange = __webpack_require__(91037);
// EXTERNAL MODULE: ./src/http/errors.ts
var errors = __webpack_require__(58549);
// EXTERNAL MODULE: ./src/http/network.ts
var network = __webpack_require__(76782);
// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __webpack_require__(28902);
// EXTERNAL MODULE: ./src/http/next-page.ts
var next_page = __webpack_require__(25891);
// EXTERNAL MODULE: ./src/lib/json.ts
var json = __webpack_require__(18453);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(79112);
// EXTERNAL MODULE: ./src/lib/version.ts
var version = __webpack_require__(87471);
// EXTERNAL MODULE: ./src/registry/image-name.ts
var image_name = __webpack_require__(26596);
// EXTERNAL MODULE: ./src/registry/push.ts
var push = __webpack_require__(26315);
// EXTERNAL MODULE: ./src/registry/docker-credentials.ts
var docker_credentials = __webpack_require__(20412);
// EXTERNAL MODULE: external "node:dns/promises"
var promises_ = __webpack_require__(71553);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
;// CONCATENATED MODULE: ./src/registry/address.ts


const THIS_MACHINE = new external_node_net_.BlockList();
THIS_MACHINE.addSubnet('127.0.0.0', 8, 'ipv4');
THIS_MACHINE.addAddress('0.0.0.0', 'ipv4');
THIS_MACHINE.addSubnet('169.254.0.0', 16, 'ipv4');
THIS_MACHINE.addAddress('::1', 'ipv6');
THIS_MACHINE.addAddress('::', 'ipv6');
THIS_MACHINE.addSubnet('fe80::', 10, 'ipv6');
THIS_MACHINE.addAddress('fd00:ec2::254', 'ipv6');
THIS_MACHINE.addAddress('168.63.129.16', 'ipv4');
THIS_MACHINE.addAddress('100.100.100.200', 'ipv4');
function isThisMachine(address) {
    const family = (0,external_node_net_.isIP)(address);
    if (family === 0)
        return false;
    return THIS_MACHINE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
async function addressesOf(hostname) {
    const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
    if ((0,external_node_net_.isIP)(host) !== 0) {
        const local = isThisMachine(host);
        return { some: local, all: local };
    }
    try {
        const addresses = await (0,promises_.lookup)(host, { all: true, verbatim: true });
        const local = addresses.map(({ address }) => isThisMachine(address));
        return { some: local.includes(true), all: local.length > 0 && !local.includes(false) };
    }
    catch (error) {
        const code = error.code;
        return { unresolved: typeof code === 'string' ? code : 'no address' };
    }
}

;// CONCATENATED MODULE: ./src/registry/referrers.ts














const MAX_REFERRERS = 20;
const MAX_PAGES = 5;
const MAX_BODY_BYTES = 4 * 1024 * 1024;
const MAX_REDIRECTS = 3;
const INDEX_MEDIA_TYPE = 'application/vnd.oci.image.index.v1+json';
const MANIFEST_MEDIA_TYPE = 'application/vnd.oci.image.manifest.v1+json';
const PREDICATE_TYPE_ANNOTATION = 'dev.sigstore.bundle.predicateType';
const USER_AGENT = `agent-certification-verify/${version/* ACTION_VERSION */.Y}`;
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])$/;
function registryEndpoint(image) {
    const hub = ['docker.io', 'index.docker.io', 'registry-1.docker.io'].includes(image.registry);
    const host = hub ? 'registry-1.docker.io' : image.registry;
    const scheme = LOOPBACK.test(new URL(`http://${host}`).hostname) ? 'http' : 'https';
    const repository = hub && !image.repository.includes('/') ? `library/${image.repository}` : image.repository;
    return { origin: new URL(`${scheme}://${host}`).origin, repository };
}
async function readReferrerBundles(request) {
    const registry = new RegistryReader(request);
    const { manifests, listedBy, more } = await registry.referrers();
    const digests = manifests
        .filter(descriptor => (0,json/* readPath */.G7)(descriptor, ['artifactType']) === push/* BUNDLE_MEDIA_TYPE */.NV &&
        [undefined, request.predicateType].includes((0,json/* readPath */.G7)(descriptor, ['annotations', PREDICATE_TYPE_ANNOTATION])))
        .map(descriptor => (0,json/* readPath */.G7)(descriptor, ['digest']));
    const unique = [...new Set(digests)];
    const attestations = [];
    for (const digest of unique.slice(0, MAX_REFERRERS)) {
        try {
            attestations.push({ bundle: await registry.bundleOf(digest), referrer: digest });
        }
        catch (error) {
            if (!(error instanceof errors/* ApiError */.h))
                throw error;
            request.logger.info(`A referrer of ${(0,image_name/* imageByDigest */.jq)(request.image, request.digest)} was not read: ${(0,lib_text/* inertText */.UJ)(error.message, 300)}`);
        }
    }
    return {
        attestations,
        truncated: more || unique.length > MAX_REFERRERS,
        noneFound: attestations.length === 0,
        listedBy,
        referrers: manifests.length
    };
}
function parseChallenges(header) {
    const challenges = [];
    for (const [, name, value] of header.matchAll(/([A-Za-z][\w.-]*)(?:\s*=\s*("(?:[^"\\]|\\.)*"|[^,\s]*))?/g)) {
        if (value === undefined) {
            challenges.push({ scheme: name.toLowerCase(), params: {} });
            continue;
        }
        const current = challenges.at(-1);
        if (current !== undefined)
            current.params[name.toLowerCase()] = value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;
    }
    return challenges;
}
class RegistryReader {
    request;
    origin;
    repository;
    peer;
    where;
    authorization;
    registryOnMachine;
    constructor(request) {
        this.request = request;
        const endpoint = registryEndpoint(request.image);
        this.origin = endpoint.origin;
        this.repository = endpoint.repository;
        this.where = (0,image_name/* imageByDigest */.jq)(request.image, request.digest);
        this.peer = new exchange/* HttpPeer */.z({
            name: `the registry ${request.image.registry}`,
            setting: 'image',
            baseUrl: this.origin,
            userAgent: USER_AGENT,
            logger: request.logger,
            maxBodyBytes: MAX_BODY_BYTES
        });
    }
    async referrers() {
        const [algorithm, hex] = this.request.digest.split(':');
        const query = `?artifactType=${encodeURIComponent(push/* BUNDLE_MEDIA_TYPE */.NV)}`;
        let next = `${this.origin}/v2/${this.repository}/referrers/${this.request.digest}${query}`;
        const manifests = [];
        for (let page = 1; next !== undefined; page += 1) {
            if (page > MAX_PAGES)
                return { manifests, listedBy: 'the referrers API', more: true };
            const answer = await this.get(next, INDEX_MEDIA_TYPE, 'listing the referrers of');
            if (answer.status !== lib/* HttpCodes */.Hv.OK) {
                if (page > 1)
                    throw this.failure(answer, 'listing the referrers of');
                break;
            }
            manifests.push(...this.indexOf(answer, 'its referrers'));
            const link = answer.headers['link'];
            next = (0,next_page/* nextPage */.Z)(Array.isArray(link) ? link.join(', ') : link, this.origin);
            if (next === undefined)
                return { manifests, listedBy: 'the referrers API', more: false };
        }
        const tag = await this.get(`${this.origin}/v2/${this.repository}/manifests/${algorithm}-${hex}`, INDEX_MEDIA_TYPE, 'reading the referrers tag of');
        if (tag.status === lib/* HttpCodes */.Hv.NotFound)
            return { manifests: [], listedBy: 'the referrers tag', more: false };
        if (tag.status !== lib/* HttpCodes */.Hv.OK)
            throw this.failure(tag, 'reading the referrers tag of');
        return { manifests: this.indexOf(tag, 'its referrers tag'), listedBy: 'the referrers tag', more: false };
    }
    async bundleOf(digest) {
        const referrer = this.digestOf(digest, 'a referrer');
        const subject = `reading referrer ${referrer} of`;
        const answer = await this.get(`${this.origin}/v2/${this.repository}/manifests/${referrer}`, MANIFEST_MEDIA_TYPE, subject);
        if (answer.status !== lib/* HttpCodes */.Hv.OK)
            throw this.failure(answer, subject);
        const manifest = (0,json/* parseJson */.qF)(this.checked(answer.bytes, referrer).toString('utf8'));
        if ((0,json/* readPath */.G7)(manifest, ['subject', 'digest']) !== this.request.digest) {
            throw this.unusable(`referrer ${referrer} names another image as its subject`);
        }
        const layer = (0,json/* readPath */.G7)(manifest, ['layers', '0']);
        if ((0,json/* readPath */.G7)(layer, ['mediaType']) !== push/* BUNDLE_MEDIA_TYPE */.NV)
            throw this.unusable(`referrer ${referrer} holds no Sigstore bundle`);
        const blob = this.digestOf((0,json/* readPath */.G7)(layer, ['digest']), `referrer ${referrer}'s layer`);
        const bytes = await this.blob(`${this.origin}/v2/${this.repository}/blobs/${blob}`, `reading the bundle of referrer ${referrer} of`);
        const bundle = (0,json/* parseJson */.qF)(this.checked(bytes, blob).toString('utf8'));
        if (bundle === undefined)
            throw this.unusable(`referrer ${referrer}'s bundle is not JSON`);
        return bundle;
    }
    async blob(url, subject) {
        let target = new URL(url);
        for (let redirects = 0;; redirects += 1) {
            const answer = target.origin === this.origin
                ? await this.get(target.href, '*/*', subject)
                : await this.elsewhere(target, subject);
            if (answer.status === lib/* HttpCodes */.Hv.OK)
                return answer.bytes;
            const location = answer.headers['location'];
            const redirected = answer.status >= lib/* HttpCodes */.Hv.MultipleChoices &&
                answer.status < lib/* HttpCodes */.Hv.BadRequest &&
                typeof location === 'string';
            if (!redirected || redirects >= MAX_REDIRECTS)
                throw this.failure(answer, subject, target.host);
            target = new URL(location, target);
            const refused = await this.outsideItsWorld(target);
            if (refused !== undefined) {
                throw this.unusable(`while ${subject} the image, it pointed to ` +
                    `${(0,lib_text/* inertText */.UJ)(target.origin, 120)}, ${refused}, so it was not fetched`);
            }
        }
    }
    async outsideItsWorld(target) {
        const [registryOnMachine, reached] = await Promise.all([this.isOnMachine(), addressesOf(target.hostname)]);
        if ('some' in reached && reached.some)
            return registryOnMachine ? undefined : 'on this machine, where only a registry on this machine may point';
        return target.protocol === 'https:' ? undefined : 'not over https';
    }
    async get(url, accept, subject) {
        const answer = await this.send(this.peer, url, accept, subject, this.authorization);
        if (answer.status !== lib/* HttpCodes */.Hv.Unauthorized || this.authorization !== undefined)
            return answer;
        this.authorization = await this.signIn(answer, subject);
        const again = await this.send(this.peer, url, accept, subject, this.authorization);
        if (again.status === lib/* HttpCodes */.Hv.Unauthorized || again.status === lib/* HttpCodes */.Hv.Forbidden)
            throw this.failure(again, subject);
        return again;
    }
    async elsewhere(url, subject, authorization) {
        const peer = new exchange/* HttpPeer */.z({
            name: url.host,
            setting: 'image',
            baseUrl: url.origin,
            userAgent: USER_AGENT,
            maxBodyBytes: MAX_BODY_BYTES,
            ...((await this.isOnMachine()) ? {} : { refusedAddress: isThisMachine })
        });
        return this.send(peer, url.href, '*/*', subject, authorization);
    }
    isOnMachine() {
        const { hostname } = new URL(this.origin);
        return (this.registryOnMachine ??= addressesOf(hostname).then(seen => 'all' in seen && seen.all));
    }
    send(peer, url, accept, subject, authorization) {
        const { deadline, signal, logger, random } = this.request;
        const headers = { accept };
        if (authorization !== undefined)
            headers['authorization'] = authorization;
        const { host, pathname } = new URL(url);
        return (0,retry/* withRetries */.LH)(async (timeoutMs, attempt) => {
            const answer = await peer.exchange({ method: 'GET', url, headers, subject: `${subject} ${this.where}`, shownAs: pathname, tooLarge: 'refuse' }, { signal, timeoutMs, attempt });
            if (answer.status >= lib/* HttpCodes */.Hv.InternalServerError || answer.status === lib/* HttpCodes */.Hv.TooManyRequests) {
                throw this.failure(answer, subject, host);
            }
            return answer;
        }, {
            deadline,
            signal,
            logger,
            random,
            link: peer.link,
            subject: `${subject} ${this.where}`,
            peer: peer.peer.name,
            isRetryable: error => error.transient
        });
    }
    async signIn(challenge, subject) {
        const header = challenge.headers['www-authenticate'];
        const asked = parseChallenges(Array.isArray(header) ? header.join(', ') : (header ?? '')).find(({ scheme }) => ['basic', 'bearer'].includes(scheme));
        const credentials = await this.credentials();
        const basic = credentials === undefined
            ? undefined
            : this.masked(`Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`);
        if (asked === undefined || (asked.scheme === 'basic' && basic === undefined))
            throw this.failure(challenge, subject);
        if (asked.scheme === 'basic')
            return basic;
        const realm = URL.parse(asked.params['realm'] ?? '') ?? undefined;
        const refused = realm === undefined ? 'which is no URL' : await this.outsideItsWorld(realm);
        if (realm === undefined || refused !== undefined) {
            throw this.unusable(`it asked for a token from ${(0,lib_text/* inertText */.UJ)(asked.params['realm'] ?? 'nowhere', 120)}, ${refused}`);
        }
        if (asked.params['service'] !== undefined)
            realm.searchParams.set('service', asked.params['service']);
        realm.searchParams.set('scope', `repository:${this.repository}:pull`);
        const answer = realm.origin === this.origin
            ? await this.send(this.peer, realm.href, 'application/json', 'signing in to read', basic)
            : await this.elsewhere(realm, 'signing in to read', basic);
        if (answer.status !== lib/* HttpCodes */.Hv.OK)
            throw this.failure(answer, 'signing in to read', realm.host);
        const body = (0,json/* parseJson */.qF)(answer.bytes.toString('utf8'));
        const token = (0,json/* readPath */.G7)(body, ['token']) ?? (0,json/* readPath */.G7)(body, ['access_token']);
        if (typeof token !== 'string' || token === '')
            throw this.unusable('its token service answered without a token');
        return this.masked(`Bearer ${token}`);
    }
    async credentials() {
        const found = await (0,docker_credentials/* dockerCredentials */.d)(this.request.image.registry, {
            remainingMs: this.request.deadline.remainingMs()
        });
        if ('none' in found) {
            this.request.logger.debug(`No Docker credentials for ${this.request.image.registry} (${found.none}): reading it anonymously.`);
            return undefined;
        }
        this.masked(found.credentials.password);
        return found.credentials;
    }
    masked(secret) {
        if (secret !== '')
            this.request.mask(secret);
        return secret;
    }
    indexOf(answer, what) {
        const manifests = (0,json/* readPath */.G7)((0,json/* parseJson */.qF)(answer.bytes.toString('utf8')), ['manifests']);
        if (!Array.isArray(manifests))
            throw this.unusable(`${what} is not an OCI index`);
        return manifests;
    }
    digestOf(value, of) {
        if (typeof value === 'string' && /^sha256:[0-9a-f]{64}$/.test(value))
            return value;
        throw this.unusable(`${of} names no sha256 digest`);
    }
    checked(bytes, digest) {
        if (`sha256:${(0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex')}` === digest)
            return bytes;
        throw this.unusable(`what it answered for ${digest} does not hash to that digest`);
    }
    unusable(what) {
        return new errors/* ApiError */.h(`The registry ${this.request.image.registry}: ${what} (${this.where}).`, {
            kind: 'protocol',
            hint: 'Check the image name; re-attach the summary with push-to-registry if it was overwritten.'
        });
    }
    failure(answer, subject, host) {
        const { status } = answer;
        const { registry } = this.request.image;
        const itself = host === undefined || host === new URL(this.origin).host;
        const who = itself ? `The registry ${registry}` : `${host}, where the registry ${registry} pointed,`;
        const said = itself ? (0,lib_text/* inertText */.UJ)(answer.bytes.toString('utf8'), 200) : '';
        const message = `${who} answered HTTP ${status} while ${subject} ${this.where}${said === '' ? '' : `: ${said}`}`;
        if (status === lib/* HttpCodes */.Hv.Unauthorized || status === lib/* HttpCodes */.Hv.Forbidden) {
            return new errors/* ApiError */.h(message, {
                kind: 'auth',
                status,
                hint: `Log in to ${registry} before this step (docker/login-action; for ghcr.io, packages: read).`
            });
        }
        const transient = status >= lib/* HttpCodes */.Hv.InternalServerError || status === lib/* HttpCodes */.Hv.TooManyRequests;
        return new errors/* ApiError */.h(message, {
            kind: transient ? 'transient' : 'rejected',
            status,
            retryAfterMs: (0,network/* parseRetryAfter */.mu)(answer.headers['retry-after'], this.request.deadline.clock.now()),
            hint: 'Check the image name and the registry.'
        });
    }
}


/***/ })

};

//# sourceMappingURL=799.index.js.map