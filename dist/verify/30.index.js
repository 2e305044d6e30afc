export const id = 30;
export const ids = [30];
export const modules = {

/***/ 71030:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registryListing: () => (/* binding */ registryListing),
/* harmony export */   registrySource: () => (/* binding */ registrySource)
/* harmony export */ });
/* harmony import */ var _lib_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82543);
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97268);
/* harmony import */ var _lib_runtime_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89067);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79112);
/* harmony import */ var _registry_docker_credentials_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(20412);
/* harmony import */ var _registry_image_name_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(26596);
/* harmony import */ var _registry_referrers_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(33799);







async function registryListing(request) {
    const { image, digest, deadline, signal, logger } = request;
    const where = (0,_registry_image_name_js__WEBPACK_IMPORTED_MODULE_6__/* .imageByDigest */ .jq)(image, digest);
    const shareMs = Math.floor(deadline.remainingMs() / 2);
    try {
        const listing = await (0,_registry_referrers_js__WEBPACK_IMPORTED_MODULE_5__/* .readReferrerBundles */ .rc)({ ...request, deadline: new _lib_runtime_js__WEBPACK_IMPORTED_MODULE_2__/* .Deadline */ .B2(deadline.clock, shareMs) });
        if (!listing.noneFound)
            return { listing, by: `The registry ${image.registry} (${listing.listedBy})` };
        logger.info(`The registry ${image.registry} holds no summary for ${where} ` +
            `(${listing.listedBy}): reading GitHub's attestations.`);
    }
    catch (error) {
        if (signal.aborted)
            throw (0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .abortReason */ .Js)(signal);
        if (error instanceof _registry_docker_credentials_js__WEBPACK_IMPORTED_MODULE_4__/* .CredentialHelperError */ .y)
            throw error;
        logger.info(`The registry could not be read for ${where} within ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(shareMs)}, half the time left ` +
            `(${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error), 300)}): reading GitHub's attestations.`);
    }
    return undefined;
}
function registrySource(request) {
    const source = {
        list: async () => {
            const listed = await registryListing(request);
            if (listed === undefined)
                return undefined;
            source.listedBy = listed.listing.listedBy;
            return {
                ...listed.listing,
                by: listed.by,
                whenNoneCounts: `None of the registry's summaries for ${(0,_registry_image_name_js__WEBPACK_IMPORTED_MODULE_6__/* .imageByDigest */ .jq)(request.image, request.digest)} ` +
                    `counts here: reading GitHub's attestations instead.`
            };
        }
    };
    return source;
}


/***/ })

};

//# sourceMappingURL=30.index.js.map