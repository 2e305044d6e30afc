import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 20770:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

module.exports = __nccwpck_require__(20218);


/***/ }),

/***/ 20218:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var net = __nccwpck_require__(69278);
var tls = __nccwpck_require__(64756);
var http = __nccwpck_require__(58611);
var https = __nccwpck_require__(65692);
var events = __nccwpck_require__(24434);
var assert = __nccwpck_require__(42613);
var util = __nccwpck_require__(39023);


exports.httpOverHttp = httpOverHttp;
exports.httpsOverHttp = httpsOverHttp;
exports.httpOverHttps = httpOverHttps;
exports.httpsOverHttps = httpsOverHttps;


function httpOverHttp(options) {
  var agent = new TunnelingAgent(options);
  agent.request = http.request;
  return agent;
}

function httpsOverHttp(options) {
  var agent = new TunnelingAgent(options);
  agent.request = http.request;
  agent.createSocket = createSecureSocket;
  agent.defaultPort = 443;
  return agent;
}

function httpOverHttps(options) {
  var agent = new TunnelingAgent(options);
  agent.request = https.request;
  return agent;
}

function httpsOverHttps(options) {
  var agent = new TunnelingAgent(options);
  agent.request = https.request;
  agent.createSocket = createSecureSocket;
  agent.defaultPort = 443;
  return agent;
}


function TunnelingAgent(options) {
  var self = this;
  self.options = options || {};
  self.proxyOptions = self.options.proxy || {};
  self.maxSockets = self.options.maxSockets || http.Agent.defaultMaxSockets;
  self.requests = [];
  self.sockets = [];

  self.on('free', function onFree(socket, host, port, localAddress) {
    var options = toOptions(host, port, localAddress);
    for (var i = 0, len = self.requests.length; i < len; ++i) {
      var pending = self.requests[i];
      if (pending.host === options.host && pending.port === options.port) {
        // Detect the request to connect same origin server,
        // reuse the connection.
        self.requests.splice(i, 1);
        pending.request.onSocket(socket);
        return;
      }
    }
    socket.destroy();
    self.removeSocket(socket);
  });
}
util.inherits(TunnelingAgent, events.EventEmitter);

TunnelingAgent.prototype.addRequest = function addRequest(req, host, port, localAddress) {
  var self = this;
  var options = mergeOptions({request: req}, self.options, toOptions(host, port, localAddress));

  if (self.sockets.length >= this.maxSockets) {
    // We are over limit so we'll add it to the queue.
    self.requests.push(options);
    return;
  }

  // If we are under maxSockets create a new one.
  self.createSocket(options, function(socket) {
    socket.on('free', onFree);
    socket.on('close', onCloseOrRemove);
    socket.on('agentRemove', onCloseOrRemove);
    req.onSocket(socket);

    function onFree() {
      self.emit('free', socket, options);
    }

    function onCloseOrRemove(err) {
      self.removeSocket(socket);
      socket.removeListener('free', onFree);
      socket.removeListener('close', onCloseOrRemove);
      socket.removeListener('agentRemove', onCloseOrRemove);
    }
  });
};

TunnelingAgent.prototype.createSocket = function createSocket(options, cb) {
  var self = this;
  var placeholder = {};
  self.sockets.push(placeholder);

  var connectOptions = mergeOptions({}, self.proxyOptions, {
    method: 'CONNECT',
    path: options.host + ':' + options.port,
    agent: false,
    headers: {
      host: options.host + ':' + options.port
    }
  });
  if (options.localAddress) {
    connectOptions.localAddress = options.localAddress;
  }
  if (connectOptions.proxyAuth) {
    connectOptions.headers = connectOptions.headers || {};
    connectOptions.headers['Proxy-Authorization'] = 'Basic ' +
        new Buffer(connectOptions.proxyAuth).toString('base64');
  }

  debug('making CONNECT request');
  var connectReq = self.request(connectOptions);
  connectReq.useChunkedEncodingByDefault = false; // for v0.6
  connectReq.once('response', onResponse); // for v0.6
  connectReq.once('upgrade', onUpgrade);   // for v0.6
  connectReq.once('connect', onConnect);   // for v0.7 or later
  connectReq.once('error', onError);
  connectReq.end();

  function onResponse(res) {
    // Very hacky. This is necessary to avoid http-parser leaks.
    res.upgrade = true;
  }

  function onUpgrade(res, socket, head) {
    // Hacky.
    process.nextTick(function() {
      onConnect(res, socket, head);
    });
  }

  function onConnect(res, socket, head) {
    connectReq.removeAllListeners();
    socket.removeAllListeners();

    if (res.statusCode !== 200) {
      debug('tunneling socket could not be established, statusCode=%d',
        res.statusCode);
      socket.destroy();
      var error = new Error('tunneling socket could not be established, ' +
        'statusCode=' + res.statusCode);
      error.code = 'ECONNRESET';
      options.request.emit('error', error);
      self.removeSocket(placeholder);
      return;
    }
    if (head.length > 0) {
      debug('got illegal response body from proxy');
      socket.destroy();
      var error = new Error('got illegal response body from proxy');
      error.code = 'ECONNRESET';
      options.request.emit('error', error);
      self.removeSocket(placeholder);
      return;
    }
    debug('tunneling connection has established');
    self.sockets[self.sockets.indexOf(placeholder)] = socket;
    return cb(socket);
  }

  function onError(cause) {
    connectReq.removeAllListeners();

    debug('tunneling socket could not be established, cause=%s\n',
          cause.message, cause.stack);
    var error = new Error('tunneling socket could not be established, ' +
                          'cause=' + cause.message);
    error.code = 'ECONNRESET';
    options.request.emit('error', error);
    self.removeSocket(placeholder);
  }
};

TunnelingAgent.prototype.removeSocket = function removeSocket(socket) {
  var pos = this.sockets.indexOf(socket)
  if (pos === -1) {
    return;
  }
  this.sockets.splice(pos, 1);

  var pending = this.requests.shift();
  if (pending) {
    // If we have pending requests and a socket gets closed a new one
    // needs to be created to take over in the pool for the one that closed.
    this.createSocket(pending, function(socket) {
      pending.request.onSocket(socket);
    });
  }
};

function createSecureSocket(options, cb) {
  var self = this;
  TunnelingAgent.prototype.createSocket.call(self, options, function(socket) {
    var hostHeader = options.request.getHeader('host');
    var tlsOptions = mergeOptions({}, self.options, {
      socket: socket,
      servername: hostHeader ? hostHeader.replace(/:.*$/, '') : options.host
    });

    // 0 is dummy port for v0.6
    var secureSocket = tls.connect(0, tlsOptions);
    self.sockets[self.sockets.indexOf(socket)] = secureSocket;
    cb(secureSocket);
  });
}


function toOptions(host, port, localAddress) {
  if (typeof host === 'string') { // since v0.10
    return {
      host: host,
      port: port,
      localAddress: localAddress
    };
  }
  return host; // for v0.11 or later
}

function mergeOptions(target) {
  for (var i = 1, len = arguments.length; i < len; ++i) {
    var overrides = arguments[i];
    if (typeof overrides === 'object') {
      var keys = Object.keys(overrides);
      for (var j = 0, keyLen = keys.length; j < keyLen; ++j) {
        var k = keys[j];
        if (overrides[k] !== undefined) {
          target[k] = overrides[k];
        }
      }
    }
  }
  return target;
}


var debug;
if (process.env.NODE_DEBUG && /\btunnel\b/.test(process.env.NODE_DEBUG)) {
  debug = function() {
    var args = Array.prototype.slice.call(arguments);
    if (typeof args[0] === 'string') {
      args[0] = 'TUNNEL: ' + args[0];
    } else {
      args.unshift('TUNNEL:');
    }
    console.error.apply(console, args);
  }
} else {
  debug = function() {};
}
exports.debug = debug; // for test


/***/ }),

/***/ 59682:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ runAction),
/* harmony export */   u: () => (/* binding */ concludeStep)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(56288);
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(97268);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(79112);



async function runAction(secretInputs, work) {
    const secrets = secretInputs.map(name => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name)).filter(value => value !== '');
    secrets.forEach(secret => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(secret));
    const redact = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .registerSecrets */ .dg)(secrets);
    const logger = {
        info: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq,
        warning: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e,
        debug: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .isDebug */ ._o() ? _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz : () => undefined
    };
    const cancellation = new AbortController();
    const onSignal = (signalName) => {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Received ${signalName}: the job is being cancelled; stopping now.`);
        cancellation.abort(new _lib_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CancelledError */ .cc(signalName));
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    try {
        await work({ logger, signal: cancellation.signal, redact });
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(`Unexpected error: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error))}`);
    }
    finally {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
    }
}
function concludeStep(conclusion) {
    const failures = conclusion.failures ?? [];
    const message = [conclusion.reason, conclusion.hint, ...failures]
        .filter(part => part !== undefined)
        .map(_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .asSentence */ .KG)
        .join(' ');
    if (conclusion.failsStep || failures.length > 0)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(message || conclusion.failedWithout);
    else if (conclusion.reason !== undefined)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(message);
    else if (conclusion.passed !== undefined)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(conclusion.passed);
}


/***/ }),

/***/ 1575:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ parseSignerWorkflow),
/* harmony export */   x: () => (/* binding */ parseSourceRefs)
/* harmony export */ });
const INVISIBLE = /[\u00ad\u061c\u115f\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff]/u;
const WORKFLOW_PATH = /^\.github\/workflows\/[A-Za-z0-9._/-]+\.ya?ml$/;
const REPOSITORY_NAME = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/;
const REF = /^refs\/[^\s*@~^:?[\\]+$/;
function parseSignerWorkflow(text, repository) {
    const invisible = INVISIBLE.exec(text);
    if (invisible !== null) {
        const code = `U+${invisible[0].codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
        return {
            invalid: `holds an invisible character (${code}) at position ${invisible.index + 1}, as text copied from a ` +
                `web page can: type it again.`
        };
    }
    const at = text.indexOf('@');
    const written = (at === -1 ? text : text.slice(0, at)).replace(/^\.?\//, '');
    const ref = at === -1 ? undefined : text.slice(at + 1);
    if (ref !== undefined && !isRef(ref)) {
        const named = ref === '' ? 'names no ref' : `names '${ref.slice(0, 100)}', not a whole ref,`;
        return {
            invalid: `'${text.slice(0, 160)}' ${named} after '@': write a whole ref, e.g. @refs/heads/main, or leave '@…' ` +
                `out for any ref.`
        };
    }
    const central = /^([^/]+\/[^/]+)\/(\.github\/.*)$/.exec(written);
    const [workflowRepository, path] = central === null ? [repository, written] : [central[1], central[2]];
    if (!REPOSITORY_NAME.test(workflowRepository) || !WORKFLOW_PATH.test(path) || path.split('/').includes('..')) {
        return {
            invalid: `'${text.slice(0, 160)}' is not a workflow file: write .github/workflows/certification.yml, or ` +
                `owner/repository/.github/workflows/certify.yml for another repository's, optionally followed by ` +
                `@refs/heads/main.`
        };
    }
    return ref === undefined ? { repository: workflowRepository, path } : { repository: workflowRepository, path, ref };
}
function parseSourceRefs(text) {
    const patterns = [];
    for (const entry of text.split(/[\n,]/).map(part => part.trim())) {
        if (entry === '')
            continue;
        const prefix = entry.endsWith('*') ? entry.slice(0, -1) : undefined;
        if (prefix === undefined ? !isRef(entry) : !isRef(`${prefix}x`)) {
            return {
                invalid: `'${entry.slice(0, 160)}' is not a ref: write whole refs such as refs/heads/main, with * only at ` +
                    `the end to match a prefix (refs/heads/gh-readonly-queue/main/*).`
            };
        }
        patterns.push(prefix === undefined ? { exact: entry } : { prefix });
    }
    return patterns;
}
function isRef(text) {
    return REF.test(text) && !text.split('/').includes('..') && !text.endsWith('/');
}


/***/ }),

/***/ 58746:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ SigningError),
/* harmony export */   z: () => (/* binding */ SIGNING_PERMISSIONS)
/* harmony export */ });
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(97268);

class SigningError extends _lib_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .HintedError */ .J_ {
    constructor(message, hint) {
        super('SigningError', message, hint);
    }
}
const SIGNING_PERMISSIONS = 'permissions: { contents: read, id-token: write, attestations: write }';


/***/ }),

/***/ 89104:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  C: () => (/* binding */ parsePathspec),
  $: () => (/* binding */ pathsMatcher)
});

;// CONCATENATED MODULE: ./src/lib/git-glob.ts
const WILDCARDS = /[*?[\\]/;
function hasWildcard(pattern) {
    return WILDCARDS.test(pattern);
}
function pathBytes(path) {
    return Buffer.from(path, 'utf8').toString('latin1');
}
function compileGitGlob(pattern, options) {
    const source = globSource(pathBytes(pattern), options);
    if (source === undefined)
        return () => false;
    const expression = new RegExp(`^${source}$`);
    return bytes => expression.test(bytes);
}
const ANY_BYTE = '[\\s\\S]';
const NOT_SLASH = '[^/]';
const SLASH = 0x2f;
function globSource(pattern, options) {
    const { pathname } = options;
    let source = '';
    let at = 0;
    while (at < pattern.length) {
        const char = pattern[at];
        if (char === '*') {
            let end = at;
            while (pattern[end] === '*')
                end++;
            const spansFolders = !pathname || (end - at > 1 && (at === 0 || pattern[at - 1] === '/') && startsFolder(pattern, end));
            if (pathname && spansFolders && pattern[end] === '/') {
                source += `(?:${ANY_BYTE}*/)?`;
                at = end + 1;
                continue;
            }
            source += `${spansFolders ? ANY_BYTE : NOT_SLASH}*`;
            at = end;
        }
        else if (char === '?') {
            source += pathname ? NOT_SLASH : ANY_BYTE;
            at++;
        }
        else if (char === '\\') {
            if (at + 1 >= pattern.length)
                return undefined;
            source += literal(pattern.charCodeAt(at + 1), options);
            at += 2;
        }
        else if (char === '[') {
            const set = bracket(pattern, at + 1, options);
            if (set === undefined)
                return undefined;
            source += set.source;
            at = set.end;
        }
        else {
            source += literal(pattern.charCodeAt(at), options);
            at++;
        }
    }
    return source;
}
function startsFolder(pattern, end) {
    return end === pattern.length || pattern[end] === '/' || (pattern[end] === '\\' && pattern[end + 1] === '/');
}
function literal(byte, options) {
    if (options.caseFold && isAsciiLetter(byte))
        return `[${hex(lower(byte))}${hex(upper(byte))}]`;
    return hex(byte);
}
function bracket(pattern, from, options) {
    let at = from;
    const negated = pattern[at] === '!' || pattern[at] === '^';
    if (negated)
        at++;
    const tests = [];
    let previous;
    let first = true;
    while (first || pattern[at] !== ']') {
        first = false;
        if (at >= pattern.length)
            return undefined;
        let member = pattern.charCodeAt(at);
        if (pattern[at] === '\\') {
            at++;
            if (at >= pattern.length)
                return undefined;
            member = pattern.charCodeAt(at);
            tests.push(byte => byte === member);
            previous = member;
            at++;
        }
        else if (pattern[at] === '-' && previous !== undefined && at + 1 < pattern.length && pattern[at + 1] !== ']') {
            at++;
            if (pattern[at] === '\\') {
                at++;
                if (at >= pattern.length)
                    return undefined;
            }
            const low = previous;
            const high = pattern.charCodeAt(at);
            tests.push(byte => (byte >= low && byte <= high) ||
                (options.caseFold && isLower(byte) && upper(byte) >= low && upper(byte) <= high));
            previous = undefined;
            at++;
        }
        else if (pattern.startsWith('[:', at)) {
            const close = pattern.indexOf(']', at + 2);
            if (close < 0)
                return undefined;
            if (close - 1 < at + 2 || pattern[close - 1] !== ':') {
                tests.push(byte => byte === 0x5b);
                previous = 0x5b;
                at++;
                continue;
            }
            const test = POSIX_CLASSES[pattern.slice(at + 2, close - 1)];
            if (test === undefined)
                return undefined;
            tests.push(byte => test(byte) || (options.caseFold && test === POSIX_CLASSES.upper && isLower(byte)));
            previous = undefined;
            at = close + 1;
        }
        else {
            tests.push(byte => byte === member);
            previous = member;
            at++;
        }
    }
    return { source: byteSet(tests, negated, options), end: at + 1 };
}
function byteSet(tests, negated, options) {
    const matches = (byte) => {
        const folded = options.caseFold && isUpper(byte) ? lower(byte) : byte;
        if (options.pathname && byte === SLASH)
            return false;
        return tests.some(test => test(folded)) !== negated;
    };
    const members = [];
    for (let byte = 0; byte < 256; byte++)
        if (matches(byte))
            members.push(hex(byte));
    return members.length === 0 ? '(?!)' : `[${members.join('')}]`;
}
const isUpper = (byte) => byte >= 0x41 && byte <= 0x5a;
const isLower = (byte) => byte >= 0x61 && byte <= 0x7a;
const isAsciiLetter = (byte) => isUpper(byte) || isLower(byte);
const isDigit = (byte) => byte >= 0x30 && byte <= 0x39;
const lower = (byte) => (isUpper(byte) ? byte + 0x20 : byte);
const upper = (byte) => (isLower(byte) ? byte - 0x20 : byte);
const hex = (byte) => `\\x${byte.toString(16).padStart(2, '0')}`;
const POSIX_CLASSES = {
    alnum: byte => isAsciiLetter(byte) || isDigit(byte),
    alpha: isAsciiLetter,
    blank: byte => byte === 0x20 || byte === 0x09,
    cntrl: byte => byte < 0x20 || byte === 0x7f,
    digit: isDigit,
    graph: byte => byte > 0x20 && byte < 0x7f,
    lower: isLower,
    print: byte => byte >= 0x20 && byte < 0x7f,
    punct: byte => byte > 0x20 && byte < 0x7f && !isAsciiLetter(byte) && !isDigit(byte),
    space: byte => byte === 0x20 || (byte >= 0x09 && byte <= 0x0d),
    upper: isUpper,
    xdigit: byte => isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
};

;// CONCATENATED MODULE: ./src/gate/certified/paths.ts

const LONG_MAGIC = ['top', 'literal', 'glob', 'icase', 'exclude'];
const SHORT_MAGIC_CHARACTERS = '!"#%&\',-/;<=>@_`~^';
function readMagic(entry, shown) {
    const magic = new Set();
    let pattern = entry;
    if (entry.startsWith(':(')) {
        const close = entry.indexOf(')');
        if (close < 0)
            return { invalid: `${shown} opens its magic with ':(' and never closes it with ')'.` };
        for (const name of entry.slice(2, close).split(',')) {
            if (name === '')
                continue;
            if (!LONG_MAGIC.includes(name)) {
                return {
                    invalid: `${shown} asks for the pathspec magic '${name.slice(0, 40)}', which paths does not read: use ` +
                        `top, literal, glob, icase or exclude.`
                };
            }
            magic.add(name);
        }
        pattern = entry.slice(close + 1);
    }
    else if (entry.startsWith(':')) {
        let at = 1;
        for (; at < entry.length && entry[at] !== ':'; at++) {
            const character = entry[at];
            if (character === '/')
                magic.add('top');
            else if (character === '!' || character === '^')
                magic.add('exclude');
            else if (SHORT_MAGIC_CHARACTERS.includes(character)) {
                return {
                    invalid: `${shown} starts with the pathspec magic '${character}', which git does not implement: write :/, ` +
                        `:! or :^, or :(…).`
                };
            }
            else
                break;
        }
        pattern = entry.slice(entry[at] === ':' ? at + 1 : at);
    }
    else if (entry.startsWith('!')) {
        return {
            invalid: `${shown} is a file named so for git, not an exclusion: write :!${entry.slice(1, 160)} to leave files out.`
        };
    }
    return { magic, pattern };
}
function parsePathspec(entry) {
    const shown = `'${entry.slice(0, 160)}'`;
    const read = readMagic(entry, shown);
    if ('invalid' in read)
        return read;
    const { magic, pattern } = read;
    if (magic.has('literal') && magic.has('glob'))
        return { invalid: `${shown} is both literal and glob, which git refuses.` };
    const path = magic.has('top') ? pattern : normalized(pattern);
    if (path === undefined ||
        path.startsWith('/') ||
        path.includes('//') ||
        path.includes('\\') ||
        path.split('/').some(part => part === '..' || part === '.')) {
        return {
            invalid: `${shown} is not a path in the repository: write pathspecs ` +
                `relative to its root, such as agent or prompts/*.md.`
        };
    }
    if (magic.has('exclude') && path === '')
        return { invalid: `${shown} leaves out every file, so nothing would ever be one of paths.` };
    return {
        pattern: path,
        literal: magic.has('literal'),
        glob: magic.has('glob'),
        icase: magic.has('icase'),
        exclude: magic.has('exclude')
    };
}
function normalized(pattern) {
    if (pattern.startsWith('/'))
        return undefined;
    const parts = pattern.split('/').filter(part => part !== '' && part !== '.');
    const joined = parts.join('/');
    return joined !== '' && /\/\.?$/.test(pattern) ? `${joined}/` : joined;
}
function pathsMatcher(entries) {
    const specs = entries.map(entry => {
        const spec = parsePathspec(entry);
        if ('invalid' in spec)
            throw new Error(spec.invalid);
        return spec;
    });
    const included = specs.filter(spec => !spec.exclude).map(pathspecTest);
    const excluded = specs.filter(spec => spec.exclude).map(pathspecTest);
    const wholeRepository = included.length === 0;
    return file => {
        const bytes = pathBytes(file);
        return (wholeRepository || included.some(test => test(bytes))) && !excluded.some(test => test(bytes));
    };
}
function pathspecTest(spec) {
    const fold = spec.icase ? asciiLowerCase : (text) => text;
    const prefix = fold(pathBytes(spec.pattern));
    if (prefix === '')
        return () => true;
    const glob = !spec.literal && hasWildcard(spec.pattern)
        ? compileGitGlob(spec.pattern, { pathname: spec.glob, caseFold: spec.icase })
        : undefined;
    return bytes => {
        const name = fold(bytes);
        if (name.startsWith(prefix) &&
            (name.length === prefix.length || prefix.endsWith('/') || name[prefix.length] === '/'))
            return true;
        return glob !== undefined && glob(bytes);
    };
}
const asciiLowerCase = (text) => text.replace(/[A-Z]/g, letter => letter.toLowerCase());


/***/ }),

/***/ 16977:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Vl: () => (/* binding */ MIN_SEQUENTIAL_REPEAT),
/* harmony export */   WW: () => (/* binding */ MIN_POLL_INTERVAL_MS),
/* harmony export */   rX: () => (/* binding */ MAX_REPEAT)
/* harmony export */ });
const MIN_POLL_INTERVAL_MS = 1000;
const MAX_REPEAT = 10;
const MIN_SEQUENTIAL_REPEAT = 4;


/***/ }),

/***/ 82571:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ figureMissing),
/* harmony export */   T: () => (/* binding */ unknownFigure)
/* harmony export */ });
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(79112);
/* harmony import */ var _variables_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(88038);


function unknownFigure(passIf) {
    for (const [map, figures] of Object.entries(_variables_js__WEBPACK_IMPORTED_MODULE_1__/* .FIGURE_MAPS */ .hW)) {
        const path = passIf.otherFieldPathsOf(map).find(({ keys }) => keys.length > 1 && !figures.includes(keys[1]));
        if (path !== undefined)
            return `reads ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(path.text, 100)}, but each field of ${map} holds only ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .listed */ .KE)([...figures])}.`;
    }
    return undefined;
}
function figureMissing(passIf, detail, { figures, base }) {
    const key = detail === undefined ? undefined : /No such key: (\S+)/.exec(detail)?.[1];
    if (key === undefined)
        return undefined;
    const ofTrend = passIf.otherFieldPathsOf(_variables_js__WEBPACK_IMPORTED_MODULE_1__/* .TREND_VARIABLE */ .lc).find(path => path.keys.includes(key));
    if (ofTrend !== undefined)
        return trendMissing(ofTrend, key);
    if (figures === undefined)
        return undefined;
    const read = (map) => {
        const path = passIf.otherFieldPathsOf(map).find(({ keys }) => keys.includes(key));
        return path === undefined ? undefined : { ...path, variable: map };
    };
    const ofBase = read(_variables_js__WEBPACK_IMPORTED_MODULE_1__/* .BASE_STATS_VARIABLE */ .vT) ?? read(_variables_js__WEBPACK_IMPORTED_MODULE_1__/* .DELTA_VARIABLE */ .m9);
    if (ofBase !== undefined && base?.record === undefined) {
        const why = base?.why === undefined ? '' : ` (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(base.why, 300)})`;
        return (`${shown(ofBase)} is missing: there is no base certification${why}, so base_stats and delta are empty ` +
            `maps. Guard what they read as base is guarded: !has(base.trust_score) || ….`);
    }
    const path = read(_variables_js__WEBPACK_IMPORTED_MODULE_1__/* .STATS_VARIABLE */ .ZW) ?? ofBase;
    if (path === undefined)
        return undefined;
    const [field, figure] = path.keys;
    if ((0,_variables_js__WEBPACK_IMPORTED_MODULE_1__/* .figureOf */ .Mn)(path)?.spread === true && key === figure)
        return (`${shown(path)} is missing: a spread needs two runs or more, and this has one. Raise repeat, or guard it so ` +
            `that one run does not pass unchecked: has(${shown(path)}) && ….`);
    const partial = figures.partial.includes(field) ? ` (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(field, 80)} is not in every run's record)` : '';
    const names = Object.keys(figures.stats).map(name => (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(name, 80));
    return (`${shown(path)} is missing${partial}: stats holds each numeric field in every run's record, here ` +
        `${names.length === 0 ? 'none' : (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .listed */ .KE)(names.slice(0, 20))}.`);
}
function trendMissing(path, key) {
    const [field] = path.keys;
    if (key !== field)
        return (`${shown(path)} is missing: a trend needs two points, a base certification (with the history it signed) and ` +
            `this run. Guard it so that a first run passes: !has(${shown(path)}) || ….`);
    return `${shown(path)} is missing: trend holds each numeric field of the runs' records.`;
}
const shown = (path) => (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(path.text, 100);


/***/ }),

/***/ 88038:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ET: () => (/* binding */ RUNS_VARIABLE),
/* harmony export */   FP: () => (/* binding */ readsFigures),
/* harmony export */   HZ: () => (/* binding */ simpleBarOf),
/* harmony export */   LF: () => (/* binding */ BASE_VARIABLE),
/* harmony export */   Mn: () => (/* binding */ figureOf),
/* harmony export */   Nb: () => (/* binding */ readsBase),
/* harmony export */   Rw: () => (/* binding */ EXPRESSION_VARIABLES),
/* harmony export */   TX: () => (/* binding */ BASE_AGE_VARIABLE),
/* harmony export */   U4: () => (/* binding */ unboundedByLooks),
/* harmony export */   WA: () => (/* binding */ readsDelta),
/* harmony export */   ZW: () => (/* binding */ STATS_VARIABLE),
/* harmony export */   _N: () => (/* binding */ certificationReads),
/* harmony export */   b$: () => (/* binding */ recordFieldsRead),
/* harmony export */   b9: () => (/* binding */ readsTrend),
/* harmony export */   cn: () => (/* binding */ fieldsRead),
/* harmony export */   fT: () => (/* binding */ COMMIT_VARIABLE),
/* harmony export */   hW: () => (/* binding */ FIGURE_MAPS),
/* harmony export */   hd: () => (/* binding */ RUN_VARIABLE),
/* harmony export */   lc: () => (/* binding */ TREND_VARIABLE),
/* harmony export */   m9: () => (/* binding */ DELTA_VARIABLE),
/* harmony export */   mr: () => (/* binding */ figuresRead),
/* harmony export */   tJ: () => (/* binding */ readsInterval),
/* harmony export */   vT: () => (/* binding */ BASE_STATS_VARIABLE),
/* harmony export */   zi: () => (/* binding */ levelBarOf)
/* harmony export */ });
/* unused harmony export VARIABLES */
/* harmony import */ var _policy_bars_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(94542);

