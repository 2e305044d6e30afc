export const id = 595;
export const ids = [595];
export const modules = {

/***/ 87595:
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
    return new SigningError(`Signing failed: ${(0,lib_text/* asSentence */.KG)(detail)}`, "Re-run the job. If it keeps failing, check that the runner can reach Sigstore's services (fulcio.githubapp.com " +
        'and timestamp.githubapp.com for a private repository; fulcio.sigstore.dev and rekor.sigstore.dev for a ' +
        'public one), through the proxy when one is set.');
}
async function store(bundle, request) {
    const api = request.github;
    const sentBefore = api.requestCount;
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
        throw storeFailure(error, api.requestCount - sentBefore);
    }
}
function storeFailure(error, attempts) {
    if (error instanceof errors/* CancelledError */.cc)
        return new SigningError('Storing the attestation was cancelled with the job', 'Re-run the job.');
    if (error instanceof http_errors/* DeadlineError */.j && error.askedToWaitMs !== undefined) {
        return new SigningError(`The signed attestation was not stored: ${(0,lib_text/* asSentence */.KG)(error.message)}`, "Re-run the job once GitHub's rate limit has reset.");
    }
    if (error instanceof http_errors/* DeadlineError */.j) {
        const last = error.lastError === undefined ? '' : `; the last time: ${(0,lib_text/* asSentence */.KG)(error.lastError.message)}`;
        return new SigningError(`Storing the signed attestation with GitHub failed ${attempts} ` +
            `time(s)${last} There was no time left to try again`, 'Re-run the job; if GitHub is having trouble (githubstatus.com), wait for it to recover.');
    }
    if (error instanceof http_errors/* ApiError */.h && (error.kind === 'auth' || error.kind === 'forbidden')) {
        return new SigningError(`GitHub refused the token when storing the signed attestation (HTTP ${error.status ?? '?'}${error.said === undefined ? '' : ` (${error.said})`})`, `Give the job ${SIGNING_PERMISSIONS}, and leave github-token at its default.`);
    }
    if (error instanceof http_errors/* ApiError */.h)
        return new SigningError(error.message, error.hint ?? 'Re-run the job.');
    return new SigningError(`Storing the signed attestation failed: ${(0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 200)}`, 'Re-run the job.');
}

// EXTERNAL MODULE: ./node_modules/@sigstore/bundle/dist/index.js
var dist = __webpack_require__(61040);
// EXTERNAL MODULE: ./src/attestation/find.ts + 4 modules
var find = __webpack_require__(33386);
// EXTERNAL MODULE: ./src/attestation/certificate.ts
var certificate = __webpack_require__(83809);
// EXTERNAL MODULE: ./src/attestation/signer-policy.ts
var signer_policy = __webpack_require__(25341);
// EXTERNAL MODULE: ./src/attestation/statement.ts
var statement = __webpack_require__(76031);
// EXTERNAL MODULE: ./src/registry/image-name.ts
var image_name = __webpack_require__(26596);
// EXTERNAL MODULE: ./src/verify/image-vsa.ts
var image_vsa = __webpack_require__(74795);
// EXTERNAL MODULE: ./src/registry/referrers.ts + 1 modules
var referrers = __webpack_require__(33799);
;// CONCATENATED MODULE: ./src/verify/attached.ts











const KYVERNO_REFERRER_LIMIT = 50;
const REFERRERS_WARNED_AT = 40;
async function attachedAlready(request) {
    const { image, digest, deadline, signal, logger } = request;
    const where = (0,image_name/* imageByDigest */.jq)(image, digest);
    const share = new runtime/* Deadline */.B2(deadline.clock, Math.floor(deadline.remainingMs() / 2));
    try {
        const listing = await (0,referrers/* readReferrerBundles */.rc)({ ...request, predicateType: image_vsa/* IMAGE_VSA_PREDICATE_TYPE */.Ek, deadline: share });
        if (listing.referrers >= REFERRERS_WARNED_AT) {
            logger.warning(`${where} has ${listing.referrers} referrers in its registry: Kyverno refuses an image with more than ` +
                `${KYVERNO_REFERRER_LIMIT} (an error, not a denial it explains). ` +
                'Each push of a summary adds one: rebuild the image, or remove old referrers in the registry.');
        }
        if (listing.noneFound)
            return { none: true };
        const signer = (0,signer_policy/* parseSignerUri */.uI)((0,certificate/* signerClaims */.Ys)((0,certificate/* signingCertificate */.VB)((0,dist/* bundleFromJSON */.vw)(request.signed))).buildSignerUri, request.serverUrl);
        if (signer === undefined)
            return { unread: 'the summary just signed names no workflow as its signer' };
        const policy = {
            signer: (0,signer_policy/* signerPolicy */.xm)({ serverUrl: request.serverUrl, repository: request.repository, signerWorkflow: signer }),
            image: true
        };
        const found = await (0,find/* findCertifications */.d)((0,image_vsa/* imageSubject */.m1)(image, digest), policy, share, {
            from: [{ list: async () => ({ ...listing, by: `The registry ${image.registry}` }) }],
            ...request.trust,
            signal,
            logger,
            random: request.random
        });
        const same = found.checked.findIndex(item => item.accepted &&
            item.projectId === request.projectId &&
            (0,statement/* imageDetailsOf */.T9)(item.predicate)?.commit?.toLowerCase() === request.commit.toLowerCase());
        const referrer = same < 0 ? undefined : listing.attestations[same]?.referrer;
        return referrer === undefined ? { none: true } : { referrer };
    }
    catch (error) {
        if (signal.aborted)
            throw (0,errors/* abortReason */.Js)(signal);
        return { unread: (0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 300) };
    }
}

// EXTERNAL MODULE: ./src/registry/push.ts
var push = __webpack_require__(26315);
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
        github: request.github,
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
    const attached = await attachedAlready({
        image: vouch.image,
        digest: vouch.digest,
        commit: request.commit,
        projectId: request.policy.projectId,
        signed: bundle,
        serverUrl: request.serverUrl,
        repository: request.policy.repository,
        trust: request.trust,
        github: request.github,
        deadline,
        signal: request.signal,
        logger: request.logger,
        random: request.random,
        mask: request.mask
    });
    if ('referrer' in attached) {
        request.logger.info(`${image} carries this summary already (referrer ${attached.referrer}: the same signer, commit and project, ` +
            `PASSED): nothing was pushed.`);
        return { referrer: attached.referrer, alreadyAttached: true };
    }
    if ('unread' in attached) {
        request.logger.info(`The referrers of ${image} could not be read before pushing (${attached.unread}): pushing anyway, since a ` +
            `duplicate is better than no summary.`);
    }
    try {
        const { referrer } = await (0,push/* pushBundle */.$Z)({
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
        if (!(error instanceof push/* RegistryError */.gl))
            throw error;
        const kept = `The signed summary is kept at ${bundlePathOf(request)} (bundle-path): it can be attached as it ` +
            `is, without signing again.`;
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

//# sourceMappingURL=595.index.js.map