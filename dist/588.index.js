export const id = 588;
export const ids = [588];
export const modules = {

/***/ 64528:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

// The MIT License (MIT)
//
// Copyright (c) 2016 Zhipeng Jia
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all
// copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
// SOFTWARE.



function isNode () {
  if (typeof process === 'object') {
    if (typeof process.versions === 'object') {
      if (typeof process.versions.node !== 'undefined') {
        return true
      }
    }
  }
  return false
}

function isUint8Array (object) {
  return object instanceof Uint8Array && (!isNode() || !Buffer.isBuffer(object))
}

function isArrayBuffer (object) {
  return object instanceof ArrayBuffer
}

function isBuffer (object) {
  if (!isNode()) {
    return false
  }
  return Buffer.isBuffer(object)
}

var SnappyDecompressor = (__webpack_require__(50422)/* .SnappyDecompressor */ .c)
var SnappyCompressor = (__webpack_require__(38437)/* .SnappyCompressor */ .d)

var TYPE_ERROR_MSG = 'Argument compressed must be type of ArrayBuffer, Buffer, or Uint8Array'

function uncompress (compressed, maxLength) {
  if (!isUint8Array(compressed) && !isArrayBuffer(compressed) && !isBuffer(compressed)) {
    throw new TypeError(TYPE_ERROR_MSG)
  }
  var uint8Mode = false
  var arrayBufferMode = false
  if (isUint8Array(compressed)) {
    uint8Mode = true
  } else if (isArrayBuffer(compressed)) {
    arrayBufferMode = true
    compressed = new Uint8Array(compressed)
  }
  var decompressor = new SnappyDecompressor(compressed)
  var length = decompressor.readUncompressedLength()
  if (length === -1) {
    throw new Error('Invalid Snappy bitstream')
  }
  if (length > maxLength) {
    throw new Error(`The uncompressed length of ${length} is too big, expect at most ${maxLength}`)
  }
  var uncompressed, uncompressedView
  if (uint8Mode) {
    uncompressed = new Uint8Array(length)
    if (!decompressor.uncompressToBuffer(uncompressed)) {
      throw new Error('Invalid Snappy bitstream')
    }
  } else if (arrayBufferMode) {
    uncompressed = new ArrayBuffer(length)
    uncompressedView = new Uint8Array(uncompressed)
    if (!decompressor.uncompressToBuffer(uncompressedView)) {
      throw new Error('Invalid Snappy bitstream')
    }
  } else {
    uncompressed = Buffer.alloc(length)
    if (!decompressor.uncompressToBuffer(uncompressed)) {
      throw new Error('Invalid Snappy bitstream')
    }
  }
  return uncompressed
}

function compress (uncompressed) {
  if (!isUint8Array(uncompressed) && !isArrayBuffer(uncompressed) && !isBuffer(uncompressed)) {
    throw new TypeError(TYPE_ERROR_MSG)
  }
  var uint8Mode = false
  var arrayBufferMode = false
  if (isUint8Array(uncompressed)) {
    uint8Mode = true
  } else if (isArrayBuffer(uncompressed)) {
    arrayBufferMode = true
    uncompressed = new Uint8Array(uncompressed)
  }
  var compressor = new SnappyCompressor(uncompressed)
  var maxLength = compressor.maxCompressedLength()
  var compressed, compressedView
  var length
  if (uint8Mode) {
    compressed = new Uint8Array(maxLength)
    length = compressor.compressToBuffer(compressed)
  } else if (arrayBufferMode) {
    compressed = new ArrayBuffer(maxLength)
    compressedView = new Uint8Array(compressed)
    length = compressor.compressToBuffer(compressedView)
  } else {
    compressed = Buffer.alloc(maxLength)
    length = compressor.compressToBuffer(compressed)
  }
  if (!compressed.slice) { // ie11
    var compressedArray = new Uint8Array(Array.prototype.slice.call(compressed, 0, length))
    if (uint8Mode) {
      return compressedArray
    } else if (arrayBufferMode) {
      return compressedArray.buffer
    } else {
      throw new Error('Not implemented')
    }
  }

  return compressed.slice(0, length)
}

exports.uncompress = uncompress
exports.compress = compress


/***/ }),

