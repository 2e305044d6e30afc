export const id = 187;
export const ids = [187];
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

/***/ 52187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openMemory: () => (/* binding */ openMemory)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/lib/errors.ts
var errors = __webpack_require__(97268);
// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __webpack_require__(28902);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(79112);
// EXTERNAL MODULE: ./src/github/attestations.ts
var attestations = __webpack_require__(72936);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/@sigstore/bundle/dist/index.js
var dist = __webpack_require__(61040);
// EXTERNAL MODULE: ./node_modules/@sigstore/verify/dist/index.js
var verify_dist = __webpack_require__(54187);
// EXTERNAL MODULE: ./src/attestation/age.ts
var age = __webpack_require__(97117);
// EXTERNAL MODULE: ./src/lib/json.ts
var json = __webpack_require__(18453);
// EXTERNAL MODULE: ./src/policy/report.ts
var report = __webpack_require__(12742);
// EXTERNAL MODULE: ./node_modules/@sigstore/core/dist/index.js
var core_dist = __webpack_require__(83917);
;// CONCATENATED MODULE: ./src/attestation/certificate.ts

const FULCIO_EXTENSION = {
    buildSignerDigest: '1.3.6.1.4.1.57264.1.10',
    runnerEnvironment: '1.3.6.1.4.1.57264.1.11',
    sourceRepositoryUri: '1.3.6.1.4.1.57264.1.12',
    sourceRepositoryDigest: '1.3.6.1.4.1.57264.1.13',
    sourceRepositoryRef: '1.3.6.1.4.1.57264.1.14',
    buildTrigger: '1.3.6.1.4.1.57264.1.20',
    visibilityAtSigning: '1.3.6.1.4.1.57264.1.22'
};
function signerClaims(certificate) {
    return {
        buildSignerUri: certificate.subjectAltName,
        buildSignerDigest: extensionText(certificate, FULCIO_EXTENSION.buildSignerDigest),
        runnerEnvironment: extensionText(certificate, FULCIO_EXTENSION.runnerEnvironment),
        sourceRepositoryUri: extensionText(certificate, FULCIO_EXTENSION.sourceRepositoryUri),
        sourceRepositoryDigest: extensionText(certificate, FULCIO_EXTENSION.sourceRepositoryDigest),
        sourceRepositoryRef: extensionText(certificate, FULCIO_EXTENSION.sourceRepositoryRef),
        buildTrigger: extensionText(certificate, FULCIO_EXTENSION.buildTrigger)
    };
}
function signingCertificate(bundle) {
    const content = bundle.verificationMaterial.content;
    if (content.$case === 'certificate')
        return core_dist.X509Certificate.parse(Buffer.from(content.certificate.rawBytes));
    if (content.$case === 'x509CertificateChain' && content.x509CertificateChain.certificates.length > 0) {
        return core_dist.X509Certificate.parse(Buffer.from(content.x509CertificateChain.certificates[0].rawBytes));
    }
    throw new Error('it is signed with a bare key, not a certificate');
}
function issuerOrganization(certificate) {
    try {
        const issuer = certificate.tbsCertificate.subs[3];
        const organizations = issuer.subs
            .flatMap(rdn => rdn.subs)
            .filter(pair => pair.subs[0]?.toOID() === '2.5.4.10')
            .map(pair => pair.subs[1].value.toString('utf8'));
        return organizations.length === 1 ? organizations[0] : undefined;
    }
    catch {
        return undefined;
    }
}
function extensionText(certificate, oid) {
    const extension = certificate.extension(oid);
    if (extension === undefined)
        return undefined;
    const value = extension.valueObj;
    return (value.subs.length > 0 ? value.subs[0].value : value.value).toString('utf8');
}
function signedTime(timestamps) {
    const times = timestamps.map(timestamp => timestamp.$case === 'timestamp-authority'
        ? timestamp.timestamp.signingTime.getTime()
        : Number(timestamp.tlogEntry.integratedTime) * 1000);
    const valid = times.filter(time => Number.isFinite(time) && time > 0);
    return valid.length === 0 ? undefined : new Date(Math.min(...valid));
}

// EXTERNAL MODULE: ./src/attestation/signer-policy.ts
var signer_policy = __webpack_require__(25341);
// EXTERNAL MODULE: ./src/attestation/statement.ts
var attestation_statement = __webpack_require__(76031);
// EXTERNAL MODULE: ./src/lib/ids.ts
var lib_ids = __webpack_require__(70829);
// EXTERNAL MODULE: ./src/attestation/history.ts
var attestation_history = __webpack_require__(3030);
;// CONCATENATED MODULE: ./src/attestation/statement-read.ts




