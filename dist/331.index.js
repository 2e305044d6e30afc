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
    const mixed = Array.isArray(entry['mixed']) ? entry['mixed'].filter(field => typeof field === 'string') : undefined;
    return {
        commit,
        certifiedAt,
        runs,
        means: Object.fromEntries(numbers),
        ...text('signer'),
        ...text('sourceRef'),
        ...text('trigger'),
        ...text('runner'),
        ...(fields === undefined ? {} : { fields: { ...fields } }),
        ...(mixed === undefined || mixed.length === 0 ? {} : { mixed })
    };
}


/***/ }),

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


/***/ }),

/***/ 82331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   historyToSign: () => (/* binding */ historyToSign),
/* harmony export */   lackingText: () => (/* binding */ lackingText),
/* harmony export */   notComparableText: () => (/* binding */ notComparableText),
/* harmony export */   seriesOf: () => (/* binding */ seriesOf)
/* harmony export */ });
/* unused harmony export meansOf */
/* harmony import */ var _attestation_history_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3030);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79112);
/* harmony import */ var _comparable_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25843);



function historyToSign(base, comparableOn, read = []) {
    const { certification, commit, runs = [] } = base ?? {};
    const records = runs.map(run => run.record);
    if (certification === undefined || records.length === 0 || commit === undefined)
        return undefined;
    const { fields, mixed } = comparableValues(records, comparableOn);
    const entry = {
        commit,
        certifiedAt: certification.certifiedAt ?? certification.signedAt,
        runs: records.length,
        means: meansOf(records, read),
        ...(certification.signer === undefined ? {} : { signer: certification.signer }),
        ...(certification.sourceRef === undefined ? {} : { sourceRef: certification.sourceRef }),
        ...(certification.trigger === undefined ? {} : { trigger: certification.trigger }),
        ...(certification.runner === undefined ? {} : { runner: certification.runner }),
        ...(Object.keys(fields).length === 0 ? {} : { fields }),
        ...(mixed.length === 0 ? {} : { mixed })
    };
    return [...(base?.history?.entries ?? []), entry].slice(-_attestation_history_js__WEBPACK_IMPORTED_MODULE_0__/* .HISTORY_LIMIT */ .Dc);
}
function comparableValues(records, comparableOn) {
    const fields = {};
    const mixed = [];
    for (const field of comparableOn) {
        const values = new Set(records.map(record => (Object.hasOwn(record, field) ? JSON.stringify(record[field]) : '')));
        if (values.size > 1)
            mixed.push(field);
        else if (Object.hasOwn(records[0], field))
            Object.defineProperty(fields, field, { value: records[0][field], enumerable: true });
    }
    return { fields, mixed };
}
function meansOf(records, first = []) {
    const [record] = records;
    if (record === undefined)
        return {};
    const means = {};
    let kept = 0;
    const ordered = new Set([...first.filter(field => Object.hasOwn(record, field)), ...Object.keys(record)]);
    for (const field of ordered) {
        if ((kept >= _attestation_history_js__WEBPACK_IMPORTED_MODULE_0__/* .HISTORY_FIELDS */ .FC && !first.includes(field)) || typeof record[field] !== 'number')
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
function seriesOf(history, runs, { commit, comparableOn, read = [] }) {
    let notComparable;
    const comparable = history.filter((entry, index) => {
        for (const field of comparableOn) {
            const differs = (0,_comparable_js__WEBPACK_IMPORTED_MODULE_2__/* .entryDifference */ .U)(field, entry, runs);
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
    const lacking = {};
    for (const [field, mean] of Object.entries(meansOf(runs.map(run => run.record), read))) {
        const points = comparable.flatMap(entry => Object.hasOwn(entry.means, field)
            ? [{ commit: entry.commit, mean: entry.means[field], certifiedAt: entry.certifiedAt }]
            : []);
        Object.defineProperty(series, field, { value: [...points, { commit: commit ?? '', mean }], enumerable: true });
        const without = comparable.filter(entry => !Object.hasOwn(entry.means, field)).map(entry => entry.commit);
        if (without.length > 0)
            Object.defineProperty(lacking, field, { value: without, enumerable: true });
    }
    return { series, read: comparable.length, lacking, ...(notComparable === undefined ? {} : { notComparable }) };
}
function lackingText(field, commits, read) {
    const shown = commits.slice(0, 5).map(commit => commit.slice(0, 7));
    const more = commits.length > shown.length ? ` and ${commits.length - shown.length} more` : '';
    return (`trend.${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(field, 80)}: ${commits.length} of the ${read} history ${read === 1 ? 'entry' : 'entries'} read ` +
        `${commits.length === 1 ? 'lacks' : 'lack'} its mean (${shown.join(', ')}${more}), so its figures rest on the ` +
        `others only; trend.${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(field, 80)}.n counts all ${read + 1} certifications read, this one included.`);
}
function notComparableText({ leftOut, field, entry, runs }) {
    const name = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(field, 80);
    return (`${leftOut} ${leftOut === 1 ? 'entry' : 'entries'} of the base's history left out of trend and the chart: ` +
        `recorded with ${name} ${entry} where the runs judged here have ${name} ${runs} (comparable-on).`);
}


/***/ })

};

//# sourceMappingURL=331.index.js.map