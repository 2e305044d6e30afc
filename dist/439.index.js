export const id = 439;
export const ids = [439];
export const modules = {

/***/ 439:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   servePassIf: () => (/* binding */ servePassIf)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/** The worker side of pass-if-bound.ts: compiles the expression, evaluates it once, answers. */

async function servePassIf() {
    const { expression, record } = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData;
    const { compilePassIf, evaluateHere } = await __webpack_require__.e(/* import() */ 237).then(__webpack_require__.bind(__webpack_require__, 1237));
    const evaluation = evaluateHere(await compilePassIf(expression), record);
    node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort?.postMessage(answerOf(evaluation));
}
function answerOf(evaluation) {
    if ('error' in evaluation) {
        const { error } = evaluation;
        const node = typeof error === 'object' && error !== null && 'node' in error ? error.node : undefined;
        return {
            error: { message: error instanceof Error ? error.message : String(error), pos: typeof node?.pos === 'number' ? node.pos : undefined }
        };
    }
    if ('value' in evaluation) {
        // Only plain values cross to the gate; anything else is shown by its kind.
        const { value } = evaluation;
        try {
            structuredClone(value);
            return { value };
        }
        catch {
            return { value: Object.prototype.toString.call(value) };
        }
    }
    return { error: { message: 'not evaluated' } };
}


/***/ })

};

//# sourceMappingURL=439.index.js.map