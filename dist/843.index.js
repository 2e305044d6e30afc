export const id = 843;
export const ids = [843];
export const modules = {

/***/ 25843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ entryDifference),
/* harmony export */   comparedBase: () => (/* binding */ comparedBase)
/* harmony export */ });
/* unused harmony export differenceOn */
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79112);

function comparedBase(base, runs, fields) {
    if (base === undefined || base.runs.length === 0)
        return { base };
    const signed = base.runs.map(run => run.record);
    for (const field of fields) {
        const differs = differenceOn(field, signed, runs);
        if (differs === undefined)
            continue;
        const { commit, certification, ancestorOf } = base;
        const why = {
            kind: 'not-comparable',
            field,
            ...differs,
            ...(certification?.runId === undefined ? {} : { runId: certification.runId })
        };
        return {
            base: {
                ...(commit === undefined ? {} : { commit }),
                ...(ancestorOf === undefined ? {} : { ancestorOf }),
                runs: [],
                why
            },
            notComparable: why
        };
    }
    return { base };
}
function differenceOn(field, theirs, runs) {
    return firstDifference(theirs.map(record => valueOf(record, field)), runs.map(run => valueOf(run.record, field)));
}
function entryDifference(field, entry, runs) {
    if (entry.mixed?.includes(field) === true)
        return {
            base: 'mixed (its runs disagreed)',
            run: shown(runs[0] === undefined ? undefined : valueOf(runs[0].record, field))
        };
    return differenceOn(field, [(entry.fields ?? {})], runs);
}
function valueOf(record, field) {
    return Object.hasOwn(record, field) ? JSON.stringify(record[field]) : undefined;
}
const shown = (value) => (value === undefined ? 'absent' : (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(value, 80));
function firstDifference(bases, ours) {
    for (const base of bases) {
        const at = ours.findIndex(value => value !== base);
        if (at >= 0)
            return { base: shown(base), run: shown(ours[at]) };
    }
    return undefined;
}


/***/ })

};

//# sourceMappingURL=843.index.js.map