/***/ 38437:
/***/ ((__unused_webpack_module, exports) => {

// The MIT License (MIT)
//
// Copyright (c) 2016 Zhipeng Jia
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all
// copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
// SOFTWARE.



var BLOCK_LOG = 16
var BLOCK_SIZE = 1 << BLOCK_LOG

var MAX_HASH_TABLE_BITS = 14
var globalHashTables = new Array(MAX_HASH_TABLE_BITS + 1)

function hashFunc (key, hashFuncShift) {
  return (key * 0x1e35a7bd) >>> hashFuncShift
}

function load32 (array, pos) {
  return array[pos] + (array[pos + 1] << 8) + (array[pos + 2] << 16) + (array[pos + 3] << 24)
}

function equals32 (array, pos1, pos2) {
  return array[pos1] === array[pos2] &&
         array[pos1 + 1] === array[pos2 + 1] &&
         array[pos1 + 2] === array[pos2 + 2] &&
         array[pos1 + 3] === array[pos2 + 3]
}

function copyBytes (fromArray, fromPos, toArray, toPos, length) {
  var i
  for (i = 0; i < length; i++) {
    toArray[toPos + i] = fromArray[fromPos + i]
  }
}

function emitLiteral (input, ip, len, output, op) {
  if (len <= 60) {
    output[op] = (len - 1) << 2
    op += 1
  } else if (len < 256) {
    output[op] = 60 << 2
    output[op + 1] = len - 1
    op += 2
  } else {
    output[op] = 61 << 2
    output[op + 1] = (len - 1) & 0xff
    output[op + 2] = (len - 1) >>> 8
    op += 3
  }
  copyBytes(input, ip, output, op, len)
  return op + len
}

function emitCopyLessThan64 (output, op, offset, len) {
  if (len < 12 && offset < 2048) {
    output[op] = 1 + ((len - 4) << 2) + ((offset >>> 8) << 5)
    output[op + 1] = offset & 0xff
    return op + 2
  } else {
    output[op] = 2 + ((len - 1) << 2)
    output[op + 1] = offset & 0xff
    output[op + 2] = offset >>> 8
    return op + 3
  }
}

function emitCopy (output, op, offset, len) {
  while (len >= 68) {
    op = emitCopyLessThan64(output, op, offset, 64)
    len -= 64
  }
  if (len > 64) {
    op = emitCopyLessThan64(output, op, offset, 60)
    len -= 60
  }
  return emitCopyLessThan64(output, op, offset, len)
}

function compressFragment (input, ip, inputSize, output, op) {
  var hashTableBits = 1
  while ((1 << hashTableBits) <= inputSize &&
         hashTableBits <= MAX_HASH_TABLE_BITS) {
    hashTableBits += 1
  }
  hashTableBits -= 1
  var hashFuncShift = 32 - hashTableBits

  if (typeof globalHashTables[hashTableBits] === 'undefined') {
    globalHashTables[hashTableBits] = new Uint16Array(1 << hashTableBits)
  }
  var hashTable = globalHashTables[hashTableBits]
  var i
  for (i = 0; i < hashTable.length; i++) {
    hashTable[i] = 0
  }

  var ipEnd = ip + inputSize
  var ipLimit
  var baseIp = ip
  var nextEmit = ip

  var hash, nextHash
  var nextIp, candidate, skip
  var bytesBetweenHashLookups
  var base, matched, offset
  var prevHash, curHash
  var flag = true

  var INPUT_MARGIN = 15
  if (inputSize >= INPUT_MARGIN) {
    ipLimit = ipEnd - INPUT_MARGIN

    ip += 1
    nextHash = hashFunc(load32(input, ip), hashFuncShift)

    while (flag) {
      skip = 32
      nextIp = ip
      do {
        ip = nextIp
        hash = nextHash
        bytesBetweenHashLookups = skip >>> 5
        skip += 1
        nextIp = ip + bytesBetweenHashLookups
        if (ip > ipLimit) {
          flag = false
          break
        }
        nextHash = hashFunc(load32(input, nextIp), hashFuncShift)
        candidate = baseIp + hashTable[hash]
        hashTable[hash] = ip - baseIp
      } while (!equals32(input, ip, candidate))

      if (!flag) {
        break
      }

      op = emitLiteral(input, nextEmit, ip - nextEmit, output, op)

      do {
        base = ip
        matched = 4
        while (ip + matched < ipEnd && input[ip + matched] === input[candidate + matched]) {
          matched += 1
        }
        ip += matched
        offset = base - candidate
        op = emitCopy(output, op, offset, matched)

        nextEmit = ip
        if (ip >= ipLimit) {
          flag = false
          break
        }
        prevHash = hashFunc(load32(input, ip - 1), hashFuncShift)
        hashTable[prevHash] = ip - 1 - baseIp
        curHash = hashFunc(load32(input, ip), hashFuncShift)
        candidate = baseIp + hashTable[curHash]
        hashTable[curHash] = ip - baseIp
      } while (equals32(input, ip, candidate))

      if (!flag) {
        break
      }

      ip += 1
      nextHash = hashFunc(load32(input, ip), hashFuncShift)
    }
  }

  if (nextEmit < ipEnd) {
    op = emitLiteral(input, nextEmit, ipEnd - nextEmit, output, op)
  }

  return op
}

function putVarint (value, output, op) {
  do {
    output[op] = value & 0x7f
    value = value >>> 7
    if (value > 0) {
      output[op] += 0x80
    }
    op += 1
  } while (value > 0)
  return op
}

function SnappyCompressor (uncompressed) {
  this.array = uncompressed
}

SnappyCompressor.prototype.maxCompressedLength = function () {
  var sourceLen = this.array.length
  return 32 + sourceLen + Math.floor(sourceLen / 6)
}

SnappyCompressor.prototype.compressToBuffer = function (outBuffer) {
  var array = this.array
  var length = array.length
  var pos = 0
  var outPos = 0

  var fragmentSize

  outPos = putVarint(length, outBuffer, outPos)
  while (pos < length) {
    fragmentSize = Math.min(length - pos, BLOCK_SIZE)
    outPos = compressFragment(array, pos, fragmentSize, outBuffer, outPos)
    pos += fragmentSize
  }

  return outPos
}

exports.d = SnappyCompressor


/***/ }),

/***/ 50422:
/***/ ((__unused_webpack_module, exports) => {

// The MIT License (MIT)
//
// Copyright (c) 2016 Zhipeng Jia
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all
// copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
// SOFTWARE.



var WORD_MASK = [0, 0xff, 0xffff, 0xffffff, 0xffffffff]

function copyBytes (fromArray, fromPos, toArray, toPos, length) {
  var i
  for (i = 0; i < length; i++) {
    toArray[toPos + i] = fromArray[fromPos + i]
  }
}

function selfCopyBytes (array, pos, offset, length) {
  var i
  for (i = 0; i < length; i++) {
    array[pos + i] = array[pos - offset + i]
  }
}

function SnappyDecompressor (compressed) {
  this.array = compressed
  this.pos = 0
}

SnappyDecompressor.prototype.readUncompressedLength = function () {
  var result = 0
  var shift = 0
  var c, val
  while (shift < 32 && this.pos < this.array.length) {
    c = this.array[this.pos]
    this.pos += 1
    val = c & 0x7f
    if (((val << shift) >>> shift) !== val) {
      return -1
    }
    result |= val << shift
    if (c < 128) {
      return result
    }
    shift += 7
  }
  return -1
}

SnappyDecompressor.prototype.uncompressToBuffer = function (outBuffer) {
  var array = this.array
  var arrayLength = array.length
  var pos = this.pos
  var outPos = 0

  var c, len, smallLen
  var offset

  while (pos < array.length) {
    c = array[pos]
    pos += 1
    if ((c & 0x3) === 0) {
      // Literal
      len = (c >>> 2) + 1
      if (len > 60) {
        if (pos + 3 >= arrayLength) {
          return false
        }
        smallLen = len - 60
        len = array[pos] + (array[pos + 1] << 8) + (array[pos + 2] << 16) + (array[pos + 3] << 24)
        len = (len & WORD_MASK[smallLen]) + 1
        pos += smallLen
      }
      if (pos + len > arrayLength) {
        return false
      }
      copyBytes(array, pos, outBuffer, outPos, len)
      pos += len
      outPos += len
    } else {
      switch (c & 0x3) {
        case 1:
          len = ((c >>> 2) & 0x7) + 4
          offset = array[pos] + ((c >>> 5) << 8)
          pos += 1
          break
        case 2:
          if (pos + 1 >= arrayLength) {
            return false
          }
          len = (c >>> 2) + 1
          offset = array[pos] + (array[pos + 1] << 8)
          pos += 2
          break
        case 3:
          if (pos + 3 >= arrayLength) {
            return false
          }
          len = (c >>> 2) + 1
          offset = array[pos] + (array[pos + 1] << 8) + (array[pos + 2] << 16) + (array[pos + 3] << 24)
          pos += 4
          break
        default:
          break
      }
      if (offset === 0 || offset > outPos) {
        return false
      }
      selfCopyBytes(outBuffer, outPos, offset, len)
      outPos += len
    }
  }
  return true
}

exports.c = SnappyDecompressor


/***/ }),

