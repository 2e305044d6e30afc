export const id = 950;
export const ids = [950,353,742];
export const modules = {

/***/ 15950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   judgeRun: () => (/* binding */ judgeRun),
/* harmony export */   passIfApplies: () => (/* binding */ passIfApplies)
/* harmony export */ });
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18453);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79112);
/* harmony import */ var _policy_pass_if_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68353);
/* harmony import */ var _certified_base_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74304);
/* harmony import */ var _policy_report_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(12742);
/* harmony import */ var _run_status_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49209);
/* harmony import */ var _report_reasons_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25907);
/**
 * Did the run pass? The failure statuses first, then the team's own bar, `pass-if` over `run`,
 * the last record the service returned. The gate's verdict on one run; the engine is policy/'s.
 */







/** How much of one value the verdict's message shows. */
const VALUE_LIMIT = 80;
/** How many top-level field names an evaluation error lists. */
const FIELD_NAMES_LIMIT = 30;
/** Whether `pass-if` is asked about a run that ended with `status`: not when the status failed it already. */
function passIfApplies(status) {
    return !_run_status_js__WEBPACK_IMPORTED_MODULE_4__/* .FAILED_STATUSES */ .Lg.has((0,_run_status_js__WEBPACK_IMPORTED_MODULE_4__/* .normalizeStatus */ .SP)(status));
}
/**
 * The run is over with `status`: a failure status fails; `completed` passes, subject to `pass-if`.
 * `evaluation` is pass-if's outcome when the caller ran it (bounded, elsewhere); without it,
 * pass-if is evaluated here. `base` is what `base` was: its numbers are shown beside the run's.
 */
function judgeRun(runId, status, record, passIf, evaluation, base) {
    const run = `Run ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(runId)}`;
    if (!passIfApplies(status)) {
        const serviceSaid = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .explanationOf */ .pg)(record);
        const lookAt = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .firstHttpsLink */ .wE)(record);
        return {
            verdict: 'failed',
            reason: `${run} ended with status ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quotedValue */ .A0)(status, VALUE_LIMIT)} and no attestation${serviceSaid === undefined ? '.' : `: ${serviceSaid}`}`,
            hint: lookAt === undefined
                ? 'Open the run in the console to see what the service found, fix it, and push again.'
                : `See ${lookAt} for what the service found; fix it, and push again.`,
            lookAt
        };
    }
    if (passIf === undefined)
        return { verdict: 'passed' };
    const policy = (0,_policy_pass_if_js__WEBPACK_IMPORTED_MODULE_2__.policyReport)(passIf, record, evaluation, (0,_certified_base_js__WEBPACK_IMPORTED_MODULE_3__/* .comparisonOf */ .jb)(base));
    const ofBase = missingOfBase(passIf, base, policy.detail, record);
    return applyPassIf(run, record, policy, {
        base: ofBase?.hint,
        run: ofBase?.runLacksItToo === true || passIf.fieldPaths.some(path => (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(record, path.keys) === undefined),
        misspelled: ofBase?.runLacksItToo === true
    });
}
/**
 * The field of `base` that an evaluation error names (`No such key: trust_score`), when `base`
 * lacks it, with why: an empty base, or a base record without it. Undefined when the error is
 * not about a field base lacks. When the run's record lacks the same field, the name is likely
 * wrong, and a `has()` guard would only make pass-if true whatever the scores: no guard is advised.
 */
