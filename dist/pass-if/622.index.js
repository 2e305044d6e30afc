export const id = 622;
export const ids = [622];
export const modules = {

/***/ 622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  compilePassIf: () => (/* binding */ compilePassIf),
  errorPosition: () => (/* binding */ errorPosition),
  evaluateHere: () => (/* binding */ evaluateHere)
});

// UNUSED EXPORTS: PassIfSyntaxError, celErrorText, changeText, policyReport, showValue

;// CONCATENATED MODULE: ./src/lib/walk.ts
/**
 * The one walk over a parsed JSON value that everything reading a record shares: the redaction's
 * copy, the depth cut of `toJson`, the search for a link and the summary's fields. Iterative,
 * so no record is too deep for it, and bounded where the caller asks, so none is too large.
 */
/** Returned by a visitor to end the walk at once. */
const walk_STOP = Symbol('stop');
/**
 * Visits every value below `root`. For an object or a list, `visit` returns what its children
 * get as `parent`, or undefined to leave them out; it returns STOP to end the walk.
 */
function walk_walkJson(root, rootContext, visit, options = {}) {
    const breadthFirst = options.order === 'breadth-first';
    const maxValues = options.maxValues ?? Number.POSITIVE_INFINITY;
    const pending = [];
    let next = 0;
    const enqueue = (value, context, depth) => {
        if (value === null || typeof value !== 'object')
            return;
        const fields = Object.entries(value);
        // A stack pops the last first: push in reverse so that fields come out in document order.
        if (!breadthFirst)
            fields.reverse();
        for (const [key, item] of fields)
            pending.push({ key, value: item, depth, parent: context });
    };
    enqueue(root, rootContext, 1);
    let visited = 0;
    while (next < pending.length) {
        if (visited >= maxValues)
            break;
        const step = breadthFirst ? pending[next++] : pending.pop();
        visited += 1;
        const context = visit(step);
        if (context === walk_STOP)
            break;
        if (context !== undefined)
            enqueue(step.value, context, step.depth + 1);
    }
    return { notVisited: pending.length - next };
}
/** An empty object or list shaped like `value`, or `value` itself when it is neither. */
function walk_emptyLike(value) {
    if (Array.isArray(value))
        return new Array(value.length);
    if (value !== null && typeof value === 'object')
        return {};
    return value;
}
/** Sets `key` on a copy being built; defined, not assigned, so a `__proto__` key stays a field. */
function walk_setField(target, key, value) {
    if (Array.isArray(target))
        target[Number(key)] = value;
    else
        Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

;// CONCATENATED MODULE: ./src/lib/text.ts
/**
 * Everything the service returns is untrusted: it may carry ANSI escapes, workflow commands,
 * invisible characters, HTML, markdown, or even echo the API key back, whole or disguised.
 * All of it takes one path before anyone sees it: normalize, then redact, then render.
 */

/** How much of one piece of service text a person is shown. */
const SERVICE_TEXT_LIMIT = 300;
// ANSI CSI/OSC sequences first, so their parameters do not survive as stray text.
const ANSI_SEQUENCE = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[@-_])/g;
// C0 and C1 controls but tab and line breaks, DEL, and the invisible or bidi format characters
// (soft hyphen, zero-width, direction marks and overrides, word joiners, BOM) that can disguise text.
const INVISIBLE_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;
const HAS_INVISIBLE_CHARACTER = new RegExp(INVISIBLE_CHARACTERS.source);
/** Step one: escapes and invisible characters removed, so nothing hides between visible ones. */
function normalize(text) {
    return text.replace(ANSI_SEQUENCE, '').replace(INVISIBLE_CHARACTERS, '');
}
/** Whitespace folded: one line of plain text. */
function toOneLine(text) {
    return normalize(text).replace(/\s+/g, ' ').trim();
}
/** Text that ends a sentence: service text may stop without a full stop, and the next sentence must still read as its own. */
function asSentence(text) {
    return /[.!?…]$/.test(text) ? text : `${text}.`;
}
/** Cuts text to at most `limit` characters, marking the cut. Only ever applied after redaction. */
function shorten(text, limit = SERVICE_TEXT_LIMIT) {
    const characters = Array.from(text);
    return characters.length <= limit ? text : `${characters.slice(0, limit - 1).join('')}…`;
}
/** Service text as it may appear in a log line or an error message: normalized, redacted, one line, shortened. */
function text_inertText(text, limit = SERVICE_TEXT_LIMIT) {
    return shorten(toOneLine(redactRegistered(normalize(text))), limit);
}
/**
 * A value from the service quoted in a message so that what the gate judged can be told apart
 * from what it looks like: 'completed' when it is plain text, and as a JSON string with its
 * invisible and control characters escaped ("completed\u200b") when it is not. Redacted first.
 */