/***/ 25341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DI: () => (/* binding */ branchRefs),
/* harmony export */   EC: () => (/* binding */ MERGE_QUEUE_REFS),
/* harmony export */   Fj: () => (/* binding */ pullRequestOfRef),
/* harmony export */   RF: () => (/* binding */ isAllowedSourceRef),
/* harmony export */   Sx: () => (/* binding */ isAllowedSigning),
/* harmony export */   ZS: () => (/* binding */ isAllowedSigner),
/* harmony export */   dX: () => (/* binding */ refMatches),
/* harmony export */   lf: () => (/* binding */ refPatternsText),
/* harmony export */   nO: () => (/* binding */ expectedSigner),
/* harmony export */   uI: () => (/* binding */ parseSignerUri),
/* harmony export */   wv: () => (/* binding */ isSourceRepository),
/* harmony export */   xm: () => (/* binding */ signerPolicy)
/* harmony export */ });
/* unused harmony exports oidcIssuerFor, signerWorkflowText, refPatternText */

function signerPolicy(input) {
    const serverUrl = input.serverUrl.replace(/\/+$/, '');
    return {
        serverUrl,
        oidcIssuer: oidcIssuerFor(serverUrl),
        repository: input.repository,
        commit: input.commit?.toLowerCase(),
        signerWorkflow: input.signerWorkflow,
        sourceRefs: input.sourceRefs ?? [],
        ...(input.protectedBranch === undefined ? {} : { protectedBranch: input.protectedBranch }),
        denySelfHostedRunners: input.denySelfHostedRunners ?? false,
        ...(input.byTree === true ? { byTree: true } : {}),
        ...(input.pullRequestRun === undefined
            ? {}
            : { pullRequestRun: { number: input.pullRequestRun.number, commit: input.pullRequestRun.commit.toLowerCase() } })
    };
}
function pullRequestOfRef(ref) {
    const match = ref === undefined ? null : /^refs\/pull\/(\d+)\//.exec(ref);
    return match === null ? undefined : Number(match[1]);
}
function oidcIssuerFor(serverUrl) {
    const host = new URL(serverUrl).hostname.toLowerCase();
    if (host === 'github.com')
        return 'https://token.actions.githubusercontent.com';
    if (host.endsWith('.ghe.com'))
        return `https://token.actions.${host}`;
    return `${serverUrl.replace(/\/+$/, '')}/_services/token`;
}
function parseSignerUri(uri, serverUrl) {
    if (uri === undefined || !uri.toLowerCase().startsWith(`${serverUrl.toLowerCase()}/`))
        return undefined;
    const match = /^([^/@\s]+\/[^/@\s]+)\/(\.github\/workflows\/[^@\s]+?\.ya?ml)@(\S+)$/.exec(uri.slice(serverUrl.length + 1));
    return match === null ? undefined : { repository: match[1], path: match[2], ref: match[3] };
}
function isAllowedSigner(policy, signer) {
    const wanted = policy.signerWorkflow;
    if (wanted === undefined)
        return sameRepository(signer.repository, policy.repository);
    return (sameRepository(signer.repository, wanted.repository) &&
        signer.path === wanted.path &&
        (wanted.ref === undefined || signer.ref === wanted.ref));
}
function isSourceRepository(policy, sourceRepositoryUri) {
    return sourceRepositoryUri?.toLowerCase() === `${policy.serverUrl}/${policy.repository}`.toLowerCase();
}
function isAllowedSourceRef(policy, ref, trigger) {
    if (policy.sourceRefs.length === 0)
        return true;
    if (ref === undefined)
        return false;
    return policy.sourceRefs.some(pattern => refMatches(pattern, ref, trigger));
}
function isAllowedSigning(policy, signing) {
    if (pullRequestOfRef(signing.sourceRef) !== undefined)
        return false;
    if (policy.denySelfHostedRunners && signing.runner !== 'github-hosted')
        return false;
    const signer = parseSignerUri(signing.signer === undefined ? undefined : `${policy.serverUrl}/${signing.signer}`, policy.serverUrl);
    return (signer !== undefined &&
        isAllowedSigner(policy, signer) &&
        isAllowedSourceRef(policy, signing.sourceRef, signing.trigger));
}
const MERGE_QUEUE_REFS = 'refs/heads/gh-readonly-queue/';
const MERGE_QUEUE_NAME = 'refs/heads/gh-readonly-queue';
function branchRefs(branch) {
    return [{ exact: `refs/heads/${branch}` }, { prefix: `${MERGE_QUEUE_REFS}${branch}/pr-` }];
}
function refMatches(pattern, ref, trigger) {
    const text = 'exact' in pattern ? pattern.exact : pattern.prefix;
    if (text.startsWith(MERGE_QUEUE_NAME) && trigger !== 'merge_group')
        return false;
    return 'exact' in pattern ? ref === pattern.exact : ref.startsWith(pattern.prefix);
}
function expectedSigner(policy) {
    const wanted = policy.signerWorkflow;
    if (wanted === undefined)
        return `a workflow of ${policy.repository}`;
    const ref = wanted.ref === undefined ? '' : `@${wanted.ref}`;
    return sameRepository(wanted.repository, policy.repository)
        ? `${wanted.path}${ref} of ${policy.repository}`
        : signerWorkflowText(wanted);
}
function signerWorkflowText(wanted) {
    return `${wanted.repository}/${wanted.path}${wanted.ref === undefined ? '' : `@${wanted.ref}`}`;
}
function refPatternText(pattern) {
    return 'exact' in pattern ? pattern.exact : `${pattern.prefix}*`;
}
function refPatternsText(patterns) {
    return patterns.map(refPatternText).join(', ');
}
function sameRepository(a, b) {
    return a.toLowerCase() === b.toLowerCase();
}


/***/ }),

/***/ 76031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AR: () => (/* binding */ CERTIFICATION_PREDICATE_TYPE),
/* harmony export */   Ok: () => (/* binding */ certificationSubjects),
/* harmony export */   T9: () => (/* binding */ imageDetailsOf),
/* harmony export */   VD: () => (/* binding */ CERTIFICATION_EXTENSION),
/* harmony export */   ey: () => (/* binding */ VERIFIED_LEVEL),
/* harmony export */   hH: () => (/* binding */ commitSubjectName),
/* harmony export */   mP: () => (/* binding */ certificationPredicate),
/* harmony export */   pF: () => (/* binding */ IMAGE_VERIFIER_ID),
/* harmony export */   sF: () => (/* binding */ commitSubject),
/* harmony export */   vS: () => (/* binding */ treeSubject),
/* harmony export */   zG: () => (/* binding */ STATEMENT_TYPE)
/* harmony export */ });
/* unused harmony exports VERIFIER_ID, IMAGE_EXTENSION, RECORD_IN_STATEMENT_LIMIT */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18453);