function missingOfBase(passIf, base, detail, record) {
    const key = detail === undefined ? undefined : /No such key: (\S+)/.exec(detail)?.[1];
    if (base === undefined || key === undefined)
        return undefined;
    const path = passIf.otherFieldPaths.find(path => path.keys[path.keys.length - 1] === key && (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(base.record ?? {}, path.keys) === undefined);
    if (path === undefined)
        return undefined;
    const missing = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(path.text, VALUE_LIMIT);
    const why = base.record === undefined
        ? `there is no base certification (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(base.why === undefined ? 'none was found' : (0,_report_reasons_js__WEBPACK_IMPORTED_MODULE_5__/* .reasonText */ .u)(base.why), 300)}), so base is an empty map`
        : "the base commit's certified run record has no such field";
    const runLacksItToo = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(record, path.keys) === undefined;
    const advice = runLacksItToo
        ? 'The run record has none either, so the name is likely wrong: a has() guard would make pass-if true whatever the scores. Check the name.'
        : `Guard what pass-if reads of base, e.g. !has(${missing}) || …`;
    return { hint: `${missing} is missing: ${why}. ${advice}`, runLacksItToo };
}
function applyPassIf(run, record, policy, missing) {
    const expression = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(policy.expression);
    const values = (0,_policy_report_js__WEBPACK_IMPORTED_MODULE_6__.readingsSuffix)(policy);
    switch (policy.outcome) {
        case 'stopped':
            return {
                verdict: 'error',
                reason: `${run} completed, but pass-if ${(0,_policy_report_js__WEBPACK_IMPORTED_MODULE_6__.outcomeText)(policy)}, at the step's timeout (in ${expression}).`,
                hint: "pass-if runs within the step's timeout. A regular expression that backtracks (matches() uses JavaScript's " +
                    'regular expressions, not linear-time RE2) or a check that compares every item of a long list with every other ' +
                    'can run that long: simplify the expression, or raise timeout.',
                policy
            };
        case 'error':
            return {
                verdict: 'error',
                reason: `${run} completed, but pass-if ${(0,_policy_report_js__WEBPACK_IMPORTED_MODULE_6__.outcomeText)(policy)} (in ${expression}).`,
                hint: [
                    missing.base,
                    // Said of the run too when a field of it is missing as well, or when nothing of base is.
                    missing.base === undefined || missing.run
                        ? `The run record's top-level fields are: ${(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .topLevelFieldNames */ .IU)(record, FIELD_NAMES_LIMIT)}. Name fields the service returns in pass-if` +
                            (missing.misspelled ? '.' : ', or guard optional ones with has(run.field).')
                        : undefined
                ]
                    .filter(part => part !== undefined)
                    .join(' '),
                policy
            };
        case 'true':
            return { verdict: 'passed', policy };
        case 'false': {
            const lookAt = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .firstHttpsLink */ .wE)(record);
            const found = lookAt === undefined ? 'the attestation in the console' : lookAt;
            // A drop against the base is the change's doing: the advice is about the change, not the bar.
            const hint = (0,_policy_report_js__WEBPACK_IMPORTED_MODULE_6__.regressionText)(policy) !== undefined
                ? `This change lowers the score against the base branch's certification: see ${found} for what the service found, find what in the change lowered it, fix it, and push again. If the drop is meant, the team changes what pass-if allows.`
                : lookAt === undefined
                    ? 'Open the attestation in the console to see why, fix it, and push again.'
                    : `See ${lookAt} for what the service found; fix it, and push again.`;
            return {
                verdict: 'failed',
                reason: `${run} completed, but pass-if ${(0,_policy_report_js__WEBPACK_IMPORTED_MODULE_6__.outcomeText)(policy)}: ${expression}${values}.`,
                hint,
                lookAt,
                policy
            };
        }
        default:
            return {
                verdict: 'error',
                reason: `${run} completed, but pass-if ${(0,_policy_report_js__WEBPACK_IMPORTED_MODULE_6__.outcomeText)(policy)}: ${expression}${values}.`,
                hint: 'Write pass-if as a comparison or a test, e.g. run.trust_score >= 80.',
                policy
            };
    }
}


/***/ }),

/***/ 68353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PassIfSyntaxError: () => (/* binding */ PassIfSyntaxError),
/* harmony export */   celErrorText: () => (/* binding */ celErrorText),
/* harmony export */   changeText: () => (/* binding */ changeText),
/* harmony export */   compilePassIf: () => (/* binding */ compilePassIf),
/* harmony export */   errorPosition: () => (/* binding */ errorPosition),
/* harmony export */   evaluateHere: () => (/* binding */ evaluateHere),
/* harmony export */   policyReport: () => (/* binding */ policyReport),
/* harmony export */   showValue: () => (/* binding */ showValue)
/* harmony export */ });
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18453);
/* harmony import */ var _lib_duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82543);
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97268);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79112);
/**
 * The `pass-if` engine both actions use: a CEL expression over one named map (`run` in the gate,
 * `predicate` in verify), compiled once, evaluated per value, and what it read and gave, as a
 * person is shown it. The CEL engine is loaded only when `pass-if` is set, so the main path's
 * cold start does not pay for it.
 */