const FIELD_FIGURE_TABLE = {
    n: { spread: false, fieldScale: false },
    mean: { mean: true, spread: false, fieldScale: true },
    sd: { spread: true, fieldScale: false },
    min: { spread: false, fieldScale: true },
    max: { spread: false, fieldScale: true },
    median: { spread: false, fieldScale: true },
    low: { bound: 'low', spread: true, fieldScale: true },
    high: { bound: 'high', spread: true, fieldScale: true },
    level: { spread: false, steadyAtLooks: true, fieldScale: false }
};
const DELTA_FIGURE_TABLE = {
    mean: { mean: true, spread: false, fieldScale: false },
    low: { bound: 'low', spread: true, fieldScale: false },
    high: { bound: 'high', spread: true, fieldScale: false },
    level: { spread: false, steadyAtLooks: true, fieldScale: false }
};
const TREND_FIGURE_TABLE = {
    n: { spread: false, fieldScale: false },
    slope: { spread: false, fieldScale: false },
    first: { spread: false, fieldScale: true },
    last: { spread: false, fieldScale: true },
    min: { spread: false, fieldScale: true },
    max: { spread: false, fieldScale: true }
};
const VARIABLES = {
    run: { type: 'judged', readsBase: false, needsFigures: false, atLooks: 'moves' },
    base: { type: 'map', readsBase: true, needsFigures: false, atLooks: 'steady' },
    commit: { type: 'string', readsBase: false, needsFigures: false, atLooks: 'steady' },
    runs: { type: 'list', readsBase: false, needsFigures: true, atLooks: 'moves' },
    stats: { type: 'map', readsBase: false, needsFigures: true, figures: FIELD_FIGURE_TABLE, atLooks: 'bounds' },
    base_stats: { type: 'map', readsBase: true, needsFigures: true, figures: FIELD_FIGURE_TABLE, atLooks: 'steady' },
    delta: { type: 'map', readsBase: true, needsFigures: true, figures: DELTA_FIGURE_TABLE, atLooks: 'bounds' },
    base_age_seconds: { type: 'double', readsBase: true, needsFigures: true, atLooks: 'steady' },
    trend: { type: 'map', readsBase: true, needsFigures: false, figures: TREND_FIGURE_TABLE, atLooks: 'moves' }
};
const RUN_VARIABLE = 'run';
const RUNS_VARIABLE = 'runs';
const STATS_VARIABLE = 'stats';
const BASE_STATS_VARIABLE = 'base_stats';
const DELTA_VARIABLE = 'delta';
const BASE_VARIABLE = 'base';
const BASE_AGE_VARIABLE = 'base_age_seconds';
const COMMIT_VARIABLE = 'commit';
const TREND_VARIABLE = 'trend';
const NAMES = Object.keys(VARIABLES);
const named = (test) => NAMES.filter(name => test(VARIABLES[name]));
const FIGURE_MAPS = Object.fromEntries(NAMES.flatMap(name => {
    const { figures } = VARIABLES[name];
    return figures === undefined ? [] : [[name, Object.keys(figures)]];
}));
function figureOf({ variable, keys }) {
    const { figures } = (Object.hasOwn(VARIABLES, variable) ? VARIABLES[variable] : {});
    const figure = keys.length === 2 ? keys[1] : undefined;
    return figures === undefined || figure === undefined || !Object.hasOwn(figures, figure) ? undefined : figures[figure];
}
const EXPRESSION_VARIABLES = {
    judged: RUN_VARIABLE,
    maps: named(variable => variable.type === 'map'),
    strings: named(variable => variable.type === 'string'),
    typed: Object.fromEntries(NAMES.flatMap(name => {
        const { type } = VARIABLES[name];
        return type === 'list' || type === 'double' ? [[name, type]] : [];
    }))
};
function namesAny({ passIf, failIf, driftIf }, variables) {
    return [passIf, failIf, driftIf].some(policy => variables.some(name => policy?.names(name) === true));
}
const BASE_READS = named(variable => variable.readsBase);
const FIGURE_READS = named(variable => variable.needsFigures);
function readsBase(policies) {
    return namesAny(policies, BASE_READS);
}
function readsTrend(policies) {
    return namesAny(policies, [TREND_VARIABLE]);
}
function readsFigures(policies) {
    return namesAny(policies, FIGURE_READS);
}
const pathsRead = (reports) => reports.flatMap(report => report?.reads.paths ?? []);
const isFigureMap = (variable) => Object.hasOwn(FIGURE_MAPS, variable);
function recordFieldsRead(reports) {
    const of = [RUN_VARIABLE, BASE_VARIABLE];
    const fields = pathsRead(reports).flatMap(({ variable, keys }) => (of.includes(variable) || isFigureMap(variable)) && (0,_policy_bars_js__WEBPACK_IMPORTED_MODULE_0__/* .plainName */ .MH)(keys[0]) ? [keys[0]] : []);
    return [...new Set(fields)];
}
function levelBarOf(field, reports) {
    const onScale = ({ path }) => path.keys[0] === field &&
        ((path.variable === RUN_VARIABLE && path.keys.length === 1) ||
            (path.variable === STATS_VARIABLE && figureOf(path)?.fieldScale === true));
    return reports.flatMap(report => report?.reads.bars ?? []).find(onScale)?.bar;
}
function simpleBarOf(report) {
    const reads = report?.reads;
    return reads?.onlyBars === true && reads.bars.length === 1 ? reads.bars[0] : undefined;
}
function fieldsRead(reports) {
    return [...new Set(figuresRead(reports).map(({ field }) => field))];
}
function figuresRead(reports) {
    const seen = new Map();
    for (const { variable, keys } of pathsRead(reports)) {
        if (!isFigureMap(variable))
            continue;
        const read = { map: variable, field: keys[0] };
        seen.set(JSON.stringify(read), read);
    }
    return [...seen.values()];
}
function readsInterval(reports) {
    return pathsRead(reports).some(path => figureOf(path)?.spread === true);
}
function readsDelta(reports) {
    return pathsRead(reports).some(({ variable }) => variable === DELTA_VARIABLE);
}
function certificationReads({ passIf, failIf, driftIf }) {
    if (passIf === undefined)
        return undefined;
    const policies = [passIf, failIf, driftIf].filter(policy => policy !== undefined);
    return {
        base: {
            name: BASE_VARIABLE,
            paths: policies.flatMap(policy => policy.otherFieldPathsOf(BASE_VARIABLE)),
            whole: policies.some(policy => policy.readsWhole(BASE_VARIABLE))
        },
        run: {
            name: passIf.variable,
            paths: policies.flatMap(policy => policy.fieldPaths),
            whole: policies.some(policy => policy.readsWhole(passIf.variable))
        },
        runs: policies.some(policy => policy.names(RUNS_VARIABLE))
    };
}
function unboundedByLooks(policy) {
    for (const name of NAMES) {
        const { atLooks } = VARIABLES[name];
        if (!policy.names(name) || atLooks === 'steady')
            continue;
        if (atLooks === 'moves')
            return name;
        if (policy.readsWhole(name))
            return `${name} as a whole`;
        const path = policy.reads.paths.find(path => {
            if (path.variable !== name)
                return false;
            const figure = figureOf(path);
            return figure?.bound === undefined && figure?.steadyAtLooks === undefined;
        });
        if (path !== undefined)
            return path.text;
    }
    return undefined;
}


/***/ }),

/***/ 16720:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __nccwpck_require__(56288);
// EXTERNAL MODULE: ./src/gate/names.ts
var gate_names = __nccwpck_require__(8955);
// EXTERNAL MODULE: ./src/lib/version.ts
var version = __nccwpck_require__(87471);
// EXTERNAL MODULE: ./src/action/entry.ts
var entry = __nccwpck_require__(59682);
// EXTERNAL MODULE: ./src/lib/duration.ts
var duration = __nccwpck_require__(82543);
// EXTERNAL MODULE: ./src/lib/ids.ts
var ids = __nccwpck_require__(70829);
;// CONCATENATED MODULE: ./src/action/inputs.ts


const MAX_IDS = 50;
class InputError extends Error {
    input;
    constructor(input, message) {
        super(`Input '${input}': ${message}`);
        this.name = 'InputError';
        this.input = input;
    }
}
const MAX_DURATION_MS = 7 * 24 * 3_600_000;
function readIds(input, value) {
    const ids = [];
    for (const entry of value.split(/[\n,]/)) {
        const id = readId(input, entry.trim());
        if (id === undefined)
            continue;
        if (ids.includes(id))
            throw new InputError(input, `lists '${id}' twice; each id may appear once.`);
        ids.push(id);
    }
    if (ids.length > MAX_IDS)
        throw new InputError(input, `lists ${ids.length} ids; one step takes at most ${MAX_IDS}. Split them over several steps or jobs.`);
    return ids;
}
function readId(input, value) {
    if (value === '')
        return undefined;
    const unusable = (0,ids/* unusableIdReason */.Rh)(value);
    if (unusable !== undefined)
        throw new InputError(input, `cannot be used as an id: ${unusable}.`);
    return value;
}
function readDuration(input, value, minimumMs, maximumMs = MAX_DURATION_MS) {
    const ms = (0,duration/* parseDuration */.E)(value);
    if (ms === undefined) {
        const negative = value.trim().startsWith('-') && (0,duration/* parseDuration */.E)(value.trim().slice(1)) !== undefined;
        throw new InputError(input, `'${value}' is ${negative ? 'negative' : 'not a duration'}. Write it as 90s, 15m, 1h30m, 7d or plain seconds, ` +
            `greater than zero.`);
    }
    if (ms <= 0)
        throw new InputError(input, 'must be greater than zero.');
    if (ms < minimumMs)
        throw new InputError(input, `must be at least ${minimumMs / 1000}s.`);
    if (ms > maximumMs)
        throw new InputError(input, `must be at most ${longest(maximumMs)}${maximumMs === MAX_DURATION_MS ? ' (a week)' : ''}.`);
    return ms;
}
function longest(ms) {
    return ms % 86_400_000 === 0 ? `${ms / 86_400_000}d` : `${ms / 3_600_000}h`;
}
function readBoolean(input, value) {
    if (['true', 'True', 'TRUE'].includes(value))
        return true;
    if (['false', 'False', 'FALSE'].includes(value))
        return false;
    throw new InputError(input, `'${value}' is not a boolean. Write true or false.`);
}
function serviceRoot(url) {
    const path = url.pathname.replace(/\/+$/, '');
    const versionAdded = !/\/v\d+$/.test(path);
    return { root: `${url.origin}${versionAdded ? `${path}/v1` : path}`, versionAdded };
}

// EXTERNAL MODULE: ./src/gate/judge/variables.ts
var variables = __nccwpck_require__(88038);
// EXTERNAL MODULE: ./src/gate/config.ts
var config = __nccwpck_require__(16977);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __nccwpck_require__(79112);
// EXTERNAL MODULE: ./src/attestation/signer-input.ts
var signer_input = __nccwpck_require__(1575);
// EXTERNAL MODULE: ./src/gate/certified/paths.ts + 1 modules
var paths = __nccwpck_require__(89104);
;// CONCATENATED MODULE: ./src/gate/certified/paths-input.ts

function parsePaths(text) {
    const entries = text
        .split('\n')
        .flatMap(line => line.split(/,(?![^(]*\))/))
        .map(part => part.trim())
        .filter(part => part !== '');
    for (const entry of entries) {
        const spec = (0,paths/* parsePathspec */.C)(entry);
        if ('invalid' in spec)
            return spec;
    }
    return entries;
}

// EXTERNAL MODULE: ./src/gate/results.ts
var results = __nccwpck_require__(94437);
;// CONCATENATED MODULE: ./src/gate/repeat-inputs.ts






function readSequential(text, { repeatText, targets, wait, passIfExpression }) {
    const sequential = readBoolean(gate_names/* Input */.pd.Sequential, text);
    if (!sequential)
        return false;
    const repeat = wholeNumber(repeatText);
    const refuse = (why) => new InputError(gate_names/* Input */.pd.Sequential, `is true, but ${why}`);
    if (!(repeat >= config/* MIN_SEQUENTIAL_REPEAT */.Vl && repeat <= config/* MAX_REPEAT */.rX))
        throw refuse(`repeat is ${JSON.stringify(repeatText.slice(0, 40))}: sequential starts the runs in batches and looks after ` +
            `each, which takes repeat from ${config/* MIN_SEQUENTIAL_REPEAT */.Vl} to ${config/* MAX_REPEAT */.rX} (its first look is at ` +
            `${config/* MIN_SEQUENTIAL_REPEAT */.Vl} runs). Set repeat: 10, or leave sequential at false.`);
    if (!wait)
        throw refuse('wait is false: the gate looks at each batch of runs before it starts the next, so it must wait for them. ' +
            'Leave wait at true, or sequential at false.');
    if (targets.some(target => target.runId !== undefined))
        throw refuse('run-id names a run to wait for: sequential starts its runs itself, batch by batch. Leave run-id empty, or ' +
            'sequential at false.');
    if (passIfExpression === undefined)
        throw refuse('pass-if is empty: sequential stops at the first look that passes, and without a bar the first batch of ' +
            'completed runs would pass where repeat asks for more. Set pass-if on an interval (stats.trust_score.low >= ' +
            '80.0), or leave sequential at false.');
    return true;
}
function wholeNumber(text) {
    return /^\d+$/.test(text) ? Number(text) : NaN;
}
function readRepeat(text) {
    const repeat = wholeNumber(text);
    if (!(repeat >= 1 && repeat <= config/* MAX_REPEAT */.rX))
        throw new InputError(gate_names/* Input */.pd.Repeat, `is ${JSON.stringify(text.slice(0, 40))}, not a whole number of runs from 1 to ${config/* MAX_REPEAT */.rX}, e.g. repeat: 3.`);
    return repeat;
}
function refuseBesideRepeat({ repeat, wait, targets }, policies) {
    if (!(0,results/* several */.J$)(repeat))
        return;
    if (!wait)
        throw new InputError(gate_names/* Input */.pd.Repeat, `is ${repeat}, but wait is false: repeated runs are judged together, only when the step waits for them, and ` +
            `a later step cannot pick them up by run-id. Leave wait at true, or repeat at 1.`);
    if (targets.some(target => target.runId !== undefined))
        throw new InputError(gate_names/* Input */.pd.Repeat, `is ${repeat}, but run-id names one run to wait for: repeat starts its runs itself. Leave run-id empty, or ` +
            `repeat at 1.`);
    const readsRun = policies.find(([, policy]) => policy?.names(variables/* RUN_VARIABLE */.hd) === true);
    if (readsRun !== undefined)
        throw new InputError(readsRun[0], `reads run, but repeat is ${repeat}: run is one run of several, and one must never decide alone. Read ` +
            `the figures of all of them (stats.trust_score.low >= 80.0) or each of them (runs.all(r, r.trust_score ` +
            `>= 80.0)) instead.`);
}
function refuseUnboundedByLooks(policies) {
    for (const [input, policy] of policies) {
        const unbounded = policy === undefined ? undefined : (0,variables/* unboundedByLooks */.U4)(policy);
        if (unbounded === undefined)
            continue;
        throw new InputError(gate_names/* Input */.pd.Sequential, `is true, but ${input} reads ${(0,lib_text/* inertText */.UJ)(unbounded, 80)}, which moves with the runs from look to look: read ` +
            `at several looks, it gets several chances to pass. A look may read the bounds of intervals (low or high of ` +
            `stats or delta, whose level each look holds) and what stays the same between looks (base, base_stats, ` +
            `commit, base_age_seconds). Read stats.<field>.low or .high (or delta's), or leave sequential at false.`);
    }
}

// EXTERNAL MODULE: ./src/gate/judge/figures-missing.ts
var figures_missing = __nccwpck_require__(82571);
;// CONCATENATED MODULE: ./src/gate/inputs.ts