const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
const CERTIFICATION_PREDICATE_TYPE = 'https://slsa.dev/verification_summary/v1';
const VERIFIER_ID = 'https://github.com/agent-certification-gate/agent-certification-gate';
const IMAGE_VERIFIER_ID = `${VERIFIER_ID}/verify`;
const IMAGE_EXTENSION = `${VERIFIER_ID}/image/v1`;
function imageDetailsOf(predicate) {
    const part = predicate[IMAGE_EXTENSION];
    if (typeof part !== 'object' || part === null || Array.isArray(part))
        return undefined;
    const text = (key) => {
        const value = part[key];
        return typeof value === 'string' ? value : undefined;
    };
    return {
        commit: text('commit'),
        projectId: text('projectId'),
        runId: text('runId'),
        certifiedAt: text('certifiedAt')
    };
}
const CERTIFICATION_EXTENSION = `${VERIFIER_ID}/certification/v1`;
const VERIFIED_LEVEL = 'AGENT_CERTIFICATION_PASSED';
const RECORD_IN_STATEMENT_LIMIT = 16_384;
function commitSubject(serverUrl, repository, sha) {
    const name = commitSubjectName(serverUrl, repository, sha);
    return { name, digest: { sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${name}\n`).digest('hex') } };
}
function certificationSubjects(serverUrl, repository, commit, tree) {
    const ofCommit = commitSubject(serverUrl, repository, commit);
    const subjects = [{ ...ofCommit, digest: { ...ofCommit.digest, gitCommit: commit.toLowerCase() } }];
    return tree === undefined ? subjects : [...subjects, treeSubject(serverUrl, repository, tree)];
}
function treeSubject(serverUrl, repository, tree) {
    const name = `git+${serverUrl.replace(/\/+$/, '')}/${repository}@tree:${tree}`.toLowerCase();
    return {
        name,
        digest: { sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${name}\n`).digest('hex'), gitTree: tree.toLowerCase() }
    };
}
function commitSubjectName(serverUrl, repository, sha) {
    return `git+${serverUrl.replace(/\/+$/, '')}/${repository}@${sha}`.toLowerCase();
}
function certificationPredicate({ details, record, runs, readPaths = [], decidedAt, actionVersion, serverUrl }) {
    const policyText = details.passIf ?? 'status == completed';
    const runUrl = (runId) => `${details.serviceUrl}/attestation/runs/${encodeURIComponent(runId)}`;
    const signedRuns = runs?.map(({ record: ofRun, ...run }) => ({ ...run, ...recordKept(ofRun, readPaths) }));
    return {
        verifier: { id: VERIFIER_ID, version: { 'agent-certification-gate': actionVersion } },
        timeVerified: decidedAt.toISOString(),
        resourceUri: commitSubjectName(serverUrl, details.repository, details.commit),
        policy: {
            uri: `${details.serviceUrl}/attestation/projects/${encodeURIComponent(details.projectId ?? '')}`,
            digest: { sha256: sha256(policyText) }
        },
        inputAttestations: [
            ...(signedRuns ?? [details]).map(run => ({ uri: runUrl(run.runId), digest: { sha256: run.recordSha256 } })),
            ...reusedAttestation(details, serverUrl)
        ],
        verificationResult: 'PASSED',
        verifiedLevels: [VERIFIED_LEVEL],
        [CERTIFICATION_EXTENSION]: {
            ...details,
            ...recordKept(record, readPaths),
            ...(signedRuns === undefined ? {} : { runs: signedRuns }),
            caveat: signedRuns === undefined
                ? `The service certified the repository as it cloned it when run ${details.runId} started; its API ` +
                    `cannot name a commit, so this statement binds the run to the commit the workflow ran for, not to what ` +
                    `the service cloned.`
                : `The service certified the repository as it cloned it when each of runs ` +
                    `${signedRuns.map(run => run.runId).join(', ')} started; its API cannot name a commit, so this ` +
                    `statement binds the runs to the commit the workflow ran for, not to what the service cloned.`
        }
    };
}
function recordKept(record, readPaths) {
    if (record === undefined)
        return { runOmitted: 'no record' };
    if (JSON.stringify(record).length <= RECORD_IN_STATEMENT_LIMIT)
        return { run: record };
    return {
        run: recordOutline(record, readPaths),
        runOmitted: `the record's JSON is longer than ${RECORD_IN_STATEMENT_LIMIT} characters: only its ` +
            `top-level scalar fields and the fields pass-if read are kept`
    };
}
function reusedAttestation(details, serverUrl) {
    const { reusedFrom } = details;
    if (reusedFrom?.statementSha256 === undefined)
        return [];
    return [
        {
            name: 'reused certification',
            uri: reusedFrom.tree !== undefined
                ? treeSubject(serverUrl, details.repository, reusedFrom.tree).name
                : commitSubjectName(serverUrl, details.repository, reusedFrom.commit ?? ''),
            digest: { sha256: reusedFrom.statementSha256 }
        }
    ];
}
const OUTLINE_SCALAR_LIMIT = 1024;
function recordOutline(record, readPaths) {
    const outline = {};
    let size = 2;
    const keep = (keys, value) => {
        const length = JSON.stringify(keys.at(-1)).length + (JSON.stringify(value)?.length ?? 0) + 2;
        if (value === undefined || size + length > RECORD_IN_STATEMENT_LIMIT)
            return;
        let parent = outline;
        for (const key of keys.slice(0, -1))
            parent = Object.hasOwn(parent, key) ? parent[key] : defineField(parent, key, {});
        defineField(parent, keys[keys.length - 1], value);
        size += length;
    };
    const throughNoList = (keys) => keys.slice(0, -1).every((_, end) => !Array.isArray((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .readPath */ .G7)(record, keys.slice(0, end + 1))));
    for (const keys of readPaths)
        if (keys.length > 0 && throughNoList(keys))
            keep(keys, (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .readPath */ .G7)(record, keys));
    for (const [key, value] of Object.entries(record)) {
        const scalar = value === null || ['string', 'number', 'boolean'].includes(typeof value);
        if (scalar && !Object.hasOwn(outline, key) && JSON.stringify(value).length <= OUTLINE_SCALAR_LIMIT)
            keep([key], value);
    }
    return outline;
}
function defineField(target, key, value) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
    return value;
}
function sha256(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex');
}


