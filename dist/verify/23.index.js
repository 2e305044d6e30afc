export const id = 23;
export const ids = [23];
export const modules = {

/***/ 4023:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   evaluateWithin: () => (/* binding */ evaluateWithin)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_3__);
/**
 * `pass-if` run where the deadline can stop it: a CEL expression can take as long as it likes (a
 * `matches()` that backtracks, a comparison of every item of a long list with every other), and
 * the gate promises never to wait past its timeout. In the bundled action it runs in a worker
 * thread that is terminated at the deadline, from a bundle of its own (dist/pass-if/).
 */




/** Workers at once, however many gates finish together: each loads the engine anew. */
const MAX_WORKERS = 4;
let running = 0;
const waiting = [];
/**
 * Evaluates `passIf` over `record` within `budgetMs`, or until `signal` aborts. Runs in a worker
 * when the bundle it came from can be one; otherwise (tests run from src/) in this thread.
 */
async function evaluateWithin(passIf, record, budgetMs, signal) {
    const entry = workerEntry();
    if (entry === undefined) {
        const { evaluateHere } = await __webpack_require__.e(/* import() */ 353).then(__webpack_require__.bind(__webpack_require__, 8353));
        return evaluateHere(passIf, record);
    }
    if (running >= MAX_WORKERS)
        await new Promise(resolve => waiting.push(resolve));
    running += 1;
    try {
        return await inWorker(entry, { expression: passIf.expression, variable: passIf.variable, record }, budgetMs, signal);
    }
    finally {
        running -= 1;
        waiting.shift()?.();
    }
}
/**
 * The worker's own bundle, dist/pass-if/, beside the gate's chunks in dist/ or one level up from
 * the verify action's in dist/verify/; undefined when running from source.
 */
function workerEntry() {
    // Built as a path, not as `new URL('./index.js', import.meta.url)`, which the bundler would
    // take for an asset and copy in from the source.
    const here = (0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url);
    if (!here.endsWith('.js'))
        return undefined;
    return [(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(here), 'pass-if', 'index.js'), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(here), '..', 'pass-if', 'index.js')].find(path => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path));
}
function inWorker(entry, task, budgetMs, signal) {
    const startedAt = performance.now();
    const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_3__.Worker(entry, { workerData: task });
    return new Promise(resolve => {
        const finish = (evaluation) => {
            clearTimeout(timer);
            signal.removeEventListener('abort', stop);
            void worker.terminate();
            resolve(evaluation);
        };
        const stop = () => finish({ stoppedAfterMs: performance.now() - startedAt });
        const timer = setTimeout(stop, budgetMs);
        signal.addEventListener('abort', stop, { once: true });
        worker.once('message', (answer) => finish('value' in answer ? answer : { error: Object.assign(new Error(answer.error.message), { node: { pos: answer.error.pos } }) }));
        worker.once('error', error => finish({ error }));
        worker.once('exit', code => finish({ error: new Error(`the evaluation ended without an answer (exit code ${code})`) }));
    });
}


/***/ })

};

//# sourceMappingURL=23.index.js.map