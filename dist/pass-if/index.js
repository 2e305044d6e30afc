import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 268:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   gJ: () => (/* binding */ errorMessage)
/* harmony export */ });
/* unused harmony exports CancelledError, PeerFailure, HintedError, errorClause, abortReason */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(112);

class CancelledError extends Error {
    constructor(signalName) {
        super(`The job was cancelled (${signalName}).`);
        this.name = 'CancelledError';
    }
}
class PeerFailure extends (/* unused pure expression or super */ null && (Error)) {
}
class HintedError extends Error {
    hint;
    constructor(name, message, hint) {
        super(message);
        this.name = name;
        this.hint = hint;
    }
}
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
function errorClause(error, limit) {
    return inertText(errorMessage(error), limit).replace(/\.+$/, '');
}
function abortReason(signal) {
    return signal.reason instanceof Error ? signal.reason : new CancelledError(String(signal.reason ?? 'abort'));
}


/***/ }),

/***/ 112:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   UJ: () => (/* binding */ inertText)
/* harmony export */ });
/* unused harmony exports SERVICE_TEXT_LIMIT, normalize, toOneLine, asSentence, listed, shorten, quotedValue, redactShown, escapeMarkdown, escapeProse, shortSha, codeSpan, escapeLinkText, createRedactor, registerSecrets, redactDeep, toJson */
/* harmony import */ var _walk_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(162);