const NOT_LATIN1 = /[^\u0000-\u00ff]/;
const WHITESPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f-\u009f]/;
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;
function readQuoteToken(text) {
    if (ids/* CONTROL_CHARACTER */.gW.test(text)) {
        throw new InputError(gate_names/* Input */.pd.QuoteToken, 'contains control characters; paste the token exactly as the console shows it.');
    }
    return text || undefined;
}
function readConfig(readInput, env = process.env) {
    const notices = [];
    const warnings = [];
    const read = (name) => readInput(name).trim();
    const readOrDefault = (name) => read(name) || gate_names/* InputDefault */.YJ[name];
    const apiKey = readApiKey(read(gate_names/* Input */.pd.ApiKey), warnings);
    const baseUrl = readBaseUrl(read(gate_names/* Input */.pd.BaseUrl), notices);
    const targets = readTargets(readIds(gate_names/* Input */.pd.ProjectId, read(gate_names/* Input */.pd.ProjectId)), readIds(gate_names/* Input */.pd.RunId, read(gate_names/* Input */.pd.RunId)), notices);
    const quoteToken = readQuoteToken(read(gate_names/* Input */.pd.QuoteToken));
    const repeatText = readOrDefault(gate_names/* Input */.pd.Repeat);
    const passIfExpression = read(gate_names/* Input */.pd.PassIf) || undefined;
    const wait = readBoolean(gate_names/* Input */.pd.Wait, readOrDefault(gate_names/* Input */.pd.Wait));
    const timeoutMs = readDuration(gate_names/* Input */.pd.Timeout, readOrDefault(gate_names/* Input */.pd.Timeout), 1);
    const pollIntervalMs = readPollInterval(readOrDefault(gate_names/* Input */.pd.PollInterval), timeoutMs, warnings);
    const githubToken = read(gate_names/* Input */.pd.GithubToken) || undefined;
    const attest = readBoolean(gate_names/* Input */.pd.Attest, readOrDefault(gate_names/* Input */.pd.Attest));
    if (attest)
        checkCanAttest(githubToken, env);
    const reuse = read(gate_names/* Input */.pd.Reuse);
    const reuseMs = reuse === '' ? undefined : readDuration(gate_names/* Input */.pd.Reuse, reuse, 1000, MAX_REUSE_MS);
    tellWhatReuseDoes(reuseMs, targets, passIfExpression !== undefined && !wait, { notices, warnings });
    const { signerWorkflow, sourceRefs } = readSigners(read, env);
    const paths = readPaths(read(gate_names/* Input */.pd.Paths), reuseMs, notices);
    return {
        config: {
            baseUrl,
            apiKey,
            targets,
            quoteToken,
            wait,
            timeoutMs,
            pollIntervalMs,
            failOnTimeout: readBoolean(gate_names/* Input */.pd.FailOnTimeout, readOrDefault(gate_names/* Input */.pd.FailOnTimeout)),
            comment: readBoolean(gate_names/* Input */.pd.Comment, readOrDefault(gate_names/* Input */.pd.Comment)),
            githubToken,
            passIfExpression,
            sequential: readSequential(readOrDefault(gate_names/* Input */.pd.Sequential), { repeatText, targets, wait, passIfExpression }),
            repeat: readRepeat(repeatText),
            failIfExpression: readFailIf(read(gate_names/* Input */.pd.FailIf), passIfExpression),
            ...readDrift(read(gate_names/* Input */.pd.DriftIf), readBoolean(gate_names/* Input */.pd.DriftIssue, readOrDefault(gate_names/* Input */.pd.DriftIssue)), passIfExpression),
            comparableOn: readComparableOn(read(gate_names/* Input */.pd.ComparableOn)),
            attest,
            reuseMs,
            paths,
            signerWorkflow,
            sourceRefs,
            denySelfHostedRunners: readBoolean(gate_names/* Input */.pd.DenySelfHostedRunners, readOrDefault(gate_names/* Input */.pd.DenySelfHostedRunners)),
            trustedRootPath: read(gate_names/* Input */.pd.TrustedRoot) || undefined
        },
        notices,
        warnings
    };
}
function tellWhatReuseDoes(reuseMs, targets, passIfUnjudged, { notices, warnings }) {
    if (reuseMs !== undefined && targets.every(target => target.runId !== undefined)) {
        notices.push('reuse is set, but run-id names the run to wait for: nothing is reused.');
    }
    if (!passIfUnjudged)
        return;
    const reuses = reuseMs !== undefined && targets.some(target => target.runId === undefined);
    warnings.push(!reuses
        ? 'pass-if is not evaluated with wait: false: the step does not wait for the run, so nothing is judged.'
        : 'With wait: false, pass-if only decides whether a signed certification is reused: a run that is started is ' +
            'not waited for, so it is not judged.');
}
function readPaths(text, reuseMs, notices) {
    const paths = parsePaths(text);
    if ('invalid' in paths)
        throw new InputError(gate_names/* Input */.pd.Paths, paths.invalid);
    if (paths.length > 0 && reuseMs === undefined)
        notices.push('paths is set, but reuse is empty: nothing is carried forward, and every change starts a run.');
    return paths;
}
function readSigners(read, env) {
    const signerText = read(gate_names/* Input */.pd.SignerWorkflow);
    const signerWorkflow = signerText === '' ? undefined : (0,signer_input/* parseSignerWorkflow */.p)(signerText, env['GITHUB_REPOSITORY'] ?? '');
    if (signerWorkflow !== undefined && 'invalid' in signerWorkflow)
        throw new InputError(gate_names/* Input */.pd.SignerWorkflow, signerWorkflow.invalid);
    const sourceRefs = (0,signer_input/* parseSourceRefs */.x)(read(gate_names/* Input */.pd.SourceRef));
    if ('invalid' in sourceRefs)
        throw new InputError(gate_names/* Input */.pd.SourceRef, sourceRefs.invalid);
    return { signerWorkflow, sourceRefs };
}
const MAX_REUSE_MS = 3650 * 86_400_000;
function checkCanAttest(githubToken, env) {
    if (!env['ACTIONS_ID_TOKEN_REQUEST_URL']) {
        throw new InputError(gate_names/* Input */.pd.Attest, `is true, but this job cannot request an OIDC token to sign with (ACTIONS_ID_TOKEN_REQUEST_URL is not set). ` +
            `Add this line to the job (YAML, as it stands): ${gate_names/* ATTEST_PERMISSIONS */.zE}`);
    }
    if (githubToken === undefined) {
        throw new InputError(gate_names/* Input */.pd.Attest, 'is true, but github-token is empty: the attestation is stored with GitHub using that token. Leave ' +
            'github-token at its default.');
    }
}
async function readInputs(readInput, env = process.env) {
    const result = await withPassIf(readConfig(readInput, env));
    const { config, notices } = result;
    const readsCertifications = config.reuseMs !== undefined || (0,variables/* readsBase */.Nb)(config) || config.driftIssue;
    const narrowing = [
        config.signerWorkflow !== undefined && gate_names/* Input */.pd.SignerWorkflow,
        config.sourceRefs.length > 0 && gate_names/* Input */.pd.SourceRef,
        config.denySelfHostedRunners && gate_names/* Input */.pd.DenySelfHostedRunners,
        config.trustedRootPath !== undefined && gate_names/* Input */.pd.TrustedRoot
    ].filter(name => name !== false);
    if (config.comparableOn.length > 0 && !(0,variables/* readsBase */.Nb)(config))
        notices.push('comparable-on is set, but pass-if and fail-if read no base: it changes nothing here.');
    if (!readsCertifications && narrowing.length > 0) {
        const signs = config.attest ? ' (what attest: true signs is signed as this workflow, whatever they say)' : '';
        notices.push(`${narrowing.join(', ')} ${narrowing.length === 1 ? 'applies' : 'apply'} only to the signed certifications ` +
            `that reuse, or base in a judged pass-if, read, and this step reads none: ` +
            `${narrowing.length === 1 ? 'it changes' : 'they change'} nothing here${signs}.`);
    }
    return result;
}
async function withPassIf(result) {
    const { config } = result;
    const expression = config.passIfExpression;
    const judgedHere = expression !== undefined && (config.wait || config.reuseMs !== undefined);
    const passIf = judgedHere ? await compileGateExpression(gate_names/* Input */.pd.PassIf, expression) : undefined;
    const compiled = async (input, text) => !judgedHere || text === undefined ? undefined : await compileGateExpression(input, text);
    const failIf = await compiled(gate_names/* Input */.pd.FailIf, config.failIfExpression);
    const driftIf = await compiled(gate_names/* Input */.pd.DriftIf, config.driftIfExpression);
    refuseBesideRepeat(config, [
        [gate_names/* Input */.pd.PassIf, passIf],
        [gate_names/* Input */.pd.FailIf, failIf],
        [gate_names/* Input */.pd.DriftIf, driftIf]
    ]);
    if (config.sequential)
        refuseUnboundedByLooks([
            [gate_names/* Input */.pd.PassIf, passIf],
            [gate_names/* Input */.pd.FailIf, failIf]
        ]);
    return judgedHere ? { ...result, config: { ...config, passIf, failIf, driftIf } } : result;
}
async function compileGateExpression(input, expression) {
    const { compilePassIf, PassIfSyntaxError } = await __nccwpck_require__.e(/* import() */ 353).then(__nccwpck_require__.bind(__nccwpck_require__, 68353));
    let compiled;
    try {
        const { judged, maps, strings, typed } = variables/* EXPRESSION_VARIABLES */.Rw;
        compiled = await compilePassIf(expression, judged, maps, strings, typed);
    }
    catch (error) {
        if (error instanceof PassIfSyntaxError)
            throw new InputError(input, error.message);
        throw error;
    }
    const unknown = (0,figures_missing/* unknownFigure */.T)(compiled);
    if (unknown !== undefined)
        throw new InputError(input, unknown);
    return compiled;
}
function readComparableOn(text) {
    if (text === '')
        return [];
    const names = text.split(/[,\n]/).map(name => name.trim());
    const bad = names.find(name => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name));
    if (bad === '')
        throw new InputError(gate_names/* Input */.pd.ComparableOn, 'has an empty name: write field names with one comma between.');
    if (bad !== undefined)
        throw new InputError(gate_names/* Input */.pd.ComparableOn, `names ${(0,lib_text/* inertText */.UJ)(bad, 80)}, which is not a field name: write top-level run-record fields (scanner_version), ` +
            `letters, digits and _, comma-separated.`);
    return [...new Set(names)];
}
function readPollInterval(text, timeoutMs, warnings) {
    const pollIntervalMs = readDuration(gate_names/* Input */.pd.PollInterval, text, config/* MIN_POLL_INTERVAL_MS */.WW);
    if (pollIntervalMs > timeoutMs) {
        warnings.push(`poll-interval (${pollIntervalMs / 1000}s) is longer than timeout (${timeoutMs / 1000}s): the run is polled ` +
            `at most once or twice.`);
    }
    return pollIntervalMs;
}
function readDrift(text, driftIssue, passIfExpression) {
    if (text === '')
        return { driftIssue };
    if (!driftIssue)
        throw new InputError(gate_names/* Input */.pd.DriftIf, 'is set, but drift-issue is false: drift-if says when to open the drift issue though the run passed, and ' +
            'without drift-issue nothing would be opened. Set drift-issue: true (with permissions: issues: write), or ' +
            'leave drift-if empty.');
    if (passIfExpression === undefined)
        throw new InputError(gate_names/* Input */.pd.DriftIf, 'is set, but pass-if is empty: pass-if decides the night (and what is signed as the default branch), drift-if ' +
            'only what is said of it. Set pass-if to the bar the default branch must clear, e.g. run.trust_score >= 80.');
    return { driftIssue, driftIfExpression: text };
}
function readFailIf(text, passIfExpression) {
    if (text !== '' && passIfExpression === undefined)
        throw new InputError(gate_names/* Input */.pd.FailIf, 'is set, but pass-if is empty: fail-if says when a gate fails, pass-if when it passes, and the two together ' +
            'leave what neither says inconclusive. Set pass-if too.');
    return text || undefined;
}
function readApiKey(value, warnings) {
    if (value === '') {
        throw new InputError(gate_names/* Input */.pd.ApiKey, 'is empty. Pass the key from a secret: `api-key: ${{ secrets.CERTIFICATION_API_KEY }}`. ' +
            'Pull requests from forks get no secrets, so the key is empty there: the gate fails on purpose, ' +
            "because a skipped required check would count as passed; certify a fork's change from a branch of the " +
            'repository. ' +
            'Pull requests opened by Dependabot get Dependabot secrets, not Actions secrets: add the same secret under ' +
            'Settings, Secrets and variables, Dependabot.');
    }
    if (NOT_LATIN1.test(value)) {
        throw new InputError(gate_names/* Input */.pd.ApiKey, 'contains a character that cannot be sent in an HTTP header (outside Latin-1), such as a curly quote or a ' +
            'dash pasted from a chat or a document. ' +
            'Copy the key again from the console (Settings, Environments) into the secret.');
    }
    if (WHITESPACE_OR_CONTROL.test(value)) {
        throw new InputError(gate_names/* Input */.pd.ApiKey, 'contains whitespace or control characters. Copy the key again from the console (Settings, Environments) into ' +
            'the secret, as one line.');
    }
    if (!/^.+_sk_.+$/.test(value)) {
        warnings.push("api-key does not look like '<service>_sk_<secret>': check that the secret holds the API key itself.");
    }
    return value;
}
function readBaseUrl(value, notices) {
    if (value === '')
        throw new InputError(gate_names/* Input */.pd.BaseUrl, 'is empty. Set it to the service URL of your environment, e.g. https://api.example.com/v1.');
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw new InputError(gate_names/* Input */.pd.BaseUrl, 'is not an absolute URL. Write it in full, e.g. https://api.example.com/v1.');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new InputError(gate_names/* Input */.pd.BaseUrl, `must be an https URL, not ${url.protocol}.`);
    }
    if (url.protocol === 'http:' && !LOOPBACK_HOST.test(url.hostname)) {
        throw new InputError(gate_names/* Input */.pd.BaseUrl, 'uses plain http to a remote host, which would send the API key unencrypted. Use https (plain http is allowed ' +
            'only for localhost, 127.0.0.0/8 and [::1]).');
    }
    if (url.username !== '' || url.password !== '') {
        throw new InputError(gate_names/* Input */.pd.BaseUrl, 'must not carry credentials; the API key goes in api-key.');
    }
    if (url.search !== '' || url.hash !== '') {
        throw new InputError(gate_names/* Input */.pd.BaseUrl, 'must not have a query or fragment; give the service root, e.g. https://api.example.com/v1.');
    }
    const { root, versionAdded } = serviceRoot(url);
    if (versionAdded)
        notices.push(`base-url has no version segment: using ${root}.`);
    return root;
}
function readTargets(projectIds, runIds, notices) {
    if (projectIds.length === 0 && runIds.length === 0) {
        throw new InputError(`${gate_names/* Input */.pd.ProjectId}' or '${gate_names/* Input */.pd.RunId}`, 'neither is set. Set project-id to start a certification run, or run-id to wait for one that already exists.');
    }
    if (runIds.length === 0)
        return projectIds.map(projectId => ({ projectId }));
    if (projectIds.length === 1 && runIds.length === 1) {
        notices.push(`Both run-id and project-id are set: waiting for run ${runIds[0]}; project ${projectIds[0]} is only shown.`);
        return [{ projectId: projectIds[0], runId: runIds[0] }];
    }
    if (projectIds.length > 0)
        notices.push('Both run-id and project-id are set: waiting for the runs in run-id; project-id is not used.');
    return runIds.map(runId => ({ runId }));
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
// EXTERNAL MODULE: ./src/github/events.ts
var events = __nccwpck_require__(4254);
;// CONCATENATED MODULE: ./src/github/context.ts


function readGitHubContext(env = process.env) {
    const serverUrl = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '');
    const apiUrl = (env['GITHUB_API_URL'] || 'https://api.github.com').replace(/\/+$/, '');
    const repository = env['GITHUB_REPOSITORY'] || undefined;
    const eventName = env['GITHUB_EVENT_NAME'] || undefined;
    const payload = readEvent(env['GITHUB_EVENT_PATH']);
    const pullRequest = objectAt(payload, 'pull_request');
    const mergeGroup = eventName === 'merge_group' ? objectAt(payload, 'merge_group') : undefined;
    const context = { eventName, repository, serverUrl, apiUrl };
    const number = pullRequest?.['number'];
    if (pullRequest !== undefined && typeof number === 'number' && Number.isSafeInteger(number)) {
        context.pullRequest = { number, url: stringAt(pullRequest, 'html_url') };
    }
    if (mergeGroup !== undefined) {
        context.mergeGroup = { headRef: stringAt(mergeGroup, 'head_ref'), baseRef: stringAt(mergeGroup, 'base_ref') };
    }
    const meaning = (0,events/* meaningOf */.Pr)(eventName);
    context.commit = workflowCommit(env, payload, meaning);
    const sha = env['GITHUB_SHA'];
    if (sha !== undefined && isSha(sha))
        context.workflowSha = sha;
    const tree = meaning.headCommit === undefined ? undefined : headTree(objectAtPath(payload, meaning.headCommit), sha);
    if (tree !== undefined)
        context.workflowTree = tree.toLowerCase();
    const baseSha = meaning.base === undefined
        ? undefined
        : meaning.base.commit === 'GITHUB_SHA'
            ? env['GITHUB_SHA']
            : stringAtPath(payload, meaning.base.commit);
    if (baseSha !== undefined && isSha(baseSha))
        context.baseCommit = baseSha;
    const baseRef = meaning.base === undefined ? undefined : stringAtPath(payload, meaning.base.branch);
    if (baseRef !== undefined)
        context.baseBranch = baseRef.replace(/^refs\/heads\//, '');
    const defaultBranch = stringAt(objectAt(payload, 'repository'), 'default_branch');
    if (defaultBranch !== undefined)
        context.defaultBranch = defaultBranch;
    if (env['GITHUB_REF'])
        context.ref = env['GITHUB_REF'];
    if (env['GITHUB_WORKFLOW_REF'])
        context.workflowRef = env['GITHUB_WORKFLOW_REF'];
    if (env['RUNNER_TEMP'])
        context.runnerTemp = env['RUNNER_TEMP'];
    const actionRepository = env['GITHUB_ACTION_REPOSITORY'];
    const actionRef = env['GITHUB_ACTION_REF'];
    if (actionRepository && /^[\w.-]+\/[\w.-]+$/.test(actionRepository) && actionRef && /^[\w./-]+$/.test(actionRef)) {
        context.actionReadmeUrl = `${serverUrl}/${actionRepository}/blob/${encodeURI(actionRef)}/README.md`;
    }
    const runId = env['GITHUB_RUN_ID'];
    if (repository !== undefined && runId)
        context.workflowRunUrl = `${serverUrl}/${repository}/actions/runs/${encodeURIComponent(runId)}`;
    return context;
}
function headTree(head, sha) {
    const id = stringAt(head, 'id');
    const tree = stringAt(head, 'tree_id');
    return sha !== undefined && id?.toLowerCase() === sha.toLowerCase() && tree !== undefined && isSha(tree)
        ? tree
        : undefined;
}
function workflowCommit(env, payload, meaning) {
    const named = meaning.commit === undefined ? undefined : stringAtPath(payload, meaning.commit.path);
    if (meaning.commit !== undefined && named !== undefined && isSha(named))
        return { sha: named, source: meaning.commit.source };
    const sha = env['GITHUB_SHA'];
    return sha !== undefined && isSha(sha) ? { sha, source: 'workflow' } : undefined;
}
function readEvent(path) {
    if (!path)
        return undefined;
    try {
        const parsed = JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'));
        return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
            ? parsed
            : undefined;
    }
    catch {
        return undefined;
    }
}
function objectAt(value, key) {
    const inner = value?.[key];
    return inner !== null && typeof inner === 'object' && !Array.isArray(inner)
        ? inner
        : undefined;
}
function objectAtPath(value, path) {
    return path.reduce((inner, key) => objectAt(inner, key), value);
}
function stringAtPath(value, path) {
    return stringAt(objectAtPath(value, path.slice(0, -1)), path[path.length - 1]);
}
function stringAt(value, key) {
    const inner = value?.[key];
    return typeof inner === 'string' && inner !== '' ? inner : undefined;
}
const isSha = (text) => /^[0-9a-f]{7,64}$/i.test(text);

// EXTERNAL MODULE: ./src/lib/runtime.ts
var runtime = __nccwpck_require__(89067);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(77598);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __nccwpck_require__(44942);
// EXTERNAL MODULE: ./src/http/errors.ts
var errors = __nccwpck_require__(58549);
// EXTERNAL MODULE: external "node:dns"
var external_node_dns_ = __nccwpck_require__(40610);
// EXTERNAL MODULE: ./src/lib/errors.ts
var lib_errors = __nccwpck_require__(97268);
;// CONCATENATED MODULE: ./src/http/link.ts
class PeerLink {
    connectionBudgetMs;
    answeredOnce = false;
    holdUntilMs = 0;
    constructor(connectionBudgetMs) {
        this.connectionBudgetMs = connectionBudgetMs;
    }
    get answered() {
        return this.answeredOnce;
    }
    noteAnswer() {
        this.answeredOnce = true;
    }
    holdFor(ms, nowMs) {
        this.holdUntilMs = Math.max(this.holdUntilMs, nowMs + ms);
    }
    holdLeftMs(nowMs) {
        return Math.max(0, this.holdUntilMs - nowMs);
    }
}
const CONNECTION_BUDGET_MS = 60_000;

// EXTERNAL MODULE: ./src/http/network.ts
var network = __nccwpck_require__(76782);
;// CONCATENATED MODULE: ./src/http/exchange.ts







const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
const REQUEST_LINES_KEPT = 200;
class HttpPeer {
    peer;
    link;
    options;
    maxBodyBytes;
    requestCount = 0;
    requestLines = [];
    constructor(options) {
        this.options = options;
        this.maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
        this.link = options.link ?? new PeerLink(CONNECTION_BUDGET_MS);
        this.peer = {
            name: options.name,
            setting: options.setting,
            destination: (0,network/* destinationOf */.My)(options.baseUrl, (0,lib/* getProxyUrl */.s_)(options.baseUrl) || undefined)
        };
    }
    async exchange(request, limits) {
        if (limits.signal.aborted)
            throw (0,lib_errors/* abortReason */.Js)(limits.signal);
        const requestSignal = AbortSignal.any([limits.signal, AbortSignal.timeout(Math.max(1, limits.timeoutMs))]);
        let connectionMade = false;
        const connection = watchConnection(() => (connectionMade = true));
        const { refusedAddress } = this.options;
        const handlers = [abortWith(requestSignal), connection];
        if (refusedAddress !== undefined)
            handlers.push(refuseWhenResolvedTo(refusedAddress));
        const client = new lib/* HttpClient */.Qq(this.options.userAgent, handlers, {
            allowRedirects: false,
            socketTimeout: Math.max(1, limits.timeoutMs),
            keepAlive: false
        });
        const headers = { ...request.headers };
        if (request.body !== undefined)
            headers['content-type'] = 'application/json';
        this.requestCount += 1;
        const startedAt = performance.now();
        const outcome = (what) => this.noteRequest(request, limits.attempt, what, startedAt);
        try {
            const response = await client.request(request.method, request.url, request.body ?? null, headers);
            this.link.noteAnswer();
            const status = response.message.statusCode ?? 0;
            const bytes = await this.readBody(response.message, requestSignal, request, request.maxBodyBytes ?? this.maxBodyBytes);
            outcome(`HTTP ${status}`);
            return { status, headers: response.message.headers, bytes };
        }
        catch (error) {
            const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'failed';
            if (limits.signal.aborted) {
                outcome('cancelled');
                throw (0,lib_errors/* abortReason */.Js)(limits.signal);
            }
            if (error instanceof errors/* ApiError */.h) {
                outcome(error.status === undefined ? 'unreadable' : `HTTP ${error.status}, unreadable`);
                throw error;
            }
            outcome(requestSignal.aborted ? 'no answer in time' : code);
            throw (0,network/* networkFailure */.rd)(error, request.subject, this.peer, requestSignal.aborted ? limits.timeoutMs : undefined, this.link.answered, connectionMade);
        }
        finally {
            client.dispose();
        }
    }
    noteRequest(request, attempt, what, startedAt) {
        const line = `${request.method} ${(0,lib_text/* inertText */.UJ)(request.shownAs, 200)} (attempt ${attempt ?? 1}): ${what} in ` +
            `${Math.round(performance.now() - startedAt)} ms`;
        this.options.logger?.debug(line);
        this.requestLines.push(line);
        if (this.requestLines.length > REQUEST_LINES_KEPT)
            this.requestLines.shift();
    }
    async readBody(message, signal, request, maxBodyBytes) {
        const chunks = [];
        let size = 0;
        const destroyOnAbort = () => message.destroy((0,lib_errors/* abortReason */.Js)(signal));
        signal.addEventListener('abort', destroyOnAbort, { once: true });
        try {
            for await (const chunk of message) {
                size += chunk.length;
                if (size > maxBodyBytes) {
                    message.destroy();
                    throw new errors/* ApiError */.h(`${(0,network/* capitalized */.l2)(this.peer.name)}'s answer while ${request.subject} is larger than ${maxBodyBytes} bytes; ` +
                        `it was not read.`, { kind: request.tooLarge === 'refuse' ? 'protocol' : 'transient', status: message.statusCode });
                }
                chunks.push(chunk);
            }
        }
        finally {
            signal.removeEventListener('abort', destroyOnAbort);
        }
        return Buffer.concat(chunks);
    }
}
function watchConnection(onConnect) {
    return preparing(options => {
        const { agent } = options;
        if (agent === undefined || agent === null || typeof agent !== 'object')
            return;
        options.agent = new Proxy(agent, {
            get(target, property) {
                const value = Reflect.get(target, property, target);
                if (property !== 'addRequest' || typeof value !== 'function') {
                    return typeof value === 'function' ? value.bind(target) : value;
                }
                return (request, ...rest) => {
                    request.once('socket', (socket) => {
                        if (socket.encrypted === true)
                            socket.once('secureConnect', onConnect);
                        else if (socket.connecting)
                            socket.once('connect', onConnect);
                        else
                            onConnect();
                    });
                    return value.call(target, request, ...rest);
                };
            }
        });
    });
}
function refuseWhenResolvedTo(refused) {
    const lookup = (hostname, options, callback) => (0,external_node_dns_.lookup)(hostname, { ...options, all: true }, (error, found) => {
        const addresses = found ?? [];
        const bad = error === null ? addresses.find(({ address }) => refused(address)) : undefined;
        if (bad !== undefined) {
            const refusal = Object.assign(new Error(`${hostname} resolved to ${bad.address}`), {
                code: network/* REFUSED_ADDRESS */.wX,
                address: bad.address
            });
            callback(refusal, options.all === true ? [] : '', undefined);
        }
        else if (error !== null || options.all === true)
            callback(error, addresses);
        else
            callback(null, addresses[0].address, addresses[0].family);
    });
    return preparing(options => {
        options.lookup = lookup;
    });
}
function abortWith(signal) {
    return preparing(options => {
        options.signal = signal;
        if (typeof options.host === 'string')
            options.host = options.host.replace(/^\[(.*)\]$/, '$1');
        if (typeof options.hostname === 'string')
            options.hostname = options.hostname.replace(/^\[(.*)\]$/, '$1');
    });
}
function preparing(prepareRequest) {
    return {
        prepareRequest,
        canHandleAuthentication: () => false,
        handleAuthentication: () => Promise.reject(new Error('not used'))
    };
}

// EXTERNAL MODULE: ./src/lib/json.ts
var json = __nccwpck_require__(18453);
;// CONCATENATED MODULE: ./src/service/failures.ts





function failureForStatus(answer, endpoint, destination, now) {
    const { status } = answer;
    const { subject } = endpoint;
    const said = serviceMessage(answer.body);
    const saidSuffix = said === '' ? '' : `: ${said}`;
    const where = `base-url (${destination.baseUrl})`;
    if (status === lib/* HttpCodes */.Hv.Unauthorized) {
        return new errors/* ApiError */.h(`The service rejected the API key (HTTP 401) while ${subject}${saidSuffix}`, {
            kind: 'auth',
            status,
            hint: `API keys are scoped to one environment: check that ${where} is the host of the environment the key was ` +
                `created in ` +
                '(console: Settings, Environments), and that the secret holds the whole key.'
        });
    }
    if (endpoint.billing !== undefined && (status === lib/* HttpCodes */.Hv.PaymentRequired || status === lib/* HttpCodes */.Hv.Forbidden)) {
        return billingFailure(status, subject, saidSuffix, endpoint.billing.quoteTokenGiven);
    }
    if (status === lib/* HttpCodes */.Hv.Forbidden) {
        return new errors/* ApiError */.h(`The service refused access (HTTP 403) while ${subject}${saidSuffix}`, {
            kind: 'forbidden',
            status,
            hint: `Check that the key, made for the environment of ${where}, may read this run.`
        });
    }
    if (status === lib/* HttpCodes */.Hv.NotFound) {
        return new errors/* ApiError */.h(`${endpoint.notFound.what} was not found (HTTP 404)${saidSuffix}`, {
            kind: 'not-found',
            status,
            hint: `Check ${endpoint.notFound.input}, and that ${where} is the environment it belongs to.`
        });
    }
    if (status >= lib/* HttpCodes */.Hv.MultipleChoices && status < lib/* HttpCodes */.Hv.BadRequest)
        return redirectFailure(answer, subject);
    if ((0,network/* isTransientStatus */.Dm)(status)) {
        return new errors/* ApiError */.h(`The service answered HTTP ${status} while ${subject}${saidSuffix}`, {
            kind: 'transient',
            status,
            retryAfterMs: (0,network/* parseRetryAfter */.mu)(answer.headers['retry-after'], now),
            notActedOn: status === lib/* HttpCodes */.Hv.TooManyRequests || status === lib/* HttpCodes */.Hv.ServiceUnavailable,
            said: said === '' ? undefined : said,
            hint: status === lib/* HttpCodes */.Hv.TooManyRequests ? TOO_MANY_REQUESTS_HINT : SERVICE_FAULT_HINT
        });
    }
    return new errors/* ApiError */.h(`The service rejected the request (HTTP ${status}) while ${subject}${saidSuffix}`, {
        kind: 'rejected',
        status,
        hint: said === ''
            ? 'The service would not take the request as sent, and did not say why: check project-id, run-id and base-url.'
            : 'The service would not take the request as sent; what it said is above. Check the inputs it names.'
    });
}
function redirectFailure(answer, subject) {
    const location = (0,lib_text/* inertText */.UJ)(String(answer.headers.location ?? 'nowhere'), 200);
    return new errors/* ApiError */.h(`The service answered ${subject} with a redirect (HTTP ${answer.status}) to ${location}.`, {
        kind: 'protocol',
        status: answer.status,
        hint: 'Redirects are not followed, so the API key is only ever sent to base-url: set base-url to the address ' +
            'the service redirects to.'
    });
}
const SERVICE_FAULT_HINT = 'The service is failing, not the agent: nothing in the change needs fixing. Once it recovers, run the job again. ' +
    "If the outage outlasts what a merge can wait, see the README's question on the service being down (the ruleset's " +
    'bypass list).';
const TOO_MANY_REQUESTS_HINT = 'The service is limiting requests (HTTP 429), which says nothing about the agent: nothing in the change needs ' +
    'fixing. Re-run the job later.';
function billingFailure(status, subject, saidSuffix, quoteTokenGiven) {
    return quoteTokenGiven
        ? new errors/* ApiError */.h(`The service refused the quote token (HTTP ${status}) while ${subject}${saidSuffix}`, {
            kind: 'billing',
            status,
            hint: 'Get a fresh quote token in the console, or start the run in the console and pass its id as run-id.'
        })
        : new errors/* ApiError */.h(`The service refused to start a run without a quote token (HTTP ${status}) while ${subject}${saidSuffix}`, {
            kind: 'billing',
            status,
            hint: 'Organizations that are not billing-exempt need a quote token to start a run through the API, and quote ' +
                'tokens ' +
                'are only issued to console sessions. Get a quote token in the console and pass it as quote-token, or ' +
                'start the ' +
                'run in the console and pass its id as run-id.'
        });
}
function serviceMessage(body) {
    const parsed = (0,json/* parseObject */.lj)(body);
    return (parsed === undefined ? undefined : (0,json/* explanationOf */.pg)(parsed)) ?? (0,lib_text/* inertText */.UJ)(body);
}

;// CONCATENATED MODULE: ./src/service/client.ts









const ENDPOINTS = {
    startRun: (projectId, quoteTokenGiven) => ({
        method: 'POST',
        path: `/attestation/projects/${(0,ids/* pathSegment */.pn)(projectId)}/start`,
        subject: `starting a run for project '${(0,lib_text/* inertText */.UJ)(projectId)}'`,
        notFound: { what: `Project '${(0,lib_text/* inertText */.UJ)(projectId)}'`, input: 'project-id' },
        billing: { quoteTokenGiven }
    }),
    getRun: (runId) => ({
        method: 'GET',
        path: `/attestation/runs/${(0,ids/* pathSegment */.pn)(runId)}`,
        subject: `polling run '${(0,lib_text/* inertText */.UJ)(runId)}'`,
        notFound: { what: `Run '${(0,lib_text/* inertText */.UJ)(runId)}'`, input: 'run-id' }
    })
};
class CertificationClient {
    options;
    http;
    constructor(options) {
        this.options = options;
        this.http = new HttpPeer({
            name: 'the service',
            setting: 'base-url',
            baseUrl: options.baseUrl,
            userAgent: options.userAgent,
            link: options.link,
            logger: options.logger,
            maxBodyBytes: options.maxBodyBytes
        });
    }
    get requestLines() {
        return this.http.requestLines;
    }
    async startRun(projectId, start, limits) {
        const { record, shown, answer } = await this.requestRecord({
            endpoint: ENDPOINTS.startRun(projectId, start.quoteToken !== undefined),
            body: start.quoteToken === undefined ? undefined : JSON.stringify({ quote_token: start.quoteToken }),
            headers: { 'idempotency-key': start.idempotencyKey }
        }, limits);
        const runId = record['run_id'];
        if (runId === undefined) {
            throw new errors/* ApiError */.h(`The service accepted the start for project '${(0,lib_text/* inertText */.UJ)(projectId)}' (HTTP ${answer.status}) but its ` +
                `answer has no run_id.`, {
                kind: 'protocol',
                status: answer.status
            });
        }
        const unusable = (0,ids/* unusableIdReason */.Rh)(runId);
        if (unusable !== undefined) {
            const given = typeof runId === 'string' ? (0,lib_text/* quotedValue */.A0)(runId) : (0,lib_text/* inertText */.UJ)(JSON.stringify(runId) ?? String(runId), 80);
            throw new errors/* ApiError */.h(`The service accepted the start for project '${(0,lib_text/* inertText */.UJ)(projectId)}' (HTTP ${answer.status}) but returned ` +
                `a run id that cannot be used, ${given}: ${unusable}. Nothing was polled.`, { kind: 'protocol', status: answer.status });
        }
        return { runId: runId, record, shown, bodySha256: answer.bodySha256 };
    }
    async getRun(runId, limits) {
        const { record, shown, answer } = await this.requestRecord({ endpoint: ENDPOINTS.getRun(runId) }, limits);
        const answeredFor = record['run_id'];
        if (answeredFor !== undefined && String(answeredFor) !== runId) {
            throw new errors/* ApiError */.h(`The service answered the poll of run ${(0,lib_text/* quotedValue */.A0)(runId)} with the record of another run, ` +
                `${(0,lib_text/* quotedValue */.A0)(String(answeredFor))}. ` +
                'An answer about another run never counts.', {
                kind: 'protocol',
                status: answer.status,
                hint: 'Check base-url, and any proxy or cache between the runner and the service.'
            });
        }
        return { record, shown, bodySha256: answer.bodySha256 };
    }
    async requestRecord(request, limits) {
        const answer = await this.exchange(request, limits);
        if (answer.status < lib/* HttpCodes */.Hv.OK || answer.status >= lib/* HttpCodes */.Hv.MultipleChoices) {
            const shown = { ...answer, body: this.options.redact(answer.body) };
            throw failureForStatus(shown, request.endpoint, this.http.peer.destination, (this.options.clock ?? runtime/* systemClock */.ml).now());
        }
        const record = this.parseRecord(answer, request.endpoint);
        return {
            record,
            shown: (0,lib_text/* redactDeep */.KL)(record, this.options.redact),
            bodySha256: answer.bodySha256,
            answer
        };
    }
    parseRecord(answer, endpoint) {
        const parsed = (0,json/* parseObject */.lj)(answer.body);
        if (parsed === undefined) {
            throw new errors/* ApiError */.h(`The service answered ${endpoint.subject} with HTTP ${answer.status} but not a JSON object` +
                (answer.body.trim() === '' ? ' (empty body).' : `: ${(0,lib_text/* inertText */.UJ)(this.options.redact(answer.body), 120)}`), { kind: 'transient', status: answer.status });
        }
        return parsed;
    }
    async exchange(request, limits) {
        const { endpoint } = request;
        const answer = await this.http.exchange({
            method: endpoint.method,
            url: `${this.options.baseUrl}${endpoint.path}`,
            headers: { authorization: `Bearer ${this.options.apiKey}`, accept: 'application/json', ...request.headers },
            body: request.body,
            subject: endpoint.subject,
            shownAs: endpoint.path
        }, limits);
        return {
            status: answer.status,
            headers: answer.headers,
            body: answer.bytes.toString('utf8'),
            bodySha256: (0,external_node_crypto_.createHash)('sha256').update(answer.bytes).digest('hex')
        };
    }
}

// EXTERNAL MODULE: ./src/service/run-status.ts
var run_status = __nccwpck_require__(36805);
;// CONCATENATED MODULE: ./src/gate/plan/open-gate.ts




function openGate(config, deps, judgeWithin) {
    const namesBase = (0,variables/* readsBase */.Nb)(config) || config.driftIssue;
    const deadline = deps.deadline ?? new runtime/* Deadline */.B2(deps.clock, config.timeoutMs);
    const runOver = new AbortController();
    let running = false;
    let base;
    let markWaiting = () => { };
    const waiting = new Promise(resolve => (markWaiting = () => resolve('waiting')));
    const patience = {
        onWaiting: () => markWaiting(),
        deadline,
        signal: deps.signal,
        intervalMs: Math.max(config.pollIntervalMs, BASE_LOOK_MIN_INTERVAL_MS),
        timeoutMs: config.timeoutMs,
        runGoesOn: () => running,
        runOver: runOver.signal
    };
    return {
        config,
        deps,
        deadline,
        several: (0,results/* several */.J$)(config.repeat),
        base: projectId => namesBase
            ? (base ??= __nccwpck_require__.e(/* import() */ 304).then(__nccwpck_require__.bind(__nccwpck_require__, 74304)).then(({ lookUpBase }) => lookUpBase(projectId, deps.memory, deps.logger, patience, baseChoice(deps.github))))
            : undefined,
        baseUnlessWaiting(projectId) {
            const seen = this.base(projectId);
            return seen === undefined ? Promise.resolve(undefined) : Promise.race([seen, waiting]);
        },
        async whileRunning(wait) {
            running = true;
            try {
                return await wait();
            }
            finally {
                running = false;
                runOver.abort();
            }
        },
        judge: judgeWithin(deadline)
    };
}
function baseChoice(github) {
    if ((0,events/* meaningOf */.Pr)(github.eventName).base?.pick === 'newest')
        return { pick: 'newest' };
    const { defaultBranch } = github;
    return defaultBranch === undefined
        ? { pick: 'first-or-scheduled' }
        : { pick: 'first-or-scheduled', scheduledRef: `refs/heads/${defaultBranch}` };
}
const BASE_LOOK_MIN_INTERVAL_MS = 5_000;

// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __nccwpck_require__(28902);
;// CONCATENATED MODULE: ./src/gate/plan/poll.ts







const LAST_POLL_MARGIN_MS = 500;
const PROGRESS_EVERY_MS = 60_000;
async function waitForRun(options) {
    const seen = { polls: 0, ...options.known };
    try {
        const state = await pollUntilOver(options, seen);
        return { ...seen, state };
    }
    catch (error) {
        return { ...seen, state: 'stopped', error };
    }
}
async function pollUntilOver(options, progress) {
    const { runId, deadline, signal, logger } = options;
    const clock = deadline.clock;
    const subject = `waiting for run '${(0,lib_text/* inertText */.UJ)(runId)}'`;
    let nextPollAt = clock.now() + options.firstPollDelayMs;
    let lastPollAt;
    let lastLineAt = clock.now();
    for (;;) {
        const latestPollAt = deadline.endsAt - LAST_POLL_MARGIN_MS;
        if (nextPollAt > latestPollAt) {
            if (lastPollAt !== undefined && latestPollAt - lastPollAt < config/* MIN_POLL_INTERVAL_MS */.WW)
                throw stillWorking(subject, progress);
            nextPollAt = Math.max(clock.now(), latestPollAt);
        }
        else if (nextPollAt + options.pollIntervalMs > latestPollAt && latestPollAt - nextPollAt < config/* MIN_POLL_INTERVAL_MS */.WW) {
            nextPollAt = latestPollAt;
        }
        for (let waitMs = nextPollAt - clock.now(); waitMs > 0; waitMs = nextPollAt - clock.now()) {
            const lineDueMs = lastLineAt + PROGRESS_EVERY_MS - clock.now();
            if (progress.status !== undefined && lineDueMs <= 0) {
                logger.info(stillLine(runId, progress.status, deadline));
                lastLineAt = clock.now();
                continue;
            }
            await clock.sleep(progress.status === undefined ? waitMs : Math.min(waitMs, lineDueMs), signal);
            if (signal.aborted)
                break;
        }
        if (signal.aborted)
            throw (0,lib_errors/* abortReason */.Js)(signal);
        const pollStartedAt = clock.now();
        lastPollAt = pollStartedAt;
        const answer = await pollOnce(options, progress, subject);
        const status = String(answer.record['status']);
        if (status !== progress.status) {
            logger.info(`Run ${(0,lib_text/* inertText */.UJ)(runId)}: status ${(0,lib_text/* inertText */.UJ)(status, 80)}.`);
            lastLineAt = clock.now();
        }
        else if (clock.now() - lastLineAt >= PROGRESS_EVERY_MS) {
            logger.info(stillLine(runId, status, deadline));
            lastLineAt = clock.now();
        }
        progress.status = status;
        progress.record = answer.record;
        progress.shown = answer.shown;
        progress.recordSha256 = answer.bodySha256;
        const state = (0,run_status/* runState */.HQ)(status);
        if (state !== 'working' || options.once)
            return state;
        nextPollAt = pollStartedAt + options.pollIntervalMs;
    }
}
function pollOnce(options, progress, subject) {
    const { client, runId, deadline, signal, logger } = options;
    return (0,retry/* withRetries */.LH)(async (timeoutMs, attempt) => {
        progress.polls += 1;
        const answer = await client.getRun(runId, { signal, timeoutMs, attempt });
        const status = answer.record['status'];
        if (typeof status !== 'string' || status.trim() === '') {
            progress.record = answer.record;
            progress.shown = answer.shown;
            progress.recordSha256 = answer.bodySha256;
            throw new errors/* ApiError */.h(`The service's answer while polling run '${(0,lib_text/* inertText */.UJ)(runId)}' has no status.`, {
                kind: 'transient'
            });
        }
        return answer;
    }, {
        deadline,
        signal,
        logger,
        random: options.random,
        link: options.link,
        subject,
        peer: 'the service',
        isRetryable: error => error.transient
    }).catch(error => {
        throw error instanceof errors/* DeadlineError */.j && progress.status !== undefined
            ? stillWorking(subject, progress, error)
            : error;
    });
}
function stillLine(runId, status, deadline) {
    return `Run ${(0,lib_text/* inertText */.UJ)(runId)} is still ${(0,lib_text/* inertText */.UJ)(status, 80)} after ${(0,duration/* formatDuration */.a)(deadline.elapsedMs())} (${(0,duration/* formatDuration */.a)(deadline.remainingMs())} left before timeout).`;
}
function stillWorking(subject, progress, cause) {
    const status = progress.status === undefined ? '' : ` The last status was ${(0,lib_text/* quotedValue */.A0)(progress.status)}.`;
    if (cause?.askedToWaitMs !== undefined)
        return new errors/* DeadlineError */.j(`${(0,lib_text/* asSentence */.KG)(cause.message)}${status}`, cause.lastError, cause.askedToWaitMs, cause.failedInARow);
    return (0,retry/* timeUp */.T1)(subject, cause?.lastError, status, cause?.failedInARow);
}

;// CONCATENATED MODULE: ./src/gate/plan/wait.ts



function waitForAll(gate, states) {
    const oneFailed = new AbortController();
    const signal = AbortSignal.any([gate.deps.signal, oneFailed.signal]);
    let going = states.length;
    return Promise.all(states.map(state => waitFor(gate, state, false, signal).then(outcome => {
        going -= 1;
        if (outcome.state !== 'stopped' && (0,run_status/* endedInFailure */.IY)(outcome.status) && !oneFailed.signal.aborted) {
            if (going > 0)
                gate.deps.logger.info(`Run ${(0,lib_text/* inertText */.UJ)(state.runId ?? '')} ended in failure, and every run counts: the others are not ` +
                    `waited for (they go on at the service).`);
            oneFailed.abort();
        }
        return outcome;
    })));
}
function waitFor(gate, state, once, signal = gate.deps.signal) {
    const { config, deps, deadline } = gate;
    const spreadMs = config.runId === undefined ? config.pollIntervalMs : (deps.firstPollSpreadMs ?? 0);
    return waitForRun({
        client: deps.client,
        runId: state.runId ?? '',
        pollIntervalMs: config.pollIntervalMs,
        firstPollDelayMs: Math.round(spreadMs * deps.random()),
        deadline,
        signal,
        logger: deps.logger,
        random: deps.random,
        known: state.seen,
        once,
        link: deps.link
    });
}

;// CONCATENATED MODULE: ./src/gate/plan/outage.ts



const OUTAGE_FAILURES_IN_A_ROW = 2;
function outageOf(error, context) {
    const doing = context.runId === undefined
        ? `starting a run for project '${(0,lib_text/* inertText */.UJ)(context.projectId ?? '')}'`
        : `waiting for run '${(0,lib_text/* inertText */.UJ)(context.runId)}'`;
    const picksUp = context.runId === undefined
        ? ''
        : ` Run ${(0,lib_text/* inertText */.UJ)(context.runId)} goes on at the service: re-run the job, or wait for this run in a later ` +
            `step with run-id: ${(0,lib_text/* inertText */.UJ)(context.runId)}.`;
    const unreachable = unreachableError(error);
    if (unreachable !== undefined) {
        return {
            reason: `The service at ${context.baseUrl} could not be reached while ${doing}, and may be down.`,
            hint: `${SERVICE_FAULT_HINT}${picksUp} If it is up, ${lowerFirst(unreachable.hint ?? 'check base-url.')} What ` +
                `the connection met: ${unreachable.message}`,
            serviceFailing: { baseUrl: context.baseUrl, unreachable: unreachable.message }
        };
    }
    if (!(error instanceof errors/* DeadlineError */.j))
        return undefined;
    const last = error.lastError instanceof errors/* ApiError */.h && error.lastError.kind === 'transient' ? error.lastError : undefined;
    if (last?.status === undefined || error.failedInARow < OUTAGE_FAILURES_IN_A_ROW)
        return undefined;
    const failed = last.status >= 400;
    const what = failed ? 'kept failing' : 'kept answering what the gate cannot read';
    const told = last.said ?? (failed ? undefined : (0,lib_text/* inertText */.UJ)(last.message, 300).replace(/\.$/, ''));
    return {
        reason: `The service at ${context.baseUrl} ${what} until the timeout while ${doing} (HTTP ${last.status}, ${error.failedInARow} times in a row${told === undefined ? '' : `: ${told}`}).`,
        hint: `${last.hint ?? SERVICE_FAULT_HINT}${picksUp}`,
        serviceFailing: { baseUrl: context.baseUrl, status: last.status, ...(told === undefined ? {} : { said: told }) }
    };
}
function unreachableError(error) {
    const cause = error instanceof errors/* DeadlineError */.j ? error.lastError : error;
    if (!(cause instanceof errors/* ApiError */.h) || cause.kind !== 'unreachable' || cause.atProxy || cause.connectionMade)
        return undefined;
    return cause;
}
const lowerFirst = (text) => text.charAt(0).toLowerCase() + text.slice(1);

;// CONCATENATED MODULE: ./src/gate/plan/failure.ts




function failureOf(error, stopped, config) {
    const { runId, startInFlight, several } = stopped;
    const end = (verdict, failsStep, why) => ({ verdict, failsStep, why });
    const createdMaybe = startInFlight
        ? ` The service may have created a run anyway: look at project ${(0,lib_text/* inertText */.UJ)(config.projectId ?? '')}'s runs in ` +
            `the console before trying again, and if one was created, pass its id as run-id instead of starting another.`
        : '';
    if (error instanceof lib_errors/* CancelledError */.cc) {
        const goesOn = runId !== undefined ? ` Run ${(0,lib_text/* inertText */.UJ)(runId)} goes on at the service.` : '';
        return end('cancelled', true, { reason: `${error.message}${goesOn}${createdMaybe}` });
    }
    const outage = outageOf(error, { baseUrl: config.baseUrl, projectId: config.projectId, runId });
    if (outage !== undefined) {
        const timedOut = runId !== undefined && !('unreachable' in outage.serviceFailing);
        return end(timedOut ? 'timed-out' : 'error', !timedOut || config.failOnTimeout, outage);
    }
    if (error instanceof errors/* DeadlineError */.j) {
        if (runId === undefined)
            return end('error', true, { reason: error.message, hint: 'Raise timeout if the service is slow to answer.' });
        return end('timed-out', config.failOnTimeout, {
            reason: error.message,
            hint: several
                ? 'Raise timeout: repeated runs are judged together, so a later step cannot pick this one up by run-id.'
                : `Raise timeout, or wait for this run in a later step with run-id: ${(0,lib_text/* inertText */.UJ)(runId)}.`
        });
    }
    if (error instanceof errors/* ApiError */.h && startInFlight && sentUnanswered(error))
        return end('error', true, unansweredStart(error, stopped, config));
    if (error instanceof errors/* ApiError */.h) {
        const mayHaveActed = startInFlight && error.mightHaveActed;
        return end('error', true, {
            reason: error.message,
            hint: [mayHaveActed ? createdMaybe.trim() : undefined, error.hint].filter(Boolean).join(' ') || undefined
        });
    }
    return end('error', true, { reason: `Unexpected error: ${(0,lib_text/* inertText */.UJ)((0,lib_errors/* errorMessage */.gJ)(error))}` });
}
function unansweredStart(error, { idempotencyKey }, config) {
    const project = (0,lib_text/* inertText */.UJ)(config.projectId ?? '');
    const key = idempotencyKey === undefined ? '' : ` The start carried Idempotency-Key ${(0,lib_text/* inertText */.UJ)(idempotencyKey, 80)}.`;
    return {
        reason: `A run may exist at the service for project ${project}: the start was sent to ${config.baseUrl} and no answer ` +
            `came, so the step could not learn the run's id (${error.message.replace(/\.$/, '')}).`,
        hint: `Look at project ${project}'s runs in the console before starting another: if one was created, pass its id ` +
            `as run-id instead of starting another.${key}`
    };
}
function sentUnanswered(error) {
    if (error.status !== undefined)
        return false;
    return error.kind === 'transient' || (error.kind === 'unreachable' && error.connectionMade);
}

;// CONCATENATED MODULE: ./src/gate/plan/start.ts




async function startRuns(projectId, gate, { before, count } = { before: [], count: gate.config.repeat }) {
    const states = [...before];
    const { repeat } = gate.config;
    for (let index = before.length; index < before.length + count; index += 1) {
        const key = gate.deps.idempotencyKey;
        const idempotencyKey = key === undefined ? (0,external_node_crypto_.randomUUID)() : index === 0 ? key : `${key}-${index + 1}`;
        let state;
        try {
            state = await startRun(projectId, gate, idempotencyKey, gate.several ? ` (${index + 1} of ${repeat})` : '');
        }
        catch (error) {
            return { error, idempotencyKey, states };
        }
        const runKey = (0,ids/* runIdKey */.uH)(state.runId ?? '');
        const first = states.findIndex(earlier => (0,ids/* runIdKey */.uH)(earlier.runId ?? '') === runKey);
        if (first >= 0)
            return {
                again: { runId: state.runId ?? '', start: index + 1, first: first + 1, firstId: states[first].runId ?? '' },
                states
            };
        states.push(state);
    }
    return { states };
}
async function startRun(projectId, { config, deps, deadline }, idempotencyKey, ofRepeat) {
    const { client, signal, logger } = deps;
    logger.info(`Starting a certification run for project ${(0,lib_text/* inertText */.UJ)(projectId)}${ofRepeat} at ${config.baseUrl}.`);
    const started = await (0,retry/* withRetries */.LH)((timeoutMs, attempt) => client.startRun(projectId, { idempotencyKey, quoteToken: config.quoteToken }, { signal, timeoutMs, attempt }), {
        deadline,
        signal,
        logger,
        link: deps.link,
        random: deps.random,
        subject: `starting a run for project '${(0,lib_text/* inertText */.UJ)(projectId)}'`,
        peer: 'the service',
        isRetryable: error => error.transient && error.notActedOn
    });
    const status = typeof started.record['status'] === 'string' ? started.record['status'] : undefined;
    logger.info(`Started run ${(0,lib_text/* inertText */.UJ)(started.runId)}${status === undefined ? '' : ` (status ${(0,lib_text/* inertText */.UJ)(status, 80)})`}.`);
    return {
        runId: started.runId,
        seen: { polls: 0, status, record: started.record, shown: started.shown, recordSha256: started.bodySha256 },
        startInFlight: false
    };
}
function startedAgainText(again, started, repeat) {
    const runId = (0,lib_text/* inertText */.UJ)(again.runId);
    const going = started.map(state => (0,lib_text/* inertText */.UJ)(state.runId ?? '')).join(', ');
    const spelled = again.firstId === again.runId
        ? `run ${runId}, which start ${again.first} had already started`
        : `run ${runId}, which start ${again.first} had already started as ${(0,lib_text/* inertText */.UJ)(again.firstId)} (ids a ` +
            'service may read as one: the same letters in another case or width)';
    return {
        reason: `The service answered start ${again.start} of ${repeat} with ${spelled}: it handed back a run already ` +
            `going, so repeat: ${repeat} cannot be honoured ` +
            `(one run counted twice is not two runs). Nothing was judged; ` +
            `the run(s) started go on at the service: ${going}.`,
        hint: 'The service seems to allow one run of a project at a time: use repeat: 1 for this project, or ask its ' +
            'operators whether runs of one project can go at once.'
    };
}

;// CONCATENATED MODULE: ./src/gate/plan/plan.ts

async function planOf({ repeat, sequential, reuseMs, runId }, eventName) {
    const mayBeSpared = reuseMs !== undefined && runId === undefined && (0,events/* meaningOf */.Pr)(eventName).spares !== false;
    if (!sequential)
        return { mayBeSpared, looks: [repeat], sequential: false };
    const { levelOf, scheduleOf } = await __nccwpck_require__.e(/* import() */ 696).then(__nccwpck_require__.bind(__nccwpck_require__, 72696));
    const looks = scheduleOf(repeat);
    return { mayBeSpared, looks, level: levelOf(looks.length), sequential: true };
}

// EXTERNAL MODULE: ./src/policy/report.ts
var report = __nccwpck_require__(12742);
;// CONCATENATED MODULE: ./src/gate/plan/loop.ts


async function walk({ plan, source, judge, failIfSet, logger }) {
    const looks = [];
    let last;
    let taken = 0;
    let noStop;
    for (const [index, upTo] of plan.looks.entries()) {
        if (last !== undefined) {
            const cut = await source.fits?.(upTo - taken, taken);
            if (cut !== undefined)
                return { looks, taken, cut, last, stopped: cut.stopped };
        }
        const got = await source.take(upTo - taken, index);
        if ('ended' in got)
            return got.timedOut && last !== undefined
                ? { looks, taken, ended: got.ended, last, stopped: 'timeout' }
                : { looks, taken, ended: got.ended, stopped: 'ended' };
        taken = got.runs.length;
        const judged = await judge(got.runs, plan.sequential ? plan.level : undefined);
        if (judged === undefined)
            return { looks, taken, cancelled: true, stopped: 'ended' };
        const decided = decidesEarly(judged.verdict, { failIfSet, runFailed: got.runFailed });
        const lastLook = index === plan.looks.length - 1;
        const reach = plan.sequential && !decided && !lastLook ? await reachAt(judged, taken, plan.looks, plan.level) : undefined;
        if (reach !== undefined && 'none' in reach)
            noStop = reach.none === 'not-bars' ? 'not-bars' : noStop;
        const chance = reach !== undefined && 'chance' in reach ? reach : undefined;
        if (plan.sequential)
            looks.push(lookOf(judged, taken, plan.level, decided, chance?.chance));
        const ends = { looks, taken, ...(noStop === undefined ? {} : { noStop }) };
        if (decided || lastLook)
            return { ...ends, decided: judged, stopped: decided ? 'decided' : 'last-look' };
        if (chance?.outOfReach === true)
            return { ...ends, decided: judged, stopped: 'out-of-reach', outOfReach: chance };
        last = judged;
        logger?.info(`Look ${index + 1} of ${plan.looks.length}, at ${taken} runs: not decided (${judged.verdict}).`);
    }
    throw new Error('a plan has at least one look');
}
async function reachAt(judged, runs, schedule, level) {
    const { reachOf } = await Promise.all(/* import() */[__nccwpck_require__.e(455), __nccwpck_require__.e(916)]).then(__nccwpck_require__.bind(__nccwpck_require__, 10916));
    return reachOf(judged, { runs, last: schedule.at(-1) ?? runs, level });
}
function decidesEarly(verdict, { failIfSet, runFailed }) {
    if (verdict === 'inconclusive')
        return false;
    if (verdict === 'failed')
        return failIfSet || runFailed;
    return true;
}
function lookOf(judged, runs, level, decided, chance) {
    return {
        runs,
        level,
        verdict: judged.verdict,
        decided,
        ...(chance === undefined ? {} : { chance }),
        ...(judged.policy === undefined ? {} : { passIf: judged.policy.outcome }),
        ...(judged.failPolicy === undefined ? {} : { failIf: judged.failPolicy.outcome }),
        read: (0,report/* readingsOnce */.PJ)(judged.policy, judged.failPolicy).map(({ path, value }) => ({ path, value })),
        intervals: (0,variables/* figuresRead */.mr)([judged.policy, judged.failPolicy]).flatMap(({ map, field }) => {
            const figures = map === variables/* DELTA_VARIABLE */.m9 ? judged.figures?.delta : map === variables/* STATS_VARIABLE */.ZW ? judged.figures?.stats : undefined;
            const read = figures !== undefined && Object.hasOwn(figures, field) ? figures[field] : undefined;
            return read === undefined ? [] : [{ field, of: map, mean: read.mean, low: read.low, high: read.high }];
        })
    };
}

;// CONCATENATED MODULE: ./src/gate/one-gate.ts










async function beforeRunSteps(plan) {
    if (!plan.mayBeSpared)
        return [];
    const [{ reuseStep }, { carryStep }] = await Promise.all([
        Promise.all(/* import() */[__nccwpck_require__.e(92), __nccwpck_require__.e(893)]).then(__nccwpck_require__.bind(__nccwpck_require__, 74893)),
        Promise.all(/* import() */[__nccwpck_require__.e(92), __nccwpck_require__.e(268), __nccwpck_require__.e(786)]).then(__nccwpck_require__.bind(__nccwpck_require__, 58786))
    ]);
    return [reuseStep, carryStep];
}
async function runGate(config, deps) {
    const plan = await planOf(config, deps.github.eventName);
    const level = plan.sequential ? plan.level : undefined;
    const gate = openGate(config, deps, deadline => (runs, base, warn) => judging({ config, deps, deadline }, runs, { base: () => Promise.resolve(base), policies: config, warn, level }));
    let notes = {};
    for (const step of await beforeRunSteps(plan)) {
        const outcome = await step(gate);
        if ('decision' in outcome)
            return outcome.decision;
        notes = { ...notes, ...outcome.note };
    }
    return { ...(await runsOf(gate, plan)), ...notes };
}
async function runsOf(gate, plan) {
    const { config, deps } = gate;
    const source = serviceRuns(gate);
    if (config.runId !== undefined)
        deps.logger.info(`Waiting for run ${(0,lib_text/* inertText */.UJ)(config.runId)} at ${config.baseUrl}.`);
    if (!config.wait)
        return { ...(await lookOnce(gate, source)), started: source.started };
    const walked = await walk({
        plan,
        source,
        judge: (runs, level) => judgeLive(gate, runs, level),
        failIfSet: config.failIf !== undefined,
        logger: deps.logger
    });
    const result = { ...(await resultOfWalk(gate, source.states, walked)), started: source.started };
    if (!plan.sequential)
        return result;
    const { looks, stopped, noStop } = walked;
    const said = 'outOfReach' in walked ? await reachSaid(result, walked.outOfReach) : undefined;
    return {
        ...result,
        ...(said === undefined ? {} : { reason: said.reason, hint: said.hint }),
        sequential: {
            schedule: plan.looks,
            level: plan.level,
            looks,
            stopped,
            ...(said === undefined ? {} : { outOfReach: said.outOfReach }),
            ...(noStop === undefined ? {} : { noStop })
        }
    };
}
async function reachSaid(result, reach) {
    const { outOfReachText, outOfReachHint } = await Promise.all(/* import() */[__nccwpck_require__.e(455), __nccwpck_require__.e(916)]).then(__nccwpck_require__.bind(__nccwpck_require__, 10916));
    const outOfReach = outOfReachText(reach);
    return { reason: `${(0,lib_text/* asSentence */.KG)(result.reason ?? '')} ${outOfReach}`, hint: outOfReachHint(result.lookAt), outOfReach };
}
function serviceRuns(gate) {
    const { config, deps, deadline } = gate;
    const projectId = config.projectId;
    let states = config.runId === undefined ? [] : [{ runId: config.runId, seen: { polls: 0 }, startInFlight: false }];
    let longestBatchMs = 0;
    return {
        get states() {
            return states;
        },
        get started() {
            return config.runId === undefined ? states.length : 0;
        },
        async start(count) {
            const before = states.length;
            const started = await startRuns(projectId ?? '', gate, { before: states, count });
            states = started.states;
            if ('error' in started)
                return { ended: startFailed(started, gate) };
            if ('again' in started) {
                const { reason, hint } = startedAgainText(started.again, states, config.repeat);
                const named = states[started.again.first - 1];
                return { ended: { named, ending: { verdict: 'error', failsStep: true, why: { reason, hint } } } };
            }
            return { batch: states.slice(before) };
        },
        async take(count, look) {
            const startedAt = deadline.elapsedMs();
            let batch = states;
            if (config.runId === undefined) {
                const started = await this.start(count);
                if ('ended' in started)
                    return { ended: started.ended, timedOut: false };
                batch = started.batch;
            }
            if (look === 0 && projectId !== undefined)
                void gate.base(projectId);
            const waited = await waitForBatch(gate, states, batch);
            states = waited.states;
            longestBatchMs = Math.max(longestBatchMs, deadline.elapsedMs() - startedAt);
            return waited.taken;
        },
        async fits(next, had) {
            const { cutShort } = await __nccwpck_require__.e(/* import() */ 696).then(__nccwpck_require__.bind(__nccwpck_require__, 72696));
            const clock = {
                queueLimitMs: await deps.queueLimitMs,
                timeoutMs: config.timeoutMs,
                elapsedMs: deadline.elapsedMs(),
                batchMs: longestBatchMs
            };
            return cutShort(clock, { had, next });
        }
    };
}
async function waitForBatch(gate, states, batch) {
    const before = states.slice(0, states.length - batch.length);
    const outcomes = await gate.whileRunning(() => waitForAll(gate, batch));
    const seen = [...before, ...batch.map((state, index) => ({ ...state, seen: outcomes[index] }))];
    const runFailed = outcomes.some(outcome => outcome.state !== 'stopped' && (0,run_status/* endedInFailure */.IY)(outcome.status));
    const stopped = outcomes.findIndex(outcome => outcome.state === 'stopped');
    if (stopped < 0 || runFailed)
        return { states: seen, taken: { runs: seen.map(toJudge), runFailed } };
    const ended = failedOn(gate, seen[before.length + stopped], outcomes[stopped].error);
    return { states: seen, taken: { ended, timedOut: ended.ending.verdict === 'timed-out' } };
}
function toJudge({ runId, seen }) {
    return {
        runId: runId ?? '',
        status: seen.status ?? '',
        record: seen.record ?? {},
        ...(seen.shown === undefined ? {} : { shown: seen.shown })
    };
}
async function resultOfWalk(gate, states, walked) {
    if ('decided' in walked)
        return judgedResult(gate, states, walked.decided);
    if ('cancelled' in walked)
        return gateResult(gate, states, failedOn(gate, states[0], (0,lib_errors/* abortReason */.Js)(gate.deps.signal)));
    if ('cut' in walked) {
        const last = judgedResult(gate, states, walked.last);
        return { ...last, reason: `${(0,lib_text/* asSentence */.KG)(last.reason ?? '')} ${walked.cut.reason}`, hint: walked.cut.hint };
    }
    const ended = gateResult(gate, states, walked.ended);
    if (walked.last === undefined)
        return ended;
    const { decidedOnLooks } = await __nccwpck_require__.e(/* import() */ 696).then(__nccwpck_require__.bind(__nccwpck_require__, 72696));
    return decidedOnLooks(judgedResult(gate, states, walked.last), ended, walked.taken);
}
async function lookOnce(gate, source) {
    if (gate.config.runId === undefined) {
        const taken = await source.start(1);
        if ('ended' in taken)
            return gateResult(gate, source.states, taken.ended);
        return gateResult(gate, source.states, {
            named: taken.batch[0],
            ending: { verdict: 'started', failsStep: false, why: {} }
        });
    }
    const [given] = source.states;
    const outcome = await waitFor(gate, given, true);
    const seen = { ...given, seen: outcome };
    if (outcome.state === 'stopped')
        return gateResult(gate, [seen], failedOn(gate, seen, outcome.error));
    if (outcome.state === 'working') {
        const reason = `Run ${(0,lib_text/* inertText */.UJ)(seen.runId ?? '')} is still going (wait: false); it is not certified yet.`;
        return gateResult(gate, [seen], { named: seen, ending: { verdict: 'started', failsStep: false, why: { reason } } });
    }
    const judged = await judgeLive(gate, [toJudge(seen)], undefined, {});
    if (judged === undefined)
        return gateResult(gate, [seen], failedOn(gate, seen, (0,lib_errors/* abortReason */.Js)(gate.deps.signal)));
    return gate.config.passIfExpression !== undefined && judged.verdict === 'passed'
        ? gateResult(gate, [seen], { named: seen, ending: { verdict: 'started', failsStep: false, why: {} } })
        : judgedResult(gate, [seen], judged);
}
function judgeLive(gate, runs, level, policies = gate.config) {
    const { projectId } = gate.config;
    const named = projectId ?? (typeof runs[0].record['project_id'] === 'string' ? runs[0].record['project_id'] : undefined);
    return judging(gate, runs, { base: () => gate.base(named), policies, warn: true, level });
}
async function judging({ config, deps, deadline }, runs, how) {
    const { judgeRuns } = await __nccwpck_require__.e(/* import() */ 423).then(__nccwpck_require__.bind(__nccwpck_require__, 35423));
    return judgeRuns({
        runs,
        base: how.base,
        policies: { passIf: how.policies.passIf, failIf: how.policies.failIf, driftIf: how.policies.driftIf },
        ...(how.level === undefined ? {} : { level: how.level }),
        gate: {
            config,
            deadline,
            signal: deps.signal,
            commit: deps.commit,
            night: (0,events/* meaningOf */.Pr)(deps.github.eventName).watchesDrift === true,
            ...(how.warn ? { warnTo: deps.logger } : {})
        }
    });
}
function failedOn(gate, state, error) {
    return { named: state, ending: failureOf(error, { ...state, several: gate.several }, gate.config) };
}
function startFailed({ error, idempotencyKey, states: started }, gate) {
    const ended = failedOn(gate, { seen: { polls: 0 }, startInFlight: true, idempotencyKey }, error);
    if (started.length === 0)
        return ended;
    const ids = started.map(state => (0,lib_text/* inertText */.UJ)(state.runId ?? '')).join(', ');
    const reason = `${(0,lib_text/* asSentence */.KG)(ended.ending.why.reason ?? '')} Run(s) started before it go on at the service, not judged: ${ids}.`;
    return { ...ended, ending: { ...ended.ending, why: { ...ended.ending.why, reason } } };
}
function judgedResult(gate, states, { verdict, run, ...why }) {
    return gateResult(gate, states, { named: states[run], ending: { verdict, failsStep: verdict !== 'passed', why } });
}
function gateResult({ config, deadline }, started, { named: state, ending }) {
    const runs = started.map(each => (each.runId === state.runId ? state : each));
    const named = runs.findIndex(each => each.runId !== undefined && each.runId === state.runId);
    const { shown } = state.seen;
    return {
        verdict: ending.verdict,
        failsStep: ending.failsStep,
        projectId: config.projectId ?? (typeof shown?.['project_id'] === 'string' ? shown['project_id'] : undefined),
        runs: runs.map(runTaken),
        ...(named < 0 ? {} : { named }),
        elapsedMs: deadline.elapsedMs(),
        polls: runs.reduce((sum, taken) => sum + taken.seen.polls, 0),
        ...ending.why
    };
}
function runTaken({ runId, seen }) {
    return { runId: runId ?? '', status: seen.status, record: seen.shown, recordSha256: seen.recordSha256 };
}

;// CONCATENATED MODULE: ./src/gate/step.ts




const FIRST_POLL_SPREAD_MS = 1000;
const VERDICT_PRECEDENCE = [
    'cancelled',
    'failed',
    'error',
    'inconclusive',
    'timed-out',
    'started',
    'passed'
];
async function runStep(config, deps, deadline = new runtime/* Deadline */.B2(deps.clock, config.timeoutMs)) {
    const several = config.targets.length > 1;
    const gates = await Promise.all(config.targets.map(target => runGate({ ...config, ...target }, {
        ...deps,
        deadline,
        idempotencyKey: several ? undefined : deps.idempotencyKey,
        firstPollSpreadMs: several ? Math.min(config.pollIntervalMs, FIRST_POLL_SPREAD_MS) : 0
    })));
    return stepResult(gates, deadline.elapsedMs());
}
function stepResult(gates, elapsedMs) {
    const verdict = VERDICT_PRECEDENCE.find(candidate => gates.some(gate => gate.verdict === candidate)) ?? 'error';
    const failsStep = gates.some(gate => gate.failsStep);
    if (gates.length === 1) {
        const [gate] = gates;
        return { verdict, failsStep, gates, elapsedMs, reason: gate.reason, hint: gate.hint };
    }
    const notPassed = gates.filter(gate => gate.verdict !== 'passed');
    if (notPassed.length === 0)
        return { verdict, failsStep, gates, elapsedMs };
    const reason = `${notPassed.length} of ${gates.length} gates did not pass: ` +
        notPassed
            .map(gate => `${(0,lib_text/* inertText */.UJ)((0,results/* gateLabel */.GS)(gate), 120)} ${gate.verdict}${gate.reason === undefined ? '' : `: ${(0,lib_text/* inertText */.UJ)(gate.reason).replace(/\.$/, '')}`}`)
            .join('; ') +
        '.';
    const hints = [...new Set(notPassed.map(gate => gate.hint).filter(hint => hint !== undefined))];
    return {
        verdict,
        failsStep,
        gates,
        elapsedMs,
        reason,
        hint: hints.length === 1
            ? hints[0]
            : hints.length > 1
                ? 'The job summary says what to do for each, under its name.'
                : undefined
    };
}

;// CONCATENATED MODULE: ./src/http/next-page.ts
function nextPage(header, origin) {
    for (const part of (header ?? '').split(',')) {
        const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
        if (match === null)
            continue;
        try {
            const url = new URL(match[1]);
            return url.origin === origin ? url.href : undefined;
        }
        catch {
            return undefined;
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/github/api.ts









const USER_AGENT = `agent-certification-gate/${version/* ACTION_VERSION */.Y}`;
const GITHUB_API_VERSION = '2022-11-28';
function githubMessage(body) {
    const message = (0,json/* parseObject */.lj)(body)?.['message'];
    return typeof message === 'string' ? (0,lib_text/* inertText */.UJ)(message, 200) : undefined;
}
class GitHubApi {
    apiUrl;
    options;
    peer;
    constructor(options) {
        this.options = options;
        this.apiUrl = options.apiUrl;
    }
    get http() {
        return (this.peer ??= new HttpPeer({
            name: 'GitHub',
            setting: 'GITHUB_API_URL',
            baseUrl: this.options.apiUrl,
            userAgent: USER_AGENT,
            logger: this.options.logger,
            maxBodyBytes: this.options.maxBodyBytes
        }));
    }
    get requestCount() {
        return this.peer?.requestCount ?? 0;
    }
    async request(method, url, call) {
        if (new URL(url).origin !== new URL(this.apiUrl).origin)
            throw new Error(`not GitHub's API: ${url}`);
        const answer = await this.send(this.http, method, url, call, true);
        const link = answer.headers['link'];
        return {
            status: answer.status,
            link: Array.isArray(link) ? link.join(', ') : link,
            body: answer.bytes.toString('utf8')
        };
    }
    async download(url, call) {
        const target = new URL(url);
        const own = target.origin === new URL(this.apiUrl).origin;
        if (!own && target.protocol !== 'https:') {
            throw new errors/* ApiError */.h(`GitHub pointed to ${(0,lib_text/* inertText */.UJ)(target.origin, 120)} while ${call.subject}: not https, so it was not fetched.`, {
                kind: 'protocol',
                hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
            });
        }
        const peer = own
            ? this.http
            : new HttpPeer({
                name: `the file host ${target.host}`,
                setting: 'bundle_url',
                baseUrl: target.origin,
                userAgent: USER_AGENT
            });
        return (await this.send(peer, 'GET', url, call, own)).bytes;
    }
    send(peer, method, url, call, withToken) {
        const headers = {
            accept: 'application/vnd.github+json',
            'x-github-api-version': GITHUB_API_VERSION
        };
        if (withToken && this.options.token === '') {
            return Promise.reject(new errors/* ApiError */.h(`github-token is empty, so GitHub was not asked while ${call.subject}.`, {
                kind: 'auth',
                notActedOn: true,
                hint: 'Leave github-token at its default, ${{ github.token }}, or pass a token.'
            }));
        }
        if (withToken)
            headers['authorization'] = `Bearer ${this.options.token}`;
        return (0,retry/* withRetries */.LH)(async (timeoutMs, attempt) => {
            const answer = await peer.exchange({
                method,
                url,
                headers,
                body: call.body,
                subject: call.subject,
                shownAs: new URL(url).pathname,
                maxBodyBytes: call.maxBodyBytes,
                tooLarge: 'refuse'
            }, { signal: call.signal, timeoutMs, attempt });
            if (answer.status < lib/* HttpCodes */.Hv.OK || answer.status >= lib/* HttpCodes */.Hv.MultipleChoices) {
                throw githubFailure(answer.status, answer.bytes.toString('utf8'), answer.headers, call);
            }
            return answer;
        }, {
            deadline: call.deadline,
            signal: call.signal,
            logger: call.logger,
            random: call.random,
            link: peer.link,
            subject: call.subject,
            peer: 'GitHub',
            isRetryable: error => call.retry !== false && error.transient
        });
    }
    async listPages(url, call, { maxPages, itemsOf }) {
        const origin = new URL(this.apiUrl).origin;
        const items = [];
        let next = url;
        for (let page = 1; next !== undefined; page += 1) {
            if (page > maxPages)
                return { items, truncated: true, notFound: false };
            let answer;
            try {
                answer = await this.request('GET', next, call);
            }
            catch (error) {
                if (error instanceof errors/* ApiError */.h && error.kind === 'not-found')
                    return { items, truncated: false, notFound: page === 1 };
                throw error;
            }
            items.push(...itemsOf(answer.body, answer.status));
            next = nextPage(answer.link, origin);
        }
        return { items, truncated: false, notFound: false };
    }
}
function githubFailure(status, body, headers, call) {
    const message = githubMessage(body);
    const said = message === undefined ? '' : `: ${message}`;
    const { subject } = call;
    const now = call.deadline.clock.now();
    const retryAfterMs = (0,network/* parseRetryAfter */.mu)(headers['retry-after'], now);
    const rateLimited = status === lib/* HttpCodes */.Hv.Forbidden && (retryAfterMs !== undefined || headers['x-ratelimit-remaining'] === '0');
    if (status === lib/* HttpCodes */.Hv.Unauthorized) {
        return new errors/* ApiError */.h(`GitHub rejected github-token (HTTP 401${said}) while ${subject}.`, {
            kind: 'auth',
            status,
            said: message,
            hint: 'Leave github-token at its default, ${{ github.token }}, or pass a token that is still valid.'
        });
    }
    if (status === lib/* HttpCodes */.Hv.Forbidden && !rateLimited) {
        return new errors/* ApiError */.h(`GitHub refused access (HTTP 403${said}) while ${subject}.`, {
            kind: 'forbidden',
            status,
            said: message,
            hint: call.forbiddenHint
        });
    }
    if (status === lib/* HttpCodes */.Hv.NotFound) {
        return new errors/* ApiError */.h(`GitHub found nothing (HTTP 404${said}) while ${subject}.`, {
            kind: 'not-found',
            status,
            said: message
        });
    }
    if ((0,network/* isTransientStatus */.Dm)(status) || rateLimited) {
        return new errors/* ApiError */.h(`GitHub answered HTTP ${status}${said} while ${subject}.`, {
            kind: 'transient',
            status,
            said: message,
            retryAfterMs: retryAfterMs ?? (rateLimited ? resetInMs(headers, now) : undefined),
            notActedOn: status === lib/* HttpCodes */.Hv.TooManyRequests || rateLimited
        });
    }
    if (status >= lib/* HttpCodes */.Hv.MultipleChoices && status < lib/* HttpCodes */.Hv.BadRequest) {
        const location = headers.location === undefined ? '' : ` to ${(0,lib_text/* inertText */.UJ)(String(headers.location), 200)}`;
        return new errors/* ApiError */.h(`GitHub answered ${subject} with a redirect (HTTP ${status})${location}, which is not followed.`, {
            kind: 'protocol',
            status,
            hint: 'Check GITHUB_API_URL.'
        });
    }
    return new errors/* ApiError */.h(`GitHub refused the request (HTTP ${status}${said}) while ${subject}.`, {
        kind: 'rejected',
        status,
        said: message
    });
}
function resetInMs(headers, now) {
    const reset = Number(headers['x-ratelimit-reset']);
    return Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - now) : undefined;
}

;// CONCATENATED MODULE: ./src/gate/main.ts
















async function run(options = {}) {
    await (0,entry/* runAction */.C)([gate_names/* Input */.pd.ApiKey, gate_names/* Input */.pd.QuoteToken, gate_names/* Input */.pd.GithubToken], async ({ logger, signal, redact }) => {
        const github = readGitHubContext();
        const clock = options.clock ?? runtime/* systemClock */.ml;
        const { result, config, githubApi, requestLines } = await decide({ ...options, clock }, { redact, logger, github }, signal);
        const decidedAt = new Date(clock.now());
        const { publishAndConclude } = await __nccwpck_require__.e(/* import() */ 227).then(__nccwpck_require__.bind(__nccwpck_require__, 88227));
        await publishAndConclude({ result, config, githubApi, requestLines, logger, signal, decidedAt, github });
    });
}
async function decide(options, { redact, logger, github }, signal) {
    const { clock } = options;
    const startedAt = clock.now();
    const read = await configOrRefusal();
    if ('refusal' in read) {
        const { refusal } = read;
        return { result: { ...refusal, elapsedMs: clock.now() - startedAt }, requestLines: [] };
    }
    const config = forThisEvent(read.config, github, logger);
    const link = new PeerLink(Math.min(CONNECTION_BUDGET_MS, config.timeoutMs));
    const client = new CertificationClient({
        baseUrl: config.baseUrl,
        apiKey: config.apiKey,
        userAgent: `agent-certification-gate/${version/* ACTION_VERSION */.Y}`,
        redact,
        link,
        logger,
        clock
    });
    const random = options.random ?? Math.random;
    const deadline = new runtime/* Deadline */.B2(clock, config.timeoutMs);
    const githubApi = new GitHubApi({ apiUrl: github.apiUrl, token: config.githubToken ?? '', logger });
    const memory = openMemoryIfAsked(config, github, {
        api: githubApi,
        signal,
        logger,
        random,
        stepDeadline: deadline,
        reads: (0,variables/* certificationReads */._N)(config)
    });
    const gatesDone = new AbortController();
    const queueSignal = AbortSignal.any([signal, gatesDone.signal]);
    const queueCall = { api: githubApi, deadline, signal: queueSignal, logger, random };
    const queueMinutes = queueClockBeside(config, github, queueCall);
    const result = await runStep(config, {
        ...{ client, clock, random, signal, logger, link, memory, commit: github.commit?.sha, github },
        queueLimitMs: queueMinutes?.then(minutes => (minutes === undefined ? undefined : minutes * 60_000))
    }, deadline);
    gatesDone.abort();
    await queueMinutes;
    return { result, config, githubApi, requestLines: client.requestLines };
}
function forThisEvent(config, github, logger) {
    const meaning = (0,events/* meaningOf */.Pr)(github.eventName);
    const event = (0,lib_text/* inertText */.UJ)(github.eventName ?? 'this event', 40);
    if (config.reuseMs !== undefined && meaning.spares === false)
        logger.info(`reuse is set aside on ${event}: a scheduled run is there to run again on the same commit and see whether the ` +
            'score moved, so every run starts.');
    if (!config.driftIssue)
        return config;
    const onDefaultBranch = github.defaultBranch !== undefined && github.ref === `refs/heads/${github.defaultBranch}`;
    if (meaning.watchesDrift === true && onDefaultBranch)
        return config;
    logger.info(`drift-issue does nothing on ${event}${github.ref === undefined ? '' : ` of ${(0,lib_text/* inertText */.UJ)(github.ref, 100)}`}: it ` +
        `opens or closes the drift issue only on schedule or workflow_dispatch of the default branch` +
        `${github.defaultBranch === undefined ? '' : ` (${(0,lib_text/* inertText */.UJ)(github.defaultBranch, 100)})`}.`);
    return { ...config, driftIssue: false, driftIf: undefined, driftIfExpression: undefined };
}
async function configOrRefusal() {
    try {
        const read = await readInputs(name => core/* getInput */.V4(name));
        read.notices.forEach(notice => core/* info */.pq(notice));
        read.warnings.forEach(warning => core/* warning */.$e(warning));
        return { config: read.config };
    }
    catch (error) {
        if (!(error instanceof InputError))
            throw error;
        return {
            refusal: {
                verdict: 'error',
                failsStep: true,
                gates: [],
                reason: error.message,
                hint: 'Nothing was sent to the service. Fix the input in the workflow and run it again.'
            }
        };
    }
}
function queueClockBeside(config, github, call) {
    if (github.eventName !== 'merge_group')
        return undefined;
    return __nccwpck_require__.e(/* import() */ 29).then(__nccwpck_require__.bind(__nccwpck_require__, 6029))
        .then(({ warnOfQueueClock }) => warnOfQueueClock(config, github, call))
        .catch((error) => {
        call.logger.info(`The merge queue's limit was not read: ${(0,lib_errors/* errorClause */.Y7)(error, 200)}`);
        return undefined;
    });
}
function openMemoryIfAsked(config, github, options) {
    if (config.reuseMs === undefined && !(0,variables/* readsBase */.Nb)(config) && !config.driftIssue)
        return undefined;
    let memory;
    const opened = () => (memory ??= Promise.all(/* import() */[__nccwpck_require__.e(245), __nccwpck_require__.e(268), __nccwpck_require__.e(187)]).then(__nccwpck_require__.bind(__nccwpck_require__, 52187)).then(({ openMemory }) => openMemory(config, github, options)));
    const orWhy = (error) => ({
        why: { kind: 'not-read', what: { of: 'attestations' }, detail: (0,lib_errors/* errorClause */.Y7)(error, 300) },
        absence: 'unreadable'
    });
    return forwardedOnceLoaded(opened, MEMORY_METHODS, orWhy);
}
const MEMORY_METHODS = {
    thisCommit: true,
    baseCommit: true,
    protectedCommit: true,
    thisTree: true,
    baseHistory: true,
    historyOf: true,
    changesSince: true,
    historyAsBase: true
};
function forwardedOnceLoaded(load, methods, orElse) {
    const forward = (name) => (...args) => load().then(loaded => loaded[name].apply(loaded, args), orElse);
    return Object.fromEntries(Object.keys(methods).map(name => [name, forward(name)]));
}


/***/ }),

/***/ 8955:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Il: () => (/* binding */ LOOKUP_LIMIT_MS),
/* harmony export */   Y4: () => (/* binding */ READ_ATTESTATIONS_PERMISSIONS),
/* harmony export */   YJ: () => (/* binding */ InputDefault),
/* harmony export */   k7: () => (/* binding */ Output),
/* harmony export */   lm: () => (/* binding */ lookupBound),
/* harmony export */   nB: () => (/* binding */ LOOKUP_SHARE_OF_TIMEOUT),
/* harmony export */   pc: () => (/* binding */ BASE_ANCESTORS),
/* harmony export */   pd: () => (/* binding */ Input),
/* harmony export */   zE: () => (/* reexport safe */ _attestation_signing_error_js__WEBPACK_IMPORTED_MODULE_1__.z)
/* harmony export */ });
/* harmony import */ var _lib_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(82543);
/* harmony import */ var _attestation_signing_error_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(58746);

