export const id = 331;
export const ids = [331,843];
export const modules = {

/***/ 3030:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dc: () => (/* binding */ HISTORY_LIMIT),
/* harmony export */   FC: () => (/* binding */ HISTORY_FIELDS),
/* harmony export */   Lu: () => (/* binding */ readHistory)
/* harmony export */ });
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18453);

const HISTORY_LIMIT = 30;
const HISTORY_FIELDS = 50;
function readHistory(value) {
    if (!Array.isArray(value))
        return { entries: [], unreadable: 0 };
    const entries = value.slice(-HISTORY_LIMIT).flatMap(item => {
        const entry = entryOf(item);
        return entry === undefined ? [] : [entry];
    });
    return { entries, unreadable: Math.min(value.length, HISTORY_LIMIT) - entries.length };
}
function entryOf(item) {
    const entry = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .objectOrNothing */ .i)(item);
    const means = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .objectOrNothing */ .i)(entry?.['means']);
    if (entry === undefined || means === undefined)
        return undefined;
    const { commit, certifiedAt, runs } = entry;
    if (typeof commit !== 'string' || !/^[0-9a-f]{40}$/.test(commit))
        return undefined;
    if (typeof certifiedAt !== 'string' || Number.isNaN(Date.parse(certifiedAt)))
        return undefined;
    if (typeof runs !== 'number' || !Number.isInteger(runs) || runs < 1)
        return undefined;
    const numbers = Object.entries(means)
        .filter(([, mean]) => typeof mean === 'number' && Number.isFinite(mean))
        .slice(0, HISTORY_FIELDS);
    const text = (key) => (typeof entry[key] === 'string' ? { [key]: entry[key] } : {});
    const fields = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .objectOrNothing */ .i)(entry['fields']);
    return {
        commit,
        certifiedAt,
        runs,
        means: Object.fromEntries(numbers),
        ...text('signer'),
        ...text('sourceRef'),
        ...text('trigger'),
        ...text('runner'),
        ...(fields === undefined ? {} : { fields: { ...fields } })
    };
}


/***/ }),

/***/ 25843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ differenceOn),
/* harmony export */   comparedBase: () => (/* binding */ comparedBase)
/* harmony export */ });
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


/***/ }),

/***/ 82331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   historyToSign: () => (/* binding */ historyToSign),
/* harmony export */   notComparableText: () => (/* binding */ notComparableText),
/* harmony export */   seriesOf: () => (/* binding */ seriesOf)
/* harmony export */ });
/* unused harmony export meansOf */
/* harmony import */ var _attestation_history_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3030);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79112);
/* harmony import */ var _comparable_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25843);



function historyToSign(base, comparableOn) {
    const { certification, commit, runs = [] } = base ?? {};
    const records = runs.map(run => run.record);
    const [record] = records;
    if (certification === undefined || record === undefined || commit === undefined)
        return undefined;
    const fields = comparableOn.filter(field => Object.hasOwn(record, field));
    const entry = {
        commit,
        certifiedAt: certification.certifiedAt ?? certification.signedAt,
        runs: records.length,
        means: meansOf(records),
        ...(certification.signer === undefined ? {} : { signer: certification.signer }),
        ...(certification.sourceRef === undefined ? {} : { sourceRef: certification.sourceRef }),
        ...(certification.trigger === undefined ? {} : { trigger: certification.trigger }),
        ...(certification.runner === undefined ? {} : { runner: certification.runner }),
        ...(fields.length === 0 ? {} : { fields: Object.fromEntries(fields.map(field => [field, record[field]])) })
    };
    return [...(base?.history?.entries ?? []), entry].slice(-_attestation_history_js__WEBPACK_IMPORTED_MODULE_0__/* .HISTORY_LIMIT */ .Dc);
}
function meansOf(records) {
    const [first] = records;
    if (first === undefined)
        return {};
    const means = {};
    let kept = 0;
    for (const [field, value] of Object.entries(first)) {
        if (kept === _attestation_history_js__WEBPACK_IMPORTED_MODULE_0__/* .HISTORY_FIELDS */ .FC || typeof value !== 'number')
            continue;
        const values = records.map(one => one[field]);
        if (!values.every(each => typeof each === 'number'))
            continue;
        const mean = values.reduce((running, each, index) => running + (each / (index + 1) - running / (index + 1)), 0);
        if (!Number.isFinite(mean))
            continue;
        Object.defineProperty(means, field, { value: mean, enumerable: true });
        kept += 1;
    }
    return means;
}
function seriesOf(history, runs, { commit, comparableOn }) {
    let notComparable;
    const comparable = history.filter((entry, index) => {
        for (const field of comparableOn) {
            const differs = (0,_comparable_js__WEBPACK_IMPORTED_MODULE_2__/* .differenceOn */ .B)(field, [entry.fields ?? {}], runs);
            if (differs === undefined)
                continue;
            if (index < history.length - 1) {
                notComparable ??= { leftOut: 0, field, entry: differs.base, runs: differs.run };
                notComparable.leftOut += 1;
            }
            return false;
        }
        return true;
    });
    const series = {};
    for (const [field, mean] of Object.entries(meansOf(runs.map(run => run.record)))) {
        const points = comparable.flatMap(entry => Object.hasOwn(entry.means, field)
            ? [{ commit: entry.commit, mean: entry.means[field], certifiedAt: entry.certifiedAt }]
            : []);
        Object.defineProperty(series, field, { value: [...points, { commit: commit ?? '', mean }], enumerable: true });
    }
    return { series, ...(notComparable === undefined ? {} : { notComparable }) };
}
function notComparableText({ leftOut, field, entry, runs }) {
    const name = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(field, 80);
    return (`${leftOut} ${leftOut === 1 ? 'entry' : 'entries'} of the base's history left out of trend and the chart: ` +
        `recorded with ${name} ${entry} where the runs judged here have ${name} ${runs} (comparable-on).`);
}


/***/ })

};

//# sourceMappingURL=331.index.js.map