function quotedValue(text, limit = 80) {
    const redacted = redactRegistered(text);
    const plain = !HAS_INVISIBLE_CHARACTER.test(redacted) && !/[\t\n\r]/.test(redacted) && redacted === redacted.trim();
    if (plain)
        return `'${shorten(redacted, limit)}'`;
    const escaped = JSON.stringify(redacted).replace(INVISIBLE_CHARACTERS, character => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return shorten(escaped, limit);
}
/** Service text as it may be shown whole (an output, a link target): every secret redacted, nothing else changed. */
function redactShown(text) {
    return redactRegistered(text);
}
// Characters that could open markup in GitHub-flavoured markdown or HTML, or ping someone.
const MARKUP_CHARACTERS = /[&<>"'`*_~[\]()#|\\!{}@:=+-]/g;
/**
 * What GitHub turns into a link or a mention inside plain text, even once every markup character
 * is an entity (entities are decoded before autolinking): `www.`, `scheme://`, `user@host`,
 * `@user`, `@org/team`, `#123`. A zero-width joiner after each trigger breaks it; it is not in
 * the way of a person reading the text.
 */
const LINK_OR_MENTION_TRIGGER = /www(?=\.)|[@#]|:(?=\/\/)/gi;
const ZERO_WIDTH_JOINER = '\u200d';
/** Text that renders as itself in a job summary or comment: never markup, links, mentions, or a secret. */
function escapeMarkdown(text) {
    return markupAsEntities(toOneLine(redactRegistered(normalize(text))).replace(LINK_OR_MENTION_TRIGGER, trigger => `${trigger}${ZERO_WIDTH_JOINER}`));
}
/**
 * The text of a link the gate makes itself (`[text](href)`): inert like any text, but left as it
 * reads, since nothing inside a link's text becomes another link or a mention.
 */
function escapeLinkText(text) {
    return markupAsEntities(toOneLine(redactRegistered(normalize(text))));
}
function markupAsEntities(text) {
    return text.replace(MARKUP_CHARACTERS, character => `&#${character.charCodeAt(0)};`);
}
/**
 * What may stand between two characters of a disguised secret once the text is normalized:
 * whitespace. Controls, invisibles and ANSI escapes are already gone by then, which keeps these
 * patterns small enough to compile in no time.
 */
const GAP = (/* unused pure expression or super */ null && (String.raw `\s*`));
/** Shorter forms are not searched for: they would match ordinary text. */
const MIN_FORM_LENGTH = 6;
/**
 * Replaces every occurrence of each secret with `***`, looking at the text normalized: the
 * whole secret, its part after `_sk_`, its base64 and base64url forms (at any alignment inside
 * longer encoded text) and its percent-encoded forms, each found even with whitespace, control
 * or invisible characters or ANSI escapes between its characters. The patterns are built on
 * first use, so nothing before the first request pays for them.
 */
function createRedactor(secrets) {
    const present = [...new Set(secrets.filter(secret => secret.length > 0))];
    let patterns;
    return text => {
        patterns ??= present.flatMap(secretPatterns);
        const normalized = normalize(text);
        const redacted = patterns.reduce((result, pattern) => result.replace(pattern, '***'), normalized);
        // Text that hides no secret is returned as it came: a run id with a NUL in it must stay
        // that id, to be refused, not quietly become another.
        return redacted === normalized ? text : redacted;
    };
}
let registered = text => text;
/** Makes `inertText` and `escapeMarkdown` redact these secrets everywhere, as `core.setSecret` does for the log. */
function registerSecrets(secrets) {
    registered = createRedactor(secrets);
    return registered;
}
function redactRegistered(text) {
    return registered(text);
}
function secretPatterns(secret) {
    const forms = new Set([secret]);
    const secretPart = secret.includes('_sk_') ? secret.slice(secret.indexOf('_sk_') + 4) : '';
    if (secretPart.length >= 8)
        forms.add(secretPart);
    const bytes = Buffer.from(secret, 'utf8');
    for (const encoding of ['base64', 'base64url']) {
        for (const core of alignedEncodings(bytes, encoding))
            forms.add(core);
    }
    const patterns = [...forms].filter(form => form.length >= MIN_FORM_LENGTH).map(form => new RegExp(gapped(form), 'g'));
    // Percent-encoded: each byte as %XX in either case, or only the characters URLs must encode.
    const percentEncoded = [...bytes].map(byte => `%${byte.toString(16).padStart(2, '0')}`).join('');
    patterns.push(new RegExp(gapped(percentEncoded), 'gi'));
    if (encodeURIComponent(secret) !== secret)
        patterns.push(new RegExp(gapped(encodeURIComponent(secret)), 'gi'));
    return patterns;
}
/**
 * The characters of `bytes`' encoding that do not depend on what surrounds them, for each of
 * the three byte alignments it can have inside a longer encoded string.
 */
function alignedEncodings(bytes, encoding) {
    const skipped = [0, 2, 3];
    return [0, 1, 2].map(offset => {
        const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString(encoding);
        const wholeGroups = Math.floor((offset + bytes.length) / 3);
        return encoded.slice(skipped[offset], wholeGroups * 4);
    });
}
function gapped(form) {
    return Array.from(form, character => character.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join(GAP);
}
/** Applies `redact` to every string (keys included) inside a parsed JSON value, at any depth, without recursion. */
function redactDeep(value, redact) {
    const copy = (item) => (typeof item === 'string' ? redact(item) : emptyLike(item));
    const root = copy(value);
    walkJson(value, root, ({ key, value: item, parent }) => {
        const copied = copy(item);
        setField(parent, redact(key), copied);
        return copied !== null && typeof copied === 'object' ? copied : undefined;
    });
    return root;
}
/** How deep `toJson` keeps a value that JSON.stringify cannot reach the bottom of. */
const JSON_DEPTH_LIMIT = 200;
/**
 * JSON text of a parsed value, whatever its depth: nesting deeper than JSON.stringify can
 * follow is cut at a fixed depth and marked, never a crash.
 */
function toJson(value) {
    try {
        return JSON.stringify(value);
    }
    catch (error) {
        if (!(error instanceof RangeError))
            throw error;
        return JSON.stringify(clampDepth(value, JSON_DEPTH_LIMIT));
    }
}
function clampDepth(value, limit) {
    const leftOut = `(nested deeper than ${limit} levels: left out)`;
    const root = emptyLike(value);
    walkJson(value, root, ({ key, value: item, depth, parent }) => {
        const deep = item !== null && typeof item === 'object' && depth >= limit;
        const copied = deep ? leftOut : emptyLike(item);
        setField(parent, key, copied);
        return copied !== null && typeof copied === 'object' ? copied : undefined;
    });
    return root;
}

;// CONCATENATED MODULE: ./src/lib/json.ts
/**
 * Reading JSON that came from outside, whatever its shape: parsing it without throwing, the
 * sender's own words, where to look, one field by its path, the names of its fields. Nothing
 * here trusts the shape.
 */


/** The parsed value, or undefined when the text is not JSON. */
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
/** An object from JSON text or an already parsed value; undefined for anything else. */
function parseObject(value) {
    const parsed = typeof value === 'string' ? parseJson(value) : value;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : undefined;
}
/**
 * Fields a service explanation is read from, in order: those of error bodies, plus `reason`.
 * The spec shows no error shape, so these are tried, never assumed.
 */
const EXPLANATION_FIELDS = (/* unused pure expression or super */ null && (['message', 'detail', 'error_description', 'error', 'title', 'reason']));
/** The service's own words in a record or error body, inert and shortened; undefined when it has none. */
function explanationOf(record) {
    for (const field of EXPLANATION_FIELDS) {
        let value = ownField(record, field);
        if (field === 'error' && value !== null && typeof value === 'object')
            value = ownField(value, 'message');
        if (typeof value === 'string' && value.trim() !== '')
            return inertText(value);
    }
    return undefined;
}
/** How far into a record the link search looks, so no record can make it slow. */
const LINK_SEARCH = { maxDepth: 6, maxValues: 2000 };
/** The first https URL among the record's string values (breadth first, bounded), or undefined. */
function firstHttpsLink(record) {
    let found;
    walkJson(record, null, ({ value, depth }) => {
        if (typeof value === 'string' && /^https:\/\/\S+$/i.test(value) && URL.canParse(value)) {
            found = value;
            return STOP;
        }
        return depth < LINK_SEARCH.maxDepth ? null : undefined;
    }, { order: 'breadth-first', maxValues: LINK_SEARCH.maxValues });
    return found;
}
/** The value at `keys` below `record`, own properties only; undefined when any step is missing. */
function json_readPath(record, keys) {
    let current = record;
    for (const key of keys) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = ownField(current, key);
    }
    return current;
}
/** The record's top-level field names, inert, at most `limit` of them. */
function topLevelFieldNames(record, limit) {
    const names = Object.keys(record);
    if (names.length === 0)
        return '(none)';
    const shown = names.slice(0, limit).map(name => inertText(name, 40));
    return names.length > limit ? `${shown.join(', ')} and ${names.length - limit} more` : shown.join(', ');
}
function ownField(record, key) {
    return Object.hasOwn(record, key) ? record[key] : undefined;
}

;// CONCATENATED MODULE: ./src/lib/duration.ts
const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 };
/** `90s`, `15m`, `1h`, `1h30m`, `1h30m15s`, `30d` or plain seconds (`600`). */
const DURATION_PATTERN = /^(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/;
/**
 * Parses a duration as the inputs write it into milliseconds, or returns undefined when the
 * text is not one. Durations are parsed once, here at the edge; nothing deeper sees strings.
 */
function parseDuration(text) {
    const trimmed = text.trim().toLowerCase();
    if (/^\d+$/.test(trimmed))
        return Number(trimmed) * UNIT_MS.s;
    const match = DURATION_PATTERN.exec(trimmed);
    if (!match || trimmed === '')
        return undefined;
    const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
    return Number(days) * UNIT_MS.d + Number(hours) * UNIT_MS.h + Number(minutes) * UNIT_MS.m + Number(seconds) * UNIT_MS.s;
}
/** `2h 05m`, `3m 07s`, `42s`, `0.4s`: how long something took, for a person. */
function duration_formatDuration(ms) {
    if (ms < 10_000)
        return `${(Math.max(0, ms) / 1000).toFixed(1).replace(/\.0$/, '')}s`;
    const totalSeconds = Math.round(ms / 1000);
    const hours = Math.floor(totalSeconds / 3600);
    const minutes = Math.floor((totalSeconds % 3600) / 60);
    const seconds = totalSeconds % 60;
    const pad = (n) => String(n).padStart(2, '0');
    if (hours > 0)
        return `${hours}h ${pad(minutes)}m`;
    if (minutes > 0)
        return `${minutes}m ${pad(seconds)}s`;
    return `${seconds}s`;
}

// EXTERNAL MODULE: ./src/lib/errors.ts
var errors = __webpack_require__(268);
;// CONCATENATED MODULE: ./src/policy/pass-if.ts
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
async function compilePassIf(expression, variable = 'run', otherVariables = []) {
    const { Environment } = await __webpack_require__.e(/* import() */ 337).then(__webpack_require__.bind(__webpack_require__, 337));
    const environment = new Environment({ limits: EXPRESSION_LIMITS });
    for (const name of [variable, ...otherVariables])
        environment.registerVariable(name, 'map');
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
    const empty = Object.fromEntries(otherVariables.map(name => [name, {}]));
    return {
        expression,
        variable,
        otherVariables,
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
 * given. With `comparison`, each number read is shown beside the compared map's number at the same
 * place, and the change; the compared map's own fields are shown when no field of `value` mirrors
 * them. The words around it are the caller's: a run's record in the gate, a predicate in verify.
 */
function policyReport(passIf, value, given, comparison) {
    const evaluation = given ?? evaluateHere(passIf, value, comparison === undefined ? {} : { [comparison.name]: comparison.value });
    const readings = passIf.fieldPaths.map(path => {
        const read = readPath(value, path.keys);
        const reading = { path: inertText(path.text, VALUE_LIMIT), value: showValue(read) };
        const compared = comparison === undefined ? undefined : readPath(comparison.value, path.keys);
        if (typeof read !== 'number' || typeof compared !== 'number' || !Number.isFinite(read) || !Number.isFinite(compared))
            return reading;
        return { ...reading, compared: { name: comparison?.name ?? '', value: showValue(compared), change: changeText(read - compared) } };
    });
    const mirrored = new Set(passIf.fieldPaths.map(path => JSON.stringify(path.keys)));
    for (const path of passIf.otherFieldPaths) {
        if (comparison === undefined || path.text.split(/[.[]/)[0] !== comparison.name || mirrored.has(JSON.stringify(path.keys)))
            continue;
        readings.push({ path: inertText(path.text, VALUE_LIMIT), value: showValue(readPath(comparison.value, path.keys)) });
    }
    const report = { expression: passIf.expression, readings };
    if ('stoppedAfterMs' in evaluation)
        return { ...report, outcome: 'stopped', detail: `stopped after ${formatDuration(evaluation.stoppedAfterMs)}` };
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
        return inertText(JSON.stringify(value), VALUE_LIMIT);
    if (value !== null && typeof value === 'object') {
        const size = Array.isArray(value) ? `a list of ${value.length}` : `an object with ${Object.keys(value).length} field(s)`;
        return size;
    }
    return inertText(String(value), VALUE_LIMIT);
}
/** The first line of a CEL error, with the column it points at. */
function celErrorText(error) {
    const [first = ''] = (0,errors/* errorMessage */.gJ)(error).split('\n');
    const position = errorPosition(error);
    return `${text_inertText(first, 200)}${position === undefined ? '' : ` at column ${position + 1}`}`;
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


/***/ })

};

//# sourceMappingURL=622.index.js.map