const Input = {
    BaseUrl: 'base-url',
    ApiKey: 'api-key',
    ProjectId: 'project-id',
    RunId: 'run-id',
    QuoteToken: 'quote-token',
    Wait: 'wait',
    Timeout: 'timeout',
    PollInterval: 'poll-interval',
    FailOnTimeout: 'fail-on-timeout',
    Comment: 'comment',
    GithubToken: 'github-token',
    PassIf: 'pass-if',
    Attest: 'attest',
    Reuse: 'reuse',
    Paths: 'paths',
    SignerWorkflow: 'signer-workflow',
    SourceRef: 'source-ref',
    DenySelfHostedRunners: 'deny-self-hosted-runners',
    TrustedRoot: 'trusted-root',
    Repeat: 'repeat',
    Sequential: 'sequential',
    FailIf: 'fail-if',
    ComparableOn: 'comparable-on',
    DriftIssue: 'drift-issue',
    DriftIf: 'drift-if'
};
const Output = {
    RunId: 'run-id',
    Status: 'status',
    ProjectId: 'project-id',
    Run: 'run',
    Verdict: 'verdict',
    Runs: 'runs',
    AttestationId: 'attestation-id',
    AttestationUrl: 'attestation-url',
    BundlePath: 'bundle-path',
    Reused: 'reused',
    BaseRunId: 'base-run-id',
    CarriedFrom: 'carried-from'
};
const InputDefault = {
    [Input.Wait]: 'true',
    [Input.Timeout]: '30m',
    [Input.PollInterval]: '10s',
    [Input.FailOnTimeout]: 'true',
    [Input.Comment]: 'false',
    [Input.Attest]: 'false',
    [Input.DenySelfHostedRunners]: 'false',
    [Input.Repeat]: '1',
    [Input.Sequential]: 'false',
    [Input.DriftIssue]: 'false'
};