/***/ }),

/***/ 26876:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $6: () => (/* binding */ protectedRefs),
/* harmony export */   DI: () => (/* reexport safe */ _attestation_signer_policy_js__WEBPACK_IMPORTED_MODULE_0__.DI),
/* harmony export */   O_: () => (/* binding */ runOnContent),
/* harmony export */   f$: () => (/* binding */ signsTree),
/* harmony export */   mY: () => (/* binding */ targetBranch),
/* harmony export */   nD: () => (/* binding */ unprotectedTarget)
/* harmony export */ });
/* harmony import */ var _attestation_signer_policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25341);
/* harmony import */ var _github_events_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4254);



function runOnContent(github) {
    const { runOnContent: rule } = (0,_github_events_js__WEBPACK_IMPORTED_MODULE_1__/* .meaningOf */ .Pr)(github.eventName);
    if (rule === 'always')
        return undefined;
    const event = github.eventName ?? 'workflow';
    if (rule === 'never')
        return { kind: 'run-elsewhere', event };
    const commit = github.commit?.sha;
    if (github.workflowSha === undefined ||
        commit === undefined ||
        github.workflowSha.toLowerCase() === commit.toLowerCase())
        return undefined;
    return { kind: 'run-elsewhere', event, runCommit: github.workflowSha };
}
function signsTree(github) {
    return runOnContent(github) === undefined;
}
function protectedRefs(sourceRefs, github) {
    if (sourceRefs.length > 0)
        return sourceRefs;
    if (github.defaultBranch === undefined) {
        return {
            kind: 'event-lacks',
            event: github.eventName ?? 'workflow',
            what: 'default branch',
            field: 'repository.default_branch'
        };
    }
    return (0,_attestation_signer_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .branchRefs */ .DI)(github.defaultBranch);
}
function targetBranch(github) {
    const { branch } = (0,_github_events_js__WEBPACK_IMPORTED_MODULE_1__/* .meaningOf */ .Pr)(github.eventName);
    if (branch === 'the base branch')
        return github.baseBranch;
    if (branch === undefined || github.ref === undefined)
        return undefined;
    return /^refs\/heads\/(.+)$/.exec(github.ref)?.[1];
}
function unprotectedTarget(branch, refs, sourceRefs) {
    if (refs.some(pattern => (0,_attestation_signer_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .refMatches */ .dX)(pattern, `refs/heads/${branch}`, 'push')))
        return undefined;
    return { kind: 'unprotected-branch', branch, sourceRefSet: sourceRefs.length > 0 };
}


/***/ }),

/***/ 38588:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ATTEST_MIN_MS: () => (/* binding */ ATTEST_MIN_MS),
/* harmony export */   SIGNING_RECIPE_URL: () => (/* binding */ SIGNING_RECIPE_URL),
/* harmony export */   attestationPublisher: () => (/* binding */ attestationPublisher)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56288);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _attestation_statement_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76031);
/* harmony import */ var _attestation_signer_policy_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(25341);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8955);
/* harmony import */ var _judge_variables_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(88038);
/* harmony import */ var _lib_version_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(87471);
/* harmony import */ var _service_run_status_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(36805);
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(97268);
/* harmony import */ var _github_attestations_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(72936);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(94437);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(79112);
/* harmony import */ var _outputs_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(28744);
/* harmony import */ var _action_publish_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(74001);
/* harmony import */ var _action_markdown_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(38037);
/* harmony import */ var _lib_runtime_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(89067);
/* harmony import */ var _attestation_signing_error_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(58746);
/* harmony import */ var _certified_events_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(26876);
/* harmony import */ var _github_events_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(4254);




















