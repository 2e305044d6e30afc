export const id = 977;
export const ids = [977];
export const modules = {

/***/ 92977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PassIfSyntaxError: () => (/* binding */ PassIfSyntaxError),
  celErrorText: () => (/* binding */ celErrorText),
  changeText: () => (/* binding */ changeText),
  compilePassIf: () => (/* binding */ compilePassIf),
  errorPosition: () => (/* binding */ errorPosition),
  evaluateHere: () => (/* binding */ evaluateHere),
  figureShown: () => (/* binding */ figureShown),
  policyReport: () => (/* binding */ policyReport),
  showValue: () => (/* binding */ showValue)
});

// EXTERNAL MODULE: ./src/lib/json.ts
var json = __webpack_require__(18453);
// EXTERNAL MODULE: ./src/policy/report.ts
var report = __webpack_require__(12742);
// EXTERNAL MODULE: ./src/lib/duration.ts
var duration = __webpack_require__(82543);
// EXTERNAL MODULE: ./src/lib/errors.ts
var errors = __webpack_require__(97268);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(79112);
;// CONCATENATED MODULE: ./src/policy/bars.ts
const isNode = (value) => typeof value === 'object' && value !== null && typeof value.op === 'string' && 'args' in value;
const SWAPPED = {
    '>=': '<=',
    '>': '<',
    '<=': '>=',
    '<': '>',
    '==': '==',
    '!=': '!='
};
const isComparison = (op) => Object.hasOwn(SWAPPED, op);
function readsOf(ast, expression, variables) {
    const paths = [];
    const bars = [];
    const numbers = [];
    const visit = (value) => {
        if (Array.isArray(value))
            return value.forEach(visit);
        if (!isNode(value))
            return;
        const path = pathOf(value, variables);
        if (path !== undefined && path.keys.length > 0) {
            if (!paths.some(known => known.text === path.text))
                paths.push(path);
            return;
        }
        if (value.op === 'value' && (typeof value.args === 'number' || typeof value.args === 'bigint'))
            numbers.push(Number(value.args));
        const bar = barOf(value, expression, variables);
        if (bar !== undefined)
            bars.push(bar);
        visit(value.args);
    };
    visit(ast);
    return { paths, bars, onlyBars: conjunctionOfBars(ast, expression, variables), numbers };
}
function conjunctionOfBars(value, expression, variables) {
    if (!isNode(value))
        return false;
    if (value.op === '&&' && Array.isArray(value.args))
        return value.args.every(side => conjunctionOfBars(side, expression, variables));
    return barOf(value, expression, variables) !== undefined;
}
function barOf(node, expression, variables) {
    if (!isComparison(node.op) || !Array.isArray(node.args) || node.args.length !== 2)
        return undefined;
    const [left, right] = node.args;
    const sides = [
        [left, right, node.op],
        [right, left, SWAPPED[node.op]]
    ];
    for (const [pathSide, numberSide, comparison] of sides) {
        const path = isNode(pathSide) ? pathOf(pathSide, variables) : undefined;
        const bar = isNode(numberSide) ? numberOf(numberSide) : undefined;
        if (path !== undefined && path.keys.length > 0 && bar !== undefined && isNode(numberSide))
            return { path, comparison, bar, written: expression.slice(numberSide.start, numberSide.end) };
    }
    return undefined;
}
function numberOf(node) {
    if (node.op === 'value')
        return typeof node.args === 'number' || typeof node.args === 'bigint' ? Number(node.args) : undefined;
    if (node.op === '-_' && isNode(node.args)) {
        const negated = numberOf(node.args);
        return negated === undefined ? undefined : -negated;
    }
    return undefined;
}
function pathOf(node, variables) {
    if (node.op === 'id')
        return typeof node.args === 'string' && variables.includes(node.args)
            ? { variable: node.args, keys: [], text: node.args }
            : undefined;
    if ((node.op !== '.' && node.op !== '[]') || !Array.isArray(node.args) || !isNode(node.args[0]))
        return undefined;
    const [target, key] = node.args;
    const base = pathOf(target, variables);
    if (base === undefined)
        return undefined;
    const name = node.op === '.' ? key : isNode(key) && key.op === 'value' ? key.args : undefined;
    if (typeof name !== 'string')
        return undefined;
    const text = plainName(name) ? `${base.text}.${name}` : `${base.text}[${JSON.stringify(name)}]`;
    return { variable: base.variable, keys: [...base.keys, name], text };
}
function plainName(name) {
    const letter = (char) => char === '_' || (char >= 'A' && char <= 'Z') || (char >= 'a' && char <= 'z');
    return [...name].every((char, index) => letter(char) || (index > 0 && char >= '0' && char <= '9')) && name !== '';
}
function orders({ comparison }) {
    return comparison !== '==' && comparison !== '!=';
}

