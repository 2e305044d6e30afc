export const id = 742;
export const ids = [742];
export const modules = {

/***/ 12742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fr: () => (/* binding */ regressionText),
/* harmony export */   Le: () => (/* binding */ readingsText),
/* harmony export */   OP: () => (/* binding */ figureText),
/* harmony export */   PJ: () => (/* binding */ readingsOnce),
/* harmony export */   WB: () => (/* binding */ levelText),
/* harmony export */   outcomeText: () => (/* binding */ outcomeText),
/* harmony export */   readingsSuffix: () => (/* binding */ readingsSuffix)
/* harmony export */ });
function levelText(level) {
    return `${figureText((level ?? 0.95) * 100)}%`;
}
function readingsOnce(...policies) {
    const seen = new Set();
    return policies
        .flatMap(policy => policy?.readings ?? [])
        .filter(({ path }) => {
        if (seen.has(path))
            return false;
        seen.add(path);
        return true;
    });
}
function readingsText(policy) {
    return policy.readings
        .map(({ path, value, compared }) => `${path} = ${value}${compared === undefined ? '' : ` (${compared.name} ${compared.value}, ${compared.change})`}`)
        .join(', ');
}
function regressionText(policy) {
    const drops = policy.readings.flatMap(({ path, value, compared }) => compared?.change.startsWith('\u2212') === true
        ? [`${path} dropped ${compared.change.slice(1)} against the ${compared.name} (${compared.value} \u2192 ${value})`]
        : []);
    return drops.length === 0 ? undefined : drops.join('; ');
}
function readingsSuffix(policy) {
    return policy.readings.length === 0 ? '' : ` (${readingsText(policy)})`;
}
function outcomeText(policy, { detail = true } = {}) {
    switch (policy.outcome) {
        case 'true':
        case 'false':
            return `is ${policy.outcome}`;
        case 'value':
            return `gave ${policy.detail ?? 'another value'}, not true or false`;
        case 'error':
            return detail ? `could not be evaluated: ${policy.detail ?? 'an error'}` : 'could not be evaluated';
        case 'stopped':
            return detail ? `ran out of time: ${policy.detail ?? 'stopped'}` : 'ran out of time';
    }
}
function figureText(value, decimals = 2) {
    const scale = 10 ** decimals;
    const rounded = Math.round(value * scale) / scale;
    return rounded < 0 ? `\u2212${-rounded}` : String(rounded === 0 ? 0 : rounded);
}


/***/ })

};

//# sourceMappingURL=742.index.js.map