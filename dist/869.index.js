export const id = 869;
export const ids = [869];
export const modules = {

/***/ 869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bundleText: () => (/* binding */ bundleText),
/* harmony export */   signAndStore: () => (/* binding */ signAndStore),
/* harmony export */   signToFile: () => (/* binding */ signToFile),
/* harmony export */   store: () => (/* binding */ store)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_attest__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12337);
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97268);
/* harmony import */ var _lib_runtime_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(89067);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(79112);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(58549);
/* harmony import */ var _github_attestations_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(72936);
/* harmony import */ var _signing_error_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(58746);









async function signAndStore(request) {
    const bundle = await signToFile(request);
    return { bundlePath: request.bundlePath, ...(await store(bundle, request)) };
}
function bundleText(bundle) {
    return `${JSON.stringify(bundle)}\n`;
}
async function signToFile(request) {
    const bundle = await sign(request);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(request.bundlePath), { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(request.bundlePath, bundleText(bundle));
    return bundle;
}
async function sign(request) {
    const { subjects, predicateType, predicate, deadline, signal } = request;
    const timeLeftMs = deadline.remainingMs();
    const cancelled = new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('the job was cancelled')), { once: true }));
    try {
        const signed = (0,_actions_attest__WEBPACK_IMPORTED_MODULE_2__/* .attest */ .st)({
            subjects: subjects,
            predicateType,
            predicate,
            token: request.token,
            skipWrite: true
        });
        const { bundle } = await (0,_lib_runtime_js__WEBPACK_IMPORTED_MODULE_4__/* .within */ .ux)(Promise.race([signed, cancelled]), timeLeftMs, () => new Error(`it did not finish within ${Math.round(timeLeftMs / 1000)} s`));
        return bundle;
    }
    catch (error) {
        throw signingFailure(error);
    }
}
function signingFailure(error) {
    const detail = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_5__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error), 300);
    if (/identity token|id.?token|oidc|ACTIONS_ID_TOKEN/i.test(detail)) {
        return new _signing_error_js__WEBPACK_IMPORTED_MODULE_8__/* .SigningError */ .u(`Signing failed: the job's OIDC token could not be had (${detail.replace(/\.$/, '')})`, `Give the job ${_signing_error_js__WEBPACK_IMPORTED_MODULE_8__/* .SIGNING_PERMISSIONS */ .z}, and re-run it.`);
    }
    return new _signing_error_js__WEBPACK_IMPORTED_MODULE_8__/* .SigningError */ .u(`Signing failed: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_5__/* .asSentence */ .KG)(detail)}`, "Re-run the job. If it keeps failing, check that the runner can reach Sigstore's services (fulcio.githubapp.com " +
        'and timestamp.githubapp.com for a private repository; fulcio.sigstore.dev and rekor.sigstore.dev for a ' +
        'public one), through the proxy when one is set.');
}
async function store(bundle, request) {
    const api = request.github;
    const sentBefore = api.requestCount;
    try {
        return await (0,_github_attestations_js__WEBPACK_IMPORTED_MODULE_7__/* .storeAttestation */ .m4)(api, request.repository, bundle, {
            deadline: request.deadline,
            signal: request.signal,
            logger: request.logger,
            random: Math.random,
            forbiddenHint: `Give the job ${_signing_error_js__WEBPACK_IMPORTED_MODULE_8__/* .SIGNING_PERMISSIONS */ .z}, and leave github-token at its default.`
        });
    }
    catch (error) {
        throw storeFailure(error, api.requestCount - sentBefore);
    }
}
function storeFailure(error, attempts) {
    if (error instanceof _lib_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CancelledError */ .cc)
        return new _signing_error_js__WEBPACK_IMPORTED_MODULE_8__/* .SigningError */ .u('Storing the attestation was cancelled with the job', 'Re-run the job.');
    if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .DeadlineError */ .j && error.askedToWaitMs !== undefined) {
        return new _signing_error_js__WEBPACK_IMPORTED_MODULE_8__/* .SigningError */ .u(`The signed attestation was not stored: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_5__/* .asSentence */ .KG)(error.message)}`, "Re-run the job once GitHub's rate limit has reset.");
    }
    if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .DeadlineError */ .j) {
        const last = error.lastError === undefined ? '' : `; the last time: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_5__/* .asSentence */ .KG)(error.lastError.message)}`;
        return new _signing_error_js__WEBPACK_IMPORTED_MODULE_8__/* .SigningError */ .u(`Storing the signed attestation with GitHub failed ${attempts} ` +
            `time(s)${last} There was no time left to try again`, 'Re-run the job; if GitHub is having trouble (githubstatus.com), wait for it to recover.');
    }
    if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ApiError */ .h && (error.kind === 'auth' || error.kind === 'forbidden')) {
        return new _signing_error_js__WEBPACK_IMPORTED_MODULE_8__/* .SigningError */ .u(`GitHub refused the token when storing the signed attestation (HTTP ${error.status ?? '?'}${error.said === undefined ? '' : ` (${error.said})`})`, `Give the job ${_signing_error_js__WEBPACK_IMPORTED_MODULE_8__/* .SIGNING_PERMISSIONS */ .z}, and leave github-token at its default.`);
    }
    if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ApiError */ .h)
        return new _signing_error_js__WEBPACK_IMPORTED_MODULE_8__/* .SigningError */ .u(error.message, error.hint ?? 'Re-run the job.');
    return new _signing_error_js__WEBPACK_IMPORTED_MODULE_8__/* .SigningError */ .u(`Storing the signed attestation failed: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_5__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error), 200)}`, 'Re-run the job.');
}


/***/ })

};

//# sourceMappingURL=869.index.js.map