;// CONCATENATED MODULE: ./src/policy/pass-if.ts






const VALUE_LIMIT = 80;
const EXPRESSION_LIMITS = {
    maxAstNodes: 2000,
    maxDepth: 64,
    maxListElements: 1000,
    maxMapEntries: 1000,
    maxCallArguments: 32
};
class PassIfSyntaxError extends Error {
    constructor(message) {
        super(message);
        this.name = 'PassIfSyntaxError';
    }
}
async function compilePassIf(expression, variable = 'run', otherVariables = [], textVariables = [], typedVariables = {}) {
    const { Environment } = await __webpack_require__.e(/* import() */ 718).then(__webpack_require__.bind(__webpack_require__, 47337));
    const environment = new Environment({ limits: EXPRESSION_LIMITS });
    for (const name of [variable, ...otherVariables])
        environment.registerVariable(name, 'map');
    for (const name of textVariables)
        environment.registerVariable(name, 'string');
    for (const [name, type] of Object.entries(typedVariables))
        environment.registerVariable(name, type);
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
    const names = [variable, ...otherVariables, ...textVariables, ...Object.keys(typedVariables)];
    const over = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    if (!checked.valid)
        throw new PassIfSyntaxError(`is not a valid expression over ${over}: ${celErrorText(checked.error)}`);
    const resultType = String(checked.type ?? 'dyn');
    if (resultType !== 'bool' && resultType !== 'dyn') {
        throw new PassIfSyntaxError(`must give true or false, but this expression gives a ${resultType}.`);
    }
    const named = identifiersIn(evaluate.ast);
    const reads = readsOf(evaluate.ast, expression, names);
    const pathsOf = (name) => reads.paths.filter(path => path.variable === name).map(({ text, keys }) => ({ text, keys: [...keys] }));
    const empty = Object.fromEntries([
        ...otherVariables.map(name => [name, {}]),
        ...textVariables.map(name => [name, ''])
    ]);
    return {
        expression,
        variable,
        otherVariables,
        textVariables,
        typedVariables,
        fieldPaths: pathsOf(variable),
        otherFieldPaths: otherVariables.flatMap(pathsOf),
        otherFieldPathsOf: name => (otherVariables.includes(name) ? pathsOf(name) : []),
        reads,
        costBoundedByRecord: usesOnly(evaluate.ast, CHEAP_OPERATIONS, CHEAP_FUNCTIONS),
        names: name => named.has(name),
        readsWhole: name => readsWhole(evaluate.ast, name),
        evaluate: (value, others = {}) => evaluate({ ...empty, ...others, [variable]: value })
    };
}
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
const MIXED_ARITHMETIC = [
    ['+', (a, b) => a + b],
    ['-', (a, b) => a - b],
    ['*', (a, b) => a * b],
    ['/', (a, b) => a / b]
];
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
    '-',
    '*',
    '/',
    '%'
]);
const CHEAP_FUNCTIONS = new Set(['has', 'size']);
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
function evaluateHere(passIf, value, others = {}) {
    try {
        return { value: passIf.evaluate(value, others) };
    }
    catch (error) {
        return { error };
    }
}
function policyReport(passIf, value, given, comparison, alsoRead = {}) {
    const evaluation = given ??
        evaluateHere(passIf, value, comparison === undefined ? alsoRead : { ...alsoRead, [comparison.name]: comparison.value });
    const comparedPaths = comparison === undefined ? [] : passIf.otherFieldPathsOf(comparison.name);
    const readOfCompared = new Set(comparedPaths.map(path => JSON.stringify(path.keys)));
    const readings = passIf.fieldPaths.map(path => {
        const read = (0,json/* readPath */.G7)(value, path.keys);
        const reading = { path: (0,lib_text/* inertText */.UJ)(path.text, VALUE_LIMIT), value: showValue(read) };
        if (comparison === undefined || !readOfCompared.has(JSON.stringify(path.keys)))
            return reading;
        const compared = (0,json/* readPath */.G7)(comparison.value, path.keys);
        if (typeof read !== 'number' ||
            typeof compared !== 'number' ||
            !Number.isFinite(read) ||
            !Number.isFinite(compared))
            return reading;
        return {
            ...reading,
            compared: { name: comparison.name, value: showValue(compared), change: changeText(read - compared) }
        };
    });
    if (comparison !== undefined) {
        const mirrored = new Set(passIf.fieldPaths.map(path => JSON.stringify(path.keys)));
        for (const path of comparedPaths) {
            if (mirrored.has(JSON.stringify(path.keys)))
                continue;
            readings.push({
                path: (0,lib_text/* inertText */.UJ)(path.text, VALUE_LIMIT),
                value: showValue((0,json/* readPath */.G7)(comparison.value, path.keys))
            });
        }
    }
    readings.push(...otherReadings(passIf, alsoRead, comparison?.name));
    const report = { expression: passIf.expression, reads: passIf.reads, readings };
    if ('stoppedAfterMs' in evaluation)
        return { ...report, outcome: 'stopped', detail: `stopped after ${(0,duration/* formatDuration */.a)(evaluation.stoppedAfterMs)}` };
    if ('error' in evaluation)
        return { ...report, outcome: 'error', detail: celErrorText(evaluation.error) };
    if (evaluation.value === true)
        return { ...report, outcome: 'true' };
    if (evaluation.value === false)
        return { ...report, outcome: 'false' };
    return { ...report, outcome: 'value', detail: showValue(evaluation.value) };
}
function otherReadings(passIf, alsoRead, compared) {
    const numbers = Object.entries(passIf.typedVariables).flatMap(([name, type]) => {
        const value = Object.hasOwn(alsoRead, name) ? alsoRead[name] : undefined;
        return type === 'double' && passIf.names(name) && typeof value === 'number' ? [{ path: name, value }] : [];
    });
    const read = [...numbers, ...otherFieldReadings(passIf, alsoRead, compared)];
    const written = passIf.reads.numbers;
    const figures = read.flatMap(({ value }) => (typeof value === 'number' ? [value] : []));
    return read.map(({ path, value }) => ({
        path,
        value: typeof value === 'number' ? figureShown(value, [...written, ...figures]) : showValue(value)
    }));
}
function figureShown(value, comparedWith) {
    const round = (number) => Math.round(number * 100) / 100;
    const blurred = comparedWith
        .flatMap(bar => [bar, -bar])
        .some(bar => bar !== value && Math.sign(value - bar) !== Math.sign(round(value) - round(bar)));
    return (0,report/* figureText */.OP)(value, blurred ? 4 : 2);
}
function otherFieldReadings(passIf, alsoRead, compared) {
    return passIf.otherVariables.flatMap(root => {
        const map = Object.hasOwn(alsoRead, root) ? alsoRead[root] : undefined;
        if (map === undefined || root === compared || typeof map !== 'object' || Array.isArray(map))
            return [];
        return passIf
            .otherFieldPathsOf(root)
            .map(path => ({ path: (0,lib_text/* inertText */.UJ)(path.text, VALUE_LIMIT), value: (0,json/* readPath */.G7)(map, path.keys) }));
    });
}
function changeText(change) {
    const rounded = Math.round(change * 1e6) / 1e6;
    if (rounded === 0)
        return '±0';
    return rounded > 0 ? `+${rounded}` : `\u2212${-rounded}`;
}
function showValue(value) {
    if (value === undefined)
        return '(missing)';
    if (typeof value === 'bigint')
        return value.toString();
    if (typeof value === 'string')
        return (0,lib_text/* inertText */.UJ)(JSON.stringify(value), VALUE_LIMIT);
    if (value !== null && typeof value === 'object') {
        const size = Array.isArray(value)
            ? `a list of ${value.length}`
            : `an object with ${Object.keys(value).length} field(s)`;
        return size;
    }
    return (0,lib_text/* inertText */.UJ)(String(value), VALUE_LIMIT);
}
function celErrorText(error) {
    const [first = ''] = (0,errors/* errorMessage */.gJ)(error).split('\n');
    const position = errorPosition(error);
    return `${(0,lib_text/* inertText */.UJ)(first, 200)}${position === undefined ? '' : ` at column ${position + 1}`}`;
}
function errorPosition(error) {
    const node = typeof error === 'object' && error !== null && 'node' in error
        ? error.node
        : undefined;
    return typeof node?.pos === 'number' ? node.pos : undefined;
}
function readsWhole(ast, variable) {
    const visit = (value) => {
        if (Array.isArray(value))
            return value.some(visit);
        if (!isNode(value))
            return false;
        const path = pathOf(value, [variable]);
        return path === undefined ? visit(value.args) : path.keys.length === 0;
    };
    return visit(ast);
}


/***/ })

};

//# sourceMappingURL=977.index.js.map