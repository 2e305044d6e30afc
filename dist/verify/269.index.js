export const id = 269;
export const ids = [269];
export const modules = {

/***/ 73269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registryListing: () => (/* binding */ registryListing)
/* harmony export */ });
/* unused harmony exports MAX_REFERRERS, registryEndpoint, readReferrerBundles, parseChallenges */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44942);
/* harmony import */ var _sigstore_oci__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81057);
/* harmony import */ var _github_api_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28943);
/* harmony import */ var _http_exchange_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91037);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(58549);
/* harmony import */ var _http_network_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(76782);
/* harmony import */ var _http_retry_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(28902);
/* harmony import */ var _lib_duration_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(82543);
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(97268);
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(18453);
/* harmony import */ var _lib_runtime_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(89067);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(79112);
/* harmony import */ var _lib_version_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(87471);
/* harmony import */ var _image_name_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(22158);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(15458);
















const MAX_REFERRERS = 20;
const MAX_PAGES = 5;
const MAX_BODY_BYTES = 4 * 1024 * 1024;
const MAX_REDIRECTS = 3;
const INDEX_MEDIA_TYPE = 'application/vnd.oci.image.index.v1+json';
const MANIFEST_MEDIA_TYPE = 'application/vnd.oci.image.manifest.v1+json';
const PREDICATE_TYPE_ANNOTATION = 'dev.sigstore.bundle.predicateType';
const USER_AGENT = `agent-certification-verify/${_lib_version_js__WEBPACK_IMPORTED_MODULE_14__/* .ACTION_VERSION */ .Y}`;
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])$/;
function registryEndpoint(image) {
    const hub = ['docker.io', 'index.docker.io', 'registry-1.docker.io'].includes(image.registry);
    const host = hub ? 'registry-1.docker.io' : image.registry;
    const scheme = LOOPBACK.test(new URL(`http://${host}`).hostname) ? 'http' : 'https';
    const repository = hub && !image.repository.includes('/') ? `library/${image.repository}` : image.repository;
    return { origin: new URL(`${scheme}://${host}`).origin, repository };
}
async function registryListing(request) {
    const { image, digest, deadline, signal, logger } = request;
    const where = (0,_image_name_js__WEBPACK_IMPORTED_MODULE_15__/* .imageByDigest */ .jq)(image, digest);
    const shareMs = Math.floor(deadline.remainingMs() / 2);
    try {
        const listing = await readReferrerBundles({ ...request, deadline: new _lib_runtime_js__WEBPACK_IMPORTED_MODULE_11__/* .Deadline */ .B2(deadline.clock, shareMs) });
        if (!listing.noneFound)
            return { listing, by: `The registry ${image.registry} (${listing.listedBy})` };
        logger.info(`The registry ${image.registry} holds no summary for ${where} (${listing.listedBy}): reading GitHub's attestations.`);
    }
    catch (error) {
        if (signal.aborted)
            throw (0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .abortReason */ .Js)(signal);
        logger.info(`The registry could not be read for ${where} within ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_8__/* .formatDuration */ .a)(shareMs)}, half the time left (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_12__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .errorMessage */ .gJ)(error), 300)}): reading GitHub's attestations.`);
    }
    return undefined;
}
async function readReferrerBundles(request) {
    const registry = new RegistryReader(request);
    const { manifests, listedBy, more } = await registry.referrers();
    const digests = manifests
        .filter(descriptor => (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_10__/* .readPath */ .G7)(descriptor, ['artifactType']) === _registry_js__WEBPACK_IMPORTED_MODULE_13__/* .BUNDLE_MEDIA_TYPE */ .NV &&
        [undefined, request.predicateType].includes((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_10__/* .readPath */ .G7)(descriptor, ['annotations', PREDICATE_TYPE_ANNOTATION])))
        .map(descriptor => (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_10__/* .readPath */ .G7)(descriptor, ['digest']));
    const unique = [...new Set(digests)];
    const attestations = [];
    for (const digest of unique.slice(0, MAX_REFERRERS)) {
        try {
            attestations.push({ bundle: await registry.bundleOf(digest) });
        }
        catch (error) {
            if (!(error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ApiError */ .h))
                throw error;
            request.logger.info(`A referrer of ${(0,_image_name_js__WEBPACK_IMPORTED_MODULE_15__/* .imageByDigest */ .jq)(request.image, request.digest)} was not read: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_12__/* .inertText */ .UJ)(error.message, 300)}`);
        }
    }
    return { attestations, truncated: more || unique.length > MAX_REFERRERS, noneFound: attestations.length === 0, listedBy };
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
    constructor(request) {
        this.request = request;
        const endpoint = registryEndpoint(request.image);
        this.origin = endpoint.origin;
        this.repository = endpoint.repository;
        this.where = (0,_image_name_js__WEBPACK_IMPORTED_MODULE_15__/* .imageByDigest */ .jq)(request.image, request.digest);
        this.peer = new _http_exchange_js__WEBPACK_IMPORTED_MODULE_4__/* .HttpPeer */ .z({
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
        const query = `?artifactType=${encodeURIComponent(_registry_js__WEBPACK_IMPORTED_MODULE_13__/* .BUNDLE_MEDIA_TYPE */ .NV)}`;
        let next = `${this.origin}/v2/${this.repository}/referrers/${this.request.digest}${query}`;
        const manifests = [];
        for (let page = 1; next !== undefined; page += 1) {
            if (page > MAX_PAGES)
                return { manifests, listedBy: 'the referrers API', more: true };
            const answer = await this.get(next, INDEX_MEDIA_TYPE, 'listing the referrers of');
            if (answer.status !== _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.OK) {
                if (page > 1)
                    throw this.failure(answer, 'listing the referrers of');
                break;
            }
            manifests.push(...this.indexOf(answer, 'its referrers'));
            const link = answer.headers['link'];
            next = (0,_github_api_js__WEBPACK_IMPORTED_MODULE_3__/* .nextPage */ .Zj)(Array.isArray(link) ? link.join(', ') : link, this.origin);
            if (next === undefined)
                return { manifests, listedBy: 'the referrers API', more: false };
        }
        const tag = await this.get(`${this.origin}/v2/${this.repository}/manifests/${algorithm}-${hex}`, INDEX_MEDIA_TYPE, 'reading the referrers tag of');
        if (tag.status === _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.NotFound)
            return { manifests: [], listedBy: 'the referrers tag', more: false };
        if (tag.status !== _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.OK)
            throw this.failure(tag, 'reading the referrers tag of');
        return { manifests: this.indexOf(tag, 'its referrers tag'), listedBy: 'the referrers tag', more: false };
    }
    async bundleOf(digest) {
        const referrer = this.digestOf(digest, 'a referrer');
        const subject = `reading referrer ${referrer} of`;
        const answer = await this.get(`${this.origin}/v2/${this.repository}/manifests/${referrer}`, MANIFEST_MEDIA_TYPE, subject);
        if (answer.status !== _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.OK)
            throw this.failure(answer, subject);
        const manifest = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_10__/* .parseJson */ .qF)(this.checked(answer.bytes, referrer).toString('utf8'));
        if ((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_10__/* .readPath */ .G7)(manifest, ['subject', 'digest']) !== this.request.digest) {
            throw this.unusable(`referrer ${referrer} names another image as its subject`);
        }
        const layer = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_10__/* .readPath */ .G7)(manifest, ['layers', '0']);
        if ((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_10__/* .readPath */ .G7)(layer, ['mediaType']) !== _registry_js__WEBPACK_IMPORTED_MODULE_13__/* .BUNDLE_MEDIA_TYPE */ .NV)
            throw this.unusable(`referrer ${referrer} holds no Sigstore bundle`);
        const blob = this.digestOf((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_10__/* .readPath */ .G7)(layer, ['digest']), `referrer ${referrer}'s layer`);
        const bytes = await this.blob(`${this.origin}/v2/${this.repository}/blobs/${blob}`, `reading the bundle of referrer ${referrer} of`);
        const bundle = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_10__/* .parseJson */ .qF)(this.checked(bytes, blob).toString('utf8'));
        if (bundle === undefined)
            throw this.unusable(`referrer ${referrer}'s bundle is not JSON`);
        return bundle;
    }
    async blob(url, subject) {
        let target = new URL(url);
        for (let redirects = 0;; redirects += 1) {
            const answer = target.origin === this.origin ? await this.get(target.href, '*/*', subject) : await this.elsewhere(target, subject);
            if (answer.status === _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.OK)
                return answer.bytes;
            const location = answer.headers['location'];
            const redirected = answer.status >= _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.MultipleChoices && answer.status < _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.BadRequest && typeof location === 'string';
            if (!redirected || redirects >= MAX_REDIRECTS)
                throw this.failure(answer, subject, target.host);
            target = new URL(location, target);
            if (target.protocol !== 'https:' && !LOOPBACK.test(target.hostname)) {
                throw this.unusable(`while ${subject} the image, it pointed to ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_12__/* .inertText */ .UJ)(target.origin, 120)}, not over https, so it was not fetched`);
            }
        }
    }
    async get(url, accept, subject) {
        const answer = await this.send(this.peer, url, accept, subject, this.authorization);
        if (answer.status !== _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.Unauthorized || this.authorization !== undefined)
            return answer;
        this.authorization = await this.signIn(answer, subject);
        const again = await this.send(this.peer, url, accept, subject, this.authorization);
        if (again.status === _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.Unauthorized || again.status === _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.Forbidden)
            throw this.failure(again, subject);
        return again;
    }
    elsewhere(url, subject, authorization) {
        const peer = new _http_exchange_js__WEBPACK_IMPORTED_MODULE_4__/* .HttpPeer */ .z({
            name: url.host,
            setting: 'image',
            baseUrl: url.origin,
            userAgent: USER_AGENT,
            maxBodyBytes: MAX_BODY_BYTES
        });
        return this.send(peer, url.href, '*/*', subject, authorization);
    }
    send(peer, url, accept, subject, authorization) {
        const { deadline, signal, logger, random } = this.request;
        const headers = { accept };
        if (authorization !== undefined)
            headers['authorization'] = authorization;
        const { host, pathname } = new URL(url);
        return (0,_http_retry_js__WEBPACK_IMPORTED_MODULE_7__/* .withRetries */ .LH)(async (timeoutMs, attempt) => {
            const answer = await peer.exchange({ method: 'GET', url, headers, subject: `${subject} ${this.where}`, shownAs: pathname, tooLarge: 'refuse' }, { signal, timeoutMs, attempt });
            if (answer.status >= _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.InternalServerError || answer.status === _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.TooManyRequests) {
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
        const credentials = this.credentials();
        const basic = credentials === undefined
            ? undefined
            : this.masked(`Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`);
        if (asked === undefined || (asked.scheme === 'basic' && basic === undefined))
            throw this.failure(challenge, subject);
        if (asked.scheme === 'basic')
            return basic;
        const realm = urlOrNothing(asked.params['realm'] ?? '');
        if (realm === undefined || (realm.protocol !== 'https:' && !LOOPBACK.test(realm.hostname))) {
            throw this.unusable(`it asked for a token from ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_12__/* .inertText */ .UJ)(asked.params['realm'] ?? 'nowhere', 120)}, which is not https`);
        }
        if (asked.params['service'] !== undefined)
            realm.searchParams.set('service', asked.params['service']);
        realm.searchParams.set('scope', `repository:${this.repository}:pull`);
        const answer = realm.origin === this.origin
            ? await this.send(this.peer, realm.href, 'application/json', 'signing in to read', basic)
            : await this.elsewhere(realm, 'signing in to read', basic);
        if (answer.status !== _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.OK)
            throw this.failure(answer, 'signing in to read', realm.host);
        const body = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_10__/* .parseJson */ .qF)(answer.bytes.toString('utf8'));
        const token = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_10__/* .readPath */ .G7)(body, ['token']) ?? (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_10__/* .readPath */ .G7)(body, ['access_token']);
        if (typeof token !== 'string' || token === '')
            throw this.unusable('its token service answered without a token');
        return this.masked(`Bearer ${token}`);
    }
    credentials() {
        let credentials;
        try {
            credentials = (0,_sigstore_oci__WEBPACK_IMPORTED_MODULE_2__/* .getRegistryCredentials */ .U2)(this.request.image.name);
        }
        catch {
            this.request.logger.debug(`No usable Docker credentials for ${this.request.image.registry}: reading it anonymously.`);
            return undefined;
        }
        this.masked(credentials.password);
        return credentials;
    }
    masked(secret) {
        if (secret !== '')
            this.request.mask(secret);
        return secret;
    }
    indexOf(answer, what) {
        const manifests = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_10__/* .readPath */ .G7)((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_10__/* .parseJson */ .qF)(answer.bytes.toString('utf8')), ['manifests']);
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
        return new _http_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ApiError */ .h(`The registry ${this.request.image.registry}: ${what} (${this.where}).`, {
            kind: 'protocol',
            hint: 'Check the image name; re-attach the summary with push-to-registry if it was overwritten.'
        });
    }
    failure(answer, subject, host) {
        const { status } = answer;
        const { registry } = this.request.image;
        const who = host === undefined || host === new URL(this.origin).host
            ? `The registry ${registry}`
            : `${host}, where the registry ${registry} pointed,`;
        const said = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_12__/* .inertText */ .UJ)(answer.bytes.toString('utf8'), 200);
        const message = `${who} answered HTTP ${status} while ${subject} ${this.where}${said === '' ? '' : `: ${said}`}`;
        if (status === _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.Unauthorized || status === _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.Forbidden) {
            return new _http_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ApiError */ .h(message, {
                kind: 'auth',
                status,
                hint: `Log in to ${registry} before this step (docker/login-action; for ghcr.io, packages: read).`
            });
        }
        const transient = status >= _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.InternalServerError || status === _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpCodes */ .Hv.TooManyRequests;
        return new _http_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ApiError */ .h(message, {
            kind: transient ? 'transient' : 'rejected',
            status,
            retryAfterMs: (0,_http_network_js__WEBPACK_IMPORTED_MODULE_6__/* .parseRetryAfter */ .mu)(answer.headers['retry-after'], this.request.deadline.clock.now()),
            hint: 'Check the image name and the registry.'
        });
    }
}
function urlOrNothing(text) {
    try {
        return new URL(text);
    }
    catch {
        return undefined;
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