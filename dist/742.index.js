export const id = 742;
export const ids = [742];
export const modules = {

/***/ 12742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ readingsText),
/* harmony export */   readingsSuffix: () => (/* binding */ readingsSuffix)
/* harmony export */ });
/**
 * What `pass-if` read and gave, as a person is shown it: the one shape both actions' summaries,
 * messages and the signed statement take it in. Types and wording only, so that reporting never
 * loads the CEL engine.
 */
/** `run.trust_score = 81 (base 91, −10), run.state = "ok"`: each field the expression read, with its value. */
function readingsText(policy) {
    return policy.readings
        .map(({ path, value, compared }) => `${path} = ${value}${compared === undefined ? '' : ` (${compared.name} ${compared.value}, ${compared.change})`}`)
        .join(', ');
}
/** ` (run.trust_score = 72)` after an expression, or nothing when it read no field. */
function readingsSuffix(policy) {
    return policy.readings.length === 0 ? '' : ` (${readingsText(policy)})`;
}


/***/ })

};

//# sourceMappingURL=742.index.js.map