const SIGNING_RECIPE_URL = 'https://github.com/agent-certification-gate/agent-certification-gate/blob/v1/docs/recipes.md#signed-where-a-pull-request-cannot-forge-it';
function signedOnPullRequest(github) {
    if (github.ref !== undefined)
        return (0,_attestation_signer_policy_js__WEBPACK_IMPORTED_MODULE_17__/* .pullRequestOfRef */ .Fj)(github.ref) !== undefined;
    return (0,_github_events_js__WEBPACK_IMPORTED_MODULE_16__/* .meaningOf */ .Pr)(github.eventName).pullRequestRun !== undefined;
}
const ATTEST_MIN_MS = 15_000;
const attestationPublisher = {
    what: 'the signed attestation',
    failureFailsStep: true,
    async publish(context) {
        const { config, result } = context;
        if (config?.attest !== true)
            return;
        if (result.verdict !== 'passed') {
            const why = `attest is true, but only a passed certification is attested, and this step's verdict is ` +
                `${result.verdict}: nothing was signed.`;
            context.logger.info(why);
            (0,_action_markdown_js__WEBPACK_IMPORTED_MODULE_12__/* .appendToSummary */ .UV)(`\n### Signed attestation\n\n${why}\n`);
            return;
        }
        const { githubApi } = context;
        if (githubApi === undefined)
            throw new Error('attest is true, but the step has no GitHub client');
        const attestations = await attestEveryGate({ ...context, githubApi }, config);
        publishAttestations(result, attestations, context.github);
        const failed = attestations.filter(attestation => attestation.state === 'failed');
        if (failed.length > 0) {
            const [first] = failed;
            throw new _action_publish_js__WEBPACK_IMPORTED_MODULE_11__/* .PublishError */ .S(`The certification passed, but no attestation was made for ` +
                `${failed.map(({ gate }) => (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .inertText */ .UJ)((0,_results_js__WEBPACK_IMPORTED_MODULE_18__/* .gateLabel */ .GS)(gate), 80)).join(', ')}: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .asSentence */ .KG)(first.reason)} ` +
                `attest is true, so the step fails: a green check must not ` +
                `stand for an attestation that does not exist. ${first.hint}`);
        }
    }
};
async function attestEveryGate({ result, github, githubApi, signal, logger, decidedAt }, config) {
    const deadline = new _lib_runtime_js__WEBPACK_IMPORTED_MODULE_13__/* .Deadline */ .B2(_lib_runtime_js__WEBPACK_IMPORTED_MODULE_13__/* .systemClock */ .ml, Math.max(ATTEST_MIN_MS, config.timeoutMs - result.elapsedMs));
    let signing;
    let tree;
    const attestations = [];
    for (const [index, gate] of result.gates.entries()) {
        if (gate.reused !== undefined && gate.reusedByTree === undefined && gate.carriedFrom === undefined) {
            attestations.push({ gate, state: 'reused' });
            continue;
        }
        const label = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .inertText */ .UJ)((0,_results_js__WEBPACK_IMPORTED_MODULE_18__/* .gateLabel */ .GS)(gate), 80);
        try {
            const startedHere = config.targets[index]?.runId === undefined;
            const [{ signAndStore }, { treeOfRun }] = await (signing ??= Promise.all([
                Promise.all(/* import() */[__webpack_require__.e(830), __webpack_require__.e(337), __webpack_require__.e(869)]).then(__webpack_require__.bind(__webpack_require__, 869)),
                __webpack_require__.e(/* import() */ 544).then(__webpack_require__.bind(__webpack_require__, 11544))
            ]));
            tree ??= (0,_certified_events_js__WEBPACK_IMPORTED_MODULE_15__/* .signsTree */ .f$)(github)
                ? treeOfRun(github, githubApi, { deadline, signal, logger, random: Math.random })
                : Promise.resolve(undefined);
            const { subjects, predicate } = statementFor(gate, startedHere, config, github, decidedAt, await tree);
            const [subject] = subjects;
            const outcome = await signAndStore({
                subjects,
                predicateType: _attestation_statement_js__WEBPACK_IMPORTED_MODULE_3__/* .CERTIFICATION_PREDICATE_TYPE */ .AR,
                predicate,
                token: config.githubToken ?? '',
                repository: github.repository ?? '',
                github: githubApi,
                bundlePath: bundlePathFor(gate, index),
                deadline,
                signal,
                logger
            });
            attestations.push(outcomeOf(gate, outcome, { label, commit: subject.name, github, logger }));
        }
        catch (error) {
            attestations.push(error instanceof _attestation_signing_error_js__WEBPACK_IMPORTED_MODULE_14__/* .SigningError */ .u
                ? { gate, state: 'failed', reason: error.message, hint: error.hint }
                : { gate, state: 'failed', reason: (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .errorMessage */ .gJ)(error), 300), hint: 'Re-run the job.' });
        }
    }
    return attestations;
}
function outcomeOf(gate, outcome, { label, commit, github, logger }) {
    if (outcome.stored) {
        const attestationUrl = `${github.serverUrl}/${github.repository}/attestations/${outcome.attestationId}`;
        logger.info(`Signed the certification of ${label} for commit ${commit} and stored it with GitHub: ${attestationUrl}`);
        return {
            gate,
            state: 'stored',
            attestationId: outcome.attestationId,
            attestationUrl,
            bundlePath: outcome.bundlePath
        };
    }
    const why = (0,_github_attestations_js__WEBPACK_IMPORTED_MODULE_8__/* .refusedForPlan */ .jD)(outcome.refusal)
        ? `: ${_github_attestations_js__WEBPACK_IMPORTED_MODULE_8__/* .PLAN_NEEDED */ .yr}.`
        : '; GitHub stores attestations only for some plans and repositories.';
    logger.warning(`Signed the certification of ${label}, but GitHub refused to store the attestation (${outcome.refusal})${why} ` +
        `The signed bundle is at ${outcome.bundlePath}: keep it with actions/upload-artifact, and check it with gh ` +
        `attestation verify --bundle.`);
    return { gate, state: 'refused', refusal: outcome.refusal, bundlePath: outcome.bundlePath };
}
function statementFor(gate, startedHere, config, github, decidedAt, tree) {
    const { repository, commit } = github;
    if (repository === undefined || commit === undefined) {
        throw new _attestation_signing_error_js__WEBPACK_IMPORTED_MODULE_14__/* .SigningError */ .u('the workflow names no repository or commit (GITHUB_REPOSITORY, GITHUB_SHA), so there is nothing to bind the ' +
            'certification to', 'Run the gate with attest: true in a GitHub Actions workflow, which names both.');
    }
    const run = (0,_results_js__WEBPACK_IMPORTED_MODULE_18__/* .namedRun */ .d3)(gate);
    if (run?.runId === undefined || run.recordSha256 === undefined)
        throw new _attestation_signing_error_js__WEBPACK_IMPORTED_MODULE_14__/* .SigningError */ .u('the gate has no run record to name', 'Re-run the job.');
    const projectId = projectSigned({ ...run, runId: run.runId }, gate.projectId, startedHere);
    const service = new URL(config.baseUrl);
    const subjects = (0,_attestation_statement_js__WEBPACK_IMPORTED_MODULE_3__/* .certificationSubjects */ .Ok)(github.serverUrl, repository, commit.sha, gate.carriedFrom === undefined ? tree : undefined);
    const predicate = (0,_attestation_statement_js__WEBPACK_IMPORTED_MODULE_3__/* .certificationPredicate */ .mP)({
        details: {
            repository,
            commit: commit.sha.toLowerCase(),
            commitSource: commit.source,
            event: github.eventName,
            serviceHost: service.host,
            serviceUrl: config.baseUrl,
            projectId,
            runId: run.runId,
            runStartedHere: startedHere,
            runsStarted: gate.started ?? 0,
            runCreatedAt: typeof run.record?.['created_at'] === 'string' ? run.record['created_at'] : undefined,
            status: (0,_service_run_status_js__WEBPACK_IMPORTED_MODULE_6__/* .normalizeStatus */ .SP)(run.status ?? ''),
            passIf: config.passIfExpression ?? null,
            passIfRead: gate.policy?.readings ?? [],
            recordSha256: run.recordSha256,
            ...judgedSigned(gate),
            ...sequentialSigned(gate, config),
            ...reusedFromOf(gate, config)
        },
        record: run.record,
        runs: signedRuns(gate),
        readPaths: keptWhole(config),
        decidedAt,
        actionVersion: _lib_version_js__WEBPACK_IMPORTED_MODULE_19__/* .ACTION_VERSION */ .Y,
        serverUrl: github.serverUrl
    });
    return { subjects, predicate };
}
function keptWhole(config) {
    const policies = [config.passIf, config.failIf, config.driftIf];
    return [
        ...policies.flatMap(policy => policy?.fieldPaths.map(path => [...path.keys]) ?? []),
        ...(0,_judge_variables_js__WEBPACK_IMPORTED_MODULE_5__/* .fieldsRead */ .cn)(policies).map(field => [field]),
        ...config.comparableOn.map(field => [field])
    ];
}
function signedRuns({ runs }) {
    if (!(0,_results_js__WEBPACK_IMPORTED_MODULE_18__/* .several */ .J$)(runs))
        return undefined;
    return runs.map(run => ({
        ...run,
        runId: run.runId ?? '',
        status: (0,_service_run_status_js__WEBPACK_IMPORTED_MODULE_6__/* .normalizeStatus */ .SP)(run.status ?? ''),
        recordSha256: run.recordSha256 ?? ''
    }));
}
function judgedSigned({ runsStats, history }) {
    return { ...(runsStats === undefined ? {} : { stats: runsStats }), ...(history === undefined ? {} : { history }) };
}
function sequentialSigned(gate, config) {
    if (gate.sequential === undefined)
        return {};
    return { sequential: { repeat: config.repeat, failIf: config.failIfExpression ?? null, ...gate.sequential } };
}
function projectSigned({ runId, record }, projectId, startedHere) {
    const recordProject = typeof record?.['project_id'] === 'string' ? record['project_id'] : undefined;
    if (recordProject !== undefined && projectId !== undefined && recordProject !== projectId) {
        throw new _attestation_signing_error_js__WEBPACK_IMPORTED_MODULE_14__/* .SigningError */ .u(`run ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .inertText */ .UJ)(runId, 80)} belongs to project ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .inertText */ .UJ)(recordProject, 80)} by its record, not to ` +
            `${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .inertText */ .UJ)(projectId, 80)}, so it is not signed as a certification of either`, 'With run-id, leave project-id empty or give the project the run belongs to.');
    }
    return startedHere ? projectId : recordProject;
}
function reusedFromOf(gate, config) {
    const sourceRef = gate.reused?.sourceRef;
    const common = { ...(sourceRef === undefined ? {} : { sourceRef }), certifiedAt: firstCertified(gate) };
    if (gate.reusedByTree !== undefined)
        return { reusedFrom: { ...gate.reusedByTree, ...common } };
    if (gate.carriedFrom === undefined)
        return {};
    const { commit, statementSha256 } = gate.carriedFrom;
    return { reusedFrom: { commit, statementSha256, paths: config.paths, ...common } };
}
function firstCertified(gate) {
    return gate.reused?.certifiedAt ?? gate.reused?.signedAt;
}
function bundlePathFor(gate, index) {
    const name = (0,_results_js__WEBPACK_IMPORTED_MODULE_18__/* .gateLabel */ .GS)(gate)
        .replace(/[^A-Za-z0-9._-]+/g, '_')
        .slice(0, 80) || `gate-${index + 1}`;
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(process.env['RUNNER_TEMP'] || (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'agent-certification', `${index + 1}-${name}.sigstore.json`);
}
function attestationRow(attestation) {
    const project = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeMarkdown */ .FV)((0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .inertText */ .UJ)((0,_results_js__WEBPACK_IMPORTED_MODULE_18__/* .gateLabel */ .GS)(attestation.gate), 80));
    switch (attestation.state) {
        case 'reused':
            return (`| ✅ ${project} | signed already: the certification of run ` +
                `${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeMarkdown */ .FV)((0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .inertText */ .UJ)(attestation.gate.reused?.runId ?? '?', 80))} was reused, not signed again |`);
        case 'stored':
            return `| ✅ ${project} | ${(0,_action_markdown_js__WEBPACK_IMPORTED_MODULE_12__/* .link */ .nf)(`attestation ${attestation.attestationId}`, attestation.attestationUrl)} |`;
        case 'refused':
            return (`| ⚠️ ${project} | signed, not stored: GitHub refused it (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeMarkdown */ .FV)(attestation.refusal)}); ` +
                `keep the bundle, named by the \`bundle-path\` output, with actions/upload-artifact |`);
        case 'failed':
            return `| ❌ ${project} | not attested: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeMarkdown */ .FV)(attestation.reason)} |`;
    }
}
function publishAttestations(result, attestations, github) {
    const perGate = attestations.map(attestation => attestation.state === 'stored'
        ? { 'attestation-id': attestation.attestationId, 'attestation-url': attestation.attestationUrl }
        : { 'attestation-id': null, 'attestation-url': null });
    try {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(_names_js__WEBPACK_IMPORTED_MODULE_4__/* .Output */ .k7.Runs, (0,_outputs_js__WEBPACK_IMPORTED_MODULE_10__/* .runsOutput */ .w)(result, perGate));
        if (attestations.length === 1) {
            const [only] = attestations;
            if (only.state === 'stored') {
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(_names_js__WEBPACK_IMPORTED_MODULE_4__/* .Output */ .k7.AttestationId, only.attestationId);
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(_names_js__WEBPACK_IMPORTED_MODULE_4__/* .Output */ .k7.AttestationUrl, only.attestationUrl);
            }
            if (only.state === 'stored' || only.state === 'refused')
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(_names_js__WEBPACK_IMPORTED_MODULE_4__/* .Output */ .k7.BundlePath, only.bundlePath);
        }
    }
    catch (error) {
        throw _action_publish_js__WEBPACK_IMPORTED_MODULE_11__/* .PublishError */ .S.runnerFile('the attestation outputs', 'GITHUB_OUTPUT', error);
    }
    (0,_action_markdown_js__WEBPACK_IMPORTED_MODULE_12__/* .appendToSummary */ .UV)(attestationSection(attestations, github));
}
function attestationSection(attestations, github) {
    const sha = github.commit === undefined ? undefined : (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .shortSha */ .Fu)(github.commit.sha);
    const commit = sha === undefined ? 'the commit' : `commit ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .codeSpan */ .SS)(sha)}`;
    const rows = attestations.map(attestationRow);
    const reused = attestations.filter(attestation => attestation.state === 'reused').length;
    const made = attestations.filter(attestation => attestation.state !== 'failed');
    const signedByPullRequest = made.filter(attestation => attestation.state === 'reused'
        ? (0,_attestation_signer_policy_js__WEBPACK_IMPORTED_MODULE_17__/* .pullRequestOfRef */ .Fj)(attestation.gate.reused?.sourceRef) !== undefined
        : signedOnPullRequest(github)).length;
    const onPullRequest = signedByPullRequest > 0;
    const check = onPullRequest && signedByPullRequest === made.length
        ? "no deploy job can rely on it: the verify action refuses what a pull request's run signs (below). It can be " +
            'reused by tree in the merge queue, and by nothing else.'
        : `a deploy job can check it with the verify action or \`gh attestation ` +
            `verify\`${onPullRequest ? ", except what a pull request's run signed (below)" : ''}.`;
    return [
        '',
        '### Signed attestation',
        '',
        reused === attestations.length
            ? `Each gate passed on a signed certification of ${commit} that it reused, so nothing was signed again; ${check}`
            : `Each passed gate${reused > 0 ? ' that reused no certification' : ''} is signed as a SLSA Verification ` +
                `Summary for ${commit}, with this workflow's identity; ${check}`,
        '',
        '| Gate | Attestation |',
        '| --- | --- |',
        ...rows,
        ...(onPullRequest
            ? [
                '',
                `**Signed by a pull request's run:** a pull request's run signs on GitHub's test-merge commit, not on ` +
                    `${commit}, so the verify action refuses it: only a run on the commit itself vouches for it, and a pull ` +
                    `request can edit the workflow its own run signs with. What it signs can be reused by tree in the merge ` +
                    `queue (an entry with the same files, when a run was made on them), and by nothing else. Attest on ` +
                    `\`merge_group\` and \`push\` instead; see ${(0,_action_markdown_js__WEBPACK_IMPORTED_MODULE_12__/* .link */ .nf)('the merge-queue recipe', SIGNING_RECIPE_URL)}.`
            ]
            : []),
        ...(attestations.some(attestation => attestation.state === 'failed')
            ? [
                '',
                '**The step fails:** the certification passed, but attest is true and an attestation it asked for was not ' +
                    "made. The step's error says why and what to do."
            ]
            : []),
        ''
    ].join('\n');
}