const STATEMENT_PAYLOAD_TYPE = 'application/vnd.in-toto+json';
function readStatement(statement) {
    const read = (0,json/* parseObject */.lj)(statement);
    if (read === undefined)
        return undefined;
    const predicate = (0,json/* parseObject */.lj)(read['predicate']);
    const certification = predicate === undefined ? undefined : certificationOf(predicate);
    const text = (value) => (typeof value === 'string' ? value : undefined);
    const subjects = Array.isArray(read['subject']) ? read['subject'] : [];
    return {
        statementType: read['_type'],
        predicateType: read['predicateType'],
        subjects: subjects.map(subject => {
            const descriptor = (0,json/* parseObject */.lj)(subject);
            return { name: descriptor?.['name'], sha256: (0,json/* parseObject */.lj)(descriptor?.['digest'])?.['sha256'] };
        }),
        predicate,
        verificationResult: predicate?.['verificationResult'],
        timeVerified: text(predicate?.['timeVerified']),
        projectId: text(certification?.['projectId']),
        runId: text(certification?.['runId'])
    };
}
function namesSubject(statement, subject) {
    return statement.subjects.some(candidate => candidate.name === subject.name && candidate.sha256 === subject.digest['sha256']);
}
function certificationOf(predicate) {
    return (0,json/* objectOrNothing */.i)(predicate[attestation_statement/* CERTIFICATION_EXTENSION */.VD]) ?? (0,json/* objectOrNothing */.i)(predicate['certification']);
}
function predicateForPassIf(predicate) {
    const certification = certificationOf(predicate);
    return certification === undefined ? { ...predicate } : { ...predicate, certification };
}
function readCertifiedRun(predicate) {
    const certification = certificationOf(predicate);
    const text = (value) => (typeof value === 'string' ? value : undefined);
    const runStartedHere = certification?.['runStartedHere'];
    const reusedFrom = (0,json/* objectOrNothing */.i)(certification?.['reusedFrom']);
    const runs = runsOf(certification?.['runs']);
    return {
        record: (0,json/* objectOrNothing */.i)(certification?.['run']),
        runOmitted: text(certification?.['runOmitted']) ?? runs.runs?.find(run => run.runOmitted !== undefined)?.runOmitted,
        status: text(certification?.['status']),
        recordSha256: text(certification?.['recordSha256']),
        serviceUrl: text(certification?.['serviceUrl']),
        runStartedHere: typeof runStartedHere === 'boolean' ? runStartedHere : undefined,
        carried: reusedFrom !== undefined && reusedFrom['paths'] !== undefined,
        ...runs,
        ...decidedEarlyOf(certification),
        ...(certification?.['history'] === undefined ? {} : { history: (0,attestation_history/* readHistory */.Lu)(certification['history']) }),
        ...(reusedFrom === undefined
            ? {}
            : {
                restsOn: {
                    commit: text(reusedFrom['commit']),
                    tree: text(reusedFrom['tree']),
                    sourceRef: text(reusedFrom['sourceRef'])
                }
            })
    };
}
function runListedAgain({ runs }) {
    const ids = (runs ?? []).flatMap(run => (run.runId === undefined ? [] : [run.runId]));
    const keys = ids.map(lib_ids/* runIdKey */.uH);
    const again = keys.findIndex((key, index) => keys.indexOf(key) !== index);
    if (again < 0)
        return undefined;
    const listed = ids.filter((_, index) => keys[index] === keys[again]);
    return { runId: listed[0], times: listed.length, spellings: [...new Set(listed)] };
}
function outlineHoldsWhole(outline, keys) {
    const value = (0,json/* readPath */.G7)(outline, [...keys]);
    return value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value));
}
function decidedEarlyOf(certification) {
    const sequential = (0,json/* objectOrNothing */.i)(certification?.['sequential']);
    if (sequential === undefined)
        return {};
    const { repeat, failIf, stopped } = sequential;
    const passIf = certification?.['passIf'];
    const textOrNull = (value) => typeof value === 'string' || value === null;
    if (stopped !== 'decided' || typeof repeat !== 'number' || !textOrNull(passIf) || !textOrNull(failIf))
        return {};
    return { decidedEarly: { repeat, passIf: passIf, failIf: failIf } };
}
function runsOf(value) {
    if (!Array.isArray(value) || value.length === 0)
        return {};
    const text = (item) => (typeof item === 'string' ? item : undefined);
    return {
        runs: value.map(item => {
            const run = (0,json/* objectOrNothing */.i)(item) ?? {};
            return {
                runId: text(run['runId']),
                status: text(run['status']),
                recordSha256: text(run['recordSha256']),
                record: (0,json/* objectOrNothing */.i)(run['run']) ?? {},
                ...((0,json/* objectOrNothing */.i)(run['run']) === undefined
                    ? { runOmitted: text(run['runOmitted']) ?? 'no record' }
                    : text(run['runOmitted']) === undefined
                        ? {}
                        : { runOmitted: text(run['runOmitted']) })
            };
        })
    };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/@sigstore/protobuf-specs/dist/index.js
var protobuf_specs_dist = __webpack_require__(19654);
// EXTERNAL MODULE: ./src/lib/runtime.ts
var runtime = __webpack_require__(89067);
;// CONCATENATED MODULE: ./src/attestation/github-tuf-root.ts
const ROOT_AND_TARGETS_KEYIDS = [
    'a10513a5ab61acd0c6b6fbe0504856ead18f3b17c4fabbe3fa848c79a5a187cf',
    '4f4d1dd75f2d7f3860e3a068d7bed90dec5f0faafcbe1ace7fb7d95d29e07228',
    '88737ccdac7b49cc237e9aaead81be2a40278b886a693d8149a19cf543f093d3',
    'd6a89e23fb22801a0d1186bf1bdd007e228f65a8aa9964d24d06cb5fbb0ce91c',
    'eb8eff37f93af2faaba519f341decec3cecd3eeafcace32966db9723842c8a62',
    '8b498a80a1b7af188c10c9abdf6aade81d14faaffcde2abcd6063baa673ebd12',
    '539dde44014c850fe6eeb8b299eb7dae2e1f4bf83454b949e98aa73542cdc65a',
    '54809115b40137aac01af4b7ac2408c77ea0d58fa4dad48fc3196497d2a26f44'
];
const GITHUB_TUF_ROOT = {
    signatures: [
        {
            keyid: '4f4d1dd75f2d7f3860e3a068d7bed90dec5f0faafcbe1ace7fb7d95d29e07228',
            sig: ''
        },
        {
            keyid: 'eb8eff37f93af2faaba519f341decec3cecd3eeafcace32966db9723842c8a62',
            sig: ''
        },
        {
            keyid: '539dde44014c850fe6eeb8b299eb7dae2e1f4bf83454b949e98aa73542cdc65a',
            sig: ''
        },
        {
            keyid: 'a10513a5ab61acd0c6b6fbe0504856ead18f3b17c4fabbe3fa848c79a5a187cf',
            sig: '3046022100ca341d3ba2ef7657d69c2825729959681f55aec497b612e81a547e2abb616b49022100cd605b412a3d991f92e0818e07e60383bbd23904723eec221d6e39fdfeae3104'
        },
        {
            keyid: '5e01c9a0b2641a8965a4a74e7df0bc7b2d8278a2c3ca0cf7a3f2f783d3c69800',
            sig: '3046022100d0f70effe60d6a18319e2890088cd01d45c654ee6d2ce1d5c3cdcf2dc7f637570221008f947a2d7334d948f1c4794b0a465f1dfb99a578dd8d1f4563cee0581f457db2'
        },
        {
            keyid: '54809115b40137aac01af4b7ac2408c77ea0d58fa4dad48fc3196497d2a26f44',
            sig: '304502201ae931db1c48020fb37af54d446ac856306f619dfc3f93ddcff70d2880e443dc022100992b70451aa74805adef24e85ec352e598812267f623979bd4ce719b66b62d22'
        },
        {
            keyid: '88737ccdac7b49cc237e9aaead81be2a40278b886a693d8149a19cf543f093d3',
            sig: '3045022023bba8e14c177609f43873aa0087ef983ddd2bad9a0a832c0cf279e1be8798f2022100facfaecc1d7ee793042eaaa6970fb9ca700c3bdbf4ee43ed0f8d0fc3aef96563'
        },
        {
            keyid: 'd6a89e23fb22801a0d1186bf1bdd007e228f65a8aa9964d24d06cb5fbb0ce91c',
            sig: '3046022100d2f6cceb05d135ce6a6ce7fe1dc76c24508154ad71c433028e64ca95ba716ffb022100f0592d60eb67508dd5f9cc593a4cca33bbaf94882c3d74a560fda845a456c6cc'
        },
        {
            keyid: '8b498a80a1b7af188c10c9abdf6aade81d14faaffcde2abcd6063baa673ebd12',
            sig: '30450221009af2f0c534ed92de909a3b727f7101319c18e10623de8f48a0eba980d3d54d830220095842b16c58567c71f9dfa0b54e79daca1b2fecf3cb2ea4ee6d8393bdf93294'
        }
    ],
    signed: {
        _type: 'root',
        consistent_snapshot: true,
        expires: '2025-04-11T14:36:57Z',
        keys: {
            '4f4d1dd75f2d7f3860e3a068d7bed90dec5f0faafcbe1ace7fb7d95d29e07228': {
                keytype: 'ecdsa',
                keyval: {
                    public: '-----BEGIN PUBLIC ' +
                        'KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAENki7aZVips5SgRzCd/Om0CGzQKY/\nnv84giqVDmdwb2ys82Z6soFLasvYYEEQcwqaC170n9gr93wHUgPc796uJA==\n-----END ' +
                        'PUBLIC KEY-----\n'
                },
                scheme: 'ecdsa-sha2-nistp256',
                'x-tuf-on-ci-keyowner': '@ashtom'
            },
            '539dde44014c850fe6eeb8b299eb7dae2e1f4bf83454b949e98aa73542cdc65a': {
                keytype: 'ecdsa',
                keyval: {
                    public: '-----BEGIN PUBLIC ' +
                        'KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAElD0o2sOZN9n3RKQ7PtMLAoXj+2Ai\nn4PKT/pfnzDlNLrD3VTQwCc4sR4t+OLu4KQ+qk+kXkR9YuBsu3bdJZ1OWw==\n-----END ' +
                        'PUBLIC KEY-----\n'
                },
                scheme: 'ecdsa-sha2-nistp256',
                'x-tuf-on-ci-keyowner': '@nerdneha'
            },
            '54809115b40137aac01af4b7ac2408c77ea0d58fa4dad48fc3196497d2a26f44': {
                keytype: 'ecdsa',
                keyval: {
                    public: '-----BEGIN PUBLIC ' +
                        'KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEimKcdST+ORD+g0aGEFDOVZDAaIYg\nIgesNKiIe2L7MUsYx5UHhzQ08quvew13eYSCNJnfwooFZu7cdTu8AwqFjQ==\n-----END ' +
                        'PUBLIC KEY-----\n'
                },
                scheme: 'ecdsa-sha2-nistp256',
                'x-tuf-on-ci-keyowner': '@alexiswales'
            },
            '88737ccdac7b49cc237e9aaead81be2a40278b886a693d8149a19cf543f093d3': {
                keytype: 'ecdsa',
                keyval: {
                    public: '-----BEGIN PUBLIC ' +
                        'KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEBagkskNOpOTbetTX5CdnvMy+LiWn\nonRrNrqAHL4WgiebH7Uig7GLhC3bkeA/qgb926/vr9qhOPG9Buj2HatrPw==\n-----END ' +
                        'PUBLIC KEY-----\n'
                },
                scheme: 'ecdsa-sha2-nistp256',
                'x-tuf-on-ci-keyowner': '@gregose'
            },
            '8b498a80a1b7af188c10c9abdf6aade81d14faaffcde2abcd6063baa673ebd12': {
                keytype: 'ecdsa',
                keyval: {
                    public: '-----BEGIN PUBLIC ' +
                        'KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE7IEoVNwrprchXGhT5sAhSax7SOd3\n8duuISghCzfmHdKJWSbV2wJRamRiUVRtmA83K/qm5cT20WXMCT5QeM/D3A==\n-----END ' +
                        'PUBLIC KEY-----\n'
                },
                scheme: 'ecdsa-sha2-nistp256',
                'x-tuf-on-ci-keyowner': '@trevrosen'
            },
            a10513a5ab61acd0c6b6fbe0504856ead18f3b17c4fabbe3fa848c79a5a187cf: {
                keytype: 'ecdsa',
                keyval: {
                    public: '-----BEGIN PUBLIC ' +
                        'KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEC2wJ3xscyXxBLybJ9FVjwkyQMe53\nRHUz77AjMO8MzVaT8xw6ZvJqdNZiytYtigWULlINxw6frNsWJKb/f7lC8A==\n-----END ' +
                        'PUBLIC KEY-----\n'
                },
                scheme: 'ecdsa-sha2-nistp256',
                'x-tuf-on-ci-keyowner': '@kommendorkapten'
            },
            d6a89e23fb22801a0d1186bf1bdd007e228f65a8aa9964d24d06cb5fbb0ce91c: {
                keytype: 'ecdsa',
                keyval: {
                    public: '-----BEGIN PUBLIC ' +
                        'KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEDdORwcruW3gqAgaLjH/nNdGMB4kQ\nAvA+wD6DyO4P/wR8ee2ce83NZHq1ZADKhve0rlYKaKy3CqyQ5SmlZ36Zhw==\n-----END ' +
                        'PUBLIC KEY-----\n'
                },
                scheme: 'ecdsa-sha2-nistp256',
                'x-tuf-on-ci-keyowner': '@krukow'
            },
            eb8eff37f93af2faaba519f341decec3cecd3eeafcace32966db9723842c8a62: {
                keytype: 'ecdsa',
                keyval: {
                    public: '-----BEGIN PUBLIC ' +
                        'KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAENynVdQnM9h7xU71G7PiJpQaDemub\nkbjsjYwLlPJTQVuxQO8WeIpJf8MEh5rf01t2dDIuCsZ5gRx+QvDv0UzfsA==\n-----END ' +
                        'PUBLIC KEY-----\n'
                },
                scheme: 'ecdsa-sha2-nistp256',
                'x-tuf-on-ci-keyowner': '@mph4'
            },
            eb9799b483affac9da87ef4c9ea467928415c961349e607e5e6e485679b07f8f: {
                keytype: 'ecdsa',
                keyval: {
                    public: '-----BEGIN PUBLIC ' +
                        'KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAENKNcNcX+d73lS1TRFb9Vnp8JvOoh\nzYQ+in43iGenbG8RGo9L/6FJ2hoRbVU6xskvyuErcdPbCdI4GxrQ5i8hkw==\n-----END ' +
                        'PUBLIC KEY-----\n'
                },
                scheme: 'ecdsa-sha2-nistp256',
                'x-tuf-on-ci-online-uri': 'azurekms://production-tuf-root.vault.azure.net/keys/Online-Key/aaf375fd8ed24acb949a5cc173700b05'
            }
        },
        roles: {
            root: {
                keyids: ROOT_AND_TARGETS_KEYIDS,
                threshold: 3
            },
            snapshot: {
                keyids: ['eb9799b483affac9da87ef4c9ea467928415c961349e607e5e6e485679b07f8f'],
                threshold: 1,
                'x-tuf-on-ci-expiry-period': 21,
                'x-tuf-on-ci-signing-period': 7
            },
            targets: {
                keyids: ROOT_AND_TARGETS_KEYIDS,
                threshold: 3
            },
            timestamp: {
                keyids: ['eb9799b483affac9da87ef4c9ea467928415c961349e607e5e6e485679b07f8f'],
                threshold: 1,
                'x-tuf-on-ci-expiry-period': 7,
                'x-tuf-on-ci-signing-period': 6
            }
        },
        spec_version: '1.0.31',
        version: 3,
        'x-tuf-on-ci-expiry-period': 240,
        'x-tuf-on-ci-signing-period': 60
    }
};

;// CONCATENATED MODULE: ./src/attestation/trust-roots.ts








const INSTANCE_BY_ISSUER = {
    'sigstore.dev': 'public-good',
    'GitHub, Inc.': 'github'
};
const MIRRORS = {
    'public-good': 'https://tuf-repo-cdn.sigstore.dev',
    github: 'https://tuf-repo.github.com'
};
class TrustRootError extends Error {
    constructor(message) {
        super(message);
        this.name = 'TrustRootError';
    }
}
async function customTrustRoots(path) {
    let text;
    try {
        text = await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        throw new TrustRootError(`Could not read trusted-root (${(0,lib_text/* inertText */.UJ)(path, 200)}): ${(0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 200)}`);
    }
    let roots;
    try {
        roots = parseRootFile(text).map(json => {
            const root = protobuf_specs_dist.TrustedRoot.fromJSON(json);
            return {
                organizations: root.certificateAuthorities.map(authority => authority.subject?.organization ?? ''),
                material: (0,verify_dist/* toTrustMaterial */.jO)(root)
            };
        });
    }
    catch (error) {
        throw new TrustRootError(`trusted-root (${(0,lib_text/* inertText */.UJ)(path, 200)}) is not a Sigstore trusted_root.json: ` +
            `${(0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 200)}`);
    }
    if (roots.length === 0)
        throw new TrustRootError(`trusted-root (${(0,lib_text/* inertText */.UJ)(path, 200)}) holds no root.`);
    return {
        custom: true,
        async material(_, issuer) {
            if (roots.length === 1)
                return roots[0].material;
            return roots.find(candidate => issuer !== undefined && candidate.organizations.includes(issuer))?.material;
        }
    };
}
function parseRootFile(text) {
    try {
        return [JSON.parse(text)];
    }
    catch {
        return text
            .split('\n')
            .filter(line => line.trim() !== '')
            .map(line => JSON.parse(line));
    }
}
function publicTrustRoots(cacheDir, deadline) {
    const fetched = new Map();
    return {
        custom: false,
        material(instance) {
            let material = fetched.get(instance);
            if (material === undefined) {
                material = fetchRoot(instance, cacheDir, deadline.remainingMs());
                fetched.set(instance, material);
            }
            return material;
        }
    };
}
async function fetchRoot(instance, cacheDir, timeLeftMs) {
    const mirrorURL = MIRRORS[instance];
    try {
        const { getTrustedRoot } = await Promise.all(/* import() */[__webpack_require__.e(830), __webpack_require__.e(694)]).then(__webpack_require__.bind(__webpack_require__, 84423));
        let rootPath;
        if (instance === 'github') {
            await (0,promises_.mkdir)(cacheDir, { recursive: true });
            rootPath = (0,external_node_path_.join)(cacheDir, 'tuf-repo.github.com.root.json');
            await (0,promises_.writeFile)(rootPath, JSON.stringify(GITHUB_TUF_ROOT));
        }
        const request = getTrustedRoot({
            mirrorURL,
            rootPath,
            cachePath: (0,external_node_path_.join)(cacheDir, 'tuf'),
            forceInit: true,
            retry: { retries: 2 },
            timeout: Math.max(1000, Math.min(10_000, timeLeftMs))
        });
        return (0,verify_dist/* toTrustMaterial */.jO)(await (0,runtime/* within */.ux)(request, timeLeftMs, () => new Error(`no answer within ${Math.round(timeLeftMs / 1000)} s`)));
    }
    catch (error) {
        throw new TrustRootError(`Could not fetch ${instance === 'github' ? "GitHub's" : "Sigstore's public-good"} trusted root from ` +
            `${mirrorURL}: ${(0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 300)}. ` +
            'Check that the runner (and its proxy) can reach it, or pass a trusted_root.json as trusted-root.');
    }
}

;// CONCATENATED MODULE: ./src/attestation/checked.ts
const refuse = (kind, reason) => ({ refused: kind, reason });
const isRefused = (value) => typeof value === 'object' && value !== null && 'refused' in value;

;// CONCATENATED MODULE: ./src/attestation/check-signer.ts



function checkSigner(claims, uri, policy) {
    if (uri === undefined || !(0,signer_policy/* isAllowedSigner */.ZS)(policy, uri)) {
        return refuse('signer', `it was signed by ${(0,lib_text/* inertText */.UJ)(claims.buildSignerUri ?? 'an unknown identity', 200)}, not by ` +
            `${(0,signer_policy/* expectedSigner */.nO)(policy)}`);
    }
    if (!(0,signer_policy/* isSourceRepository */.wv)(policy, claims.sourceRepositoryUri)) {
        return refuse('signer', `it was signed by a workflow run of ${(0,lib_text/* quotedValue */.A0)(claims.sourceRepositoryUri ?? 'an unknown repository')}, ` +
            `not of ${policy.repository}`);
    }
    const ref = (0,lib_text/* quotedValue */.A0)(claims.sourceRepositoryRef ?? 'an unknown ref');
    const digest = claims.sourceRepositoryDigest?.toLowerCase();
    const signedOn = `it was signed by a run on ${ref} at commit ` + `${(0,lib_text/* quotedValue */.A0)(claims.sourceRepositoryDigest ?? 'unknown', 64)}`;
    const pullRequest = (0,signer_policy/* pullRequestOfRef */.Fj)(claims.sourceRepositoryRef);
    const rerun = policy.pullRequestRun;
    if (rerun !== undefined && pullRequest === rerun.number) {
        if (digest !== rerun.commit) {
            return refuse('signer', `${signedOn}, not on this run's test-merge commit ` +
                `${rerun.commit}: the pull request's head or base has moved since`);
        }
    }
    else {
        if (policy.commit !== undefined && digest !== policy.commit) {
            return refuse('signer', `${signedOn}, not on commit ${policy.commit}: ` +
                "only a run on the commit itself vouches for it (a pull request's run is on GitHub's test-merge commit)");
        }
        if (pullRequest !== undefined && policy.byTree !== true) {
            return refuse('signer', `it was signed by a run on ${ref}, a pull request's: such a run can use the workflow as the pull request ` +
                `edited it, so it vouches for nothing but a re-run of that pull request's own job`);
        }
    }
    if (!(0,signer_policy/* isAllowedSourceRef */.RF)(policy, claims.sourceRepositoryRef, claims.buildTrigger))
        return refusedRef(claims, ref, policy);
    if (policy.denySelfHostedRunners && claims.runnerEnvironment !== 'github-hosted') {
        return refuse('signer', `it was signed on a ${(0,lib_text/* quotedValue */.A0)(claims.runnerEnvironment ?? 'unnamed')} runner, and ` +
            `deny-self-hosted-runners is true`);
    }
    return undefined;
}
function refusedRef(claims, ref, policy) {
    const queueLike = claims.sourceRepositoryRef?.startsWith(signer_policy/* MERGE_QUEUE_REFS */.EC) === true && claims.buildTrigger !== 'merge_group'
        ? ` (a branch named like the merge queue's, but its run was started by ` +
            `${(0,lib_text/* quotedValue */.A0)(claims.buildTrigger ?? 'an unnamed event', 40)}, not by merge_group)`
        : '';
    if (policy.protectedBranch !== undefined) {
        return refuse('signer', `it was signed by a run on ${ref}${queueLike}, not on the default branch ${policy.protectedBranch} or its ` +
            `merge queue: ` +
            'anyone with write access can sign on another branch, so only protected history counts unless source-ref ' +
            'names other refs');
    }
    return refuse('signer', `it was signed by a run on ${ref}${queueLike}, which source-ref does not allow ` +
        `(${(0,signer_policy/* refPatternsText */.lf)(policy.sourceRefs)})`);
}
function signedByOf(claims, uri) {
    const text = (value) => (value === undefined ? undefined : (0,lib_text/* inertText */.UJ)(value, 200));
    return {
        workflow: uri === undefined ? text(claims.buildSignerUri) : text(`${uri.repository}/${uri.path}@${uri.ref}`),
        sourceRef: text(claims.sourceRepositoryRef),
        sourceCommit: text(claims.sourceRepositoryDigest),
        trigger: text(claims.buildTrigger),
        workflowCommit: text(claims.buildSignerDigest),
        runnerEnvironment: text(claims.runnerEnvironment)
    };
}

;// CONCATENATED MODULE: ./src/attestation/check.ts















const DECISION_SKEW_MS = 60_000;
async function checkAttestation(entry, context) {
    const claimed = claimedBy(entry);
    const result = await checkSteps(entry, context);
    if (isRefused(result)) {
        const refusal = { accepted: false, kind: result.refused, claimed, reason: result.reason };
        if (result.signedBy !== undefined)
            refusal.signedBy = result.signedBy;
        if (result.certified !== undefined)
            refusal.certified = result.certified;
        return refusal;
    }
    return { ...result, claimed };
}
async function checkSteps(entry, context) {
    const signed = readBundle(entry);
    if (isRefused(signed))
        return signed;
    const entity = await verifySignature(signed, context);
    if (isRefused(entity))
        return entity;
    const claims = signerClaims(signed.certificate);
    const uri = (0,signer_policy/* parseSignerUri */.uI)(claims.buildSignerUri, context.policy.signer.serverUrl);
    const signedBy = signedByOf(claims, uri);
    const withSigner = (refused) => ({ ...refused, signedBy });
    const signer = checkSigner(claims, uri, context.policy.signer);
    if (signer !== undefined)
        return withSigner(signer);
    const statement = context.policy.image === true
        ? readImageSummary(signed.bundle, context.subject, claims)
        : readCertification(signed.bundle, context.subject);
    if (isRefused(statement))
        return withSigner(statement);
    const signedAt = checkAge(entity, statement, context);
    if (isRefused(signedAt))
        return withSigner(signedAt);
    const predicate = statement.predicate ?? {};
    const origin = checkOrigin(predicate, context.policy);
    if (origin !== undefined)
        return withSigner(origin);
    const onTree = await checkTree(predicate, signedBy, context);
    if (onTree !== undefined)
        return withSigner(onTree);
    const policy = context.policy.passIf === undefined
        ? undefined
        : await context.evaluate(context.policy.passIf, predicateForPassIf(predicate));
    if (policy !== undefined && policy.outcome !== 'true') {
        return {
            ...withSigner(refuse('pass-if', passIfRefusal(policy))),
            certified: { runId: statement.runId, signedAt, policy }
        };
    }
    return {
        signedBy,
        accepted: true,
        projectId: statement.projectId,
        runId: statement.runId,
        decidedAt: statement.timeVerified ?? '',
        signedAt,
        certifiedAt: certifiedTime(statement, signedAt),
        signer: signed.certificate.subjectAltName ?? '',
        predicate,
        policy,
        statementSha256: statementDigest(signed.bundle)
    };
}
function statementDigest(bundle) {
    return bundle.content.$case === 'dsseEnvelope'
        ? (0,external_node_crypto_.createHash)('sha256').update(bundle.content.dsseEnvelope.payload).digest('hex')
        : '';
}
function readBundle(entry) {
    const listed = (0,json/* parseObject */.lj)(entry);
    const bundleJson = listed?.['bundle'];
    const unavailable = listed?.['bundleUnavailable'];
    if (typeof unavailable === 'string')
        return refuse('unreadable', unavailable);
    if (typeof bundleJson !== 'object' || bundleJson === null)
        return refuse('unreadable', 'the entry has no Sigstore bundle');
    try {
        const bundle = (0,dist/* bundleFromJSON */.vw)(bundleJson);
        return { bundle, certificate: signingCertificate(bundle) };
    }
    catch (error) {
        return refuse('unreadable', `it is not a Sigstore bundle signed with a certificate: ${(0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 160)}`);
    }
}
async function verifySignature({ bundle, certificate }, context) {
    const { trust } = context;
    const { signer } = context.policy;
    const issuer = issuerOrganization(certificate);
    const instance = INSTANCE_BY_ISSUER[issuer ?? ''];
    if (!trust.custom && instance === undefined) {
        return refuse('signature', `its certificate was issued by ${(0,lib_text/* quotedValue */.A0)(issuer ?? 'no organization')}, neither Sigstore's public-good ` +
            `instance nor GitHub's`);
    }
    const publicRepository = extensionText(certificate, FULCIO_EXTENSION.visibilityAtSigning) === 'public';
    const usesTransparencyLog = trust.custom ? publicRepository : instance === 'public-good';
    if (!usesTransparencyLog &&
        (bundle.verificationMaterial.timestampVerificationData?.rfc3161Timestamps.length ?? 0) === 0) {
        return refuse('signature', 'it carries no signed timestamp, so when it was signed cannot be proven');
    }
    const options = usesTransparencyLog
        ? { tlogThreshold: 1, ctlogThreshold: trust.custom ? 0 : 1, timestampThreshold: 1 }
        : { tlogThreshold: 0, ctlogThreshold: 0, timestampThreshold: 1 };
    const material = await trust.material(instance === 'github' ? 'github' : 'public-good', issuer);
    if (material === undefined) {
        return refuse('signature', `its certificate was issued by ${(0,lib_text/* quotedValue */.A0)(issuer ?? 'no organization')}, ` +
            `which no root of trusted-root vouches for`);
    }
    let entity;
    try {
        entity = (0,verify_dist/* toSignedEntity */.DC)(bundle);
        new verify_dist/* Verifier */.BL(material, options).verify(entity, { extensions: { issuer: signer.oidcIssuer } });
    }
    catch (error) {
        return signatureRefusal(error);
    }
    return entity;
}
function readSummary(bundle, subject, another) {
    if (bundle.content.$case !== 'dsseEnvelope')
        return refuse('statement', 'it signs a message, not an in-toto statement');
    const envelope = bundle.content.dsseEnvelope;
    const statement = envelope.payloadType === STATEMENT_PAYLOAD_TYPE ? readStatement(envelope.payload.toString('utf8')) : undefined;
    if (statement === undefined || statement.statementType !== attestation_statement/* STATEMENT_TYPE */.zG)
        return refuse('statement', 'its payload is not an in-toto statement');
    if (statement.predicateType !== attestation_statement/* CERTIFICATION_PREDICATE_TYPE */.AR) {
        return refuse('statement', `its predicate type is ${(0,lib_text/* quotedValue */.A0)(String(statement.predicateType))}, not a certification ` +
            `(${attestation_statement/* CERTIFICATION_PREDICATE_TYPE */.AR})`);
    }
    if (!namesSubject(statement, subject))
        return refuse('statement', `it is about ${another}`);
    const { predicate } = statement;
    if (predicate === undefined)
        return refuse('statement', 'its predicate is not an object');
    return { ...statement, predicate };
}
function readImageSummary(bundle, subject, claims) {
    const statement = readSummary(bundle, subject, `another image, not ${subject.name}@sha256:${subject.digest['sha256']}`);
    if (isRefused(statement))
        return statement;
    const { predicate } = statement;
    const verifier = (0,json/* parseObject */.lj)(predicate['verifier'])?.['id'];
    if (verifier !== attestation_statement/* IMAGE_VERIFIER_ID */.pF) {
        return refuse('statement', `it is not the verify action's summary of an image: its verifier is ${(0,lib_text/* quotedValue */.A0)(String(verifier), 200)}`);
    }
    if (statement.verificationResult !== 'PASSED') {
        return refuse('statement', `its verification result is ${(0,lib_text/* quotedValue */.A0)(String(statement.verificationResult))}, not PASSED`);
    }
    const levels = predicate['verifiedLevels'];
    if (!Array.isArray(levels) || !levels.includes(attestation_statement/* VERIFIED_LEVEL */.ey))
        return refuse('statement', `its verified levels do not include ${attestation_statement/* VERIFIED_LEVEL */.ey}`);
    const image = (0,attestation_statement/* imageDetailsOf */.T9)(predicate);
    if (image?.commit === undefined || image.projectId === undefined)
        return refuse('statement', 'it names no commit or no project the image was built for');
    const signedOn = claims.sourceRepositoryDigest?.toLowerCase();
    if (signedOn !== image.commit.toLowerCase()) {
        return refuse('signer', `it says the image was built from commit ${(0,lib_text/* quotedValue */.A0)(image.commit, 64)}, but was signed by a run on commit ` +
            `${(0,lib_text/* quotedValue */.A0)(signedOn ?? 'unknown', 64)}`);
    }
    return { ...statement, projectId: image.projectId, runId: image.runId };
}
function readCertification(bundle, subject) {
    const statement = readSummary(bundle, subject, `another commit, not ${subject.name}`);
    if (isRefused(statement))
        return statement;
    if ((0,json/* parseObject */.lj)(statement.predicate['verifier'])?.['id'] === attestation_statement/* IMAGE_VERIFIER_ID */.pF) {
        return refuse('statement', "it is the verify action's summary of an image built from a commit, not a certification of a commit");
    }
    if (statement.verificationResult !== 'PASSED') {
        return refuse('statement', `its verification result is ${(0,lib_text/* quotedValue */.A0)(String(statement.verificationResult))}, not PASSED`);
    }
    const again = runListedAgain(readCertifiedRun(statement.predicate));
    if (again !== undefined) {
        return refuse('statement', `it lists run ${(0,lib_text/* quotedValue */.A0)(again.runId, 80)} ${again.times} times among its runs` +
            (again.spellings.length > 1
                ? ` (as ${again.spellings.map(id => (0,lib_text/* quotedValue */.A0)(id, 80)).join(', ')}, which a service may read as one run)`
                : '') +
            `: one run counted as ${again.times}, so its figures (certification.stats) rest on fewer runs than they say`);
    }
    return statement;
}
function checkOrigin(predicate, policy) {
    if (policy.serviceUrl === undefined && policy.refuseGivenRuns !== true)
        return undefined;
    const run = readCertifiedRun(predicate);
    if (policy.serviceUrl !== undefined && run.serviceUrl !== policy.serviceUrl) {
        const service = run.serviceUrl === undefined ? 'a service it does not name' : (0,lib_text/* quotedValue */.A0)(run.serviceUrl, 200);
        return refuse('statement', `it certifies the project at ${service}, not at ${policy.serviceUrl} (service-url)`);
    }
    if (policy.refuseGivenRuns === true && run.runStartedHere !== true) {
        return refuse('statement', 'its run was given to the gate that signed it (run-id), not started for the commit, so it may have been ' +
            'started for another (allow-given-runs: true accepts it)');
    }
    return undefined;
}
async function checkTree(predicate, signedBy, context) {
    const { tree } = context.policy;
    if (tree === undefined)
        return undefined;
    if (readCertifiedRun(predicate).carried) {
        return refuse('statement', 'it was carried forward by paths, not made by a run on its content, so it stands for no tree (a carried ' +
            'certification is never reused by tree)');
    }
    const commit = signedBy.sourceCommit;
    if (commit === undefined || !/^[0-9a-f]{40}$/i.test(commit))
        return refuse('statement', 'its certificate names no commit its run was on, so its tree cannot be told');
    if (context.treeOf === undefined)
        return refuse('statement', 'the tree of the commit its run was on cannot be read here');
    let actual;
    try {
        actual = await context.treeOf(commit);
    }
    catch (error) {
        return refuse('statement', `the tree of the commit its run was on (${(0,lib_text/* shortSha */.Fu)(commit)}) could not be read: ` +
            `${(0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 200)}`);
    }
    if (actual.toLowerCase() === tree.toLowerCase())
        return undefined;
    return refuse('statement', `it names tree ${(0,lib_text/* shortSha */.Fu)(tree)}, but the commit its run was on (${(0,lib_text/* shortSha */.Fu)(commit)}) has tree ` +
        `${(0,lib_text/* shortSha */.Fu)(actual)}, as GitHub says`);
}
function checkAge(entity, statement, context) {
    const signedAt = signedTime(entity.timestamps);
    if (signedAt === undefined)
        return refuse('signature', 'it carries no verified time of signing');
    const decidedAt = statement.timeVerified ?? '';
    const decided = Date.parse(decidedAt);
    if (!Number.isFinite(decided) || decided > signedAt.getTime() + DECISION_SKEW_MS) {
        return refuse('statement', `its decision time (${(0,lib_text/* quotedValue */.A0)(decidedAt)}) is not before the time it was signed (${signedAt.toISOString()})`);
    }
    const certifiedAt = certifiedTime(statement, signedAt);
    const tooOld = (0,age/* olderThanAllowed */.g)(context.now - certifiedAt.getTime(), context.policy, certifiedAt < signedAt);
    if (tooOld !== undefined)
        return { ...refuse('age', tooOld), certified: { runId: statement.runId, signedAt: certifiedAt } };
    return signedAt;
}
function certifiedTime(statement, signedAt) {
    const { predicate } = statement;
    const said = [
        (0,json/* readPath */.G7)(predicate === undefined ? undefined : certificationOf(predicate), ['reusedFrom', 'certifiedAt']),
        predicate === undefined ? undefined : (0,attestation_statement/* imageDetailsOf */.T9)(predicate)?.certifiedAt
    ];
    const earliest = Math.min(...said.map(value => (typeof value === 'string' ? Date.parse(value) : Number.NaN)).filter(Number.isFinite));
    return earliest < signedAt.getTime() ? new Date(earliest) : signedAt;
}
function passIfRefusal(policy) {
    const expression = (0,lib_text/* inertText */.UJ)(policy.expression);
    const gave = `pass-if ${(0,report.outcomeText)(policy)}`;
    return policy.outcome === 'false' || policy.outcome === 'value'
        ? `${gave}: ${expression}${(0,report.readingsSuffix)(policy)}`
        : `${gave} (in ${expression})`;
}
function signatureRefusal(error) {
    const detail = (0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 200);
    if (/issuer/i.test(detail))
        return refuse('signer', `its certificate was not issued for GitHub Actions' OIDC identity (${detail})`);
    return refuse('signature', `its signature does not verify: ${detail}`);
}
function claimedBy(entry) {
    try {
        const envelope = (0,json/* parseObject */.lj)((0,json/* parseObject */.lj)((0,json/* parseObject */.lj)(entry)?.['bundle'])?.['dsseEnvelope']);
        const payload = typeof envelope?.['payload'] === 'string' ? Buffer.from(envelope['payload'], 'base64').toString('utf8') : '';
        const statement = readStatement(payload);
        const text = (value) => (value === undefined ? undefined : (0,lib_text/* inertText */.UJ)(value, 100));
        return {
            projectId: text(statement?.projectId),
            runId: text(statement?.runId),
            decidedAt: text(statement?.timeVerified)
        };
    }
    catch {
        return {};
    }
}

;// CONCATENATED MODULE: ./src/attestation/find.ts






function githubSource(github) {
    return {
        list: async (digest, repository, call) => ({
            ...(await (0,attestations/* listAttestations */.el)(github, repository, digest, call)),
            by: 'GitHub'
        })
    };
}
async function findCertifications(subject, policy, deadline, sources) {
    const { signal, logger } = sources;
    const { repository } = policy.signer;
    logger.info(`Looking for ${policy.image === true ? "verify's summaries" : 'certifications'} of ${subject.name} ` +
        `(sha256:${subject.digest['sha256']}).`);
    const call = { deadline, signal, logger, random: sources.random };
    let found;
    for (const [index, source] of sources.from.entries()) {
        const listing = await source.list(`sha256:${subject.digest['sha256']}`, repository, call);
        if (listing === undefined)
            continue;
        found = { ...(await checkListing(listing, { subject, policy, deadline, sources })), source };
        if (index === sources.from.length - 1 || found.checked.some(item => item.accepted))
            return found;
        if (listing.whenNoneCounts !== undefined)
            logger.info(listing.whenNoneCounts);
    }
    if (found === undefined)
        throw new Error('no source listed the attestations');
    return found;
}
async function checkListing(listing, { subject, policy, deadline, sources }) {
    const { logger } = sources;
    const skipped = sources.skip === undefined ? 0 : listing.attestations.filter(sources.skip).length;
    if (skipped > 0)
        listing.attestations = listing.attestations.filter(entry => !(sources.skip?.(entry) ?? false));
    const count = listing.attestations.length;
    const commit = policy.signer.commit === undefined ? undefined : (0,lib_text/* shortSha */.Fu)(policy.signer.commit);
    const ofCommit = commit === undefined ? '' : ` of commit ${commit}`;
    const besides = skipped === 0 ? '' : ` besides ${skipped} read already`;
    logger.info(`${listing.by} listed ${count} attestation${count === 1 ? '' : 's'}${besides} for ${commit === undefined ? 'it' : `commit ${commit}`}.`);
    const checked = await checkEach(listing.attestations, { subject, policy, deadline, sources });
    checked.forEach((item, index) => logger.info(item.accepted
        ? `Attestation ${index + 1}${ofCommit}: accepted (project ${(0,lib_text/* inertText */.UJ)(item.projectId ?? '?', 100)}, run ` +
            `${(0,lib_text/* inertText */.UJ)(item.runId ?? '?', 100)}, signed by ${item.signedBy.workflow ?? '?'} on ` +
            `${item.signedBy.sourceRef ?? '?'}).`
        : `Attestation ${index + 1}${ofCommit}: refused: ${(0,lib_text/* inertText */.UJ)(item.reason)}.`));
    return { checked, truncated: listing.truncated, noneFound: listing.noneFound };
}
async function checkEach(entries, { subject, policy, deadline, sources }) {
    const { signal } = sources;
    const trust = sources.trustedRootPath !== undefined
        ? await customTrustRoots(sources.trustedRootPath)
        : publicTrustRoots(sources.cacheDir, deadline);
    if (!trust.custom && entries.length > 0)
        await Promise.all([trust.material('public-good'), trust.material('github')]);
    const refusedWhole = (error) => {
        if (error instanceof TrustRootError)
            throw error;
        return {
            accepted: false,
            kind: 'unreadable',
            claimed: {},
            reason: `it could not be checked: ${(0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 200)}`
        };
    };
    const evaluate = (passIf, predicate) => evaluatePassIf(passIf, predicate, deadline, signal);
    const checked = [];
    const listed = entries.length;
    for (const entry of entries) {
        if (signal.aborted)
            throw (0,errors/* abortReason */.Js)(signal);
        if (deadline.remainingMs() <= 0)
            throw (0,retry/* timeUp */.T1)(`checking the ${listed} attestations listed for the commit`, undefined, ` ${checked.length} were checked.`);
        checked.push(await checkAttestation(entry, {
            trust,
            policy,
            subject,
            evaluate,
            treeOf: sources.treeOf,
            now: deadline.clock.now()
        }).catch(refusedWhole));
    }
    return checked;
}
async function evaluatePassIf(passIf, predicate, deadline, signal) {
    const [{ policyReport }, { evaluateBounded }] = await Promise.all([
        __webpack_require__.e(/* import() */ 353).then(__webpack_require__.bind(__webpack_require__, 68353)),
        __webpack_require__.e(/* import() */ 23).then(__webpack_require__.bind(__webpack_require__, 84023))
    ]);
    return policyReport(passIf, predicate, await evaluateBounded(passIf, predicate, deadline, signal));
}

// EXTERNAL MODULE: ./src/http/errors.ts
var http_errors = __webpack_require__(58549);
// EXTERNAL MODULE: ./src/gate/certified/stands-for.ts
var stands_for = __webpack_require__(73062);
// EXTERNAL MODULE: ./src/gate/results.ts
var results = __webpack_require__(94437);
// EXTERNAL MODULE: ./src/service/run-status.ts
var run_status = __webpack_require__(36805);
;// CONCATENATED MODULE: ./src/gate/certified/choose.ts




function chooseCertifications(found, lookup, projectId, config, now) {
    const { commit, purpose } = lookup;
    if (purpose === 'base' && found.truncated) {
        return { why: { kind: 'list-cut-short', read: found.checked.length }, commit, absence: 'unreadable' };
    }
    const unread = found.checked.filter((checked) => !checked.accepted && checked.kind === 'unreadable');
    if (purpose === 'base' && unread.length > 0) {
        const [first] = unread;
        return {
            why: { kind: 'entries-unreadable', unread: unread.length, listed: found.checked.length, first: first.reason },
            commit,
            absence: 'unreadable'
        };
    }
    const order = purpose === 'base' ? 1 : -1;
    const verified = found.checked
        .filter((checked) => checked.accepted && checked.projectId === projectId)
        .sort((a, b) => order * (a.signedAt.getTime() - b.signedAt.getTime()))
        .map(accepted => {
        const run = readCertifiedRun(accepted.predicate);
        const runs = signedRunsOf(run, accepted.runId);
        const trigger = accepted.signedBy.trigger;
        const otherTrigger = lookup.triggers === undefined || (trigger !== undefined && lookup.triggers.includes(trigger))
            ? undefined
            : {
                kind: 'other-trigger',
                ...(trigger === undefined ? {} : { trigger }),
                triggers: lookup.triggers
            };
        return { accepted, run, runs, unusable: otherTrigger ?? unusableFor(purpose, { ...run, runs }, config) };
    });
    const certifications = verified
        .filter(({ unusable }) => unusable === undefined)
        .map(({ accepted, run, runs }) => remembered(accepted, { ...run, runs }, projectId, now));
    if (certifications.length > 0)
        return { certifications, commit };
    const [first] = verified;
    if (first?.unusable !== undefined) {
        return {
            why: { kind: 'verifies-but', runId: first.accepted.runId, but: first.unusable, more: verified.length - 1 },
            commit,
            absence: 'none-counts'
        };
    }
    return { ...noneFound(found, projectId), commit };
}
function remembered(accepted, run, projectId, now) {
    return {
        projectId,
        seen: {
            runId: accepted.runId,
            signedAt: accepted.signedAt.toISOString(),
            ageMs: Math.max(0, now - accepted.certifiedAt.getTime()),
            ...(accepted.certifiedAt < accepted.signedAt ? { certifiedAt: accepted.certifiedAt.toISOString() } : {}),
            signer: accepted.signedBy.workflow,
            sourceRef: accepted.signedBy.sourceRef,
            ...(accepted.signedBy.trigger === undefined ? {} : { trigger: accepted.signedBy.trigger }),
            ...(accepted.signedBy.runnerEnvironment === undefined ? {} : { runner: accepted.signedBy.runnerEnvironment }),
            ...(run.restsOn === undefined
                ? {}
                : { restsOn: { carried: run.carried, commit: run.restsOn.commit, sourceRef: run.restsOn.sourceRef } })
        },
        runs: run.runs,
        ...(accepted.signedBy.sourceCommit === undefined ? {} : { sourceCommit: accepted.signedBy.sourceCommit }),
        statementSha256: accepted.statementSha256,
        ...(run.runOmitted === undefined ? {} : { runOmitted: run.runOmitted }),
        ...(run.decidedEarly === undefined ? {} : { decidedEarly: run.decidedEarly }),
        ...(run.history === undefined ? {} : { history: run.history })
    };
}
function signedRunsOf(run, runId) {
    const status = run.status ?? run_status/* COMPLETED_STATUS */.Tr;
    if (run.runs !== undefined)
        return run.runs.map(one => ({ ...one, status: one.status ?? status }));
    const { record = {}, recordSha256, runOmitted } = run;
    return [
        {
            ...(runId === undefined ? {} : { runId }),
            status,
            ...(recordSha256 === undefined ? {} : { recordSha256 }),
            record,
            ...(runOmitted === undefined ? {} : { runOmitted })
        }
    ];
}
function unusableFor(purpose, run, config) {
    if (run.serviceUrl !== config.baseUrl)
        return { kind: 'other-service', service: run.serviceUrl, expected: config.baseUrl };
    if (run.runStartedHere !== true)
        return { kind: 'run-given' };
    const fewer = purpose === 'base' ? undefined : (0,stands_for/* tooFewRuns */.d)(run, config);
    if (fewer !== undefined)
        return fewer;
    if (purpose === 'tree' && run.runOmitted !== undefined)
        return { kind: 'outline-for-tree' };
    const { passIf } = config;
    if (run.runOmitted === undefined || passIf === undefined)
        return undefined;
    const reads = config.reads ?? {
        base: { name: 'the base', paths: [], whole: true },
        run: { name: passIf.variable, paths: [], whole: true },
        runs: true
    };
    const read = purpose === 'base' ? reads.base : reads.run;
    const runsOutlined = purpose !== 'base' && reads.runs && (0,results/* several */.J$)(run.runs) && run.runs.some(one => one.runOmitted !== undefined);
    const missing = runsOutlined
        ? 'runs as a whole'
        : read.whole
            ? `${read.name} as a whole`
            : read.paths.find(path => !outlineHoldsWhole(run.record ?? {}, path.keys))?.text;
    return missing === undefined ? undefined : { kind: 'outline-lacks', runOmitted: run.runOmitted, missing };
}
function noneFound(found, projectId) {
    const listed = found.checked.length;
    if (listed === 0)
        return { why: { kind: 'none-listed' }, absence: 'none-listed' };
    const ofProject = found.checked.find(checked => !checked.accepted && checked.claimed.projectId === projectId);
    const tooOld = found.checked.find(checked => !checked.accepted && checked.certified !== undefined && checked.claimed.projectId === projectId);
    if (tooOld !== undefined && !tooOld.accepted) {
        return {
            why: {
                kind: 'verifies-but',
                runId: tooOld.certified?.runId,
                but: { kind: 'refused', reason: tooOld.reason },
                more: 0
            },
            absence: 'none-counts'
        };
    }
    const otherProjects = found.checked.filter(checked => checked.accepted).length;
    const none = { kind: 'none-of-project', listed, projectId, otherProjects };
    if (ofProject !== undefined && !ofProject.accepted)
        return { why: { ...none, refusal: ofProject.reason }, absence: 'none-counts' };
    return { why: none, absence: 'none-listed' };
}

// EXTERNAL MODULE: ./src/gate/certified/lookup.ts
var lookup = __webpack_require__(53515);
// EXTERNAL MODULE: ./src/gate/certified/events.ts
var events = __webpack_require__(26876);
// EXTERNAL MODULE: ./src/gate/names.ts
var names = __webpack_require__(8955);
// EXTERNAL MODULE: ./src/github/commits.ts
var commits = __webpack_require__(40149);
;// CONCATENATED MODULE: ./src/github/compare.ts



const COMPARE_FILES_LIMIT = 300;
async function changedFiles(api, repository, from, to, context) {
    const subject = `comparing commit ${(0,lib_text/* shortSha */.Fu)(from)} with ${(0,lib_text/* shortSha */.Fu)(to)} in ${repository}`;
    const answer = await api.request('GET', `${api.apiUrl}/repos/${repository}/compare/${from}...${to}?per_page=${COMPARE_FILES_LIMIT}`, {
        ...context,
        subject,
        forbiddenHint: 'Give the job permissions: { contents: read, attestations: read }.'
    });
    const body = (0,json/* parseJson */.qF)(answer.body);
    const listed = (0,json/* readPath */.G7)(body, ['files']);
    const status = (0,json/* readPath */.G7)(body, ['status']);
    if (listed === undefined && typeof status === 'string')
        return { files: [], whole: false, status, filesOmitted: true };
    if (!Array.isArray(listed) || typeof status !== 'string') {
        throw new http_errors/* ApiError */.h(`GitHub's answer while ${subject} is not a comparison: ${(0,lib_text/* inertText */.UJ)(answer.body, 120)}`, {
            kind: 'protocol',
            status: answer.status,
            hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
        });
    }
    const files = listed.flatMap(entry => ['filename', 'previous_filename'].flatMap(field => {
        const name = (0,json/* readPath */.G7)(entry, [field]);
        return typeof name === 'string' ? [name] : [];
    }));
    const named = listed.every(entry => typeof (0,json/* readPath */.G7)(entry, ['filename']) === 'string');
    const more = answer.link?.includes('rel="next"') === true || listed.length >= COMPARE_FILES_LIMIT;
    return { files, whole: named && !more && (status === 'ahead' || status === 'identical'), status };
}

;// CONCATENATED MODULE: ./src/gate/certified/memory.ts

















function gitHubCalls(config, options) {
    const { api, logger, signal, random, stepDeadline } = options;
    return {
        api,
        call: () => {
            const bound = (0,names/* lookupBound */.lm)(config.timeoutMs, stepDeadline.remainingMs());
            return {
                context: { deadline: new runtime/* Deadline */.B2(stepDeadline.clock, bound.ms), signal, logger, random },
                boundText: bound.text
            };
        }
    };
}
function openMemory(config, github, options) {
    const found = new Map();
    const warnings = new Set();
    const warnOnce = (message, key = message) => {
        if (warnings.has(key))
            return;
        warnings.add(key);
        options.logger.warning(message);
    };
    const calls = gitHubCalls(config, options);
    const treeOfCommit = treeReader(calls, github);
    const lookups = { config, github, options, calls, warnOnce, treeOfCommit };
    const choice = { ...config, reads: options.reads };
    const choose = (result, lookup, projectId) => chooseCertifications(result, lookup, projectId, choice, options.stepDeadline.clock.now());
    const recall = async (lookup, projectId, look = 0) => {
        if ('why' in lookup)
            return lookup;
        const key = `${lookup.commit} ${lookup.purpose} ${look}`;
        if (!found.has(key))
            found.set(key, runLookup(lookup, lookups));
        const result = await found.get(key);
        if ('why' in result)
            return result;
        return choose(result, lookup, projectId);
    };
    const reuse = (0,lookup/* reuseLookup */.LZ)(config, github);
    const base = (0,lookup/* baseLookup */.mv)(config, github);
    const histories = new Map();
    const historyOf = (commit, label) => {
        if (!histories.has(commit))
            histories.set(commit, readHistory(commit, label, lookups));
        return histories.get(commit);
    };
    let byTree;
    return {
        changesSince: commit => readChanges(commit, lookups),
        thisTree: async (projectId) => {
            const result = await (byTree ??= findByTree(lookups));
            if ('why' in result)
                return result;
            return choose(result.found, result.lookup, projectId);
        },
        thisCommit: projectId => recall(reuse, projectId),
        baseCommit: (projectId, look) => recall(base, projectId, look),
        baseHistory: () => 'why' in base ? Promise.resolve(base) : historyOf(base.commit, 'the history of the base commit'),
        historyOf: commit => historyOf(commit, `the history of commit ${(0,lib_text/* shortSha */.Fu)(commit)}`),
        historyAsBase: async (entries) => 'why' in base ? [] : entries.filter(entry => (0,signer_policy/* isAllowedSigning */.Sx)(base.policy.signer, entry)),
        protectedCommit: (projectId, commit) => recall((0,lookup/* protectedLookup */.dz)(config, github, commit, 'why' in base ? 'a commit of protected history' : "the base commit's ancestor"), projectId)
    };
}
function treeReader(calls, github) {
    const trees = new Map(github.workflowTree === undefined || github.workflowSha === undefined
        ? []
        : [[github.workflowSha.toLowerCase(), Promise.resolve(github.workflowTree)]]);
    return commit => {
        const key = commit.toLowerCase();
        if (!trees.has(key))
            trees.set(key, Promise.resolve().then(() => (0,commits/* treeOf */.g)(calls.api, github.repository ?? '', commit, calls.call().context)));
        return trees.get(key);
    };
}
async function findByTree(lookups) {
    const { config, github, treeOfCommit } = lookups;
    const { repository, workflowSha } = github;
    if (config.githubToken === undefined || repository === undefined || workflowSha === undefined) {
        return { why: { kind: 'token-lacking', what: { of: 'tree' } }, absence: 'unreadable' };
    }
    const elsewhere = (0,events/* runOnContent */.O_)(github);
    if (elsewhere !== undefined)
        return { why: elsewhere };
    let tree;
    try {
        tree = await treeOfCommit(workflowSha);
    }
    catch (error) {
        return {
            why: { kind: 'not-read', what: { of: 'tree', commit: workflowSha }, detail: (0,errors/* errorClause */.Y7)(error, 300) },
            absence: 'unreadable'
        };
    }
    const ofTree = (0,lookup/* treeLookup */.BH)(config, github, tree);
    if ('why' in ofTree)
        return ofTree;
    const ofThisCommit = github.commit === undefined ? undefined : (0,attestation_statement/* commitSubjectName */.hH)(github.serverUrl, repository, github.commit.sha);
    const found = await runLookup(ofTree, lookups, {
        skip: entry => namesSubjectName(entry, ofThisCommit),
        treeOf: treeOfCommit
    });
    return 'why' in found ? found : { found, lookup: ofTree };
}
function namesSubjectName(entry, name) {
    if (name === undefined)
        return false;
    const payload = (0,json/* readPath */.G7)(entry, ['bundle', 'dsseEnvelope', 'payload']);
    if (typeof payload !== 'string')
        return false;
    const subjects = (0,json/* readPath */.G7)((0,json/* parseJson */.qF)(Buffer.from(payload, 'base64').toString('utf8')), ['subject']);
    return Array.isArray(subjects) && subjects.some(subject => (0,json/* readPath */.G7)(subject, ['name']) === name);
}
async function readChanges(from, { config, github, calls }) {
    const { repository, workflowSha } = github;
    if (config.githubToken === undefined || repository === undefined || workflowSha === undefined) {
        return { why: { kind: 'token-lacking', what: { of: 'changes' } }, absence: 'unreadable' };
    }
    try {
        const changes = await changedFiles(calls.api, repository, from, workflowSha, calls.call().context);
        if (changes.whole)
            return { files: changes.files };
        const why = changes.filesOmitted
            ? { kind: 'changes-unnamed' }
            : changes.status === 'ahead' || changes.status === 'identical'
                ? { kind: 'changes-cut-short', limit: COMPARE_FILES_LIMIT }
                : { kind: 'not-an-ancestor', commit: from, status: changes.status };
        return { why, commit: from, absence: 'unreadable' };
    }
    catch (error) {
        return {
            why: { kind: 'not-read', what: { of: 'changes', since: from }, detail: (0,errors/* errorClause */.Y7)(error, 300) },
            commit: from,
            absence: 'unreadable'
        };
    }
}
async function readHistory(commit, label, { config, github, calls, options, warnOnce }) {
    if (config.githubToken === undefined || github.repository === undefined) {
        return { why: { kind: 'token-lacking', what: { of: 'history', label } }, commit, absence: 'unreadable' };
    }
    const { context, boundText } = calls.call();
    try {
        return await (0,commits/* firstParentHistory */.h)(calls.api, github.repository, commit, names/* BASE_ANCESTORS */.pc, context);
    }
    catch (error) {
        const why = failureWhy(error, { purpose: 'base', commit, label }, boundText, options.signal, warnOnce, {
            of: 'history'
        });
        return { why, commit, absence: 'unreadable', ...(refusedToken(error) ? { refused: true } : {}) };
    }
}
async function runLookup(lookup, { config, github, options, calls, warnOnce }, sources = {}) {
    const { commit } = lookup;
    if (config.githubToken === undefined) {
        return { why: { kind: 'token-lacking', what: { of: 'attestations' } }, commit, absence: 'unreadable' };
    }
    const { context, boundText } = calls.call();
    try {
        const found = await (options.find ?? findCertifications)(lookup.subject, lookup.policy, context.deadline, {
            from: [githubSource(calls.api)],
            trustedRootPath: config.trustedRootPath,
            cacheDir: (0,external_node_path_.join)(github.runnerTemp || (0,external_node_os_.tmpdir)(), 'agent-certification-gate'),
            signal: options.signal,
            logger: options.logger,
            random: options.random,
            ...sources
        });
        warnOfForgery(found, lookup, warnOnce);
        return found;
    }
    catch (error) {
        const why = failureWhy(error, lookup, boundText, options.signal, warnOnce);
        return { why, commit, absence: 'unreadable', ...(refusedToken(error) ? { refused: true } : {}) };
    }
}
function warnOfForgery(found, lookup, warnOnce) {
    const forged = found.checked.filter(checked => !checked.accepted && checked.kind === 'signature');
    if (forged.length === 0)
        return;
    const [first] = forged;
    const reason = first.accepted ? '' : (0,lib_text/* inertText */.UJ)(first.reason, 200);
    warnOnce(`Possible tampering: ${forged.length === 1 ? 'an attestation' : `${forged.length} attestations`} listed for ${lookup.label} ${lookup.commit} ${forged.length === 1 ? 'has a signature that does not verify' : 'have signatures that do not verify'} (${reason}). ` +
        'Nothing was reused on it. Do not deploy on its strength, and report it to whoever is responsible for the ' +
        "repository's security.", `forged ${lookup.commit}`);
}
function refusedToken(error) {
    return error instanceof http_errors/* ApiError */.h && (error.status === 401 || error.status === 403);
}
const WHEN_UNREADABLE = {
    reuse: 'Nothing is reused: a run is started, as without reuse.',
    tree: 'Nothing is reused by tree: a run is started, as without reuse.',
    base: 'pass-if names base, so it cannot judge the run: the step fails rather than pass without the comparison.'
};
function failureWhy(error, lookup, boundText, signal, warnOnce, what = { of: 'attestations' }) {
    if (refusedToken(error) && (0,attestations/* refusedForPlan */.jD)(error.said)) {
        warnOnce(`The gate could not read this repository's attestations (GitHub answered ${error.status}: ${error.said}). ` +
            `${attestations/* PLAN_NEEDED */.yr}.`, 'plan');
        return { kind: 'refused', what, status: error.status, forPlan: true };
    }
    if (refusedToken(error)) {
        warnOnce(`The gate could not read this repository's attestations (GitHub answered ${error.status}), so it reuses ` +
            `nothing, and a pass-if that names base cannot judge the run. ` +
            `Give the job the permission to read them (YAML, as it stands): ${names/* READ_ATTESTATIONS_PERMISSIONS */.Y4}`, 'permissions');
        return { kind: 'refused', what, status: error.status };
    }
    const detail = error instanceof http_errors/* DeadlineError */.j && error.askedToWaitMs === undefined
        ? `${boundText} ran out${error.lastError === undefined ? '' : `; last error: ${(0,errors/* errorClause */.Y7)(error.lastError, 300)}`}`
        : error instanceof http_errors/* ApiError */.h && error.kind === 'unreachable'
            ? `GitHub did not answer within ${boundText}: ${(0,errors/* errorClause */.Y7)(error, 300)}`
            : (0,errors/* errorClause */.Y7)(error, 300);
    if (!signal.aborted) {
        warnOnce(`The gate could not read ${what.of === 'attestations' ? 'the signed certifications of ' : ''}${lookup.label} ` +
            `${lookup.commit} (${detail}). ${WHEN_UNREADABLE[lookup.purpose]}`);
    }
    return { kind: 'not-read', what, detail };
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


/***/ }),