const READ_ATTESTATIONS_PERMISSIONS = 'permissions: { contents: read, attestations: read }';
const LOOKUP_LIMIT_MS = 30_000;
const LOOKUP_SHARE_OF_TIMEOUT = 0.25;
function lookupBound(timeoutMs, remainingMs) {
    const quarter = timeoutMs * LOOKUP_SHARE_OF_TIMEOUT;
    const ms = Math.min(LOOKUP_LIMIT_MS, quarter, remainingMs);
    const which = remainingMs < Math.min(LOOKUP_LIMIT_MS, quarter)
        ? 'all that was left of timeout'
        : ms === LOOKUP_LIMIT_MS
            ? 'the most a lookup may take'
            : 'a quarter of timeout';
    return { ms, text: `the ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(ms)} a lookup had (${which})` };
}
const BASE_ANCESTORS = 20;


/***/ }),

/***/ 94437:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $l: () => (/* binding */ baseRecord),
/* harmony export */   GS: () => (/* binding */ gateLabel),
/* harmony export */   J$: () => (/* binding */ several),
/* harmony export */   d3: () => (/* binding */ namedRun)
/* harmony export */ });
function gateLabel(gate) {
    const run = namedRun(gate);
    return gate.projectId ?? (run?.runId === undefined ? 'a gate' : `run ${run.runId}`);
}
function namedRun(gate) {
    return gate.named === undefined ? undefined : gate.runs[gate.named];
}
function several(runs) {
    return (typeof runs === 'number' ? runs : (runs?.length ?? 0)) > 1;
}
function baseRecord(base) {
    return base?.runs[0]?.record;
}


/***/ }),

/***/ 4254:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fk: () => (/* binding */ DEFAULT_BRANCH_TRIGGERS),
/* harmony export */   HS: () => (/* binding */ SCHEDULED_TRIGGER),
/* harmony export */   Pr: () => (/* binding */ meaningOf),
/* harmony export */   w5: () => (/* binding */ fieldName)
/* harmony export */ });
/* unused harmony export EVENTS */
const PULL_REQUEST_HEAD = { path: ['pull_request', 'head', 'sha'], source: 'pull-request-head' };
const DEFAULT_BRANCH_BASE = {
    commit: 'GITHUB_SHA',
    branch: ['repository', 'default_branch'],
    pick: 'newest'
};
const SCHEDULED_TRIGGER = 'schedule';
const DEFAULT_BRANCH_TRIGGERS = ['merge_group', 'push', SCHEDULED_TRIGGER];
const EVENTS = {
    pull_request: {
        commit: PULL_REQUEST_HEAD,
        base: {
            commit: ['pull_request', 'base', 'sha'],
            branch: ['pull_request', 'base', 'ref'],
            pick: 'first-or-scheduled'
        },
        runOnContent: 'always',
        carryFrom: 'the base commit',
        branch: 'the base branch',
        reuseSignedOn: 'any ref',
        pullRequestRun: 'on its test merge'
    },
    pull_request_target: {
        commit: PULL_REQUEST_HEAD,
        runOnContent: 'never',
        reuseSignedOn: 'any ref',
        pullRequestRun: 'on the base branch'
    },
    merge_group: {
        commit: { path: ['merge_group', 'head_sha'], source: 'merge-group-head' },
        base: { commit: ['merge_group', 'base_sha'], branch: ['merge_group', 'base_ref'], pick: 'first-or-scheduled' },
        headCommit: ['merge_group', 'head_commit'],
        runOnContent: 'always',
        carryFrom: 'the base commit',
        branch: 'the base branch',
        reuseSignedOn: 'the branch and its queue'
    },
    push: {
        headCommit: ['head_commit'],
        runOnContent: 'when GITHUB_SHA is the commit',
        carryFrom: 'the pushed commit',
        branch: 'the pushed branch',
        reuseSignedOn: 'the branch and its queue'
    },
    schedule: {
        base: DEFAULT_BRANCH_BASE,
        headCommit: ['head_commit'],
        runOnContent: 'always',
        branch: 'the base branch',
        reuseSignedOn: 'the branch and its queue',
        spares: false,
        watchesDrift: true
    },
    workflow_dispatch: {
        base: DEFAULT_BRANCH_BASE,
        headCommit: ['head_commit'],
        runOnContent: 'when GITHUB_SHA is the commit',
        branch: 'the base branch',
        reuseSignedOn: 'any ref',
        watchesDrift: true
    },
    other: {
        commit: PULL_REQUEST_HEAD,
        headCommit: ['head_commit'],
        runOnContent: 'when GITHUB_SHA is the commit',
        reuseSignedOn: 'any ref'
    }
};
function meaningOf(eventName) {
    return eventName !== undefined && eventName !== 'other' && Object.hasOwn(EVENTS, eventName)
        ? EVENTS[eventName]
        : EVENTS.other;
}
function fieldName(path) {
    return path.join('.');
}


/***/ }),

/***/ 58549:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ ApiError),
/* harmony export */   j: () => (/* binding */ DeadlineError)
/* harmony export */ });
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(44942);
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(97268);


class ApiError extends _lib_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .PeerFailure */ .zf {
    timedOut = false;
    kind;
    status;
    hint;
    retryAfterMs;
    said;
    notActedOn;
    atProxy;
    connectionMade;
    constructor(message, details) {
        super(message);
        this.name = 'ApiError';
        this.kind = details.kind;
        this.status = details.status;
        this.hint = details.hint;
        this.retryAfterMs = details.retryAfterMs;
        this.said = details.said;
        this.notActedOn = details.notActedOn ?? false;
        this.atProxy = details.atProxy ?? false;
        this.connectionMade = details.connectionMade ?? false;
    }
    get transient() {
        return this.kind === 'transient' || this.kind === 'unreachable';
    }
    get mightHaveActed() {
        if (this.notActedOn || this.kind === 'tls')
            return false;
        if (this.status === undefined)
            return true;
        return (this.status < _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.MultipleChoices ||
            this.status >= _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.InternalServerError ||
            this.status === _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.RequestTimeout);
    }
}
class DeadlineError extends _lib_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .PeerFailure */ .zf {
    timedOut = true;
    hint = undefined;
    lastError;
    askedToWaitMs;
    failedInARow;
    constructor(message, lastError, askedToWaitMs, failedInARow = 0) {
        super(message);
        this.name = 'DeadlineError';
        this.lastError = lastError;
        this.askedToWaitMs = askedToWaitMs;
        this.failedInARow = failedInARow;
    }
}


/***/ }),

/***/ 76782:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dm: () => (/* binding */ isTransientStatus),
/* harmony export */   My: () => (/* binding */ destinationOf),
/* harmony export */   l2: () => (/* binding */ capitalized),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   rd: () => (/* binding */ networkFailure),
/* harmony export */   wX: () => (/* binding */ REFUSED_ADDRESS)
/* harmony export */ });
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(44942);
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(97268);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(79112);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(58549);




function destinationOf(baseUrl, proxy) {
    const url = new URL(baseUrl);
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    return {
        baseUrl,
        hostAndPort: `${url.hostname}:${port}`,
        proxy: proxy === undefined ? undefined : new URL(proxy).origin
    };
}
function capitalized(name) {
    return name.charAt(0).toUpperCase() + name.slice(1);
}
function isTransientStatus(status) {
    return (status === _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.RequestTimeout ||
        status === _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.TooManyRequests ||
        status >= _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpCodes */ .Hv.InternalServerError);
}
const UNREACHABLE_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'EADDRNOTAVAIL'
]);
const REFUSED_ADDRESS = 'ERR_REFUSED_ADDRESS';
const CERTIFICATE_CODES = new Set([
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'UNABLE_TO_GET_ISSUER_CERT',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'CERT_HAS_EXPIRED',
    'CERT_NOT_YET_VALID',
    'CERT_UNTRUSTED',
    'ERR_TLS_CERT_ALTNAME_INVALID'
]);
function networkFailure(error, subject, peer, timedOutAfterMs, answeredBefore = true, connectionMade = false) {
    const { destination } = peer;
    const setting = `${peer.setting} (${destination.baseUrl})`;
    if (timedOutAfterMs !== undefined)
        return silence(subject, peer, timedOutAfterMs, { answeredBefore, connectionMade });
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
    const detail = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error), 200);
    const via = destination.proxy === undefined ? '' : ` through the proxy ${destination.proxy}`;
    if (code === REFUSED_ADDRESS)
        return refusedAddress(error, subject, destination);
    const tls = tlsFailure(code, detail, subject, peer);
    if (tls !== undefined)
        return tls;
    if (code?.startsWith('HPE_'))
        return notHttp(code, subject, peer, answeredBefore);
    const tunnelFailed = /tunneling socket could not be established/i.test(detail);
    const proxyCause = tunnelFailed ? /cause=connect (E[A-Z]+)/.exec(detail)?.[1] : undefined;
    if (proxyCause !== undefined && destination.proxy !== undefined) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`Could not connect to the proxy ${destination.proxy} (${proxyCause}) while ${subject}; the proxy is unreachable.`, {
            kind: 'unreachable',
            notActedOn: true,
            atProxy: true,
            hint: `Check HTTPS_PROXY (the proxy ${destination.proxy} refused or did not take the connection), or list ` +
                `the host of ${setting} in NO_PROXY.`
        });
    }
    if ((code !== undefined && UNREACHABLE_CODES.has(code)) || tunnelFailed) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`Could not connect to ${destination.hostAndPort}${via} (${tunnelFailed ? `the proxy could not reach it: ${detail}` : code}) while ${subject}.`, {
            kind: 'unreachable',
            notActedOn: true,
            hint: `Check the host and port of ${setting}` +
                (destination.proxy === undefined
                    ? '.'
                    : `, and that the proxy ${destination.proxy} can reach it (or list the host in NO_PROXY).`)
        });
    }
    if (/Request timeout/i.test(detail)) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`The connection went silent while ${subject}.`, { kind: 'transient' });
    }
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`Network error while ${subject}: ${detail}${code !== undefined && !detail.includes(code) ? ` (${code})` : ''}`, {
        kind: 'transient'
    });
}
function refusedAddress(error, subject, destination) {
    const address = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)(String(error.address), 60);
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`${destination.hostAndPort} resolved to ${address} as the connection was made while ${subject}: an address ` +
        `on this machine, or link-local, which this request may not reach; nothing was sent.`, { kind: 'protocol', notActedOn: true });
}
function notHttp(code, subject, peer, answeredBefore) {
    const { destination } = peer;
    if (answeredBefore) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`${capitalized(peer.name)}'s answer while ${subject} was not well-formed HTTP (${code}).`, {
            kind: 'transient'
        });
    }
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`The server at ${destination.hostAndPort} did not answer in HTTP (${code}) while ${subject}.`, {
        kind: 'protocol',
        hint: `Check the scheme and port of ${peer.setting} (${destination.baseUrl}): an http:// URL to a port that ` +
            `speaks https, or another protocol, fails this way.`
    });
}
function tlsFailure(code, detail, subject, peer) {
    const { destination } = peer;
    const Name = capitalized(peer.name);
    const setting = `${peer.setting} (${destination.baseUrl})`;
    if (code !== undefined && CERTIFICATE_CODES.has(code)) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`${Name}'s TLS certificate is not trusted (${code}) while ${subject}.`, {
            kind: 'tls',
            hint: `If ${peer.name} (or a proxy in between) uses a certificate from a private CA, point NODE_EXTRA_CA_CERTS at ` +
                `a PEM file ` +
                `holding that CA in the job environment; otherwise check ${peer.setting}.`
        });
    }
    if (code === 'EPROTO' ||
        code?.startsWith('ERR_SSL_') ||
        /wrong version number|packet length too long/i.test(detail)) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`The TLS handshake with ${destination.hostAndPort} failed ` +
            `(${code ?? 'TLS error'}) while ${subject}; nothing was sent.`, {
            kind: 'tls',
            hint: `Check the scheme of ${setting}: an https:// URL to a port that speaks plain http fails this way. ` +
                `If ${peer.name} or a proxy uses a certificate from a private CA, point NODE_EXTRA_CA_CERTS at that CA.`
        });
    }
    return undefined;
}
function silence(subject, peer, timedOutAfterMs, { answeredBefore, connectionMade }) {
    const { destination } = peer;
    const seconds = Math.ceil(timedOutAfterMs / 1000);
    if (answeredBefore)
        return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`No answer from ${peer.name} within ${seconds}s while ${subject}.`, { kind: 'transient' });
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`No answer from ${destination.hostAndPort} within ${seconds}s while ${subject}; it has not answered any request yet.`, {
        kind: 'unreachable',
        connectionMade,
        hint: `Check the host and port of ${peer.setting} ` +
            `(${destination.baseUrl}), and any firewall or proxy in between.`
    });
}
function parseRetryAfter(value, now) {
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    if (text === undefined || text === '')
        return undefined;
    if (/^\d+(?:\.\d+)?$/.test(text))
        return Math.round(Number(text) * 1000);
    const date = Date.parse(text);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}


/***/ }),

/***/ 28902:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LH: () => (/* binding */ withRetries),
/* harmony export */   T1: () => (/* binding */ timeUp)
/* harmony export */ });
/* unused harmony exports DEFAULT_BACKOFF, retryDelayMs */
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(97268);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(58549);
/* harmony import */ var _lib_duration_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(82543);
/* harmony import */ var _network_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(76782);




const DEFAULT_BACKOFF = { initialDelayMs: 1000, maxDelayMs: 30_000 };
function retryDelayMs(error, attempt, policy, random) {
    const ceiling = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** (attempt - 1));
    const backoffMs = Math.floor(ceiling / 2 + random() * (ceiling / 2));
    if (error.retryAfterMs === undefined)
        return backoffMs;
    return Math.max(backoffMs, error.retryAfterMs + Math.floor(random() * Math.min(1000, error.retryAfterMs / 10 + 100)));
}
const LAST_ATTEMPT_MARGIN_MS = 500;
async function withRetries(operation, context) {
    const { deadline, signal, logger, random, link } = context;
    const clock = deadline.clock;
    const policy = context.policy ?? DEFAULT_BACKOFF;
    let lastError;
    for (let attempt = 1;; attempt += 1) {
        if (signal.aborted)
            throw (0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .abortReason */ .Js)(signal);
        const heldMs = link?.holdLeftMs(clock.now()) ?? 0;
        if (heldMs > 0) {
            if (heldMs >= deadline.remainingMs())
                throw askedToWaitTooLong(context, heldMs, lastError, attempt - 1);
            await clock.sleep(heldMs, signal);
            if (signal.aborted)
                throw (0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .abortReason */ .Js)(signal);
        }
        const timeoutMs = deadline.requestTimeoutMs();
        if (timeoutMs <= 0)
            throw timeUp(context.subject, lastError, '', attempt - 1);
        try {
            return await operation(timeoutMs, attempt);
        }
        catch (error) {
            if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .h) || !context.isRetryable(error))
                throw error;
            lastError = error;
        }
        if (signal.aborted)
            throw (0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .abortReason */ .Js)(signal);
        if (lastError.retryAfterMs !== undefined)
            link?.holdFor(lastError.retryAfterMs, clock.now());
        let delayMs = retryDelayMs(lastError, attempt, policy, random);
        const remainingMs = deadline.remainingMs();
        if (lastError.kind === 'unreachable' && link !== undefined && !link.answered) {
            const budgetLeftMs = Math.min(link.connectionBudgetMs, deadline.endsAt - deadline.startedAt) - deadline.elapsedMs();
            if (delayMs >= budgetLeftMs)
                throw unreachable(lastError, deadline.elapsedMs(), context.peer);
        }
        if (lastError.retryAfterMs !== undefined && lastError.retryAfterMs >= remainingMs) {
            throw askedToWaitTooLong(context, lastError.retryAfterMs, lastError, attempt);
        }
        if (delayMs >= remainingMs) {
            if (remainingMs <= LAST_ATTEMPT_MARGIN_MS)
                throw timeUp(context.subject, lastError, '', attempt);
            delayMs = remainingMs - LAST_ATTEMPT_MARGIN_MS;
        }
        const said = /[.!?]$/.test(lastError.message) ? lastError.message : `${lastError.message}.`;
        logger.info(`${said} Trying again in ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a)(delayMs)} (attempt ${attempt + 1}).`);
        await clock.sleep(delayMs, signal);
    }
}
function timeUp(subject, lastError, note = '', failedInARow = 0) {
    const last = lastError === undefined ? '' : ` Last error: ${lastError.message}`;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .DeadlineError */ .j(`The timeout ran out while ${subject}.${note}${last}`, lastError, undefined, failedInARow);
}
function askedToWaitTooLong(context, askedMs, lastError, failedInARow) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .DeadlineError */ .j(`${(0,_network_js__WEBPACK_IMPORTED_MODULE_3__/* .capitalized */ .l2)(context.peer)} asked to wait ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a)(askedMs)} before trying again (Retry-After), ` +
        `longer than the ` +
        `${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a)(context.deadline.remainingMs())} left before timeout, while ${context.subject}.` +
        (lastError === undefined ? '' : ` Last error: ${lastError.message}`), lastError, askedMs, failedInARow);
}
function unreachable(lastError, elapsedMs, peer) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .h(`${lastError.message.replace(/\.$/, '')}; gave up after ${(0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a)(elapsedMs)}, since ${peer} never ` +
        `answered and no timeout would help.`, {
        kind: 'unreachable',
        notActedOn: lastError.notActedOn,
        atProxy: lastError.atProxy,
        connectionMade: lastError.connectionMade,
        hint: lastError.hint
    });
}


/***/ }),

/***/ 1260:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ProxyAgent: () => (/* binding */ ProxyAgent),
/* harmony export */   fetch: () => (/* binding */ fetch)
/* harmony export */ });
let undici;
const loaded = () => (undici ??= __nccwpck_require__.e(/* import() */ 752).then(__nccwpck_require__.t.bind(__nccwpck_require__, 46752, 19)));
class ProxyAgent {
    #options;
    #agent;
    constructor(options) {
        this.#options = options;
    }
    dispatcher() {
        return (this.#agent ??= loaded().then(({ ProxyAgent }) => new ProxyAgent(this.#options)));
    }
}
async function fetch(input, init) {
    const { fetch } = await loaded();
    const dispatcher = init?.dispatcher instanceof ProxyAgent ? await init.dispatcher.dispatcher() : init?.dispatcher;
    return fetch(input, { ...init, dispatcher });
}


/***/ }),

/***/ 79407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _gate_main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(16720);

await (0,_gate_main_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .e)();
process.exit();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 82543:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ parseDuration),
/* harmony export */   a: () => (/* binding */ formatDuration)
/* harmony export */ });
const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 };
const DURATION_PATTERN = /^(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/;
function parseDuration(text) {
    const trimmed = text.trim().toLowerCase();
    if (/^\d+$/.test(trimmed))
        return Number(trimmed) * UNIT_MS.s;
    const match = DURATION_PATTERN.exec(trimmed);
    if (!match || trimmed === '')
        return undefined;
    const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
    return (Number(days) * UNIT_MS.d + Number(hours) * UNIT_MS.h + Number(minutes) * UNIT_MS.m + Number(seconds) * UNIT_MS.s);
}
function formatDuration(ms) {
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


/***/ }),

/***/ 97268:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   J_: () => (/* binding */ HintedError),
/* harmony export */   Js: () => (/* binding */ abortReason),
/* harmony export */   Y7: () => (/* binding */ errorClause),
/* harmony export */   cc: () => (/* binding */ CancelledError),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   zf: () => (/* binding */ PeerFailure)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(79112);

class CancelledError extends Error {
    constructor(signalName) {
        super(`The job was cancelled (${signalName}).`);
        this.name = 'CancelledError';
    }
}
class PeerFailure extends Error {
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
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(errorMessage(error), limit).replace(/\.+$/, '');
}
function abortReason(signal) {
    return signal.reason instanceof Error ? signal.reason : new CancelledError(String(signal.reason ?? 'abort'));
}


/***/ }),

/***/ 70829:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Rh: () => (/* binding */ unusableIdReason),
/* harmony export */   gW: () => (/* binding */ CONTROL_CHARACTER),
/* harmony export */   pn: () => (/* binding */ pathSegment),
/* harmony export */   uH: () => (/* binding */ runIdKey)
/* harmony export */ });
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
function unusableIdReason(id) {
    if (typeof id !== 'string')
        return `it is not a string (${id === null ? 'null' : typeof id})`;
    if (id.trim() === '')
        return 'it is empty';
    if (id === '.' || id === '..')
        return `'${id}' would name another path`;
    if (CONTROL_CHARACTER.test(id))
        return 'it contains control characters';
    return undefined;
}
function pathSegment(id) {
    return encodeURIComponent(id);
}
function runIdKey(id) {
    return id.normalize('NFKC').toLowerCase().trim();
}


/***/ }),

/***/ 18453:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G7: () => (/* binding */ readPath),
/* harmony export */   IU: () => (/* binding */ topLevelFieldNames),
/* harmony export */   i: () => (/* binding */ objectOrNothing),
/* harmony export */   lj: () => (/* binding */ parseObject),
/* harmony export */   pg: () => (/* binding */ explanationOf),
/* harmony export */   qF: () => (/* binding */ parseJson),
/* harmony export */   wE: () => (/* binding */ firstHttpsLink)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(79112);
/* harmony import */ var _walk_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(41162);


function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
function parseObject(value) {
    return objectOrNothing(typeof value === 'string' ? parseJson(value) : value);
}
function objectOrNothing(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
}
const EXPLANATION_FIELDS = ['message', 'detail', 'error_description', 'error', 'title', 'reason'];
function explanationOf(record) {
    for (const field of EXPLANATION_FIELDS) {
        let value = ownField(record, field);
        if (field === 'error' && value !== null && typeof value === 'object')
            value = ownField(value, 'message');
        if (typeof value === 'string' && value.trim() !== '')
            return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(value);
    }
    return undefined;
}
const LINK_SEARCH = { maxDepth: 6, maxValues: 2000 };
function firstHttpsLink(record) {
    let found;
    (0,_walk_js__WEBPACK_IMPORTED_MODULE_1__/* .walkJson */ .gO)(record, null, ({ value, depth }) => {
        if (typeof value === 'string' && /^https:\/\/\S+$/i.test(value) && URL.canParse(value)) {
            found = value;
            return _walk_js__WEBPACK_IMPORTED_MODULE_1__/* .STOP */ .VW;
        }
        return depth < LINK_SEARCH.maxDepth ? null : undefined;
    }, { order: 'breadth-first', maxValues: LINK_SEARCH.maxValues });
    return found;
}
function readPath(record, keys) {
    let current = record;
    for (const key of keys) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = ownField(current, key);
    }
    return current;
}
function topLevelFieldNames(record, limit) {
    const names = Object.keys(record);
    if (names.length === 0)
        return '(none)';
    const shown = names.slice(0, limit).map(name => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(name, 40));
    return names.length > limit ? `${shown.join(', ')} and ${names.length - limit} more` : shown.join(', ');
}
function ownField(record, key) {
    return Object.hasOwn(record, key) ? record[key] : undefined;
}


/***/ }),