/***/ }),

/***/ 72936:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   el: () => (/* binding */ listAttestations),
/* harmony export */   jD: () => (/* binding */ refusedForPlan),
/* harmony export */   m4: () => (/* binding */ storeAttestation),
/* harmony export */   yr: () => (/* binding */ PLAN_NEEDED)
/* harmony export */ });
/* unused harmony export MAX_PAGE_BYTES */
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79112);
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18453);
/* harmony import */ var _lib_runtime_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89067);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58549);
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97268);
/* harmony import */ var snappyjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64528);






const MAX_PAGES = 10;
const MAX_PAGE_BYTES = 8 * 1024 * 1024;
async function listAttestations(api, repository, subjectDigest, context) {
    const subject = `listing the attestations of ${subjectDigest.slice(0, 19)}… in ${repository}`;
    const pages = await api.listPages(`${api.apiUrl}/repos/${repository}/attestations/${subjectDigest}?per_page=100`, {
        ...context,
        subject,
        maxBodyBytes: MAX_PAGE_BYTES,
        forbiddenHint: 'Give the job permissions: { contents: read, attestations: read }; for another repository, pass a ' +
            'github-token that can read it.'
    }, { maxPages: MAX_PAGES, itemsOf: (body, status) => attestationsOf(body, status, subject) });
    const attestations = [];
    for (const entry of pages.items)
        attestations.push(await withBundle(api, entry, context));
    return { attestations, truncated: pages.truncated, noneFound: pages.notFound };
}
const MAX_BUNDLE_BYTES = 1024 * 1024;
const BUNDLE_FETCH_MS = 10_000;
async function withBundle(api, entry, context) {
    const listed = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseObject */ .lj)(entry);
    const url = listed?.['bundle_url'];
    if (listed === undefined ||
        (listed['bundle'] !== undefined && listed['bundle'] !== null) ||
        typeof url !== 'string' ||
        url === '')
        return entry;
    const deadline = new _lib_runtime_js__WEBPACK_IMPORTED_MODULE_2__/* .Deadline */ .B2(context.deadline.clock, Math.min(BUNDLE_FETCH_MS, context.deadline.remainingMs()));
    try {
        const bytes = await api.download(url, {
            ...context,
            deadline,
            subject: 'fetching an attestation bundle from its bundle_url',
            maxBodyBytes: MAX_BUNDLE_BYTES,
            forbiddenHint: 'Give the job permissions: { contents: read, attestations: read }.'
        });
        return { ...listed, bundle: decodeBundle(bytes) };
    }
    catch (error) {
        if (error instanceof _lib_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .CancelledError */ .cc || (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .DeadlineError */ .j && context.deadline.remainingMs() <= 0))
            throw error;
        return { ...listed, bundleUnavailable: `its bundle_url could not be read: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)((0,_lib_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error), 200)}` };
    }
}
function decodeBundle(bytes) {
    let text;
    try {
        text = Buffer.from(snappyjs__WEBPACK_IMPORTED_MODULE_5__.uncompress(bytes, MAX_BUNDLE_BYTES)).toString('utf8');
    }
    catch {
        text = bytes.toString('utf8');
    }
    const bundle = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseObject */ .lj)(text);
    if (bundle === undefined)
        throw new Error('it is neither snappy-compressed JSON nor JSON');
    return bundle;
}
function attestationsOf(body, status, subject) {
    const listed = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseObject */ .lj)(body)?.['attestations'];
    if (!Array.isArray(listed)) {
        throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`GitHub's answer while ${subject} is not a page of attestations: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(body, 120)}`, {
            kind: 'protocol',
            status,
            hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
        });
    }
    return listed;
}
const PLAN_REFUSAL = /not available|upgrade|plan\b|enterprise|private repositor/i;
const PLAN_NEEDED = 'GitHub stores and lists attestations of a private or internal repository only on GitHub Enterprise Cloud (of a ' +
    'public one, on every plan). ' +
    "On another plan nothing is stored, so reuse finds nothing and the deploy's verify refuses every commit: " +
    'make the repository public, move it to an Enterprise Cloud organization, or keep the signed bundle ' +
    '(actions/upload-artifact) and check it with gh attestation verify --bundle';
function refusedForPlan(said) {
    return said !== undefined && PLAN_REFUSAL.test(said);
}
async function storeAttestation(api, repository, bundle, context) {
    let answer;
    try {
        answer = await api.request('POST', `${api.apiUrl}/repos/${repository}/attestations`, {
            ...context,
            subject: 'storing the signed attestation',
            body: JSON.stringify({ bundle })
        });
    }
    catch (error) {
        if (!(error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h) || error.status === undefined || error.transient || error.kind === 'auth')
            throw error;
        if (error.kind === 'forbidden' && /not accessible by integration|permission/i.test(error.said ?? ''))
            throw error;
        return { stored: false, refusal: `HTTP ${error.status}${error.said === undefined ? '' : ` (${error.said})`}` };
    }
    const id = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseObject */ .lj)(answer.body)?.['id'];
    if ((typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ||
        (typeof id === 'string' && /^[1-9]\d{0,19}$/.test(id))) {
        return { stored: true, attestationId: String(id) };
    }
    throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .h(`GitHub answered the store request with HTTP ${answer.status} but no attestation id: ` +
        `${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(answer.body, 120)}`, {
        kind: 'protocol',
        status: answer.status,
        hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
    });
}


/***/ })

};

//# sourceMappingURL=588.index.js.map