/***/ 40149:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ treeOf),
/* harmony export */   h: () => (/* binding */ firstParentHistory)
/* harmony export */ });
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18453);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79112);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58549);



const PAGE_SIZE = 30;
const MAX_REQUESTS = 5;
async function firstParentHistory(api, repository, sha, ancestors, context) {
    const known = new Map();
    const chain = [];
    let next = sha.toLowerCase();
    for (let requests = 0; next !== undefined && chain.length <= ancestors;) {
        let commit = known.get(next);
        if (commit === undefined) {
            if (requests === MAX_REQUESTS)
                break;
            requests += 1;
            for (const listed of await commitsPage(api, repository, next, context))
                known.set(listed.sha, listed);
            commit = known.get(next);
            if (commit === undefined)
                throw notHistory(repository, next);
        }
        chain.push(commit);
        next = commit.firstParent;
    }
    return { commits: chain, cutShort: next !== undefined && chain.length <= ancestors };
}
async function commitsPage(api, repository, sha, context) {
    const subject = `reading the history of commit ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .shortSha */ .Fu)(sha)} in ${repository}`;
    const answer = await api.request('GET', `${api.apiUrl}/repos/${repository}/commits?sha=${sha}&per_page=${PAGE_SIZE}`, {
        ...context,
        subject,
        forbiddenHint: 'Give the job permissions: { contents: read, attestations: read }.'
    });
    const listed = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJson */ .qF)(answer.body);
    if (!Array.isArray(listed)) {
        throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .h(`GitHub's answer while ${subject} is not a list of commits: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(answer.body, 120)}`, {
            kind: 'protocol',
            status: answer.status,
            hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
        });
    }
    return listed.flatMap(entry => {
        const commit = commitOf(entry);
        return commit === undefined ? [] : [commit];
    });
}
function commitOf(entry) {
    const sha = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(entry, ['sha']);
    if (!isSha(sha))
        return undefined;
    const first = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(entry, ['parents', '0', 'sha']);
    const committed = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)(entry, ['commit', 'committer', 'date']);
    const date = typeof committed === 'string' ? Date.parse(committed) : Number.NaN;
    return {
        sha: sha.toLowerCase(),
        ...(Number.isFinite(date) ? { committedAt: date } : {}),
        ...(isSha(first) ? { firstParent: first.toLowerCase() } : {})
    };
}
function isSha(value) {
    return typeof value === 'string' && /^[0-9a-f]{40}$/i.test(value);
}
function notHistory(repository, sha) {
    return new _http_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .h(`GitHub's list of commits from ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .shortSha */ .Fu)(sha)} in ${repository} does not hold that commit.`, {
        kind: 'protocol',
        hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
    });
}
async function treeOf(api, repository, commit, context) {
    const subject = `reading the tree of commit ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .shortSha */ .Fu)(commit)} in ${repository}`;
    const answer = await api.request('GET', `${api.apiUrl}/repos/${repository}/git/commits/${commit}`, {
        ...context,
        subject,
        forbiddenHint: 'Give the job permissions: { contents: read, attestations: read }.'
    });
    const tree = (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readPath */ .G7)((0,_lib_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJson */ .qF)(answer.body), ['tree', 'sha']);
    if (!isSha(tree)) {
        throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .h(`GitHub's answer while ${subject} names no tree: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(answer.body, 120)}`, {
            kind: 'protocol',
            status: answer.status,
            hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
        });
    }
    return tree.toLowerCase();
}


/***/ })

};

//# sourceMappingURL=187.index.js.map