/** How much of one value the policy message shows. */
const VALUE_LIMIT = 80;
/** Bounds what a pasted expression can make the parser do. */
const EXPRESSION_LIMITS = { maxAstNodes: 2000, maxDepth: 64, maxListElements: 1000, maxMapEntries: 1000, maxCallArguments: 32 };
/** `pass-if` does not parse, or can never give a boolean: bad input, found before any request. */
class PassIfSyntaxError extends Error {
    constructor(message) {
        super(message);
        this.name = 'PassIfSyntaxError';
    }
}
/**
 * Parses and checks `expression`, over one map called `variable` and the maps `otherVariables`
 * name; throws PassIfSyntaxError saying where it failed.
 */
async function compilePassIf(expression, variable = 'run', otherVariables = [], textVariables = []) {
    const { Environment } = await __webpack_require__.e(/* import() */ 337).then(__webpack_require__.bind(__webpack_require__, 47337));
    const environment = new Environment({ limits: EXPRESSION_LIMITS });
    for (const name of [variable, ...otherVariables])
        environment.registerVariable(name, 'map');
    for (const name of textVariables)
        environment.registerVariable(name, 'string');
    // A record's numbers are JSON's, so CEL doubles, and a person writes whole numbers as ints:
    // `base.trust_score - 2` mixes the two, as comparisons already may. Strict CEL has no such
    // overload; these give the double a person means.
    for (const [operator, apply] of MIXED_ARITHMETIC) {
        environment.registerOperator(`double ${operator} int`, (a, b) => apply(a, Number(b)));
        environment.registerOperator(`int ${operator} double`, (a, b) => apply(Number(a), b));
    }
    let evaluate;
    try {
        evaluate = environment.parse(expression);
    }
    catch (error) {
        throw new PassIfSyntaxError(`does not parse: ${celErrorText(error)}`);
    }
    const checked = evaluate.check();
    const over = [variable, ...otherVariables].join(' and ');
    if (!checked.valid)
        throw new PassIfSyntaxError(`is not a valid expression over ${over}: ${celErrorText(checked.error)}`);
    const resultType = String(checked.type ?? 'dyn');
    if (resultType !== 'bool' && resultType !== 'dyn') {
        throw new PassIfSyntaxError(`must give true or false, but this expression gives a ${resultType}.`);
    }
    const named = identifiersIn(evaluate.ast);
    // A variable the caller did not give is an empty map: `has(base.x)` is false, `base.x` an error.
    const empty = Object.fromEntries([...otherVariables.map(name => [name, {}]), ...textVariables.map(name => [name, ''])]);
    return {
        expression,
        variable,
        otherVariables,
        textVariables,
        fieldPaths: fieldPathsOf(evaluate.ast, variable),
        otherFieldPaths: otherVariables.flatMap(name => fieldPathsOf(evaluate.ast, name)),
        costBoundedByRecord: usesOnly(evaluate.ast, CHEAP_OPERATIONS, CHEAP_FUNCTIONS),
        names: name => named.has(name),
        readsWhole: name => readsWhole(evaluate.ast, name),
        evaluate: (value, others = {}) => evaluate({ ...empty, ...others, [variable]: value })
    };
}
/** Every identifier the expression names. */
function identifiersIn(ast) {
    const names = new Set();
    const pending = [ast];
    while (pending.length > 0) {
        const value = pending.pop();
        if (Array.isArray(value))
            pending.push(...value);
        else if (isNode(value)) {
            if (value.op === 'id' && typeof value.args === 'string')
                names.add(value.args);
            else
                pending.push(value.args);
        }
    }
    return names;
}
/** The arithmetic a double and an int may mix in, each giving a double. */
const MIXED_ARITHMETIC = [
    ['+', (a, b) => a + b],
    ['-', (a, b) => a - b],
    ['*', (a, b) => a * b],
    ['/', (a, b) => a / b]
];
/** Operations whose cost grows at most with the size of what they read. */
const CHEAP_OPERATIONS = new Set([
    'id',
    'value',
    '.',
    '[]',
    'list',
    'map',
    '&&',
    '||',
    '!_',
    '-_',
    '?:',
    '==',
    '!=',
    '<',
    '<=',
    '>',
    '>=',
    'in',
    // Arithmetic on numbers, a step each; not `+`, which joins text and lists as long as the record's.
    '-',
    '*',
    '/',
    '%'
]);
/** Functions and macros as cheap; any other (matches, all, exists, filter, map, string functions…) is not. */
const CHEAP_FUNCTIONS = new Set(['has', 'size']);
/** Whether every node of the expression is one of `operations`, or a call of one of `functions`. */
function usesOnly(ast, operations, functions) {
    const pending = [ast];
    while (pending.length > 0) {
        const value = pending.pop();
        if (Array.isArray(value)) {
            pending.push(...value);
            continue;
        }
        if (!isNode(value))
            continue;
        if (value.op === 'call' || value.op === 'rcall') {
            const name = Array.isArray(value.args) ? value.args.find(arg => typeof arg === 'string') : undefined;
            if (typeof name !== 'string' || !functions.has(name))
                return false;
        }
        else if (!operations.has(value.op))
            return false;
        pending.push(value.args);
    }
    return true;
}
/** Evaluates in this thread, with no bound: for callers that bound it themselves, or need no bound. */
function evaluateHere(passIf, value, others = {}) {
    try {
        return { value: passIf.evaluate(value, others) };
    }
    catch (error) {
        return { error };
    }
}
/**
 * What `pass-if` read and gave over `value`, as a person is shown it: its outcome, each field it
 * read with its value, and what it gave or why it failed. Evaluated here when `evaluation` is not
 * given. With `comparison`, each number read of `value` whose place the expression reads of the
 * compared map too is shown beside that number, with the change; the compared map's own fields are
 * shown when no field of `value` mirrors them. The words around it are the caller's: a run's record
 * in the gate, a predicate in verify.
 */