/***/ 89067:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B2: () => (/* binding */ Deadline),
/* harmony export */   ml: () => (/* binding */ systemClock),
/* harmony export */   ux: () => (/* binding */ within)
/* harmony export */ });
/* unused harmony export REQUEST_TIMEOUT_MS */
const REQUEST_TIMEOUT_MS = 30_000;
const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise(resolve => {
        if (signal.aborted)
            return resolve();
        const timer = setTimeout(done, ms);
        function done() {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            resolve();
        }
        signal.addEventListener('abort', done, { once: true });
    })
};
class Deadline {
    clock;
    startedAt;
    endsAt;
    constructor(clock, durationMs) {
        this.clock = clock;
        this.startedAt = clock.now();
        this.endsAt = this.startedAt + durationMs;
    }
    remainingMs() {
        return Math.max(0, this.endsAt - this.clock.now());
    }
    elapsedMs() {
        return this.clock.now() - this.startedAt;
    }
    requestTimeoutMs() {
        return Math.min(REQUEST_TIMEOUT_MS, this.remainingMs());
    }
}
async function within(work, ms, late) {
    let timer;
    const outOfTime = new Promise((_, reject) => {
        timer = setTimeout(() => reject(late()), Math.max(0, ms));
    });
    try {
        return await Promise.race([work, outOfTime]);
    }
    finally {
        clearTimeout(timer);
    }
}


/***/ }),

/***/ 79112:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ quotedValue),
/* harmony export */   FK: () => (/* binding */ redactShown),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   Fu: () => (/* binding */ shortSha),
/* harmony export */   GX: () => (/* binding */ toOneLine),
/* harmony export */   KE: () => (/* binding */ listed),
/* harmony export */   KG: () => (/* binding */ asSentence),
/* harmony export */   KL: () => (/* binding */ redactDeep),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   UJ: () => (/* binding */ inertText),
/* harmony export */   aB: () => (/* binding */ toJson),
/* harmony export */   dg: () => (/* binding */ registerSecrets),
/* harmony export */   fd: () => (/* binding */ escapeProse),
/* harmony export */   ml: () => (/* binding */ shorten),
/* harmony export */   xG: () => (/* binding */ escapeLinkText)
/* harmony export */ });
/* unused harmony exports SERVICE_TEXT_LIMIT, normalize, createRedactor */
/* harmony import */ var _walk_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(41162);

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
const GAP = String.raw `\s*`;
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
    const copy = (item) => (typeof item === 'string' ? redact(item) : (0,_walk_js__WEBPACK_IMPORTED_MODULE_0__/* .emptyLike */ .fV)(item));
    const root = copy(value);
    (0,_walk_js__WEBPACK_IMPORTED_MODULE_0__/* .walkJson */ .gO)(value, root, ({ key, value: item, parent }) => {
        const copied = copy(item);
        (0,_walk_js__WEBPACK_IMPORTED_MODULE_0__/* .setField */ .x)(parent, redact(key), copied);
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
    const root = (0,_walk_js__WEBPACK_IMPORTED_MODULE_0__/* .emptyLike */ .fV)(value);
    (0,_walk_js__WEBPACK_IMPORTED_MODULE_0__/* .walkJson */ .gO)(value, root, ({ key, value: item, depth, parent }) => {
        const deep = item !== null && typeof item === 'object' && depth >= limit;
        const copied = deep ? leftOut : (0,_walk_js__WEBPACK_IMPORTED_MODULE_0__/* .emptyLike */ .fV)(item);
        (0,_walk_js__WEBPACK_IMPORTED_MODULE_0__/* .setField */ .x)(parent, key, copied);
        return copied !== null && typeof copied === 'object' ? copied : undefined;
    });
    return root;
}


/***/ }),

/***/ 87471:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ ACTION_VERSION)
/* harmony export */ });
const ACTION_VERSION = '1.0.0';


/***/ }),

/***/ 41162:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   VW: () => (/* binding */ STOP),
/* harmony export */   fV: () => (/* binding */ emptyLike),
/* harmony export */   gO: () => (/* binding */ walkJson),
/* harmony export */   x: () => (/* binding */ setField)
/* harmony export */ });
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

/***/ 94542:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   JP: () => (/* binding */ readsOf),
/* harmony export */   Ll: () => (/* binding */ isNode),
/* harmony export */   MH: () => (/* binding */ plainName),
/* harmony export */   Ww: () => (/* binding */ orders),
/* harmony export */   XM: () => (/* binding */ pathOf)
/* harmony export */ });
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


/***/ }),

/***/ 12742:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fr: () => (/* binding */ regressionText),
/* harmony export */   Le: () => (/* binding */ readingsText),
/* harmony export */   OP: () => (/* binding */ figureText),
/* harmony export */   PJ: () => (/* binding */ readingsOnce),
/* harmony export */   WB: () => (/* binding */ levelText),
/* harmony export */   outcomeText: () => (/* binding */ outcomeText),
/* harmony export */   readingsSuffix: () => (/* binding */ readingsSuffix),
/* harmony export */   y1: () => (/* binding */ chanceText)
/* harmony export */ });
function chanceText(chance) {
    const percent = chance * 100;
    return percent < 0.1 ? 'under a 0.1% chance' : `a ${figureText(percent, 1)}% chance`;
}
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


/***/ }),

/***/ 36805:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HQ: () => (/* binding */ runState),
/* harmony export */   IY: () => (/* binding */ endedInFailure),
/* harmony export */   SP: () => (/* binding */ normalizeStatus),
/* harmony export */   Tr: () => (/* binding */ COMPLETED_STATUS)
/* harmony export */ });
/* unused harmony export FAILED_STATUSES */
const COMPLETED_STATUS = 'completed';
const FAILED_STATUSES = new Set([
    'failed',
    'failure',
    'error',
    'errored',
    'cancelled',
    'canceled',
    'aborted',
    'rejected',
    'expired',
    'timed_out'
]);
function normalizeStatus(status) {
    return status.trim().toLowerCase();
}
function runState(status) {
    const normalized = normalizeStatus(status);
    return normalized === COMPLETED_STATUS || FAILED_STATUSES.has(normalized) ? 'over' : 'working';
}
function endedInFailure(status) {
    return FAILED_STATUSES.has(normalizeStatus(status ?? ''));
}


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 72250:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("dns");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 91943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 85675:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http2");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 16460:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers/promises");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ }),

/***/ 56288:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Yz: () => (/* binding */ core_debug),
  N4: () => (/* binding */ endGroup),
  V4: () => (/* binding */ getInput),
  pq: () => (/* binding */ info),
  _o: () => (/* binding */ isDebug),
  C1: () => (/* binding */ setFailed),
  uH: () => (/* binding */ setOutput),
  Pq: () => (/* binding */ core_setSecret),
  Oh: () => (/* binding */ startGroup),
  $e: () => (/* binding */ warning)
});

// UNUSED EXPORTS: ExitCode, addPath, error, exportVariable, getBooleanInput, getIDToken, getMultilineInput, getState, group, markdownSummary, notice, platform, saveState, setCommandEcho, summary, toPlatformPath, toPosixPath, toWin32Path

// EXTERNAL MODULE: external "os"
var external_os_ = __nccwpck_require__(70857);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/utils.js
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Sanitizes an input into a string so it can be passed into issueCommand safely
 * @param input input to sanitize into a string
 */
function utils_toCommandValue(input) {
    if (input === null || input === undefined) {
        return '';
    }
    else if (typeof input === 'string' || input instanceof String) {
        return input;
    }
    return JSON.stringify(input);
}
/**
 *
 * @param annotationProperties
 * @returns The command properties to send with the actual annotation command
 * See IssueCommandProperties: https://github.com/actions/runner/blob/main/src/Runner.Worker/ActionCommandManager.cs#L646
 */
function utils_toCommandProperties(annotationProperties) {
    if (!Object.keys(annotationProperties).length) {
        return {};
    }
    return {
        title: annotationProperties.title,
        file: annotationProperties.file,
        line: annotationProperties.startLine,
        endLine: annotationProperties.endLine,
        col: annotationProperties.startColumn,
        endColumn: annotationProperties.endColumn
    };
}
//# sourceMappingURL=utils.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/command.js


/**
 * Issues a command to the GitHub Actions runner
 *
 * @param command - The command name to issue
 * @param properties - Additional properties for the command (key-value pairs)
 * @param message - The message to include with the command
 * @remarks
 * This function outputs a specially formatted string to stdout that the Actions
 * runner interprets as a command. These commands can control workflow behavior,
 * set outputs, create annotations, mask values, and more.
 *
 * Command Format:
 *   ::name key=value,key=value::message
 *
 * @example
 * ```typescript
 * // Issue a warning annotation
 * issueCommand('warning', {}, 'This is a warning message');
 * // Output: ::warning::This is a warning message
 *
 * // Set an environment variable
 * issueCommand('set-env', { name: 'MY_VAR' }, 'some value');
 * // Output: ::set-env name=MY_VAR::some value
 *
 * // Add a secret mask
 * issueCommand('add-mask', {}, 'secretValue123');
 * // Output: ::add-mask::secretValue123
 * ```
 *
 * @internal
 * This is an internal utility function that powers the public API functions
 * such as setSecret, warning, error, and exportVariable.
 */
function command_issueCommand(command, properties, message) {
    const cmd = new Command(command, properties, message);
    process.stdout.write(cmd.toString() + external_os_.EOL);
}
function command_issue(name, message = '') {
    command_issueCommand(name, {}, message);
}
const CMD_STRING = '::';
class Command {
    constructor(command, properties, message) {
        if (!command) {
            command = 'missing.command';
        }
        this.command = command;
        this.properties = properties;
        this.message = message;
    }
    toString() {
        let cmdStr = CMD_STRING + this.command;
        if (this.properties && Object.keys(this.properties).length > 0) {
            cmdStr += ' ';
            let first = true;
            for (const key in this.properties) {
                if (this.properties.hasOwnProperty(key)) {
                    const val = this.properties[key];
                    if (val) {
                        if (first) {
                            first = false;
                        }
                        else {
                            cmdStr += ',';
                        }
                        cmdStr += `${key}=${escapeProperty(val)}`;
                    }
                }
            }
        }
        cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
        return cmdStr;
    }
}
function escapeData(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A')
        .replace(/:/g, '%3A')
        .replace(/,/g, '%2C');
}
//# sourceMappingURL=command.js.map
// EXTERNAL MODULE: external "crypto"
var external_crypto_ = __nccwpck_require__(76982);
// EXTERNAL MODULE: external "fs"
var external_fs_ = __nccwpck_require__(79896);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/file-command.js
// For internal use, subject to change.
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */




function file_command_issueFileCommand(command, message) {
    const filePath = process.env[`GITHUB_${command}`];
    if (!filePath) {
        throw new Error(`Unable to find environment variable for file command ${command}`);
    }
    if (!external_fs_.existsSync(filePath)) {
        throw new Error(`Missing file at path: ${filePath}`);
    }
    external_fs_.appendFileSync(filePath, `${utils_toCommandValue(message)}${external_os_.EOL}`, {
        encoding: 'utf8'
    });
}
function file_command_prepareKeyValueMessage(key, value) {
    const delimiter = `ghadelimiter_${external_crypto_.randomUUID()}`;
    const convertedValue = utils_toCommandValue(value);
    // These should realistically never happen, but just in case someone finds a
    // way to exploit uuid generation let's not allow keys or values that contain
    // the delimiter.
    if (key.includes(delimiter)) {
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    }
    if (convertedValue.includes(delimiter)) {
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    }
    return `${key}<<${delimiter}${external_os_.EOL}${convertedValue}${external_os_.EOL}${delimiter}`;
}
//# sourceMappingURL=file-command.js.map
// EXTERNAL MODULE: external "path"
var external_path_ = __nccwpck_require__(16928);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __nccwpck_require__(44942);
;// CONCATENATED MODULE: ./node_modules/@actions/http-client/lib/auth.js
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
class BasicCredentialHandler {
    constructor(username, password) {
        this.username = username;
        this.password = password;
    }
    prepareRequest(options) {
        if (!options.headers) {
            throw Error('The request has no headers');
        }
        options.headers['Authorization'] = `Basic ${Buffer.from(`${this.username}:${this.password}`).toString('base64')}`;
    }
    // This handler cannot handle 401
    canHandleAuthentication() {
        return false;
    }
    handleAuthentication() {
        return __awaiter(this, void 0, void 0, function* () {
            throw new Error('not implemented');
        });
    }
}
class auth_BearerCredentialHandler {
    constructor(token) {
        this.token = token;
    }
    // currently implements pre-authorization
    // TODO: support preAuth = false where it hooks on 401
    prepareRequest(options) {
        if (!options.headers) {
            throw Error('The request has no headers');
        }
        options.headers['Authorization'] = `Bearer ${this.token}`;
    }
    // This handler cannot handle 401
    canHandleAuthentication() {
        return false;
    }
    handleAuthentication() {
        return __awaiter(this, void 0, void 0, function* () {
            throw new Error('not implemented');
        });
    }
}
class PersonalAccessTokenCredentialHandler {
    constructor(token) {
        this.token = token;
    }
    // currently implements pre-authorization
    // TODO: support preAuth = false where it hooks on 401
    prepareRequest(options) {
        if (!options.headers) {
            throw Error('The request has no headers');
        }
        options.headers['Authorization'] = `Basic ${Buffer.from(`PAT:${this.token}`).toString('base64')}`;
    }
    // This handler cannot handle 401
    canHandleAuthentication() {
        return false;
    }
    handleAuthentication() {
        return __awaiter(this, void 0, void 0, function* () {
            throw new Error('not implemented');
        });
    }
}
//# sourceMappingURL=auth.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/oidc-utils.js
var oidc_utils_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};