const SERVICE_TEXT_LIMIT = 300;
const ANSI_SEQUENCE = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[@-_])/g;
const INVISIBLE_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;
const HAS_INVISIBLE_CHARACTER = new RegExp(INVISIBLE_CHARACTERS.source);
function normalize(text) {
    return text.replace(ANSI_SEQUENCE, '').replace(INVISIBLE_CHARACTERS, '');
}
function toOneLine(text) {
    return normalize(text).replace(/\s+/g, ' ').trim();
}
function asSentence(text) {
    return /[.!?…]$/.test(text) ? text : `${text}.`;
}
function listed(items) {
    return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
function shorten(text, limit = SERVICE_TEXT_LIMIT) {
    const characters = Array.from(text);
    return characters.length <= limit ? text : `${characters.slice(0, limit - 1).join('')}…`;
}
function inertText(text, limit = SERVICE_TEXT_LIMIT) {
    return shorten(toOneLine(redactRegistered(normalize(text))), limit);
}
function quotedValue(text, limit = 80) {
    const redacted = redactRegistered(text);
    const plain = !HAS_INVISIBLE_CHARACTER.test(redacted) && !/[\t\n\r]/.test(redacted) && redacted === redacted.trim();
    if (plain)
        return `'${shorten(redacted, limit)}'`;
    const escaped = JSON.stringify(redacted).replace(INVISIBLE_CHARACTERS, character => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return shorten(escaped, limit);
}
function redactShown(text) {
    return redactRegistered(text);
}
const MARKUP_CHARACTERS = /[&<>"'`*_~[\]()#|\\!{}@:=+-]/g;
const LINK_OR_MENTION_TRIGGER = /www(?=\.)|[@#]|:(?=\/\/)/gi;
const ZERO_WIDTH_JOINER = '\u200d';
function escapeMarkdown(text) {
    return markupAsEntities(toOneLine(redactRegistered(normalize(text))).replace(LINK_OR_MENTION_TRIGGER, trigger => `${trigger}${ZERO_WIDTH_JOINER}`));
}
const ADDRESS_IN_PROSE = /[a-z][a-z0-9+.-]*:\/\/[^\s()<>]*[^\s()<>.,;:!?'"]/gi;
function escapeProse(text) {
    const redacted = toOneLine(redactRegistered(normalize(text)));
    const words = (part) => `${part.startsWith(' ') ? ' ' : ''}${escapeMarkdown(part)}${part.endsWith(' ') && part.trim() !== '' ? ' ' : ''}`;
    let rendered = '';
    let from = 0;
    for (const address of redacted.matchAll(ADDRESS_IN_PROSE)) {
        rendered += `${words(redacted.slice(from, address.index))}${codeSpan(address[0])}`;
        from = address.index + address[0].length;
    }
    return rendered + words(redacted.slice(from));
}
function shortSha(sha) {
    return sha.slice(0, 12);
}
function codeSpan(text) {
    const inner = toOneLine(redactRegistered(normalize(text)));
    const longest = Math.max(0, ...Array.from(inner.matchAll(/`+/g), run => run[0].length));
    const fence = '`'.repeat(longest + 1);
    if (inner === '')
        return '` `';
    const pad = inner.startsWith('`') || inner.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${inner}${pad}${fence}`;
}
function escapeLinkText(text) {
    return markupAsEntities(toOneLine(redactRegistered(normalize(text))));
}
function markupAsEntities(text) {
    return text.replace(MARKUP_CHARACTERS, character => `&#${character.charCodeAt(0)};`);
}
const GAP = (/* unused pure expression or super */ null && (String.raw `\s*`));
const MIN_FORM_LENGTH = 6;
function createRedactor(secrets) {
    const present = [...new Set(secrets.filter(secret => secret.length > 0))];
    let patterns;
    return text => {
        patterns ??= present.flatMap(secretPatterns);
        const normalized = normalize(text);
        const redacted = patterns.reduce((result, pattern) => result.replace(pattern, '***'), normalized);
        return redacted === normalized ? text : redacted;
    };
}
let registered = text => text;
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
    const percentEncoded = [...bytes].map(byte => `%${byte.toString(16).padStart(2, '0')}`).join('');
    patterns.push(new RegExp(gapped(percentEncoded), 'gi'));
    if (encodeURIComponent(secret) !== secret)
        patterns.push(new RegExp(gapped(encodeURIComponent(secret)), 'gi'));
    return patterns;
}
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
const JSON_DEPTH_LIMIT = 200;
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


/***/ }),

/***/ 162:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* unused harmony exports STOP, walkJson, emptyLike, setField */
const STOP = Symbol('stop');
function walkJson(root, rootContext, visit, options = {}) {
    const breadthFirst = options.order === 'breadth-first';
    const maxValues = options.maxValues ?? Number.POSITIVE_INFINITY;
    const pending = [];
    let next = 0;
    const enqueue = (value, context, depth) => {
        if (value === null || typeof value !== 'object')
            return;
        const fields = Object.entries(value);
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
        if (context === STOP)
            break;
        if (context !== undefined)
            enqueue(step.value, context, step.depth + 1);
    }
    return { notVisited: pending.length - next };
}
function emptyLike(value) {
    if (Array.isArray(value))
        return new Array(value.length);
    if (value !== null && typeof value === 'object')
        return {};
    return value;
}
function setField(target, key, value) {
    if (Array.isArray(target))
        target[Number(key)] = value;
    else
        Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}


/***/ }),

/***/ 493:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _policy_worker_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(432);

await (0,_policy_worker_js__WEBPACK_IMPORTED_MODULE_0__/* .servePassIf */ .c)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 432:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  c: () => (/* binding */ servePassIf)
});

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
// EXTERNAL MODULE: ./src/lib/errors.ts
var errors = __nccwpck_require__(268);
;// CONCATENATED MODULE: ./src/policy/worker.ts


async function servePassIf() {
    const { expression, variable, otherVariables, textVariables, typedVariables, others, record } = external_node_worker_threads_namespaceObject.workerData;
    const { compilePassIf, errorPosition, evaluateHere } = await __nccwpck_require__.e(/* import() */ 213).then(__nccwpck_require__.bind(__nccwpck_require__, 213));
    const evaluation = evaluateHere(await compilePassIf(expression, variable, otherVariables, textVariables, typedVariables), record, others);
    external_node_worker_threads_namespaceObject.parentPort?.postMessage(answerOf(evaluation, errorPosition));
}
function answerOf(evaluation, errorPosition) {
    if ('error' in evaluation) {
        const { error } = evaluation;
        return { error: { message: (0,errors/* errorMessage */.gJ)(error), pos: errorPosition(error) } };
    }
    const { value } = evaluation;
    try {
        structuredClone(value);
        return { value };
    }
    catch {
        return { value: Object.prototype.toString.call(value) };
    }
}


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(493);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map