function policyReport(passIf, value, given, comparison) {
    const evaluation = given ?? evaluateHere(passIf, value, comparison === undefined ? {} : { [comparison.name]: comparison.value });
    // The compared map's fields the expression reads: a number of `value` is shown beside the
    // compared one only where both are read, so a change is never shown that pass-if did not weigh.
    const comparedPaths = comparison === undefined ? [] : passIf.otherFieldPaths.filter(path => path.text.split(/[.[]/)[0] === comparison.name);
    const readOfCompared = new Set(comparedPaths.map(path => JSON.stringify(path.keys)));
    const readings = passIf.fieldPaths.map(path => {
        const read = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(value, path.keys);
        const reading = { path: (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)(path.text, VALUE_LIMIT), value: showValue(read) };
        if (comparison === undefined || !readOfCompared.has(JSON.stringify(path.keys)))
            return reading;
        const compared = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(comparison.value, path.keys);
        if (typeof read !== 'number' || typeof compared !== 'number' || !Number.isFinite(read) || !Number.isFinite(compared))
            return reading;
        return { ...reading, compared: { name: comparison.name, value: showValue(compared), change: changeText(read - compared) } };
    });
    if (comparison !== undefined) {
        const mirrored = new Set(passIf.fieldPaths.map(path => JSON.stringify(path.keys)));
        for (const path of comparedPaths) {
            if (mirrored.has(JSON.stringify(path.keys)))
                continue;
            readings.push({ path: (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)(path.text, VALUE_LIMIT), value: showValue((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(comparison.value, path.keys)) });
        }
    }
    const report = { expression: passIf.expression, readings };
    if ('stoppedAfterMs' in evaluation)
        return { ...report, outcome: 'stopped', detail: `stopped after ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a)(evaluation.stoppedAfterMs)}` };
    if ('error' in evaluation)
        return { ...report, outcome: 'error', detail: celErrorText(evaluation.error) };
    if (evaluation.value === true)
        return { ...report, outcome: 'true' };
    if (evaluation.value === false)
        return { ...report, outcome: 'false' };
    return { ...report, outcome: 'value', detail: showValue(evaluation.value) };
}
/** `+2`, `−10` (a minus sign, not a hyphen), `±0`: a change as a reviewer reads it, without float noise. */
function changeText(change) {
    // Six decimals: more than a score has, fewer than float arithmetic leaves behind.
    const rounded = Math.round(change * 1e6) / 1e6;
    if (rounded === 0)
        return '±0';
    return rounded > 0 ? `+${rounded}` : `\u2212${-rounded}`;
}
/** A value as the policy message shows it: JSON-like, inert, shortened. */
function showValue(value) {
    if (value === undefined)
        return '(missing)';
    if (typeof value === 'bigint')
        return value.toString();
    if (typeof value === 'string')
        return (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)(JSON.stringify(value), VALUE_LIMIT);
    if (value !== null && typeof value === 'object') {
        const size = Array.isArray(value) ? `a list of ${value.length}` : `an object with ${Object.keys(value).length} field(s)`;
        return size;
    }
    return (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)(String(value), VALUE_LIMIT);
}
/** The first line of a CEL error, with the column it points at. */
function celErrorText(error) {
    const [first = ''] = (0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error).split('\n');
    const position = errorPosition(error);
    return `${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)(first, 200)}${position === undefined ? '' : ` at column ${position + 1}`}`;
}
/** Where in the expression a CEL error points (0-based), when it says. */
function errorPosition(error) {
    const node = typeof error === 'object' && error !== null && 'node' in error ? error.node : undefined;
    return typeof node?.pos === 'number' ? node.pos : undefined;
}
const isNode = (value) => typeof value === 'object' && value !== null && typeof value.op === 'string' && 'args' in value;
/**
 * The member chains rooted at the variable (`run.certificate.state`, `run["a b"]`), outermost only:
 * the fields whose values the failure message names.
 */
function fieldPathsOf(ast, variable) {
    const paths = [];
    const visit = (value) => {
        if (Array.isArray(value))
            return value.forEach(visit);
        if (!isNode(value))
            return;
        const path = memberPath(value, variable);
        if (path !== undefined && path.keys.length > 0) {
            if (!paths.some(known => known.text === path.text))
                paths.push(path);
            return;
        }
        visit(value.args);
    };
    visit(ast);
    return paths;
}
/** Whether `variable` stands anywhere but at the root of a chain of named fields. */
function readsWhole(ast, variable) {
    const visit = (value) => {
        if (Array.isArray(value))
            return value.some(visit);
        if (!isNode(value))
            return false;
        const path = memberPath(value, variable);
        return path === undefined ? visit(value.args) : path.keys.length === 0;
    };
    return visit(ast);
}
/** `run.a.b` or `run["a"].b` as its keys, when `node` is such a chain; otherwise undefined. */
function memberPath(node, variable) {
    if (node.op === 'id')
        return node.args === variable ? { text: variable, keys: [] } : undefined;
    if ((node.op === '.' || node.op === '[]') && Array.isArray(node.args) && isNode(node.args[0])) {
        const [target, key] = node.args;
        const base = memberPath(target, variable);
        if (base === undefined)
            return undefined;
        const name = node.op === '.' ? key : isNode(key) && key.op === 'value' ? key.args : undefined;
        if (typeof name !== 'string')
            return undefined;
        const text = /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? `${base.text}.${name}` : `${base.text}[${JSON.stringify(name)}]`;
        return { text, keys: [...base.keys, name] };
    }
    return undefined;
}


/***/ }),