class oidc_utils_OidcClient {
    static createHttpClient(allowRetry = true, maxRetry = 10) {
        const requestOptions = {
            allowRetries: allowRetry,
            maxRetries: maxRetry
        };
        return new HttpClient('actions/oidc-client', [new BearerCredentialHandler(oidc_utils_OidcClient.getRequestToken())], requestOptions);
    }
    static getRequestToken() {
        const token = process.env['ACTIONS_ID_TOKEN_REQUEST_TOKEN'];
        if (!token) {
            throw new Error('Unable to get ACTIONS_ID_TOKEN_REQUEST_TOKEN env variable');
        }
        return token;
    }
    static getIDTokenUrl() {
        const runtimeUrl = process.env['ACTIONS_ID_TOKEN_REQUEST_URL'];
        if (!runtimeUrl) {
            throw new Error('Unable to get ACTIONS_ID_TOKEN_REQUEST_URL env variable');
        }
        return runtimeUrl;
    }
    static getCall(id_token_url) {
        return oidc_utils_awaiter(this, void 0, void 0, function* () {
            var _a;
            const httpclient = oidc_utils_OidcClient.createHttpClient();
            const res = yield httpclient
                .getJson(id_token_url)
                .catch(error => {
                throw new Error(`Failed to get ID Token. \n 
        Error Code : ${error.statusCode}\n 
        Error Message: ${error.message}`);
            });
            const id_token = (_a = res.result) === null || _a === void 0 ? void 0 : _a.value;
            if (!id_token) {
                throw new Error('Response json body do not have ID Token field');
            }
            return id_token;
        });
    }
    static getIDToken(audience) {
        return oidc_utils_awaiter(this, void 0, void 0, function* () {
            try {
                // New ID Token is requested from action service
                let id_token_url = oidc_utils_OidcClient.getIDTokenUrl();
                if (audience) {
                    const encodedAudience = encodeURIComponent(audience);
                    id_token_url = `${id_token_url}&audience=${encodedAudience}`;
                }
                debug(`ID token url is ${id_token_url}`);
                const id_token = yield oidc_utils_OidcClient.getCall(id_token_url);
                setSecret(id_token);
                return id_token;
            }
            catch (error) {
                throw new Error(`Error message: ${error.message}`);
            }
        });
    }
}
//# sourceMappingURL=oidc-utils.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/summary.js
var summary_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { access, appendFile, writeFile } = external_fs_.promises;
const SUMMARY_ENV_VAR = 'GITHUB_STEP_SUMMARY';
const SUMMARY_DOCS_URL = 'https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-job-summary';
class Summary {
    constructor() {
        this._buffer = '';
    }
    /**
     * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
     * Also checks r/w permissions.
     *
     * @returns step summary file path
     */
    filePath() {
        return summary_awaiter(this, void 0, void 0, function* () {
            if (this._filePath) {
                return this._filePath;
            }
            const pathFromEnv = process.env[SUMMARY_ENV_VAR];
            if (!pathFromEnv) {
                throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
            }
            try {
                yield access(pathFromEnv, external_fs_.constants.R_OK | external_fs_.constants.W_OK);
            }
            catch (_a) {
                throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
            }
            this._filePath = pathFromEnv;
            return this._filePath;
        });
    }
    /**
     * Wraps content in an HTML tag, adding any HTML attributes
     *
     * @param {string} tag HTML tag to wrap
     * @param {string | null} content content within the tag
     * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
     *
     * @returns {string} content wrapped in HTML element
     */
    wrap(tag, content, attrs = {}) {
        const htmlAttrs = Object.entries(attrs)
            .map(([key, value]) => ` ${key}="${value}"`)
            .join('');
        if (!content) {
            return `<${tag}${htmlAttrs}>`;
        }
        return `<${tag}${htmlAttrs}>${content}</${tag}>`;
    }
    /**
     * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
     *
     * @param {SummaryWriteOptions} [options] (optional) options for write operation
     *
     * @returns {Promise<Summary>} summary instance
     */
    write(options) {
        return summary_awaiter(this, void 0, void 0, function* () {
            const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
            const filePath = yield this.filePath();
            const writeFunc = overwrite ? writeFile : appendFile;
            yield writeFunc(filePath, this._buffer, { encoding: 'utf8' });
            return this.emptyBuffer();
        });
    }
    /**
     * Clears the summary buffer and wipes the summary file
     *
     * @returns {Summary} summary instance
     */
    clear() {
        return summary_awaiter(this, void 0, void 0, function* () {
            return this.emptyBuffer().write({ overwrite: true });
        });
    }
    /**
     * Returns the current summary buffer as a string
     *
     * @returns {string} string of summary buffer
     */
    stringify() {
        return this._buffer;
    }
    /**
     * If the summary buffer is empty
     *
     * @returns {boolen} true if the buffer is empty
     */
    isEmptyBuffer() {
        return this._buffer.length === 0;
    }
    /**
     * Resets the summary buffer without writing to summary file
     *
     * @returns {Summary} summary instance
     */
    emptyBuffer() {
        this._buffer = '';
        return this;
    }
    /**
     * Adds raw text to the summary buffer
     *
     * @param {string} text content to add
     * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
     *
     * @returns {Summary} summary instance
     */
    addRaw(text, addEOL = false) {
        this._buffer += text;
        return addEOL ? this.addEOL() : this;
    }
    /**
     * Adds the operating system-specific end-of-line marker to the buffer
     *
     * @returns {Summary} summary instance
     */
    addEOL() {
        return this.addRaw(external_os_.EOL);
    }
    /**
     * Adds an HTML codeblock to the summary buffer
     *
     * @param {string} code content to render within fenced code block
     * @param {string} lang (optional) language to syntax highlight code
     *
     * @returns {Summary} summary instance
     */
    addCodeBlock(code, lang) {
        const attrs = Object.assign({}, (lang && { lang }));
        const element = this.wrap('pre', this.wrap('code', code), attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML list to the summary buffer
     *
     * @param {string[]} items list of items to render
     * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
     *
     * @returns {Summary} summary instance
     */
    addList(items, ordered = false) {
        const tag = ordered ? 'ol' : 'ul';
        const listItems = items.map(item => this.wrap('li', item)).join('');
        const element = this.wrap(tag, listItems);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML table to the summary buffer
     *
     * @param {SummaryTableCell[]} rows table rows
     *
     * @returns {Summary} summary instance
     */
    addTable(rows) {
        const tableBody = rows
            .map(row => {
            const cells = row
                .map(cell => {
                if (typeof cell === 'string') {
                    return this.wrap('td', cell);
                }
                const { header, data, colspan, rowspan } = cell;
                const tag = header ? 'th' : 'td';
                const attrs = Object.assign(Object.assign({}, (colspan && { colspan })), (rowspan && { rowspan }));
                return this.wrap(tag, data, attrs);
            })
                .join('');
            return this.wrap('tr', cells);
        })
            .join('');
        const element = this.wrap('table', tableBody);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds a collapsable HTML details element to the summary buffer
     *
     * @param {string} label text for the closed state
     * @param {string} content collapsable content
     *
     * @returns {Summary} summary instance
     */
    addDetails(label, content) {
        const element = this.wrap('details', this.wrap('summary', label) + content);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML image tag to the summary buffer
     *
     * @param {string} src path to the image you to embed
     * @param {string} alt text description of the image
     * @param {SummaryImageOptions} options (optional) addition image attributes
     *
     * @returns {Summary} summary instance
     */
    addImage(src, alt, options) {
        const { width, height } = options || {};
        const attrs = Object.assign(Object.assign({}, (width && { width })), (height && { height }));
        const element = this.wrap('img', null, Object.assign({ src, alt }, attrs));
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML section heading element
     *
     * @param {string} text heading text
     * @param {number | string} [level=1] (optional) the heading level, default: 1
     *
     * @returns {Summary} summary instance
     */
    addHeading(text, level) {
        const tag = `h${level}`;
        const allowedTag = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag)
            ? tag
            : 'h1';
        const element = this.wrap(allowedTag, text);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML thematic break (<hr>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addSeparator() {
        const element = this.wrap('hr', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML line break (<br>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addBreak() {
        const element = this.wrap('br', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML blockquote to the summary buffer
     *
     * @param {string} text quote text
     * @param {string} cite (optional) citation url
     *
     * @returns {Summary} summary instance
     */
    addQuote(text, cite) {
        const attrs = Object.assign({}, (cite && { cite }));
        const element = this.wrap('blockquote', text, attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML anchor tag to the summary buffer
     *
     * @param {string} text link text/content
     * @param {string} href hyperlink
     *
     * @returns {Summary} summary instance
     */
    addLink(text, href) {
        const element = this.wrap('a', text, { href });
        return this.addRaw(element).addEOL();
    }
}
const _summary = new Summary();
/**
 * @deprecated use `core.summary`
 */
const markdownSummary = (/* unused pure expression or super */ null && (_summary));
const summary = (/* unused pure expression or super */ null && (_summary));
//# sourceMappingURL=summary.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/path-utils.js

/**
 * toPosixPath converts the given path to the posix form. On Windows, \\ will be
 * replaced with /.
 *
 * @param pth. Path to transform.
 * @return string Posix path.
 */
function toPosixPath(pth) {
    return pth.replace(/[\\]/g, '/');
}
/**
 * toWin32Path converts the given path to the win32 form. On Linux, / will be
 * replaced with \\.
 *
 * @param pth. Path to transform.
 * @return string Win32 path.
 */
function toWin32Path(pth) {
    return pth.replace(/[/]/g, '\\');
}
/**
 * toPlatformPath converts the given path to a platform-specific path. It does
 * this by replacing instances of / and \ with the platform-specific path
 * separator.
 *
 * @param pth The path to platformize.
 * @return string The platform-specific path.
 */
function toPlatformPath(pth) {
    return pth.replace(/[/\\]/g, path.sep);
}
//# sourceMappingURL=path-utils.js.map
// EXTERNAL MODULE: external "string_decoder"
var external_string_decoder_ = __nccwpck_require__(13193);
// EXTERNAL MODULE: external "events"
var external_events_ = __nccwpck_require__(24434);
;// CONCATENATED MODULE: external "child_process"
const external_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");
// EXTERNAL MODULE: external "assert"
var external_assert_ = __nccwpck_require__(42613);
;// CONCATENATED MODULE: ./node_modules/@actions/io/lib/io-util.js
var io_util_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { chmod, copyFile, lstat, mkdir, open: io_util_open, readdir, rename, rm, rmdir, stat, symlink, unlink } = external_fs_.promises;
// export const {open} = 'fs'
const IS_WINDOWS = process.platform === 'win32';
/**
 * Custom implementation of readlink to ensure Windows junctions
 * maintain trailing backslash for backward compatibility with Node.js < 24
 *
 * In Node.js 20, Windows junctions (directory symlinks) always returned paths
 * with trailing backslashes. Node.js 24 removed this behavior, which breaks
 * code that relied on this format for path operations.
 *
 * This implementation restores the Node 20 behavior by adding a trailing
 * backslash to all junction results on Windows.
 */
function readlink(fsPath) {
    return io_util_awaiter(this, void 0, void 0, function* () {
        const result = yield fs.promises.readlink(fsPath);
        // On Windows, restore Node 20 behavior: add trailing backslash to all results
        // since junctions on Windows are always directory links
        if (IS_WINDOWS && !result.endsWith('\\')) {
            return `${result}\\`;
        }
        return result;
    });
}
// See https://github.com/nodejs/node/blob/d0153aee367422d0858105abec186da4dff0a0c5/deps/uv/include/uv/win.h#L691
const UV_FS_O_EXLOCK = 0x10000000;
const READONLY = external_fs_.constants.O_RDONLY;
function exists(fsPath) {
    return io_util_awaiter(this, void 0, void 0, function* () {
        try {
            yield stat(fsPath);
        }
        catch (err) {
            if (err.code === 'ENOENT') {
                return false;
            }
            throw err;
        }
        return true;
    });
}
function isDirectory(fsPath_1) {
    return io_util_awaiter(this, arguments, void 0, function* (fsPath, useStat = false) {
        const stats = useStat ? yield stat(fsPath) : yield lstat(fsPath);
        return stats.isDirectory();
    });
}
/**
 * On OSX/Linux, true if path starts with '/'. On Windows, true for paths like:
 * \, \hello, \\hello\share, C:, and C:\hello (and corresponding alternate separator cases).
 */
function isRooted(p) {
    p = normalizeSeparators(p);
    if (!p) {
        throw new Error('isRooted() parameter "p" cannot be empty');
    }
    if (IS_WINDOWS) {
        return (p.startsWith('\\') || /^[A-Z]:/i.test(p) // e.g. \ or \hello or \\hello
        ); // e.g. C: or C:\hello
    }
    return p.startsWith('/');
}
/**
 * Best effort attempt to determine whether a file exists and is executable.
 * @param filePath    file path to check
 * @param extensions  additional file extensions to try
 * @return if file exists and is executable, returns the file path. otherwise empty string.
 */
function tryGetExecutablePath(filePath, extensions) {
    return io_util_awaiter(this, void 0, void 0, function* () {
        let stats = undefined;
        try {
            // test file exists
            stats = yield stat(filePath);
        }
        catch (err) {
            if (err.code !== 'ENOENT') {
                // eslint-disable-next-line no-console
                console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
            }
        }
        if (stats && stats.isFile()) {
            if (IS_WINDOWS) {
                // on Windows, test for valid extension
                const upperExt = external_path_.extname(filePath).toUpperCase();
                if (extensions.some(validExt => validExt.toUpperCase() === upperExt)) {
                    return filePath;
                }
            }
            else {
                if (isUnixExecutable(stats)) {
                    return filePath;
                }
            }
        }
        // try each extension
        const originalFilePath = filePath;
        for (const extension of extensions) {
            filePath = originalFilePath + extension;
            stats = undefined;
            try {
                stats = yield stat(filePath);
            }
            catch (err) {
                if (err.code !== 'ENOENT') {
                    // eslint-disable-next-line no-console
                    console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
                }
            }
            if (stats && stats.isFile()) {
                if (IS_WINDOWS) {
                    // preserve the case of the actual file (since an extension was appended)
                    try {
                        const directory = external_path_.dirname(filePath);
                        const upperName = external_path_.basename(filePath).toUpperCase();
                        for (const actualName of yield readdir(directory)) {
                            if (upperName === actualName.toUpperCase()) {
                                filePath = external_path_.join(directory, actualName);
                                break;
                            }
                        }
                    }
                    catch (err) {
                        // eslint-disable-next-line no-console
                        console.log(`Unexpected error attempting to determine the actual case of the file '${filePath}': ${err}`);
                    }
                    return filePath;
                }
                else {
                    if (isUnixExecutable(stats)) {
                        return filePath;
                    }
                }
            }
        }
        return '';
    });
}
function normalizeSeparators(p) {
    p = p || '';
    if (IS_WINDOWS) {
        // convert slashes on Windows
        p = p.replace(/\//g, '\\');
        // remove redundant slashes
        return p.replace(/\\\\+/g, '\\');
    }
    // remove redundant slashes
    return p.replace(/\/\/+/g, '/');
}
// on Mac/Linux, test the execute bit
//     R   W  X  R  W X R W X
//   256 128 64 32 16 8 4 2 1
function isUnixExecutable(stats) {
    return ((stats.mode & 1) > 0 ||
        ((stats.mode & 8) > 0 &&
            process.getgid !== undefined &&
            stats.gid === process.getgid()) ||
        ((stats.mode & 64) > 0 &&
            process.getuid !== undefined &&
            stats.uid === process.getuid()));
}
// Get the path of cmd.exe in windows
function getCmdPath() {
    var _a;
    return (_a = process.env['COMSPEC']) !== null && _a !== void 0 ? _a : `cmd.exe`;
}
//# sourceMappingURL=io-util.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/io/lib/io.js
var io_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};



/**
 * Copies a file or folder.
 * Based off of shelljs - https://github.com/shelljs/shelljs/blob/9237f66c52e5daa40458f94f9565e18e8132f5a6/src/cp.js
 *
 * @param     source    source path
 * @param     dest      destination path
 * @param     options   optional. See CopyOptions.
 */
function cp(source_1, dest_1) {
    return io_awaiter(this, arguments, void 0, function* (source, dest, options = {}) {
        const { force, recursive, copySourceDirectory } = readCopyOptions(options);
        const destStat = (yield ioUtil.exists(dest)) ? yield ioUtil.stat(dest) : null;
        // Dest is an existing file, but not forcing
        if (destStat && destStat.isFile() && !force) {
            return;
        }
        // If dest is an existing directory, should copy inside.
        const newDest = destStat && destStat.isDirectory() && copySourceDirectory
            ? path.join(dest, path.basename(source))
            : dest;
        if (!(yield ioUtil.exists(source))) {
            throw new Error(`no such file or directory: ${source}`);
        }
        const sourceStat = yield ioUtil.stat(source);
        if (sourceStat.isDirectory()) {
            if (!recursive) {
                throw new Error(`Failed to copy. ${source} is a directory, but tried to copy without recursive flag.`);
            }
            else {
                yield cpDirRecursive(source, newDest, 0, force);
            }
        }
        else {
            if (path.relative(source, newDest) === '') {
                // a file cannot be copied to itself
                throw new Error(`'${newDest}' and '${source}' are the same file`);
            }
            yield io_copyFile(source, newDest, force);
        }
    });
}
/**
 * Moves a path.
 *
 * @param     source    source path
 * @param     dest      destination path
 * @param     options   optional. See MoveOptions.
 */
function mv(source_1, dest_1) {
    return io_awaiter(this, arguments, void 0, function* (source, dest, options = {}) {
        if (yield ioUtil.exists(dest)) {
            let destExists = true;
            if (yield ioUtil.isDirectory(dest)) {
                // If dest is directory copy src into dest
                dest = path.join(dest, path.basename(source));
                destExists = yield ioUtil.exists(dest);
            }
            if (destExists) {
                if (options.force == null || options.force) {
                    yield rmRF(dest);
                }
                else {
                    throw new Error('Destination already exists');
                }
            }
        }
        yield mkdirP(path.dirname(dest));
        yield ioUtil.rename(source, dest);
    });
}
/**
 * Remove a path recursively with force
 *
 * @param inputPath path to remove
 */
function rmRF(inputPath) {
    return io_awaiter(this, void 0, void 0, function* () {
        if (ioUtil.IS_WINDOWS) {
            // Check for invalid characters
            // https://docs.microsoft.com/en-us/windows/win32/fileio/naming-a-file
            if (/[*"<>|]/.test(inputPath)) {
                throw new Error('File path must not contain `*`, `"`, `<`, `>` or `|` on Windows');
            }
        }
        try {
            // note if path does not exist, error is silent
            yield ioUtil.rm(inputPath, {
                force: true,
                maxRetries: 3,
                recursive: true,
                retryDelay: 300
            });
        }
        catch (err) {
            throw new Error(`File was unable to be removed ${err}`);
        }
    });
}
/**
 * Make a directory.  Creates the full path with folders in between
 * Will throw if it fails
 *
 * @param   fsPath        path to create
 * @returns Promise<void>
 */
function mkdirP(fsPath) {
    return io_awaiter(this, void 0, void 0, function* () {
        ok(fsPath, 'a path argument must be provided');
        yield ioUtil.mkdir(fsPath, { recursive: true });
    });
}
/**
 * Returns path of a tool had the tool actually been invoked.  Resolves via paths.
 * If you check and the tool does not exist, it will throw.
 *
 * @param     tool              name of the tool
 * @param     check             whether to check if tool exists
 * @returns   Promise<string>   path to tool
 */
function which(tool, check) {
    return io_awaiter(this, void 0, void 0, function* () {
        if (!tool) {
            throw new Error("parameter 'tool' is required");
        }
        // recursive when check=true
        if (check) {
            const result = yield which(tool, false);
            if (!result) {
                if (IS_WINDOWS) {
                    throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also verify the file has a valid extension for an executable file.`);
                }
                else {
                    throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also check the file mode to verify the file is executable.`);
                }
            }
            return result;
        }
        const matches = yield findInPath(tool);
        if (matches && matches.length > 0) {
            return matches[0];
        }
        return '';
    });
}
/**
 * Returns a list of all occurrences of the given tool on the system path.
 *
 * @returns   Promise<string[]>  the paths of the tool
 */
function findInPath(tool) {
    return io_awaiter(this, void 0, void 0, function* () {
        if (!tool) {
            throw new Error("parameter 'tool' is required");
        }
        // build the list of extensions to try
        const extensions = [];
        if (IS_WINDOWS && process.env['PATHEXT']) {
            for (const extension of process.env['PATHEXT'].split(external_path_.delimiter)) {
                if (extension) {
                    extensions.push(extension);
                }
            }
        }
        // if it's rooted, return it if exists. otherwise return empty.
        if (isRooted(tool)) {
            const filePath = yield tryGetExecutablePath(tool, extensions);
            if (filePath) {
                return [filePath];
            }
            return [];
        }
        // if any path separators, return empty
        if (tool.includes(external_path_.sep)) {
            return [];
        }
        // build the list of directories
        //
        // Note, technically "where" checks the current directory on Windows. From a toolkit perspective,
        // it feels like we should not do this. Checking the current directory seems like more of a use
        // case of a shell, and the which() function exposed by the toolkit should strive for consistency
        // across platforms.
        const directories = [];
        if (process.env.PATH) {
            for (const p of process.env.PATH.split(external_path_.delimiter)) {
                if (p) {
                    directories.push(p);
                }
            }
        }
        // find all matches
        const matches = [];
        for (const directory of directories) {
            const filePath = yield tryGetExecutablePath(external_path_.join(directory, tool), extensions);
            if (filePath) {
                matches.push(filePath);
            }
        }
        return matches;
    });
}
function readCopyOptions(options) {
    const force = options.force == null ? true : options.force;
    const recursive = Boolean(options.recursive);
    const copySourceDirectory = options.copySourceDirectory == null
        ? true
        : Boolean(options.copySourceDirectory);
    return { force, recursive, copySourceDirectory };
}
function cpDirRecursive(sourceDir, destDir, currentDepth, force) {
    return io_awaiter(this, void 0, void 0, function* () {
        // Ensure there is not a run away recursive copy
        if (currentDepth >= 255)
            return;
        currentDepth++;
        yield mkdirP(destDir);
        const files = yield ioUtil.readdir(sourceDir);
        for (const fileName of files) {
            const srcFile = `${sourceDir}/${fileName}`;
            const destFile = `${destDir}/${fileName}`;
            const srcFileStat = yield ioUtil.lstat(srcFile);
            if (srcFileStat.isDirectory()) {
                // Recurse
                yield cpDirRecursive(srcFile, destFile, currentDepth, force);
            }
            else {
                yield io_copyFile(srcFile, destFile, force);
            }
        }
        // Change the mode for the newly created directory
        yield ioUtil.chmod(destDir, (yield ioUtil.stat(sourceDir)).mode);
    });
}
// Buffered file copy
function io_copyFile(srcFile, destFile, force) {
    return io_awaiter(this, void 0, void 0, function* () {
        if ((yield ioUtil.lstat(srcFile)).isSymbolicLink()) {
            // unlink/re-link it
            try {
                yield ioUtil.lstat(destFile);
                yield ioUtil.unlink(destFile);
            }
            catch (e) {
                // Try to override file permission
                if (e.code === 'EPERM') {
                    yield ioUtil.chmod(destFile, '0666');
                    yield ioUtil.unlink(destFile);
                }
                // other errors = it doesn't exist, no work to do
            }
            // Copy over symlink
            const symlinkFull = yield ioUtil.readlink(srcFile);
            yield ioUtil.symlink(symlinkFull, destFile, ioUtil.IS_WINDOWS ? 'junction' : null);
        }
        else if (!(yield ioUtil.exists(destFile)) || force) {
            yield ioUtil.copyFile(srcFile, destFile);
        }
    });
}
//# sourceMappingURL=io.js.map
;// CONCATENATED MODULE: external "timers"
const external_timers_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");
;// CONCATENATED MODULE: ./node_modules/@actions/exec/lib/toolrunner.js
var toolrunner_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};







/* eslint-disable @typescript-eslint/unbound-method */
const toolrunner_IS_WINDOWS = process.platform === 'win32';
/*
 * Class for running command line tools. Handles quoting and arg parsing in a platform agnostic way.
 */
class ToolRunner extends external_events_.EventEmitter {
    constructor(toolPath, args, options) {
        super();
        if (!toolPath) {
            throw new Error("Parameter 'toolPath' cannot be null or empty.");
        }
        this.toolPath = toolPath;
        this.args = args || [];
        this.options = options || {};
    }
    _debug(message) {
        if (this.options.listeners && this.options.listeners.debug) {
            this.options.listeners.debug(message);
        }
    }
    _getCommandString(options, noPrefix) {
        const toolPath = this._getSpawnFileName();
        const args = this._getSpawnArgs(options);
        let cmd = noPrefix ? '' : '[command]'; // omit prefix when piped to a second tool
        if (toolrunner_IS_WINDOWS) {
            // Windows + cmd file
            if (this._isCmdFile()) {
                cmd += toolPath;
                for (const a of args) {
                    cmd += ` ${a}`;
                }
            }
            // Windows + verbatim
            else if (options.windowsVerbatimArguments) {
                cmd += `"${toolPath}"`;
                for (const a of args) {
                    cmd += ` ${a}`;
                }
            }
            // Windows (regular)
            else {
                cmd += this._windowsQuoteCmdArg(toolPath);
                for (const a of args) {
                    cmd += ` ${this._windowsQuoteCmdArg(a)}`;
                }
            }
        }
        else {
            // OSX/Linux - this can likely be improved with some form of quoting.
            // creating processes on Unix is fundamentally different than Windows.
            // on Unix, execvp() takes an arg array.
            cmd += toolPath;
            for (const a of args) {
                cmd += ` ${a}`;
            }
        }
        return cmd;
    }
    _processLineBuffer(data, strBuffer, onLine) {
        try {
            let s = strBuffer + data.toString();
            let n = s.indexOf(external_os_.EOL);
            while (n > -1) {
                const line = s.substring(0, n);
                onLine(line);
                // the rest of the string ...
                s = s.substring(n + external_os_.EOL.length);
                n = s.indexOf(external_os_.EOL);
            }
            return s;
        }
        catch (err) {
            // streaming lines to console is best effort.  Don't fail a build.
            this._debug(`error processing line. Failed with error ${err}`);
            return '';
        }
    }
    _getSpawnFileName() {
        if (toolrunner_IS_WINDOWS) {
            if (this._isCmdFile()) {
                return process.env['COMSPEC'] || 'cmd.exe';
            }
        }
        return this.toolPath;
    }
    _getSpawnArgs(options) {
        if (toolrunner_IS_WINDOWS) {
            if (this._isCmdFile()) {
                let argline = `/D /S /C "${this._windowsQuoteCmdArg(this.toolPath)}`;
                for (const a of this.args) {
                    argline += ' ';
                    argline += options.windowsVerbatimArguments
                        ? a
                        : this._windowsQuoteCmdArg(a);
                }
                argline += '"';
                return [argline];
            }
        }
        return this.args;
    }
    _endsWith(str, end) {
        return str.endsWith(end);
    }
    _isCmdFile() {
        const upperToolPath = this.toolPath.toUpperCase();
        return (this._endsWith(upperToolPath, '.CMD') ||
            this._endsWith(upperToolPath, '.BAT'));
    }
    _windowsQuoteCmdArg(arg) {
        // for .exe, apply the normal quoting rules that libuv applies
        if (!this._isCmdFile()) {
            return this._uvQuoteCmdArg(arg);
        }
        // otherwise apply quoting rules specific to the cmd.exe command line parser.
        // the libuv rules are generic and are not designed specifically for cmd.exe
        // command line parser.
        //
        // for a detailed description of the cmd.exe command line parser, refer to
        // http://stackoverflow.com/questions/4094699/how-does-the-windows-command-interpreter-cmd-exe-parse-scripts/7970912#7970912
        // need quotes for empty arg
        if (!arg) {
            return '""';
        }
        // determine whether the arg needs to be quoted
        const cmdSpecialChars = [
            ' ',
            '\t',
            '&',
            '(',
            ')',
            '[',
            ']',
            '{',
            '}',
            '^',
            '=',
            ';',
            '!',
            "'",
            '+',
            ',',
            '`',
            '~',
            '|',
            '<',
            '>',
            '"'
        ];
        let needsQuotes = false;
        for (const char of arg) {
            if (cmdSpecialChars.some(x => x === char)) {
                needsQuotes = true;
                break;
            }
        }
        // short-circuit if quotes not needed
        if (!needsQuotes) {
            return arg;
        }
        // the following quoting rules are very similar to the rules that by libuv applies.
        //
        // 1) wrap the string in quotes
        //
        // 2) double-up quotes - i.e. " => ""
        //
        //    this is different from the libuv quoting rules. libuv replaces " with \", which unfortunately
        //    doesn't work well with a cmd.exe command line.
        //
        //    note, replacing " with "" also works well if the arg is passed to a downstream .NET console app.
        //    for example, the command line:
        //          foo.exe "myarg:""my val"""
        //    is parsed by a .NET console app into an arg array:
        //          [ "myarg:\"my val\"" ]
        //    which is the same end result when applying libuv quoting rules. although the actual
        //    command line from libuv quoting rules would look like:
        //          foo.exe "myarg:\"my val\""
        //
        // 3) double-up slashes that precede a quote,
        //    e.g.  hello \world    => "hello \world"
        //          hello\"world    => "hello\\""world"
        //          hello\\"world   => "hello\\\\""world"
        //          hello world\    => "hello world\\"
        //
        //    technically this is not required for a cmd.exe command line, or the batch argument parser.
        //    the reasons for including this as a .cmd quoting rule are:
        //
        //    a) this is optimized for the scenario where the argument is passed from the .cmd file to an
        //       external program. many programs (e.g. .NET console apps) rely on the slash-doubling rule.
        //
        //    b) it's what we've been doing previously (by deferring to node default behavior) and we
        //       haven't heard any complaints about that aspect.
        //
        // note, a weakness of the quoting rules chosen here, is that % is not escaped. in fact, % cannot be
        // escaped when used on the command line directly - even though within a .cmd file % can be escaped
        // by using %%.
        //
        // the saving grace is, on the command line, %var% is left as-is if var is not defined. this contrasts
        // the line parsing rules within a .cmd file, where if var is not defined it is replaced with nothing.
        //
        // one option that was explored was replacing % with ^% - i.e. %var% => ^%var^%. this hack would
        // often work, since it is unlikely that var^ would exist, and the ^ character is removed when the
        // variable is used. the problem, however, is that ^ is not removed when %* is used to pass the args
        // to an external program.
        //
        // an unexplored potential solution for the % escaping problem, is to create a wrapper .cmd file.
        // % can be escaped within a .cmd file.
        let reverse = '"';
        let quoteHit = true;
        for (let i = arg.length; i > 0; i--) {
            // walk the string in reverse
            reverse += arg[i - 1];
            if (quoteHit && arg[i - 1] === '\\') {
                reverse += '\\'; // double the slash
            }
            else if (arg[i - 1] === '"') {
                quoteHit = true;
                reverse += '"'; // double the quote
            }
            else {
                quoteHit = false;
            }
        }
        reverse += '"';
        return reverse.split('').reverse().join('');
    }
    _uvQuoteCmdArg(arg) {
        // Tool runner wraps child_process.spawn() and needs to apply the same quoting as
        // Node in certain cases where the undocumented spawn option windowsVerbatimArguments
        // is used.
        //
        // Since this function is a port of quote_cmd_arg from Node 4.x (technically, lib UV,
        // see https://github.com/nodejs/node/blob/v4.x/deps/uv/src/win/process.c for details),
        // pasting copyright notice from Node within this function:
        //
        //      Copyright Joyent, Inc. and other Node contributors. All rights reserved.
        //
        //      Permission is hereby granted, free of charge, to any person obtaining a copy
        //      of this software and associated documentation files (the "Software"), to
        //      deal in the Software without restriction, including without limitation the
        //      rights to use, copy, modify, merge, publish, distribute, sublicense, and/or
        //      sell copies of the Software, and to permit persons to whom the Software is
        //      furnished to do so, subject to the following conditions:
        //
        //      The above copyright notice and this permission notice shall be included in
        //      all copies or substantial portions of the Software.
        //
        //      THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
        //      IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
        //      FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
        //      AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
        //      LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING
        //      FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS
        //      IN THE SOFTWARE.
        if (!arg) {
            // Need double quotation for empty argument
            return '""';
        }
        if (!arg.includes(' ') && !arg.includes('\t') && !arg.includes('"')) {
            // No quotation needed
            return arg;
        }
        if (!arg.includes('"') && !arg.includes('\\')) {
            // No embedded double quotes or backslashes, so I can just wrap
            // quote marks around the whole thing.
            return `"${arg}"`;
        }
        // Expected input/output:
        //   input : hello"world
        //   output: "hello\"world"
        //   input : hello""world
        //   output: "hello\"\"world"
        //   input : hello\world
        //   output: hello\world
        //   input : hello\\world
        //   output: hello\\world
        //   input : hello\"world
        //   output: "hello\\\"world"
        //   input : hello\\"world
        //   output: "hello\\\\\"world"
        //   input : hello world\
        //   output: "hello world\\" - note the comment in libuv actually reads "hello world\"
        //                             but it appears the comment is wrong, it should be "hello world\\"
        let reverse = '"';
        let quoteHit = true;
        for (let i = arg.length; i > 0; i--) {
            // walk the string in reverse
            reverse += arg[i - 1];
            if (quoteHit && arg[i - 1] === '\\') {
                reverse += '\\';
            }
            else if (arg[i - 1] === '"') {
                quoteHit = true;
                reverse += '\\';
            }
            else {
                quoteHit = false;
            }
        }
        reverse += '"';
        return reverse.split('').reverse().join('');
    }
    _cloneExecOptions(options) {
        options = options || {};
        const result = {
            cwd: options.cwd || process.cwd(),
            env: options.env || process.env,
            silent: options.silent || false,
            windowsVerbatimArguments: options.windowsVerbatimArguments || false,
            failOnStdErr: options.failOnStdErr || false,
            ignoreReturnCode: options.ignoreReturnCode || false,
            delay: options.delay || 10000
        };
        result.outStream = options.outStream || process.stdout;
        result.errStream = options.errStream || process.stderr;
        return result;
    }
    _getSpawnOptions(options, toolPath) {
        options = options || {};
        const result = {};
        result.cwd = options.cwd;
        result.env = options.env;
        result['windowsVerbatimArguments'] =
            options.windowsVerbatimArguments || this._isCmdFile();
        if (options.windowsVerbatimArguments) {
            result.argv0 = `"${toolPath}"`;
        }
        return result;
    }
    /**
     * Exec a tool.
     * Output will be streamed to the live console.
     * Returns promise with return code
     *
     * @param     tool     path to tool to exec
     * @param     options  optional exec options.  See ExecOptions
     * @returns   number
     */
    exec() {
        return toolrunner_awaiter(this, void 0, void 0, function* () {
            // root the tool path if it is unrooted and contains relative pathing
            if (!isRooted(this.toolPath) &&
                (this.toolPath.includes('/') ||
                    (toolrunner_IS_WINDOWS && this.toolPath.includes('\\')))) {
                // prefer options.cwd if it is specified, however options.cwd may also need to be rooted
                this.toolPath = external_path_.resolve(process.cwd(), this.options.cwd || process.cwd(), this.toolPath);
            }
            // if the tool is only a file name, then resolve it from the PATH
            // otherwise verify it exists (add extension on Windows if necessary)
            this.toolPath = yield which(this.toolPath, true);
            return new Promise((resolve, reject) => toolrunner_awaiter(this, void 0, void 0, function* () {
                this._debug(`exec tool: ${this.toolPath}`);
                this._debug('arguments:');
                for (const arg of this.args) {
                    this._debug(`   ${arg}`);
                }
                const optionsNonNull = this._cloneExecOptions(this.options);
                if (!optionsNonNull.silent && optionsNonNull.outStream) {
                    optionsNonNull.outStream.write(this._getCommandString(optionsNonNull) + external_os_.EOL);
                }
                const state = new ExecState(optionsNonNull, this.toolPath);
                state.on('debug', (message) => {
                    this._debug(message);
                });
                if (this.options.cwd && !(yield exists(this.options.cwd))) {
                    return reject(new Error(`The cwd: ${this.options.cwd} does not exist!`));
                }
                const fileName = this._getSpawnFileName();
                const cp = external_child_process_namespaceObject.spawn(fileName, this._getSpawnArgs(optionsNonNull), this._getSpawnOptions(this.options, fileName));
                let stdbuffer = '';
                if (cp.stdout) {
                    cp.stdout.on('data', (data) => {
                        if (this.options.listeners && this.options.listeners.stdout) {
                            this.options.listeners.stdout(data);
                        }
                        if (!optionsNonNull.silent && optionsNonNull.outStream) {
                            optionsNonNull.outStream.write(data);
                        }
                        stdbuffer = this._processLineBuffer(data, stdbuffer, (line) => {
                            if (this.options.listeners && this.options.listeners.stdline) {
                                this.options.listeners.stdline(line);
                            }
                        });
                    });
                }
                let errbuffer = '';
                if (cp.stderr) {
                    cp.stderr.on('data', (data) => {
                        state.processStderr = true;
                        if (this.options.listeners && this.options.listeners.stderr) {
                            this.options.listeners.stderr(data);
                        }
                        if (!optionsNonNull.silent &&
                            optionsNonNull.errStream &&
                            optionsNonNull.outStream) {
                            const s = optionsNonNull.failOnStdErr
                                ? optionsNonNull.errStream
                                : optionsNonNull.outStream;
                            s.write(data);
                        }
                        errbuffer = this._processLineBuffer(data, errbuffer, (line) => {
                            if (this.options.listeners && this.options.listeners.errline) {
                                this.options.listeners.errline(line);
                            }
                        });
                    });
                }
                cp.on('error', (err) => {
                    state.processError = err.message;
                    state.processExited = true;
                    state.processClosed = true;
                    state.CheckComplete();
                });
                cp.on('exit', (code) => {
                    state.processExitCode = code;
                    state.processExited = true;
                    this._debug(`Exit code ${code} received from tool '${this.toolPath}'`);
                    state.CheckComplete();
                });
                cp.on('close', (code) => {
                    state.processExitCode = code;
                    state.processExited = true;
                    state.processClosed = true;
                    this._debug(`STDIO streams have closed for tool '${this.toolPath}'`);
                    state.CheckComplete();
                });
                state.on('done', (error, exitCode) => {
                    if (stdbuffer.length > 0) {
                        this.emit('stdline', stdbuffer);
                    }
                    if (errbuffer.length > 0) {
                        this.emit('errline', errbuffer);
                    }
                    cp.removeAllListeners();
                    if (error) {
                        reject(error);
                    }
                    else {
                        resolve(exitCode);
                    }
                });
                if (this.options.input) {
                    if (!cp.stdin) {
                        throw new Error('child process missing stdin');
                    }
                    cp.stdin.end(this.options.input);
                }
            }));
        });
    }
}
/**
 * Convert an arg string to an array of args. Handles escaping
 *
 * @param    argString   string of arguments
 * @returns  string[]    array of arguments
 */
function argStringToArray(argString) {
    const args = [];
    let inQuotes = false;
    let escaped = false;
    let arg = '';
    function append(c) {
        // we only escape double quotes.
        if (escaped && c !== '"') {
            arg += '\\';
        }
        arg += c;
        escaped = false;
    }
    for (let i = 0; i < argString.length; i++) {
        const c = argString.charAt(i);
        if (c === '"') {
            if (!escaped) {
                inQuotes = !inQuotes;
            }
            else {
                append(c);
            }
            continue;
        }
        if (c === '\\' && escaped) {
            append(c);
            continue;
        }
        if (c === '\\' && inQuotes) {
            escaped = true;
            continue;
        }
        if (c === ' ' && !inQuotes) {
            if (arg.length > 0) {
                args.push(arg);
                arg = '';
            }
            continue;
        }
        append(c);
    }
    if (arg.length > 0) {
        args.push(arg.trim());
    }
    return args;
}
class ExecState extends external_events_.EventEmitter {
    constructor(options, toolPath) {
        super();
        this.processClosed = false; // tracks whether the process has exited and stdio is closed
        this.processError = '';
        this.processExitCode = 0;
        this.processExited = false; // tracks whether the process has exited
        this.processStderr = false; // tracks whether stderr was written to
        this.delay = 10000; // 10 seconds
        this.done = false;
        this.timeout = null;
        if (!toolPath) {
            throw new Error('toolPath must not be empty');
        }
        this.options = options;
        this.toolPath = toolPath;
        if (options.delay) {
            this.delay = options.delay;
        }
    }
    CheckComplete() {
        if (this.done) {
            return;
        }
        if (this.processClosed) {
            this._setResult();
        }
        else if (this.processExited) {
            this.timeout = (0,external_timers_namespaceObject.setTimeout)(ExecState.HandleTimeout, this.delay, this);
        }
    }
    _debug(message) {
        this.emit('debug', message);
    }
    _setResult() {
        // determine whether there is an error
        let error;
        if (this.processExited) {
            if (this.processError) {
                error = new Error(`There was an error when attempting to execute the process '${this.toolPath}'. This may indicate the process failed to start. Error: ${this.processError}`);
            }
            else if (this.processExitCode !== 0 && !this.options.ignoreReturnCode) {
                error = new Error(`The process '${this.toolPath}' failed with exit code ${this.processExitCode}`);
            }
            else if (this.processStderr && this.options.failOnStdErr) {
                error = new Error(`The process '${this.toolPath}' failed because one or more lines were written to the STDERR stream`);
            }
        }
        // clear the timeout
        if (this.timeout) {
            clearTimeout(this.timeout);
            this.timeout = null;
        }
        this.done = true;
        this.emit('done', error, this.processExitCode);
    }
    static HandleTimeout(state) {
        if (state.done) {
            return;
        }
        if (!state.processClosed && state.processExited) {
            const message = `The STDIO streams did not close within ${state.delay / 1000} seconds of the exit event from process '${state.toolPath}'. This may indicate a child process inherited the STDIO streams and has not yet exited.`;
            state._debug(message);
        }
        state._setResult();
    }
}
//# sourceMappingURL=toolrunner.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/exec/lib/exec.js
var exec_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


/**
 * Exec a command.
 * Output will be streamed to the live console.
 * Returns promise with return code
 *
 * @param     commandLine        command to execute (can include additional args). Must be correctly escaped.
 * @param     args               optional arguments for tool. Escaping is handled by the lib.
 * @param     options            optional exec options.  See ExecOptions
 * @returns   Promise<number>    exit code
 */
function exec_exec(commandLine, args, options) {
    return exec_awaiter(this, void 0, void 0, function* () {
        const commandArgs = tr.argStringToArray(commandLine);
        if (commandArgs.length === 0) {
            throw new Error(`Parameter 'commandLine' cannot be null or empty.`);
        }
        // Path to tool to execute should be first arg
        const toolPath = commandArgs[0];
        args = commandArgs.slice(1).concat(args || []);
        const runner = new tr.ToolRunner(toolPath, args, options);
        return runner.exec();
    });
}
/**
 * Exec a command and get the output.
 * Output will be streamed to the live console.
 * Returns promise with the exit code and collected stdout and stderr
 *
 * @param     commandLine           command to execute (can include additional args). Must be correctly escaped.
 * @param     args                  optional arguments for tool. Escaping is handled by the lib.
 * @param     options               optional exec options.  See ExecOptions
 * @returns   Promise<ExecOutput>   exit code, stdout, and stderr
 */
function getExecOutput(commandLine, args, options) {
    return exec_awaiter(this, void 0, void 0, function* () {
        var _a, _b;
        let stdout = '';
        let stderr = '';
        //Using string decoder covers the case where a mult-byte character is split
        const stdoutDecoder = new StringDecoder('utf8');
        const stderrDecoder = new StringDecoder('utf8');
        const originalStdoutListener = (_a = options === null || options === void 0 ? void 0 : options.listeners) === null || _a === void 0 ? void 0 : _a.stdout;
        const originalStdErrListener = (_b = options === null || options === void 0 ? void 0 : options.listeners) === null || _b === void 0 ? void 0 : _b.stderr;
        const stdErrListener = (data) => {
            stderr += stderrDecoder.write(data);
            if (originalStdErrListener) {
                originalStdErrListener(data);
            }
        };
        const stdOutListener = (data) => {
            stdout += stdoutDecoder.write(data);
            if (originalStdoutListener) {
                originalStdoutListener(data);
            }
        };
        const listeners = Object.assign(Object.assign({}, options === null || options === void 0 ? void 0 : options.listeners), { stdout: stdOutListener, stderr: stdErrListener });
        const exitCode = yield exec_exec(commandLine, args, Object.assign(Object.assign({}, options), { listeners }));
        //flush any remaining characters
        stdout += stdoutDecoder.end();
        stderr += stderrDecoder.end();
        return {
            exitCode,
            stdout,
            stderr
        };
    });
}
//# sourceMappingURL=exec.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/platform.js
var platform_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const getWindowsInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    const { stdout: version } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Version"', undefined, {
        silent: true
    });
    const { stdout: name } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Caption"', undefined, {
        silent: true
    });
    return {
        name: name.trim(),
        version: version.trim()
    };
});
const getMacOsInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    var _a, _b, _c, _d;
    const { stdout } = yield exec.getExecOutput('sw_vers', undefined, {
        silent: true
    });
    const version = (_b = (_a = stdout.match(/ProductVersion:\s*(.+)/)) === null || _a === void 0 ? void 0 : _a[1]) !== null && _b !== void 0 ? _b : '';
    const name = (_d = (_c = stdout.match(/ProductName:\s*(.+)/)) === null || _c === void 0 ? void 0 : _c[1]) !== null && _d !== void 0 ? _d : '';
    return {
        name,
        version
    };
});
const getLinuxInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    const { stdout } = yield exec.getExecOutput('lsb_release', ['-i', '-r', '-s'], {
        silent: true
    });
    const [name, version] = stdout.trim().split('\n');
    return {
        name,
        version
    };
});
const platform = external_os_.platform();
const arch = external_os_.arch();
const isWindows = platform === 'win32';
const isMacOS = platform === 'darwin';
const isLinux = platform === 'linux';
function getDetails() {
    return platform_awaiter(this, void 0, void 0, function* () {
        return Object.assign(Object.assign({}, (yield (isWindows
            ? getWindowsInfo()
            : isMacOS
                ? getMacOsInfo()
                : getLinuxInfo()))), { platform,
            arch,
            isWindows,
            isMacOS,
            isLinux });
    });
}
//# sourceMappingURL=platform.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/core.js
var core_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};






/**
 * The code to exit an action
 */
var ExitCode;
(function (ExitCode) {
    /**
     * A code indicating that the action was successful
     */
    ExitCode[ExitCode["Success"] = 0] = "Success";
    /**
     * A code indicating that the action was a failure
     */
    ExitCode[ExitCode["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
//-----------------------------------------------------------------------
// Variables
//-----------------------------------------------------------------------
/**
 * Sets env variable for this action and future actions in the job
 * @param name the name of the variable to set
 * @param val the value of the variable. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function exportVariable(name, val) {
    const convertedVal = toCommandValue(val);
    process.env[name] = convertedVal;
    const filePath = process.env['GITHUB_ENV'] || '';
    if (filePath) {
        return issueFileCommand('ENV', prepareKeyValueMessage(name, val));
    }
    issueCommand('set-env', { name }, convertedVal);
}
/**
 * Registers a secret which will get masked from logs
 *
 * @param secret - Value of the secret to be masked
 * @remarks
 * This function instructs the Actions runner to mask the specified value in any
 * logs produced during the workflow run. Once registered, the secret value will
 * be replaced with asterisks (***) whenever it appears in console output, logs,
 * or error messages.
 *
 * This is useful for protecting sensitive information such as:
 * - API keys
 * - Access tokens
 * - Authentication credentials
 * - URL parameters containing signatures (SAS tokens)
 *
 * Note that masking only affects future logs; any previous appearances of the
 * secret in logs before calling this function will remain unmasked.
 *
 * @example
 * ```typescript
 * // Register an API token as a secret
 * const apiToken = "abc123xyz456";
 * setSecret(apiToken);
 *
 * // Now any logs containing this value will show *** instead
 * console.log(`Using token: ${apiToken}`); // Outputs: "Using token: ***"
 * ```
 */
function core_setSecret(secret) {
    command_issueCommand('add-mask', {}, secret);
}
/**
 * Prepends inputPath to the PATH (for this action and future actions)
 * @param inputPath
 */
function addPath(inputPath) {
    const filePath = process.env['GITHUB_PATH'] || '';
    if (filePath) {
        issueFileCommand('PATH', inputPath);
    }
    else {
        issueCommand('add-path', {}, inputPath);
    }
    process.env['PATH'] = `${inputPath}${path.delimiter}${process.env['PATH']}`;
}
/**
 * Gets the value of an input.
 * Unless trimWhitespace is set to false in InputOptions, the value is also trimmed.
 * Returns an empty string if the value is not defined.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string
 */
function getInput(name, options) {
    const val = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
    if (options && options.required && !val) {
        throw new Error(`Input required and not supplied: ${name}`);
    }
    if (options && options.trimWhitespace === false) {
        return val;
    }
    return val.trim();
}
/**
 * Gets the values of an multiline input.  Each value is also trimmed.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string[]
 *
 */
function getMultilineInput(name, options) {
    const inputs = getInput(name, options)
        .split('\n')
        .filter(x => x !== '');
    if (options && options.trimWhitespace === false) {
        return inputs;
    }
    return inputs.map(input => input.trim());
}
/**
 * Gets the input value of the boolean type in the YAML 1.2 "core schema" specification.
 * Support boolean input list: `true | True | TRUE | false | False | FALSE` .
 * The return value is also in boolean type.
 * ref: https://yaml.org/spec/1.2/spec.html#id2804923
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   boolean
 */
function getBooleanInput(name, options) {
    const trueValue = ['true', 'True', 'TRUE'];
    const falseValue = ['false', 'False', 'FALSE'];
    const val = getInput(name, options);
    if (trueValue.includes(val))
        return true;
    if (falseValue.includes(val))
        return false;
    throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${name}\n` +
        `Support boolean input list: \`true | True | TRUE | false | False | FALSE\``);
}
/**
 * Sets the value of an output.
 *
 * @param     name     name of the output to set
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function setOutput(name, value) {
    const filePath = process.env['GITHUB_OUTPUT'] || '';
    if (filePath) {
        return file_command_issueFileCommand('OUTPUT', file_command_prepareKeyValueMessage(name, value));
    }
    process.stdout.write(external_os_.EOL);
    command_issueCommand('set-output', { name }, utils_toCommandValue(value));
}
/**
 * Enables or disables the echoing of commands into stdout for the rest of the step.
 * Echoing is disabled by default if ACTIONS_STEP_DEBUG is not set.
 *
 */
function setCommandEcho(enabled) {
    issue('echo', enabled ? 'on' : 'off');
}
//-----------------------------------------------------------------------
// Results
//-----------------------------------------------------------------------
/**
 * Sets the action status to failed.
 * When the action exits it will be with an exit code of 1
 * @param message add error issue message
 */
function setFailed(message) {
    process.exitCode = ExitCode.Failure;
    error(message);
}
//-----------------------------------------------------------------------
// Logging Commands
//-----------------------------------------------------------------------
/**
 * Gets whether Actions Step Debug is on or not
 */
function isDebug() {
    return process.env['RUNNER_DEBUG'] === '1';
}
/**
 * Writes debug message to user log
 * @param message debug message
 */
function core_debug(message) {
    command_issueCommand('debug', {}, message);
}
/**
 * Adds an error issue
 * @param message error issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function error(message, properties = {}) {
    command_issueCommand('error', utils_toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a warning issue
 * @param message warning issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function warning(message, properties = {}) {
    command_issueCommand('warning', utils_toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a notice issue
 * @param message notice issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function notice(message, properties = {}) {
    issueCommand('notice', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Writes info to log with console.log.
 * @param message info message
 */
function info(message) {
    process.stdout.write(message + external_os_.EOL);
}
/**
 * Begin an output group.
 *
 * Output until the next `groupEnd` will be foldable in this group
 *
 * @param name The name of the output group
 */
function startGroup(name) {
    command_issue('group', name);
}
/**
 * End an output group.
 */
function endGroup() {
    command_issue('endgroup');
}
/**
 * Wrap an asynchronous function call in a group.
 *
 * Returns the same type as the function itself.
 *
 * @param name The name of the group
 * @param fn The function to wrap in the group
 */
function group(name, fn) {
    return core_awaiter(this, void 0, void 0, function* () {
        startGroup(name);
        let result;
        try {
            result = yield fn();
        }
        finally {
            endGroup();
        }
        return result;
    });
}
//-----------------------------------------------------------------------
// Wrapper action state
//-----------------------------------------------------------------------
/**
 * Saves state for current action, the state can only be retrieved by this action's post job execution.
 *
 * @param     name     name of the state to store
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function saveState(name, value) {
    const filePath = process.env['GITHUB_STATE'] || '';
    if (filePath) {
        return issueFileCommand('STATE', prepareKeyValueMessage(name, value));
    }
    issueCommand('save-state', { name }, toCommandValue(value));
}
/**
 * Gets the value of an state set by this action's main execution.
 *
 * @param     name     name of the state to get
 * @returns   string
 */
function getState(name) {
    return process.env[`STATE_${name}`] || '';
}
function getIDToken(aud) {
    return core_awaiter(this, void 0, void 0, function* () {
        return yield OidcClient.getIDToken(aud);
    });
}
/**
 * Summary exports
 */

/**
 * @deprecated use core.summary
 */

/**
 * Path exports
 */

/**
 * Platform utilities exports
 */

//# sourceMappingURL=core.js.map

/***/ }),

/***/ 44942:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Qq: () => (/* binding */ HttpClient),
  Hv: () => (/* binding */ HttpCodes),
  s_: () => (/* binding */ lib_getProxyUrl)
});

// UNUSED EXPORTS: Headers, HttpClientError, HttpClientResponse, MediaTypes, isHttps

// EXTERNAL MODULE: external "http"
var external_http_ = __nccwpck_require__(58611);
var external_http_namespaceObject = /*#__PURE__*/__nccwpck_require__.t(external_http_, 2);
// EXTERNAL MODULE: external "https"
var external_https_ = __nccwpck_require__(65692);
var external_https_namespaceObject = /*#__PURE__*/__nccwpck_require__.t(external_https_, 2);
;// CONCATENATED MODULE: ./node_modules/@actions/http-client/lib/proxy.js
function getProxyUrl(reqUrl) {
    const usingSsl = reqUrl.protocol === 'https:';
    if (checkBypass(reqUrl)) {
        return undefined;
    }
    const proxyVar = (() => {
        if (usingSsl) {
            return process.env['https_proxy'] || process.env['HTTPS_PROXY'];
        }
        else {
            return process.env['http_proxy'] || process.env['HTTP_PROXY'];
        }
    })();
    if (proxyVar) {
        try {
            return new DecodedURL(proxyVar);
        }
        catch (_a) {
            if (!proxyVar.startsWith('http://') && !proxyVar.startsWith('https://'))
                return new DecodedURL(`http://${proxyVar}`);
        }
    }
    else {
        return undefined;
    }
}
function checkBypass(reqUrl) {
    if (!reqUrl.hostname) {
        return false;
    }
    const reqHost = reqUrl.hostname;
    if (isLoopbackAddress(reqHost)) {
        return true;
    }
    const noProxy = process.env['no_proxy'] || process.env['NO_PROXY'] || '';
    if (!noProxy) {
        return false;
    }
    // Determine the request port
    let reqPort;
    if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
    }
    else if (reqUrl.protocol === 'http:') {
        reqPort = 80;
    }
    else if (reqUrl.protocol === 'https:') {
        reqPort = 443;
    }
    // Format the request hostname and hostname with port
    const upperReqHosts = [reqUrl.hostname.toUpperCase()];
    if (typeof reqPort === 'number') {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
    }
    // Compare request host against noproxy
    for (const upperNoProxyItem of noProxy
        .split(',')
        .map(x => x.trim().toUpperCase())
        .filter(x => x)) {
        if (upperNoProxyItem === '*' ||
            upperReqHosts.some(x => x === upperNoProxyItem ||
                x.endsWith(`.${upperNoProxyItem}`) ||
                (upperNoProxyItem.startsWith('.') &&
                    x.endsWith(`${upperNoProxyItem}`)))) {
            return true;
        }
    }
    return false;
}
function isLoopbackAddress(host) {
    const hostLower = host.toLowerCase();
    return (hostLower === 'localhost' ||
        hostLower.startsWith('127.') ||
        hostLower.startsWith('[::1]') ||
        hostLower.startsWith('[0:0:0:0:0:0:0:1]'));
}
class DecodedURL extends URL {
    constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
    }
    get username() {
        return this._decodedUsername;
    }
    get password() {
        return this._decodedPassword;
    }
}
//# sourceMappingURL=proxy.js.map
// EXTERNAL MODULE: ./node_modules/tunnel/index.js
var tunnel = __nccwpck_require__(20770);
// EXTERNAL MODULE: ./src/http/undici-on-demand.ts
var undici_on_demand = __nccwpck_require__(1260);
;// CONCATENATED MODULE: ./node_modules/@actions/http-client/lib/index.js
/* eslint-disable @typescript-eslint/no-explicit-any */
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};





