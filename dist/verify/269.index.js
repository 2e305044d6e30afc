export const id = 269;
export const ids = [269];
export const modules = {

/***/ 73269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_REFERRERS: () => (/* binding */ MAX_REFERRERS),
/* harmony export */   readReferrerBundles: () => (/* binding */ readReferrerBundles),
/* harmony export */   registryListing: () => (/* binding */ registryListing)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44942);
/* harmony import */ var _sigstore_oci__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81057);
/* harmony import */ var _http_exchange_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(91037);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(58549);
/* harmony import */ var _http_retry_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(28902);
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(97268);
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(18453);
/* harmony import */ var _lib_runtime_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(89067);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(79112);
/* harmony import */ var _lib_version_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(87471);
/* harmony import */ var _image_name_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(22158);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(15458);













const MAX_REFERRERS = 20;
const MAX_BODY_BYTES = 4 * 1024 * 1024;
const MAX_REDIRECTS = 3;
const INDEX_MEDIA_TYPE = 'application/vnd.oci.image.index.v1+json';
const MANIFEST_MEDIA_TYPE = 'application/vnd.oci.image.manifest.v1+json';
const PREDICATE_TYPE_ANNOTATION = 'dev.sigstore.bundle.predicateType';
const USER_AGENT = `agent-certification-verify/${_lib_version_js__WEBPACK_IMPORTED_MODULE_11__/* .ACTION_VERSION */ .Y}`;
async function readReferrerBundles(request) {
    const registry = new RegistryReader(request);
    const { manifests, listedBy } = await registry.referrers();
    const wanted = manifests.filter(descriptor => (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_7__/* .readPath */ .G7)(descriptor, ['artifactType']) === _registry_js__WEBPACK_IMPORTED_MODULE_10__/* .BUNDLE_MEDIA_TYPE */ .NV &&
        [undefined, request.predicateType].includes((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_7__/* .readPath */ .G7)(descriptor, ['annotations', PREDICATE_TYPE_ANNOTATION])));
    const attestations = [];
    for (const descriptor of wanted.slice(0, MAX_REFERRERS)) {
        attestations.push({ bundle: await registry.bundleOf((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_7__/* .readPath */ .G7)(descriptor, ['digest'])) });
    }
    return { attestations, truncated: wanted.length > MAX_REFERRERS, noneFound: attestations.length === 0, listedBy };
}
async function registryListing(request) {
    const { image, digest, deadline, signal, logger } = request;
    const where = (0,_image_name_js__WEBPACK_IMPORTED_MODULE_12__/* .imageByDigest */ .jq)(image, digest);
    try {
        const share = new _lib_runtime_js__WEBPACK_IMPORTED_MODULE_8__/* .Deadline */ .B2(deadline.clock, Math.floor(deadline.remainingMs() / 2));
        const listing = await readReferrerBundles({ ...request, deadline: share });
        if (!listing.noneFound)
            return { listing, by: `The registry ${image.registry} (${listing.listedBy})`, how: listing.listedBy };
        logger.info(`The registry ${image.registry} holds no summary for ${where} (${listing.listedBy}): reading GitHub's attestations.`);
    }
    catch (error) {
        if (signal.aborted)
            throw (0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .abortReason */ .Js)(signal);
        logger.info(`The registry could not be read for ${where} (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .gJ)(error), 300)}): reading GitHub's attestations.`);
    }
    return undefined;
}
class RegistryReader {
    request;
    origin;
    peer;
    where;
    authorization;
    constructor(request) {
        this.request = request;
        const { registry } = request.image;
        const loopback = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(registry);
        this.origin = `${loopback ? 'http' : 'https'}://${registry}`;
        this.where = (0,_image_name_js__WEBPACK_IMPORTED_MODULE_12__/* .imageByDigest */ .jq)(request.image, request.digest);
        this.peer = new _http_exchange_js__WEBPACK_IMPORTED_MODULE_3__/* .HttpPeer */ .z({
            name: registry,
            setting: 'image',
            baseUrl: this.origin,
            userAgent: USER_AGENT,
            logger: request.logger,
            maxBodyBytes: MAX_BODY_BYTES
        });
    }
    async referrers() {
        const { repository } = this.request.image;
        const [algorithm, hex] = this.request.digest.split(':');
        const api = await this.get(`/v2/${repository}/referrers/${this.request.digest}`, INDEX_MEDIA_TYPE, 'listing the referrers of');
        if (api.status === _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.OK)
            return { manifests: this.indexOf(api, 'its referrers'), listedBy: 'the referrers API' };
        const tag = await this.get(`/v2/${repository}/manifests/${algorithm}-${hex}`, INDEX_MEDIA_TYPE, 'reading the referrers tag of');
        if (tag.status === _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.NotFound)
            return { manifests: [], listedBy: 'the referrers tag' };
        if (tag.status !== _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.OK)
            throw this.failure(tag, 'reading the referrers tag of');
        return { manifests: this.indexOf(tag, 'its referrers tag'), listedBy: 'the referrers tag' };
    }
    async bundleOf(digest) {
        const { repository } = this.request.image;
        const referrer = this.digestOf(digest, 'a referrer');
        const answer = await this.get(`/v2/${repository}/manifests/${referrer}`, MANIFEST_MEDIA_TYPE, `reading referrer ${referrer} of`);
        if (answer.status !== _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.OK)
            throw this.failure(answer, `reading referrer ${referrer} of`);
        const manifest = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_7__/* .parseJson */ .qF)(this.checked(answer.bytes, referrer).toString('utf8'));
        if ((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_7__/* .readPath */ .G7)(manifest, ['subject', 'digest']) !== this.request.digest) {
            throw this.unusable(`referrer ${referrer} names another image as its subject`);
        }
        const layer = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_7__/* .readPath */ .G7)(manifest, ['layers', '0']);
        if ((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_7__/* .readPath */ .G7)(layer, ['mediaType']) !== _registry_js__WEBPACK_IMPORTED_MODULE_10__/* .BUNDLE_MEDIA_TYPE */ .NV)
            throw this.unusable(`referrer ${referrer} holds no Sigstore bundle`);
        const blob = this.digestOf((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_7__/* .readPath */ .G7)(layer, ['digest']), `referrer ${referrer}'s layer`);
        const bytes = await this.blob(`${this.origin}/v2/${repository}/blobs/${blob}`, `reading the bundle of referrer ${referrer} of`);
        const bundle = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_7__/* .parseJson */ .qF)(this.checked(bytes, blob).toString('utf8'));
        if (bundle === undefined)
            throw this.unusable(`referrer ${referrer}'s bundle is not JSON`);
        return bundle;
    }
    async blob(url, subject) {
        let target = url;
        for (let redirects = 0;; redirects += 1) {
            const own = new URL(target).origin === this.origin;
            const answer = own
                ? await this.get(new URL(target).pathname + new URL(target).search, '*/*', subject)
                : await this.fetch(target, subject);
            if (answer.status === _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.OK)
                return answer.bytes;
            const location = answer.headers['location'];
            const redirected = answer.status >= _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.MultipleChoices && answer.status < _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.BadRequest && typeof location === 'string';
            if (!redirected || redirects >= MAX_REDIRECTS)
                throw this.failure(answer, subject);
            const next = new URL(location, target);
            if (next.protocol !== 'https:' && next.origin !== this.origin) {
                throw this.unusable(`while ${subject} the image, it pointed to ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .inertText */ .UJ)(next.origin, 120)}, not over https, so it was not fetched`);
            }
            target = next.href;
        }
    }
    async get(path, accept, subject) {
        const url = `${this.origin}${path}`;
        const answer = await this.send(this.peer, url, accept, subject, this.authorization);
        if (answer.status !== _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.Unauthorized || this.authorization !== undefined)
            return answer;
        this.authorization = await this.signIn(answer, subject);
        const again = await this.send(this.peer, url, accept, subject, this.authorization);
        if (again.status === _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.Unauthorized || again.status === _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.Forbidden)
            throw this.failure(again, subject);
        return again;
    }
    fetch(url, subject, authorization) {
        const origin = new URL(url).origin;
        const peer = new _http_exchange_js__WEBPACK_IMPORTED_MODULE_3__/* .HttpPeer */ .z({
            name: new URL(url).host,
            setting: 'image',
            baseUrl: origin,
            userAgent: USER_AGENT,
            maxBodyBytes: MAX_BODY_BYTES
        });
        return this.send(peer, url, '*/*', subject, authorization);
    }
    send(peer, url, accept, subject, authorization) {
        const { deadline, signal, logger, random } = this.request;
        const headers = { accept };
        if (authorization !== undefined)
            headers['authorization'] = authorization;
        return (0,_http_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .withRetries */ .LH)(async (timeoutMs, attempt) => {
            const answer = await peer.exchange({ method: 'GET', url, headers, subject: `${subject} ${this.where}`, shownAs: new URL(url).pathname, tooLarge: 'refuse' }, { signal, timeoutMs, attempt });
            if (answer.status >= _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.InternalServerError || answer.status === _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.TooManyRequests)
                throw this.failure(answer, subject);
            return answer;
        }, {
            deadline,
            signal,
            logger,
            random,
            link: peer.link,
            subject: `${subject} ${this.where}`,
            peer: 'the registry',
            isRetryable: error => error.transient
        });
    }
    async signIn(challenge, subject) {
        const header = String(challenge.headers['www-authenticate'] ?? '');
        const scheme = header.split(/\s+/, 1)[0].toLowerCase();
        const credentials = this.credentials();
        const basic = credentials === undefined ? undefined : `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
        if (scheme === 'basic') {
            if (basic === undefined)
                throw this.failure(challenge, subject);
            return basic;
        }
        if (scheme !== 'bearer')
            throw this.failure(challenge, subject);
        const params = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key.toLowerCase(), value]));
        const realm = params['realm'] === undefined ? undefined : new URL(params['realm']);
        if (realm === undefined || (realm.protocol !== 'https:' && realm.origin !== this.origin)) {
            throw this.unusable(`it asked for a token from ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .inertText */ .UJ)(params['realm'] ?? 'nowhere', 120)}, which is not https`);
        }
        if (params['service'] !== undefined)
            realm.searchParams.set('service', params['service']);
        realm.searchParams.set('scope', `repository:${this.request.image.repository}:pull`);
        const answer = realm.origin === this.origin
            ? await this.send(this.peer, realm.href, 'application/json', 'signing in to read', basic)
            : await this.fetch(realm.href, 'signing in to read', basic);
        if (answer.status !== _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.OK)
            throw this.failure(answer, 'signing in to read');
        const body = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_7__/* .parseJson */ .qF)(answer.bytes.toString('utf8'));
        const token = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_7__/* .readPath */ .G7)(body, ['token']) ?? (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_7__/* .readPath */ .G7)(body, ['access_token']);
        if (typeof token !== 'string' || token === '')
            throw this.unusable('its token service answered without a token');
        return `Bearer ${token}`;
    }
    credentials() {
        try {
            return (0,_sigstore_oci__WEBPACK_IMPORTED_MODULE_2__/* .getRegistryCredentials */ .U2)(this.request.image.name);
        }
        catch (error) {
            this.request.logger.debug(`No Docker credentials for ${this.request.image.registry}: ${(0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .gJ)(error)}`);
            return undefined;
        }
    }
    indexOf(answer, what) {
        const manifests = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_7__/* .readPath */ .G7)((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_7__/* .parseJson */ .qF)(answer.bytes.toString('utf8')), ['manifests']);
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
        if (`sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex')}` === digest)
            return bytes;
        throw this.unusable(`what it answered for ${digest} does not hash to that digest`);
    }
    unusable(what) {
        return new _http_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ApiError */ .h(`The registry ${this.request.image.registry}: ${what} (${this.where}).`, {
            kind: 'protocol',
            hint: 'Check the image name; re-attach the summary with push-to-registry if it was overwritten.'
        });
    }
    failure(answer, subject) {
        const { status } = answer;
        const said = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .inertText */ .UJ)(answer.bytes.toString('utf8'), 200);
        const message = `The registry ${this.request.image.registry} answered HTTP ${status} while ${subject} ${this.where}${said === '' ? '' : `: ${said}`}`;
        if (status === _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.Unauthorized || status === _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.Forbidden) {
            return new _http_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ApiError */ .h(message, {
                kind: 'auth',
                status,
                hint: `Log in to ${this.request.image.registry} before this step (docker/login-action; for ghcr.io, packages: read).`
            });
        }
        const transient = status >= _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.InternalServerError || status === _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.TooManyRequests;
        return new _http_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ApiError */ .h(message, { kind: transient ? 'transient' : 'rejected', status, hint: 'Check the image name and the registry.' });
    }
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
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97268);
/* harmony import */ var _lib_runtime_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89067);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79112);
/* harmony import */ var _image_name_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22158);





const BUNDLE_MEDIA_TYPE = 'application/vnd.dev.sigstore.bundle.v0.3+json';
class RegistryError extends _lib_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .HintedError */ .J_ {
    constructor(message, hint) {
        super('RegistryError', message, hint);
    }
}
async function pushBundle(request) {
    const where = (0,_image_name_js__WEBPACK_IMPORTED_MODULE_4__/* .imageByDigest */ .jq)(request.image, request.digest);
    let credentials;
    try {
        credentials = (0,_sigstore_oci__WEBPACK_IMPORTED_MODULE_0__/* .getRegistryCredentials */ .U2)(request.image.name);
    }
    catch (error) {
        throw new RegistryError(`No credentials for ${request.image.registry} in the runner's Docker config (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error), 200)})`, `Log in before this step: docker/login-action with registry: ${request.image.registry} (for ghcr.io, the job needs packages: write).`);
    }
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
        const descriptor = await (0,_lib_runtime_js__WEBPACK_IMPORTED_MODULE_2__/* .within */ .ux)(pushed, request.timeoutMs, late);
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
    const detail = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(cause), 300);
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


/***/ })

};

//# sourceMappingURL=269.index.js.map