/***/ 12742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   outcomeText: () => (/* binding */ outcomeText),
/* harmony export */   readingsSuffix: () => (/* binding */ readingsSuffix),
/* harmony export */   readingsText: () => (/* binding */ readingsText),
/* harmony export */   regressionText: () => (/* binding */ regressionText)
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
/**
 * `run.trust_score dropped 11 against the base (92 → 81)`: each field that is lower than the map
 * it was compared with, said plainly; undefined when none is. A regression, not a low bar.
 */
function regressionText(policy) {
    const drops = policy.readings.flatMap(({ path, value, compared }) => compared?.change.startsWith('\u2212') === true
        ? [`${path} dropped ${compared.change.slice(1)} against the ${compared.name} (${compared.value} \u2192 ${value})`]
        : []);
    return drops.length === 0 ? undefined : drops.join('; ');
}
/** ` (run.trust_score = 72)` after an expression, or nothing when it read no field. */
function readingsSuffix(policy) {
    return policy.readings.length === 0 ? '' : ` (${readingsText(policy)})`;
}
/**
 * What pass-if gave, as the words after "pass-if": `is false`, `gave 3, not true or false`,
 * `could not be evaluated: No such key: x`, `ran out of time: stopped after 2s`. The one wording
 * of an outcome, for every message, summary and refusal of both actions; `detail: false` leaves
 * out why it could not be evaluated or how long it ran (a value given is the outcome itself).
 */
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


/***/ })

};

//# sourceMappingURL=950.index.js.map