var HttpCodes;
(function (HttpCodes) {
    HttpCodes[HttpCodes["OK"] = 200] = "OK";
    HttpCodes[HttpCodes["MultipleChoices"] = 300] = "MultipleChoices";
    HttpCodes[HttpCodes["MovedPermanently"] = 301] = "MovedPermanently";
    HttpCodes[HttpCodes["ResourceMoved"] = 302] = "ResourceMoved";
    HttpCodes[HttpCodes["SeeOther"] = 303] = "SeeOther";
    HttpCodes[HttpCodes["NotModified"] = 304] = "NotModified";
    HttpCodes[HttpCodes["UseProxy"] = 305] = "UseProxy";
    HttpCodes[HttpCodes["SwitchProxy"] = 306] = "SwitchProxy";
    HttpCodes[HttpCodes["TemporaryRedirect"] = 307] = "TemporaryRedirect";
    HttpCodes[HttpCodes["PermanentRedirect"] = 308] = "PermanentRedirect";
    HttpCodes[HttpCodes["BadRequest"] = 400] = "BadRequest";
    HttpCodes[HttpCodes["Unauthorized"] = 401] = "Unauthorized";
    HttpCodes[HttpCodes["PaymentRequired"] = 402] = "PaymentRequired";
    HttpCodes[HttpCodes["Forbidden"] = 403] = "Forbidden";
    HttpCodes[HttpCodes["NotFound"] = 404] = "NotFound";
    HttpCodes[HttpCodes["MethodNotAllowed"] = 405] = "MethodNotAllowed";
    HttpCodes[HttpCodes["NotAcceptable"] = 406] = "NotAcceptable";
    HttpCodes[HttpCodes["ProxyAuthenticationRequired"] = 407] = "ProxyAuthenticationRequired";
    HttpCodes[HttpCodes["RequestTimeout"] = 408] = "RequestTimeout";
    HttpCodes[HttpCodes["Conflict"] = 409] = "Conflict";
    HttpCodes[HttpCodes["Gone"] = 410] = "Gone";
    HttpCodes[HttpCodes["TooManyRequests"] = 429] = "TooManyRequests";
    HttpCodes[HttpCodes["InternalServerError"] = 500] = "InternalServerError";
    HttpCodes[HttpCodes["NotImplemented"] = 501] = "NotImplemented";
    HttpCodes[HttpCodes["BadGateway"] = 502] = "BadGateway";
    HttpCodes[HttpCodes["ServiceUnavailable"] = 503] = "ServiceUnavailable";
    HttpCodes[HttpCodes["GatewayTimeout"] = 504] = "GatewayTimeout";
})(HttpCodes || (HttpCodes = {}));
var Headers;
(function (Headers) {
    Headers["Accept"] = "accept";
    Headers["ContentType"] = "content-type";
})(Headers || (Headers = {}));
var MediaTypes;
(function (MediaTypes) {
    MediaTypes["ApplicationJson"] = "application/json";
})(MediaTypes || (MediaTypes = {}));
/**
 * Returns the proxy URL, depending upon the supplied url and proxy environment variables.
 * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
 */
function lib_getProxyUrl(serverUrl) {
    const proxyUrl = getProxyUrl(new URL(serverUrl));
    return proxyUrl ? proxyUrl.href : '';
}
const HttpRedirectCodes = [
    HttpCodes.MovedPermanently,
    HttpCodes.ResourceMoved,
    HttpCodes.SeeOther,
    HttpCodes.TemporaryRedirect,
    HttpCodes.PermanentRedirect
];
const HttpResponseRetryCodes = [
    HttpCodes.BadGateway,
    HttpCodes.ServiceUnavailable,
    HttpCodes.GatewayTimeout
];
const RetryableHttpVerbs = ['OPTIONS', 'GET', 'DELETE', 'HEAD'];
const ExponentialBackoffCeiling = 10;
const ExponentialBackoffTimeSlice = 5;
class HttpClientError extends Error {
    constructor(message, statusCode) {
        super(message);
        this.name = 'HttpClientError';
        this.statusCode = statusCode;
        Object.setPrototypeOf(this, HttpClientError.prototype);
    }
}
class HttpClientResponse {
    constructor(message) {
        this.message = message;
    }
    readBody() {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve) => __awaiter(this, void 0, void 0, function* () {
                let output = Buffer.alloc(0);
                this.message.on('data', (chunk) => {
                    output = Buffer.concat([output, chunk]);
                });
                this.message.on('end', () => {
                    resolve(output.toString());
                });
            }));
        });
    }
    readBodyBuffer() {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve) => __awaiter(this, void 0, void 0, function* () {
                const chunks = [];
                this.message.on('data', (chunk) => {
                    chunks.push(chunk);
                });
                this.message.on('end', () => {
                    resolve(Buffer.concat(chunks));
                });
            }));
        });
    }
}
function isHttps(requestUrl) {
    const parsedUrl = new URL(requestUrl);
    return parsedUrl.protocol === 'https:';
}
class HttpClient {
    constructor(userAgent, handlers, requestOptions) {
        this._ignoreSslError = false;
        this._allowRedirects = true;
        this._allowRedirectDowngrade = false;
        this._maxRedirects = 50;
        this._allowRetries = false;
        this._maxRetries = 1;
        this._keepAlive = false;
        this._disposed = false;
        this.userAgent = this._getUserAgentWithOrchestrationId(userAgent);
        this.handlers = handlers || [];
        this.requestOptions = requestOptions;
        if (requestOptions) {
            if (requestOptions.ignoreSslError != null) {
                this._ignoreSslError = requestOptions.ignoreSslError;
            }
            this._socketTimeout = requestOptions.socketTimeout;
            if (requestOptions.allowRedirects != null) {
                this._allowRedirects = requestOptions.allowRedirects;
            }
            if (requestOptions.allowRedirectDowngrade != null) {
                this._allowRedirectDowngrade = requestOptions.allowRedirectDowngrade;
            }
            if (requestOptions.maxRedirects != null) {
                this._maxRedirects = Math.max(requestOptions.maxRedirects, 0);
            }
            if (requestOptions.keepAlive != null) {
                this._keepAlive = requestOptions.keepAlive;
            }
            if (requestOptions.allowRetries != null) {
                this._allowRetries = requestOptions.allowRetries;
            }
            if (requestOptions.maxRetries != null) {
                this._maxRetries = requestOptions.maxRetries;
            }
        }
    }
    options(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('OPTIONS', requestUrl, null, additionalHeaders || {});
        });
    }
    get(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('GET', requestUrl, null, additionalHeaders || {});
        });
    }
    del(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('DELETE', requestUrl, null, additionalHeaders || {});
        });
    }
    post(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('POST', requestUrl, data, additionalHeaders || {});
        });
    }
    patch(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('PATCH', requestUrl, data, additionalHeaders || {});
        });
    }
    put(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('PUT', requestUrl, data, additionalHeaders || {});
        });
    }
    head(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('HEAD', requestUrl, null, additionalHeaders || {});
        });
    }
    sendStream(verb, requestUrl, stream, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request(verb, requestUrl, stream, additionalHeaders);
        });
    }
    /**
     * Gets a typed object from an endpoint
     * Be aware that not found returns a null.  Other errors (4xx, 5xx) reject the promise
     */
    getJson(requestUrl_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, additionalHeaders = {}) {
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            const res = yield this.get(requestUrl, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    postJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.post(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    putJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.put(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    patchJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.patch(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    /**
     * Makes a raw http request.
     * All other methods such as get, post, patch, and request ultimately call this.
     * Prefer get, del, post and patch
     */
    request(verb, requestUrl, data, headers) {
        return __awaiter(this, void 0, void 0, function* () {
            if (this._disposed) {
                throw new Error('Client has already been disposed.');
            }
            const parsedUrl = new URL(requestUrl);
            let info = this._prepareRequest(verb, parsedUrl, headers);
            // Only perform retries on reads since writes may not be idempotent.
            const maxTries = this._allowRetries && RetryableHttpVerbs.includes(verb)
                ? this._maxRetries + 1
                : 1;
            let numTries = 0;
            let response;
            do {
                response = yield this.requestRaw(info, data);
                // Check if it's an authentication challenge
                if (response &&
                    response.message &&
                    response.message.statusCode === HttpCodes.Unauthorized) {
                    let authenticationHandler;
                    for (const handler of this.handlers) {
                        if (handler.canHandleAuthentication(response)) {
                            authenticationHandler = handler;
                            break;
                        }
                    }
                    if (authenticationHandler) {
                        return authenticationHandler.handleAuthentication(this, info, data);
                    }
                    else {
                        // We have received an unauthorized response but have no handlers to handle it.
                        // Let the response return to the caller.
                        return response;
                    }
                }
                let redirectsRemaining = this._maxRedirects;
                while (response.message.statusCode &&
                    HttpRedirectCodes.includes(response.message.statusCode) &&
                    this._allowRedirects &&
                    redirectsRemaining > 0) {
                    const redirectUrl = response.message.headers['location'];
                    if (!redirectUrl) {
                        // if there's no location to redirect to, we won't
                        break;
                    }
                    const parsedRedirectUrl = new URL(redirectUrl);
                    if (parsedUrl.protocol === 'https:' &&
                        parsedUrl.protocol !== parsedRedirectUrl.protocol &&
                        !this._allowRedirectDowngrade) {
                        throw new Error('Redirect from HTTPS to HTTP protocol. This downgrade is not allowed for security reasons. If you want to allow this behavior, set the allowRedirectDowngrade option to true.');
                    }
                    // we need to finish reading the response before reassigning response
                    // which will leak the open socket.
                    yield response.readBody();
                    // strip authorization header if redirected to a different hostname
                    if (parsedRedirectUrl.hostname !== parsedUrl.hostname) {
                        for (const header in headers) {
                            // header names are case insensitive
                            if (header.toLowerCase() === 'authorization') {
                                delete headers[header];
                            }
                        }
                    }
                    // let's make the request with the new redirectUrl
                    info = this._prepareRequest(verb, parsedRedirectUrl, headers);
                    response = yield this.requestRaw(info, data);
                    redirectsRemaining--;
                }
                if (!response.message.statusCode ||
                    !HttpResponseRetryCodes.includes(response.message.statusCode)) {
                    // If not a retry code, return immediately instead of retrying
                    return response;
                }
                numTries += 1;
                if (numTries < maxTries) {
                    yield response.readBody();
                    yield this._performExponentialBackoff(numTries);
                }
            } while (numTries < maxTries);
            return response;
        });
    }
    /**
     * Needs to be called if keepAlive is set to true in request options.
     */
    dispose() {
        if (this._agent) {
            this._agent.destroy();
        }
        this._disposed = true;
    }
    /**
     * Raw request.
     * @param info
     * @param data
     */
    requestRaw(info, data) {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve, reject) => {
                function callbackForResult(err, res) {
                    if (err) {
                        reject(err);
                    }
                    else if (!res) {
                        // If `err` is not passed, then `res` must be passed.
                        reject(new Error('Unknown error'));
                    }
                    else {
                        resolve(res);
                    }
                }
                this.requestRawWithCallback(info, data, callbackForResult);
            });
        });
    }
    /**
     * Raw request with callback.
     * @param info
     * @param data
     * @param onResult
     */
    requestRawWithCallback(info, data, onResult) {
        if (typeof data === 'string') {
            if (!info.options.headers) {
                info.options.headers = {};
            }
            info.options.headers['Content-Length'] = Buffer.byteLength(data, 'utf8');
        }
        let callbackCalled = false;
        function handleResult(err, res) {
            if (!callbackCalled) {
                callbackCalled = true;
                onResult(err, res);
            }
        }
        const req = info.httpModule.request(info.options, (msg) => {
            const res = new HttpClientResponse(msg);
            handleResult(undefined, res);
        });
        let socket;
        req.on('socket', sock => {
            socket = sock;
        });
        // If we ever get disconnected, we want the socket to timeout eventually
        req.setTimeout(this._socketTimeout || 3 * 60000, () => {
            if (socket) {
                socket.end();
            }
            handleResult(new Error(`Request timeout: ${info.options.path}`));
        });
        req.on('error', function (err) {
            // err has statusCode property
            // res should have headers
            handleResult(err);
        });
        if (data && typeof data === 'string') {
            req.write(data, 'utf8');
        }
        if (data && typeof data !== 'string') {
            data.on('close', function () {
                req.end();
            });
            data.pipe(req);
        }
        else {
            req.end();
        }
    }
    /**
     * Gets an http agent. This function is useful when you need an http agent that handles
     * routing through a proxy server - depending upon the url and proxy environment variables.
     * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
     */
    getAgent(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        return this._getAgent(parsedUrl);
    }
    getAgentDispatcher(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        const proxyUrl = getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (!useProxy) {
            return;
        }
        return this._getProxyAgentDispatcher(parsedUrl, proxyUrl);
    }
    _prepareRequest(method, requestUrl, headers) {
        const info = {};
        info.parsedUrl = requestUrl;
        const usingSsl = info.parsedUrl.protocol === 'https:';
        info.httpModule = usingSsl ? external_https_namespaceObject : external_http_namespaceObject;
        const defaultPort = usingSsl ? 443 : 80;
        info.options = {};
        info.options.host = info.parsedUrl.hostname;
        info.options.port = info.parsedUrl.port
            ? parseInt(info.parsedUrl.port)
            : defaultPort;
        info.options.path =
            (info.parsedUrl.pathname || '') + (info.parsedUrl.search || '');
        info.options.method = method;
        info.options.headers = this._mergeHeaders(headers);
        if (this.userAgent != null) {
            info.options.headers['user-agent'] = this.userAgent;
        }
        info.options.agent = this._getAgent(info.parsedUrl);
        // gives handlers an opportunity to participate
        if (this.handlers) {
            for (const handler of this.handlers) {
                handler.prepareRequest(info.options);
            }
        }
        return info;
    }
    _mergeHeaders(headers) {
        if (this.requestOptions && this.requestOptions.headers) {
            return Object.assign({}, lowercaseKeys(this.requestOptions.headers), lowercaseKeys(headers || {}));
        }
        return lowercaseKeys(headers || {});
    }
    /**
     * Gets an existing header value or returns a default.
     * Handles converting number header values to strings since HTTP headers must be strings.
     * Note: This returns string | string[] since some headers can have multiple values.
     * For headers that must always be a single string (like Content-Type), use the
     * specialized _getExistingOrDefaultContentTypeHeader method instead.
     */
    _getExistingOrDefaultHeader(additionalHeaders, header, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
            const headerValue = lowercaseKeys(this.requestOptions.headers)[header];
            if (headerValue) {
                clientHeader =
                    typeof headerValue === 'number' ? headerValue.toString() : headerValue;
            }
        }
        const additionalValue = additionalHeaders[header];
        if (additionalValue !== undefined) {
            return typeof additionalValue === 'number'
                ? additionalValue.toString()
                : additionalValue;
        }
        if (clientHeader !== undefined) {
            return clientHeader;
        }
        return _default;
    }
    /**
     * Specialized version of _getExistingOrDefaultHeader for Content-Type header.
     * Always returns a single string (not an array) since Content-Type should be a single value.
     * Converts arrays to comma-separated strings and numbers to strings to ensure type safety.
     * This was split from _getExistingOrDefaultHeader to provide stricter typing for callers
     * that assign the result to places expecting a string (e.g., additionalHeaders[Headers.ContentType]).
     */
    _getExistingOrDefaultContentTypeHeader(additionalHeaders, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
            const headerValue = lowercaseKeys(this.requestOptions.headers)[Headers.ContentType];
            if (headerValue) {
                if (typeof headerValue === 'number') {
                    clientHeader = String(headerValue);
                }
                else if (Array.isArray(headerValue)) {
                    clientHeader = headerValue.join(', ');
                }
                else {
                    clientHeader = headerValue;
                }
            }
        }
        const additionalValue = additionalHeaders[Headers.ContentType];
        // Return the first non-undefined value, converting numbers or arrays to strings if necessary
        if (additionalValue !== undefined) {
            if (typeof additionalValue === 'number') {
                return String(additionalValue);
            }
            else if (Array.isArray(additionalValue)) {
                return additionalValue.join(', ');
            }
            else {
                return additionalValue;
            }
        }
        if (clientHeader !== undefined) {
            return clientHeader;
        }
        return _default;
    }
    _getAgent(parsedUrl) {
        let agent;
        const proxyUrl = getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (this._keepAlive && useProxy) {
            agent = this._proxyAgent;
        }
        if (!useProxy) {
            agent = this._agent;
        }
        // if agent is already assigned use that agent.
        if (agent) {
            return agent;
        }
        const usingSsl = parsedUrl.protocol === 'https:';
        let maxSockets = 100;
        if (this.requestOptions) {
            maxSockets = this.requestOptions.maxSockets || external_http_.globalAgent.maxSockets;
        }
        // This is `useProxy` again, but we need to check `proxyURl` directly for TypeScripts's flow analysis.
        if (proxyUrl && proxyUrl.hostname) {
            const agentOptions = {
                maxSockets,
                keepAlive: this._keepAlive,
                proxy: Object.assign(Object.assign({}, ((proxyUrl.username || proxyUrl.password) && {
                    proxyAuth: `${proxyUrl.username}:${proxyUrl.password}`
                })), { host: proxyUrl.hostname, port: proxyUrl.port })
            };
            let tunnelAgent;
            const overHttps = proxyUrl.protocol === 'https:';
            if (usingSsl) {
                tunnelAgent = overHttps ? tunnel.httpsOverHttps : tunnel.httpsOverHttp;
            }
            else {
                tunnelAgent = overHttps ? tunnel.httpOverHttps : tunnel.httpOverHttp;
            }
            agent = tunnelAgent(agentOptions);
            this._proxyAgent = agent;
        }
        // if tunneling agent isn't assigned create a new agent
        if (!agent) {
            const options = { keepAlive: this._keepAlive, maxSockets };
            agent = usingSsl ? new external_https_.Agent(options) : new external_http_.Agent(options);
            this._agent = agent;
        }
        if (usingSsl && this._ignoreSslError) {
            // we don't want to set NODE_TLS_REJECT_UNAUTHORIZED=0 since that will affect request for entire process
            // http.RequestOptions doesn't expose a way to modify RequestOptions.agent.options
            // we have to cast it to any and change it directly
            agent.options = Object.assign(agent.options || {}, {
                rejectUnauthorized: false
            });
        }
        return agent;
    }
    _getProxyAgentDispatcher(parsedUrl, proxyUrl) {
        let proxyAgent;
        if (this._keepAlive) {
            proxyAgent = this._proxyAgentDispatcher;
        }
        // if agent is already assigned use that agent.
        if (proxyAgent) {
            return proxyAgent;
        }
        const usingSsl = parsedUrl.protocol === 'https:';
        proxyAgent = new undici_on_demand.ProxyAgent(Object.assign({ uri: proxyUrl.href, pipelining: !this._keepAlive ? 0 : 1 }, ((proxyUrl.username || proxyUrl.password) && {
            token: `Basic ${Buffer.from(`${proxyUrl.username}:${proxyUrl.password}`).toString('base64')}`
        })));
        this._proxyAgentDispatcher = proxyAgent;
        if (usingSsl && this._ignoreSslError) {
            // we don't want to set NODE_TLS_REJECT_UNAUTHORIZED=0 since that will affect request for entire process
            // http.RequestOptions doesn't expose a way to modify RequestOptions.agent.options
            // we have to cast it to any and change it directly
            proxyAgent.options = Object.assign(proxyAgent.options.requestTls || {}, {
                rejectUnauthorized: false
            });
        }
        return proxyAgent;
    }
    _getUserAgentWithOrchestrationId(userAgent) {
        const baseUserAgent = userAgent || 'actions/http-client';
        const orchId = process.env['ACTIONS_ORCHESTRATION_ID'];
        if (orchId) {
            // Sanitize the orchestration ID to ensure it contains only valid characters
            // Valid characters: 0-9, a-z, _, -, .
            const sanitizedId = orchId.replace(/[^a-z0-9_.-]/gi, '_');
            return `${baseUserAgent} actions_orchestration_id/${sanitizedId}`;
        }
        return baseUserAgent;
    }
    _performExponentialBackoff(retryNumber) {
        return __awaiter(this, void 0, void 0, function* () {
            retryNumber = Math.min(ExponentialBackoffCeiling, retryNumber);
            const ms = ExponentialBackoffTimeSlice * Math.pow(2, retryNumber);
            return new Promise(resolve => setTimeout(() => resolve(), ms));
        });
    }
    _processResponse(res, options) {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve, reject) => __awaiter(this, void 0, void 0, function* () {
                const statusCode = res.message.statusCode || 0;
                const response = {
                    statusCode,
                    result: null,
                    headers: {}
                };
                // not found leads to null obj returned
                if (statusCode === HttpCodes.NotFound) {
                    resolve(response);
                }
                // get the result from the body
                function dateTimeDeserializer(key, value) {
                    if (typeof value === 'string') {
                        const a = new Date(value);
                        if (!isNaN(a.valueOf())) {
                            return a;
                        }
                    }
                    return value;
                }
                let obj;
                let contents;
                try {
                    contents = yield res.readBody();
                    if (contents && contents.length > 0) {
                        if (options && options.deserializeDates) {
                            obj = JSON.parse(contents, dateTimeDeserializer);
                        }
                        else {
                            obj = JSON.parse(contents);
                        }
                        response.result = obj;
                    }
                    response.headers = res.message.headers;
                }
                catch (err) {
                    // Invalid resource (contents not json);  leaving result obj null
                }
                // note that 3xx redirects are handled by the http layer.
                if (statusCode > 299) {
                    let msg;
                    // if exception/error in body, attempt to get better error
                    if (obj && obj.message) {
                        msg = obj.message;
                    }
                    else if (contents && contents.length > 0) {
                        // it may be the case that the exception is in the body message as string
                        msg = contents;
                    }
                    else {
                        msg = `Failed request: (${statusCode})`;
                    }
                    const err = new HttpClientError(msg, statusCode);
                    err.result = response.result;
                    reject(err);
                }
                else {
                    resolve(response);
                }
            }));
        });
    }
}
const lowercaseKeys = (obj) => Object.keys(obj).reduce((c, k) => ((c[k.toLowerCase()] = obj[k]), c), {});
//# sourceMappingURL=index.js.map

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
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
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
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
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
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
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
/******/ var __webpack_exports__ = __nccwpck_require__(79407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map