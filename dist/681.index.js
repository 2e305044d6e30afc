export const id = 681;
export const ids = [681];
export const modules = {

/***/ 12681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ pathsMatcher),
/* harmony export */   invalidGlob: () => (/* binding */ invalidGlob)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_0__);

const GLOB_OPTIONS = { dot: true, strictBrackets: true };
function invalidGlob(paths) {
    for (const glob of paths) {
        try {
            picomatch__WEBPACK_IMPORTED_MODULE_0___default().makeRe(glob, GLOB_OPTIONS);
        }
        catch (error) {
            return `'${glob.slice(0, 160)}' is not a glob (${error instanceof Error ? error.message : String(error)}): write globs such as agent/** or prompts/*.md.`;
        }
    }
    return undefined;
}
function pathsMatcher(paths) {
    return picomatch__WEBPACK_IMPORTED_MODULE_0___default()(paths.flatMap(pathspecGlobs), GLOB_OPTIONS);
}
function pathspecGlobs(path) {
    if (picomatch__WEBPACK_IMPORTED_MODULE_0___default().scan(path).isGlob)
        return [path];
    const name = path.replace(/\/+$/, '');
    return [name, `${name}/**`];
}


/***/ })

};

//# sourceMappingURL=681.index.js.map