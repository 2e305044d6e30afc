import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 18456:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.toMessageSignatureBundle = toMessageSignatureBundle;
exports.toDSSEBundle = toDSSEBundle;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const protobuf_specs_1 = __nccwpck_require__(19654);
const bundle_1 = __nccwpck_require__(37742);
// Message signature bundle - $case: 'messageSignature'
function toMessageSignatureBundle(options) {
    return {
        mediaType: options.certificateChain
            ? bundle_1.BUNDLE_V02_MEDIA_TYPE
            : bundle_1.BUNDLE_V03_MEDIA_TYPE,
        content: {
            $case: 'messageSignature',
            messageSignature: {
                messageDigest: {
                    algorithm: protobuf_specs_1.HashAlgorithm.SHA2_256,
                    digest: options.digest,
                },
                signature: options.signature,
            },
        },
        verificationMaterial: toVerificationMaterial(options),
    };
}
// DSSE envelope bundle - $case: 'dsseEnvelope'
function toDSSEBundle(options) {
    return {
        mediaType: options.certificateChain
            ? bundle_1.BUNDLE_V02_MEDIA_TYPE
            : bundle_1.BUNDLE_V03_MEDIA_TYPE,
        content: {
            $case: 'dsseEnvelope',
            dsseEnvelope: toEnvelope(options),
        },
        verificationMaterial: toVerificationMaterial(options),
    };
}
function toEnvelope(options) {
    return {
        payloadType: options.artifactType,
        payload: options.artifact,
        signatures: [toSignature(options)],
    };
}
function toSignature(options) {
    return {
        keyid: options.keyHint || '',
        sig: options.signature,
    };
}
// Verification material
function toVerificationMaterial(options) {
    return {
        content: toKeyContent(options),
        tlogEntries: [],
        timestampVerificationData: { rfc3161Timestamps: [] },
    };
}
function toKeyContent(options) {
    if (options.certificate) {
        if (options.certificateChain) {
            return {
                $case: 'x509CertificateChain',
                x509CertificateChain: {
                    certificates: [{ rawBytes: options.certificate }],
                },
            };
        }
        else {
            return {
                $case: 'certificate',
                certificate: { rawBytes: options.certificate },
            };
        }
    }
    else {
        return {
            $case: 'publicKey',
            publicKey: {
                hint: options.keyHint || '',
            },
        };
    }
}


/***/ }),

/***/ 37742:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.BUNDLE_V03_MEDIA_TYPE = exports.BUNDLE_V03_LEGACY_MEDIA_TYPE = exports.BUNDLE_V02_MEDIA_TYPE = exports.BUNDLE_V01_MEDIA_TYPE = void 0;
exports.isBundleWithCertificateChain = isBundleWithCertificateChain;
exports.isBundleWithPublicKey = isBundleWithPublicKey;
exports.isBundleWithMessageSignature = isBundleWithMessageSignature;
exports.isBundleWithDsseEnvelope = isBundleWithDsseEnvelope;
exports.BUNDLE_V01_MEDIA_TYPE = 'application/vnd.dev.sigstore.bundle+json;version=0.1';
exports.BUNDLE_V02_MEDIA_TYPE = 'application/vnd.dev.sigstore.bundle+json;version=0.2';
exports.BUNDLE_V03_LEGACY_MEDIA_TYPE = 'application/vnd.dev.sigstore.bundle+json;version=0.3';
exports.BUNDLE_V03_MEDIA_TYPE = 'application/vnd.dev.sigstore.bundle.v0.3+json';
// Type guards for bundle variants.
function isBundleWithCertificateChain(b) {
    return b.verificationMaterial.content.$case === 'x509CertificateChain';
}
function isBundleWithPublicKey(b) {
    return b.verificationMaterial.content.$case === 'publicKey';
}
function isBundleWithMessageSignature(b) {
    return b.content.$case === 'messageSignature';
}
function isBundleWithDsseEnvelope(b) {
    return b.content.$case === 'dsseEnvelope';
}


/***/ }),

/***/ 47714:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ValidationError = void 0;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
class ValidationError extends Error {
    fields;
    constructor(message, fields) {
        super(message);
        this.fields = fields;
    }
}
exports.ValidationError = ValidationError;


/***/ }),

/***/ 61040:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
__webpack_unused_export__ = __webpack_unused_export__ = __webpack_unused_export__ = __webpack_unused_export__ = __webpack_unused_export__ = __webpack_unused_export__ = __webpack_unused_export__ = __webpack_unused_export__ = exports.vw = __webpack_unused_export__ = __webpack_unused_export__ = __webpack_unused_export__ = __webpack_unused_export__ = __webpack_unused_export__ = __webpack_unused_export__ = __webpack_unused_export__ = __webpack_unused_export__ = __webpack_unused_export__ = __webpack_unused_export__ = __webpack_unused_export__ = void 0;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
var build_1 = __nccwpck_require__(18456);
__webpack_unused_export__ = ({ enumerable: true, get: function () { return build_1.toDSSEBundle; } });
__webpack_unused_export__ = ({ enumerable: true, get: function () { return build_1.toMessageSignatureBundle; } });
var bundle_1 = __nccwpck_require__(37742);
__webpack_unused_export__ = ({ enumerable: true, get: function () { return bundle_1.BUNDLE_V01_MEDIA_TYPE; } });
__webpack_unused_export__ = ({ enumerable: true, get: function () { return bundle_1.BUNDLE_V02_MEDIA_TYPE; } });
__webpack_unused_export__ = ({ enumerable: true, get: function () { return bundle_1.BUNDLE_V03_LEGACY_MEDIA_TYPE; } });
__webpack_unused_export__ = ({ enumerable: true, get: function () { return bundle_1.BUNDLE_V03_MEDIA_TYPE; } });
__webpack_unused_export__ = ({ enumerable: true, get: function () { return bundle_1.isBundleWithCertificateChain; } });
__webpack_unused_export__ = ({ enumerable: true, get: function () { return bundle_1.isBundleWithDsseEnvelope; } });
__webpack_unused_export__ = ({ enumerable: true, get: function () { return bundle_1.isBundleWithMessageSignature; } });
__webpack_unused_export__ = ({ enumerable: true, get: function () { return bundle_1.isBundleWithPublicKey; } });
var error_1 = __nccwpck_require__(47714);
__webpack_unused_export__ = ({ enumerable: true, get: function () { return error_1.ValidationError; } });
var serialized_1 = __nccwpck_require__(23404);
Object.defineProperty(exports, "vw", ({ enumerable: true, get: function () { return serialized_1.bundleFromJSON; } }));
__webpack_unused_export__ = ({ enumerable: true, get: function () { return serialized_1.bundleToJSON; } });
__webpack_unused_export__ = ({ enumerable: true, get: function () { return serialized_1.envelopeFromJSON; } });
__webpack_unused_export__ = ({ enumerable: true, get: function () { return serialized_1.envelopeToJSON; } });
var validate_1 = __nccwpck_require__(9352);
__webpack_unused_export__ = ({ enumerable: true, get: function () { return validate_1.assertBundle; } });
__webpack_unused_export__ = ({ enumerable: true, get: function () { return validate_1.assertBundleLatest; } });
__webpack_unused_export__ = ({ enumerable: true, get: function () { return validate_1.assertBundleV01; } });
__webpack_unused_export__ = ({ enumerable: true, get: function () { return validate_1.assertBundleV02; } });
__webpack_unused_export__ = ({ enumerable: true, get: function () { return validate_1.isBundleV01; } });


/***/ }),

/***/ 23404:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.envelopeToJSON = exports.envelopeFromJSON = exports.bundleToJSON = exports.bundleFromJSON = void 0;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const protobuf_specs_1 = __nccwpck_require__(19654);
const bundle_1 = __nccwpck_require__(37742);
const validate_1 = __nccwpck_require__(9352);
const bundleFromJSON = (obj) => {
    const bundle = protobuf_specs_1.Bundle.fromJSON(obj);
    switch (bundle.mediaType) {
        case bundle_1.BUNDLE_V01_MEDIA_TYPE:
            (0, validate_1.assertBundleV01)(bundle);
            break;
        case bundle_1.BUNDLE_V02_MEDIA_TYPE:
            (0, validate_1.assertBundleV02)(bundle);
            break;
        default:
            (0, validate_1.assertBundleLatest)(bundle);
            break;
    }
    return bundle;
};
exports.bundleFromJSON = bundleFromJSON;
const bundleToJSON = (bundle) => {
    return protobuf_specs_1.Bundle.toJSON(bundle);
};
exports.bundleToJSON = bundleToJSON;
const envelopeFromJSON = (obj) => {
    return protobuf_specs_1.Envelope.fromJSON(obj);
};
exports.envelopeFromJSON = envelopeFromJSON;
const envelopeToJSON = (envelope) => {
    return protobuf_specs_1.Envelope.toJSON(envelope);
};
exports.envelopeToJSON = envelopeToJSON;


/***/ }),

/***/ 9352:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.assertBundle = assertBundle;
exports.assertBundleV01 = assertBundleV01;
exports.isBundleV01 = isBundleV01;
exports.assertBundleV02 = assertBundleV02;
exports.assertBundleLatest = assertBundleLatest;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const error_1 = __nccwpck_require__(47714);
// Performs basic validation of a Sigstore bundle to ensure that all required
// fields are populated. This is not a complete validation of the bundle, but
// rather a check that the bundle is in a valid state to be processed by the
// rest of the code.
function assertBundle(b) {
    const invalidValues = validateBundleBase(b);
    if (invalidValues.length > 0) {
        throw new error_1.ValidationError('invalid bundle', invalidValues);
    }
}
// Asserts that the given bundle conforms to the v0.1 bundle format.
function assertBundleV01(b) {
    const invalidValues = [];
    invalidValues.push(...validateBundleBase(b));
    invalidValues.push(...validateInclusionPromise(b));
    if (invalidValues.length > 0) {
        throw new error_1.ValidationError('invalid v0.1 bundle', invalidValues);
    }
}
// Type guard to determine if Bundle is a v0.1 bundle.
function isBundleV01(b) {
    try {
        assertBundleV01(b);
        return true;
    }
    catch (e) {
        return false;
    }
}
// Asserts that the given bundle conforms to the v0.2 bundle format.
function assertBundleV02(b) {
    const invalidValues = [];
    invalidValues.push(...validateBundleBase(b));
    invalidValues.push(...validateInclusionProof(b));
    if (invalidValues.length > 0) {
        throw new error_1.ValidationError('invalid v0.2 bundle', invalidValues);
    }
}
// Asserts that the given bundle conforms to the newest (0.3) bundle format.
function assertBundleLatest(b) {
    const invalidValues = [];
    invalidValues.push(...validateBundleBase(b));
    invalidValues.push(...validateInclusionProof(b));
    invalidValues.push(...validateNoCertificateChain(b));
    if (invalidValues.length > 0) {
        throw new error_1.ValidationError('invalid bundle', invalidValues);
    }
}
function validateBundleBase(b) {
    const invalidValues = [];
    // Media type validation
    if (b.mediaType === undefined ||
        (!b.mediaType.match(/^application\/vnd\.dev\.sigstore\.bundle\+json;version=\d\.\d/) &&
            !b.mediaType.match(/^application\/vnd\.dev\.sigstore\.bundle\.v\d\.\d\+json/))) {
        invalidValues.push('mediaType');
    }
    // Content-related validation
    if (b.content === undefined) {
        invalidValues.push('content');
    }
    else {
        switch (b.content.$case) {
            case 'messageSignature':
                if (b.content.messageSignature.messageDigest === undefined) {
                    invalidValues.push('content.messageSignature.messageDigest');
                }
                else {
                    if (b.content.messageSignature.messageDigest.digest.length === 0) {
                        invalidValues.push('content.messageSignature.messageDigest.digest');
                    }
                }
                if (b.content.messageSignature.signature.length === 0) {
                    invalidValues.push('content.messageSignature.signature');
                }
                break;
            case 'dsseEnvelope':
                if (b.content.dsseEnvelope.payload.length === 0) {
                    invalidValues.push('content.dsseEnvelope.payload');
                }
                if (b.content.dsseEnvelope.signatures.length !== 1) {
                    invalidValues.push('content.dsseEnvelope.signatures');
                }
                else {
                    if (b.content.dsseEnvelope.signatures[0].sig.length === 0) {
                        invalidValues.push('content.dsseEnvelope.signatures[0].sig');
                    }
                }
                break;
        }
    }
    // Verification material-related validation
    if (b.verificationMaterial === undefined) {
        invalidValues.push('verificationMaterial');
    }
    else {
        if (b.verificationMaterial.content === undefined) {
            invalidValues.push('verificationMaterial.content');
        }
        else {
            switch (b.verificationMaterial.content.$case) {
                case 'x509CertificateChain':
                    if (b.verificationMaterial.content.x509CertificateChain.certificates
                        .length === 0) {
                        invalidValues.push('verificationMaterial.content.x509CertificateChain.certificates');
                    }
                    b.verificationMaterial.content.x509CertificateChain.certificates.forEach((cert, i) => {
                        if (cert.rawBytes.length === 0) {
                            invalidValues.push(`verificationMaterial.content.x509CertificateChain.certificates[${i}].rawBytes`);
                        }
                    });
                    break;
                case 'certificate':
                    if (b.verificationMaterial.content.certificate.rawBytes.length === 0) {
                        invalidValues.push('verificationMaterial.content.certificate.rawBytes');
                    }
                    break;
            }
        }
        if (b.verificationMaterial.tlogEntries === undefined) {
            invalidValues.push('verificationMaterial.tlogEntries');
        }
        else {
            if (b.verificationMaterial.tlogEntries.length > 0) {
                b.verificationMaterial.tlogEntries.forEach((entry, i) => {
                    if (entry.logId === undefined) {
                        invalidValues.push(`verificationMaterial.tlogEntries[${i}].logId`);
                    }
                    if (entry.kindVersion === undefined) {
                        invalidValues.push(`verificationMaterial.tlogEntries[${i}].kindVersion`);
                    }
                });
            }
        }
    }
    return invalidValues;
}
// Necessary for V01 bundles
function validateInclusionPromise(b) {
    const invalidValues = [];
    if (b.verificationMaterial &&
        b.verificationMaterial.tlogEntries?.length > 0) {
        b.verificationMaterial.tlogEntries.forEach((entry, i) => {
            if (entry.inclusionPromise === undefined) {
                invalidValues.push(`verificationMaterial.tlogEntries[${i}].inclusionPromise`);
            }
        });
    }
    return invalidValues;
}
// Necessary for V02 and later bundles
function validateInclusionProof(b) {
    const invalidValues = [];
    if (b.verificationMaterial &&
        b.verificationMaterial.tlogEntries?.length > 0) {
        b.verificationMaterial.tlogEntries.forEach((entry, i) => {
            if (entry.inclusionProof === undefined) {
                invalidValues.push(`verificationMaterial.tlogEntries[${i}].inclusionProof`);
            }
            else {
                if (entry.inclusionProof.checkpoint === undefined) {
                    invalidValues.push(`verificationMaterial.tlogEntries[${i}].inclusionProof.checkpoint`);
                }
            }
        });
    }
    return invalidValues;
}
// Necessary for V03 and later bundles
function validateNoCertificateChain(b) {
    const invalidValues = [];
    /* istanbul ignore next */
    if (b.verificationMaterial?.content?.$case === 'x509CertificateChain') {
        invalidValues.push('verificationMaterial.content.$case');
    }
    return invalidValues;
}


/***/ }),

/***/ 11121:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ASN1TypeError = exports.ASN1ParseError = void 0;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
class ASN1ParseError extends Error {
}
exports.ASN1ParseError = ASN1ParseError;
class ASN1TypeError extends Error {
}
exports.ASN1TypeError = ASN1TypeError;


/***/ }),

/***/ 86027:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ASN1Obj = void 0;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
var obj_1 = __nccwpck_require__(50990);
Object.defineProperty(exports, "ASN1Obj", ({ enumerable: true, get: function () { return obj_1.ASN1Obj; } }));


/***/ }),

/***/ 84243:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.decodeLength = decodeLength;
exports.encodeLength = encodeLength;
const error_1 = __nccwpck_require__(11121);
// Decodes the length of a DER-encoded ANS.1 element from the supplied stream.
// https://learn.microsoft.com/en-us/windows/win32/seccertenroll/about-encoded-length-and-value-bytes
function decodeLength(stream) {
    const buf = stream.getUint8();
    // If the most significant bit is UNSET the length is just the value of the
    // byte.
    if ((buf & 0x80) === 0x00) {
        return buf;
    }
    // Otherwise, the lower 7 bits of the first byte indicate the number of bytes
    // that follow to encode the length.
    const byteCount = buf & 0x7f;
    // Ensure the encoded length can safely fit in a JS number.
    if (byteCount > 6) {
        throw new error_1.ASN1ParseError('length exceeds 6 byte limit');
    }
    // Iterate over the bytes that encode the length.
    let len = 0;
    for (let i = 0; i < byteCount; i++) {
        const byte = stream.getUint8();
        // The first byte of a multi-byte length must not be zero; a leading zero
        // means the length could have been encoded in fewer bytes (non-minimal).
        if (i === 0 && byte === 0x00) {
            throw new error_1.ASN1ParseError('non-minimal length encoding');
        }
        len = len * 256 + byte;
    }
    // This is a valid ASN.1 length encoding, but we don't support it.
    if (len === 0) {
        throw new error_1.ASN1ParseError('indefinite length encoding not supported');
    }
    // Lengths less than 128 must use the short form; rejecting them here ensures
    // the encoding is minimal (strict DER).
    if (len < 128) {
        throw new error_1.ASN1ParseError('non-minimal length encoding');
    }
    return len;
}
// Translates the supplied value to a DER-encoded length.
function encodeLength(len) {
    if (len < 128) {
        return Buffer.from([len]);
    }
    // Bitwise operations on large numbers are not supported in JS, so we need to
    // use BigInts.
    let val = BigInt(len);
    const bytes = [];
    while (val > 0n) {
        bytes.unshift(Number(val & 255n));
        val = val >> 8n;
    }
    return Buffer.from([0x80 | bytes.length, ...bytes]);
}


/***/ }),

/***/ 50990:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ASN1Obj = void 0;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const stream_1 = __nccwpck_require__(1673);
const error_1 = __nccwpck_require__(11121);
const length_1 = __nccwpck_require__(84243);
const parse_1 = __nccwpck_require__(81044);
const tag_1 = __nccwpck_require__(59343);
class ASN1Obj {
    tag;
    subs;
    value;
    constructor(tag, value, subs) {
        this.tag = tag;
        this.value = value;
        this.subs = subs;
    }
    // Constructs an ASN.1 object from a Buffer of DER-encoded bytes.
    static parseBuffer(buf) {
        const stream = new stream_1.ByteStream(buf);
        const obj = parseStream(stream);
        // Ensure the entire buffer was consumed; trailing data after the top-level
        // object indicates a malformed (or maliciously padded) encoding.
        if (stream.position !== stream.length) {
            throw new error_1.ASN1ParseError('invalid trailing data');
        }
        return obj;
    }
    toDER() {
        const valueStream = new stream_1.ByteStream();
        if (this.subs.length > 0) {
            for (const sub of this.subs) {
                valueStream.appendView(sub.toDER());
            }
        }
        else {
            valueStream.appendView(this.value);
        }
        const value = valueStream.buffer;
        // Concat tag/length/value
        const obj = new stream_1.ByteStream();
        obj.appendChar(this.tag.toDER());
        obj.appendView((0, length_1.encodeLength)(value.length));
        obj.appendView(value);
        return obj.buffer;
    }
    /////////////////////////////////////////////////////////////////////////////
    // Convenience methods for parsing ASN.1 primitives into JS types
    // Returns the ASN.1 object's value as a boolean. Throws an error if the
    // object is not a boolean.
    toBoolean() {
        if (!this.tag.isBoolean()) {
            throw new error_1.ASN1TypeError('not a boolean');
        }
        return (0, parse_1.parseBoolean)(this.value);
    }
    // Returns the ASN.1 object's value as a BigInt. Throws an error if the
    // object is not an integer.
    toInteger() {
        if (!this.tag.isInteger()) {
            throw new error_1.ASN1TypeError('not an integer');
        }
        return (0, parse_1.parseInteger)(this.value);
    }
    // Returns the ASN.1 object's value as an OID string. Throws an error if the
    // object is not an OID.
    toOID() {
        if (!this.tag.isOID()) {
            throw new error_1.ASN1TypeError('not an OID');
        }
        return (0, parse_1.parseOID)(this.value);
    }
    // Returns the ASN.1 object's value as a Date. Throws an error if the object
    // is not either a UTCTime or a GeneralizedTime.
    toDate() {
        switch (true) {
            case this.tag.isUTCTime():
                return (0, parse_1.parseTime)(this.value, true);
            case this.tag.isGeneralizedTime():
                return (0, parse_1.parseTime)(this.value, false);
            default:
                throw new error_1.ASN1TypeError('not a date');
        }
    }
    // Returns the ASN.1 object's value as a number[] where each number is the
    // value of a bit in the bit string. Throws an error if the object is not a
    // bit string.
    toBitString() {
        if (!this.tag.isBitString()) {
            throw new error_1.ASN1TypeError('not a bit string');
        }
        return (0, parse_1.parseBitString)(this.value);
    }
}
exports.ASN1Obj = ASN1Obj;
/////////////////////////////////////////////////////////////////////////////
// Internal stream parsing functions
// Maximum nesting depth for parsed ASN.1 objects. Bounds the mutual recursion
// between parseStream and collectSubs so that deeply nested DER cannot exhaust
// the call stack (denial of service).
const MAX_DEPTH = 100;
function parseStream(stream, depth = 0) {
    if (depth > MAX_DEPTH) {
        throw new error_1.ASN1ParseError('maximum nesting depth exceeded');
    }
    // Parse tag, length, and value from stream
    const tag = new tag_1.ASN1Tag(stream.getUint8());
    const len = (0, length_1.decodeLength)(stream);
    const value = stream.slice(stream.position, len);
    const start = stream.position;
    let subs = [];
    // If the object is constructed, parse its children. Sometimes, children
    // are embedded in OCTESTRING objects, so we need to check those
    // for children as well.
    if (tag.constructed) {
        subs = collectSubs(stream, len, depth);
    }
    else if (tag.isOctetString()) {
        // Attempt to parse children of OCTETSTRING objects. If anything fails,
        // assume the object is not constructed and treat as primitive. This is
        // intentional: it transparently unwraps DER content embedded in an OCTET
        // STRING (e.g. X.509 extnValue, CMS eContent). The error is swallowed
        // because a parse failure simply means the bytes are an opaque primitive
        // value rather than a nested structure.
        try {
            subs = collectSubs(stream, len, depth);
        }
        catch (e) {
            // Fail silently and treat as primitive
        }
    }
    // If there are no children, move stream cursor to the end of the object
    if (subs.length === 0) {
        stream.seek(start + len);
    }
    return new ASN1Obj(tag, value, subs);
}
function collectSubs(stream, len, depth) {
    // Calculate end of object content
    const end = stream.position + len;
    // Make sure there are enough bytes left in the stream. This should never
    // happen, cause it'll get caught when the stream is sliced in parseStream.
    // Leaving as an extra check just in case.
    /* istanbul ignore if */
    if (end > stream.length) {
        throw new error_1.ASN1ParseError('invalid length');
    }
    // Parse all children
    const subs = [];
    while (stream.position < end) {
        subs.push(parseStream(stream, depth + 1));
    }
    // When we're done parsing children, we should be at the end of the object
    if (stream.position !== end) {
        throw new error_1.ASN1ParseError('invalid length');
    }
    return subs;
}


/***/ }),

/***/ 81044:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseInteger = parseInteger;
exports.parseStringASCII = parseStringASCII;
exports.parseTime = parseTime;
exports.parseOID = parseOID;
exports.parseBoolean = parseBoolean;
exports.parseBitString = parseBitString;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const error_1 = __nccwpck_require__(11121);
const RE_TIME_SHORT_YEAR = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\.\d{3})?Z$/;
const RE_TIME_LONG_YEAR = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\.\d{3})?Z$/;
// Parse a BigInt from the DER-encoded buffer
// https://learn.microsoft.com/en-us/windows/win32/seccertenroll/about-integer
function parseInteger(buf) {
    let pos = 0;
    const end = buf.length;
    let val = buf[pos];
    const neg = val > 0x7f;
    // Consume any padding bytes
    const pad = neg ? 0xff : 0x00;
    while (val == pad && ++pos < end) {
        val = buf[pos];
    }
    // Calculate remaining bytes to read
    const len = end - pos;
    if (len === 0)
        return BigInt(neg ? -1 : 0);
    // Handle two's complement for negative numbers
    val = neg ? val - 256 : val;
    // Parse remaining bytes
    let n = BigInt(val);
    for (let i = pos + 1; i < end; ++i) {
        n = n * BigInt(256) + BigInt(buf[i]);
    }
    return n;
}
// Parse an ASCII string from the DER-encoded buffer
// https://learn.microsoft.com/en-us/windows/win32/seccertenroll/about-basic-types#boolean
function parseStringASCII(buf) {
    return buf.toString('ascii');
}
// Parse a Date from the DER-encoded buffer
// https://www.rfc-editor.org/rfc/rfc5280#section-4.1.2.5.1
function parseTime(buf, shortYear) {
    const timeStr = parseStringASCII(buf);
    // Parse the time string into matches - captured groups start at index 1
    const m = shortYear
        ? RE_TIME_SHORT_YEAR.exec(timeStr)
        : RE_TIME_LONG_YEAR.exec(timeStr);
    if (!m) {
        throw new Error('invalid time');
    }
    // Translate dates with a 2-digit year to 4 digits per the spec
    if (shortYear) {
        let year = Number(m[1]);
        year += year >= 50 ? 1900 : 2000;
        m[1] = year.toString();
    }
    // Translate to ISO8601 format and parse
    return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
}
// Parse an OID from the DER-encoded buffer
// https://learn.microsoft.com/en-us/windows/win32/seccertenroll/about-object-identifier
function parseOID(buf) {
    let pos = 0;
    const end = buf.length;
    // Consume first byte which encodes the first two OID components
    let n = buf[pos++];
    const first = Math.floor(n / 40);
    const second = n % 40;
    let oid = `${first}.${second}`;
    // Consume remaining bytes. Use a BigInt accumulator so that arcs which
    // exceed 32 bits are not silently truncated (a truncated arc could be made
    // to collide with a trusted OID).
    let val = 0n;
    for (; pos < end; ++pos) {
        n = buf[pos];
        val = (val << 7n) + BigInt(n & 0x7f);
        // If the left-most bit is NOT set, then this is the last byte in the
        // sequence and we can add the value to the OID and reset the accumulator
        if ((n & 0x80) === 0) {
            oid += `.${val}`;
            val = 0n;
        }
    }
    return oid;
}
// Parse a boolean from the DER-encoded buffer
// https://learn.microsoft.com/en-us/windows/win32/seccertenroll/about-basic-types#boolean
function parseBoolean(buf) {
    // DER requires a BOOLEAN to be a single byte that is either 0x00 (false) or
    // 0xff (true). Reject any other (non-canonical) encoding.
    if (buf.length !== 1) {
        throw new error_1.ASN1ParseError('invalid boolean');
    }
    switch (buf[0]) {
        case 0x00:
            return false;
        case 0xff:
            return true;
        default:
            throw new error_1.ASN1ParseError('invalid boolean');
    }
}
// Parse a bit string from the DER-encoded buffer
// https://learn.microsoft.com/en-us/windows/win32/seccertenroll/about-bit-string
function parseBitString(buf) {
    // First byte tell us how many unused bits are in the last byte
    const unused = buf[0];
    // The number of unused bits must be in the range 0-7.
    if (unused > 7) {
        throw new error_1.ASN1ParseError('invalid bit string');
    }
    const start = 1;
    const end = buf.length;
    const bits = [];
    for (let i = start; i < end; ++i) {
        const byte = buf[i];
        // The skip value is only used for the last byte
        const skip = i === end - 1 ? unused : 0;
        // Iterate over each bit in the byte (most significant first)
        for (let j = 7; j >= skip; --j) {
            // Read the bit and add it to the bit string
            bits.push((byte >> j) & 0x01);
        }
    }
    return bits;
}


/***/ }),

/***/ 59343:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ASN1Tag = void 0;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const error_1 = __nccwpck_require__(11121);
const UNIVERSAL_TAG = {
    BOOLEAN: 0x01,
    INTEGER: 0x02,
    BIT_STRING: 0x03,
    OCTET_STRING: 0x04,
    OBJECT_IDENTIFIER: 0x06,
    SEQUENCE: 0x10,
    SET: 0x11,
    PRINTABLE_STRING: 0x13,
    UTC_TIME: 0x17,
    GENERALIZED_TIME: 0x18,
};
const TAG_CLASS = {
    UNIVERSAL: 0x00,
    APPLICATION: 0x01,
    CONTEXT_SPECIFIC: 0x02,
    PRIVATE: 0x03,
};
// https://learn.microsoft.com/en-us/windows/win32/seccertenroll/about-encoded-tag-bytes
class ASN1Tag {
    number;
    constructed;
    class;
    constructor(enc) {
        // Bits 0 through 4 are the tag number
        this.number = enc & 0x1f;
        // Bit 5 is the constructed bit
        this.constructed = (enc & 0x20) === 0x20;
        // Bit 6 & 7 are the class
        this.class = enc >> 6;
        if (this.number === 0x1f) {
            throw new error_1.ASN1ParseError('long form tags not supported');
        }
        if (this.class === TAG_CLASS.UNIVERSAL && this.number === 0x00) {
            throw new error_1.ASN1ParseError('unsupported tag 0x00');
        }
    }
    isUniversal() {
        return this.class === TAG_CLASS.UNIVERSAL;
    }
    isContextSpecific(num) {
        const res = this.class === TAG_CLASS.CONTEXT_SPECIFIC;
        return num !== undefined ? res && this.number === num : res;
    }
    isBoolean() {
        return this.isUniversal() && this.number === UNIVERSAL_TAG.BOOLEAN;
    }
    isInteger() {
        return this.isUniversal() && this.number === UNIVERSAL_TAG.INTEGER;
    }
    isBitString() {
        return this.isUniversal() && this.number === UNIVERSAL_TAG.BIT_STRING;
    }
    isOctetString() {
        return this.isUniversal() && this.number === UNIVERSAL_TAG.OCTET_STRING;
    }
    isOID() {
        return (this.isUniversal() && this.number === UNIVERSAL_TAG.OBJECT_IDENTIFIER);
    }
    isUTCTime() {
        return this.isUniversal() && this.number === UNIVERSAL_TAG.UTC_TIME;
    }
    isGeneralizedTime() {
        return this.isUniversal() && this.number === UNIVERSAL_TAG.GENERALIZED_TIME;
    }
    toDER() {
        return this.number | (this.constructed ? 0x20 : 0x00) | (this.class << 6);
    }
}
exports.ASN1Tag = ASN1Tag;


/***/ }),

/***/ 69368:
/***/ (function(__unused_webpack_module, exports, __nccwpck_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.createPublicKey = createPublicKey;
exports.digest = digest;
exports.verify = verify;
exports.bufferEqual = bufferEqual;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const crypto_1 = __importDefault(__nccwpck_require__(76982));
function createPublicKey(key, type = 'spki') {
    if (typeof key === 'string') {
        if (key.startsWith('-----')) {
            return crypto_1.default.createPublicKey(key);
        }
        else {
            return crypto_1.default.createPublicKey({
                key: Buffer.from(key, 'base64'),
                format: 'der',
                type: type,
            });
        }
    }
    else {
        return crypto_1.default.createPublicKey({ key, format: 'der', type: type });
    }
}
function digest(algorithm, ...data) {
    const hash = crypto_1.default.createHash(algorithm);
    for (const d of data) {
        hash.update(d);
    }
    return hash.digest();
}
function verify(data, key, signature, algorithm) {
    // The try/catch is to work around an issue in Node 14.x where verify throws
    // an error in some scenarios if the signature is invalid.
    try {
        return crypto_1.default.verify(algorithm, data, key, signature);
    }
    catch (e) {
        /* istanbul ignore next */
        return false;
    }
}
function bufferEqual(a, b) {
    try {
        return crypto_1.default.timingSafeEqual(a, b);
    }
    catch {
        /* istanbul ignore next */
        return false;
    }
}


/***/ }),

/***/ 49032:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.preAuthEncoding = preAuthEncoding;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const PAE_PREFIX = 'DSSEv1';
// DSSE Pre-Authentication Encoding
function preAuthEncoding(payloadType, payload) {
    const typeBytes = Buffer.from(payloadType, 'utf-8');
    return Buffer.concat([
        Buffer.from(`${PAE_PREFIX} ${typeBytes.length} `, 'ascii'),
        typeBytes,
        Buffer.from(` ${payload.length} `, 'ascii'),
        payload,
    ]);
}


/***/ }),

/***/ 52788:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.base64Encode = base64Encode;
exports.base64Decode = base64Decode;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const BASE64_ENCODING = 'base64';
const UTF8_ENCODING = 'utf-8';
function base64Encode(str) {
    return Buffer.from(str, UTF8_ENCODING).toString(BASE64_ENCODING);
}
function base64Decode(str) {
    return Buffer.from(str, BASE64_ENCODING).toString(UTF8_ENCODING);
}


/***/ }),

/***/ 83917:
/***/ (function(__unused_webpack_module, exports, __nccwpck_require__) {


var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.X509SCTExtension = exports.X509Certificate = exports.EXTENSION_OID_SCT = exports.ByteStream = exports.RFC3161Timestamp = exports.pem = exports.json = exports.encoding = exports.dsse = exports.crypto = exports.ASN1Obj = void 0;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
var asn1_1 = __nccwpck_require__(86027);
Object.defineProperty(exports, "ASN1Obj", ({ enumerable: true, get: function () { return asn1_1.ASN1Obj; } }));
exports.crypto = __importStar(__nccwpck_require__(69368));
exports.dsse = __importStar(__nccwpck_require__(49032));
exports.encoding = __importStar(__nccwpck_require__(52788));
exports.json = __importStar(__nccwpck_require__(13327));
exports.pem = __importStar(__nccwpck_require__(1055));
var rfc3161_1 = __nccwpck_require__(20994);
Object.defineProperty(exports, "RFC3161Timestamp", ({ enumerable: true, get: function () { return rfc3161_1.RFC3161Timestamp; } }));
var stream_1 = __nccwpck_require__(1673);
Object.defineProperty(exports, "ByteStream", ({ enumerable: true, get: function () { return stream_1.ByteStream; } }));
var x509_1 = __nccwpck_require__(49358);
Object.defineProperty(exports, "EXTENSION_OID_SCT", ({ enumerable: true, get: function () { return x509_1.EXTENSION_OID_SCT; } }));
Object.defineProperty(exports, "X509Certificate", ({ enumerable: true, get: function () { return x509_1.X509Certificate; } }));
Object.defineProperty(exports, "X509SCTExtension", ({ enumerable: true, get: function () { return x509_1.X509SCTExtension; } }));


/***/ }),

/***/ 13327:
/***/ ((__unused_webpack_module, exports) => {


/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.canonicalize = canonicalize;
// JSON canonicalization per https://github.com/cyberphone/json-canonicalization
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function canonicalize(object) {
    let buffer = '';
    if (object === null || typeof object !== 'object' || object.toJSON != null) {
        // Primitives or toJSONable objects
        buffer += JSON.stringify(object);
    }
    else if (Array.isArray(object)) {
        // Array - maintain element order
        buffer += '[';
        let first = true;
        object.forEach((element) => {
            if (!first) {
                buffer += ',';
            }
            first = false;
            // recursive call
            buffer += canonicalize(element);
        });
        buffer += ']';
    }
    else {
        // Object - Sort properties before serializing
        buffer += '{';
        let first = true;
        Object.keys(object)
            .sort()
            .forEach((property) => {
            if (!first) {
                buffer += ',';
            }
            first = false;
            buffer += JSON.stringify(property);
            buffer += ':';
            // recursive call
            buffer += canonicalize(object[property]);
        });
        buffer += '}';
    }
    return buffer;
}


/***/ }),

/***/ 91817:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SHA2_HASH_ALGOS = exports.RSA_SIGNATURE_ALGOS = exports.ECDSA_SIGNATURE_ALGOS = void 0;
exports.ECDSA_SIGNATURE_ALGOS = {
    '1.2.840.10045.4.3.1': 'sha224',
    '1.2.840.10045.4.3.2': 'sha256',
    '1.2.840.10045.4.3.3': 'sha384',
    '1.2.840.10045.4.3.4': 'sha512',
};
exports.RSA_SIGNATURE_ALGOS = {
    '1.2.840.113549.1.1.14': 'sha224',
    '1.2.840.113549.1.1.11': 'sha256',
    '1.2.840.113549.1.1.12': 'sha384',
    '1.2.840.113549.1.1.13': 'sha512',
};
exports.SHA2_HASH_ALGOS = {
    '2.16.840.1.101.3.4.2.1': 'sha256',
    '2.16.840.1.101.3.4.2.2': 'sha384',
    '2.16.840.1.101.3.4.2.3': 'sha512',
};


/***/ }),

/***/ 1055:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.toDER = toDER;
exports.fromDER = fromDER;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const PEM_HEADER = /-----BEGIN (.*)-----/;
const PEM_FOOTER = /-----END (.*)-----/;
function toDER(certificate) {
    let der = '';
    certificate.split('\n').forEach((line) => {
        if (line.match(PEM_HEADER) || line.match(PEM_FOOTER)) {
            return;
        }
        der += line;
    });
    return Buffer.from(der, 'base64');
}
// Translates a DER-encoded buffer into a PEM-encoded string. Standard PEM
// encoding dictates that each certificate should have a trailing newline after
// the footer.
function fromDER(certificate, type = 'CERTIFICATE') {
    // Base64-encode the certificate.
    const der = certificate.toString('base64');
    // Split the certificate into lines of 64 characters.
    const lines = der.match(/.{1,64}/g) || '';
    return [`-----BEGIN ${type}-----`, ...lines, `-----END ${type}-----`]
        .join('\n')
        .concat('\n');
}


/***/ }),

/***/ 97512:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RFC3161TimestampVerificationError = void 0;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
class RFC3161TimestampVerificationError extends Error {
}
exports.RFC3161TimestampVerificationError = RFC3161TimestampVerificationError;


/***/ }),

/***/ 20994:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RFC3161Timestamp = void 0;
var timestamp_1 = __nccwpck_require__(92714);
Object.defineProperty(exports, "RFC3161Timestamp", ({ enumerable: true, get: function () { return timestamp_1.RFC3161Timestamp; } }));


/***/ }),

/***/ 92714:
/***/ (function(__unused_webpack_module, exports, __nccwpck_require__) {


var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RFC3161Timestamp = void 0;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const asn1_1 = __nccwpck_require__(86027);
const crypto = __importStar(__nccwpck_require__(69368));
const oid_1 = __nccwpck_require__(91817);
const error_1 = __nccwpck_require__(97512);
const tstinfo_1 = __nccwpck_require__(62925);
const OID_PKCS9_CONTENT_TYPE_SIGNED_DATA = '1.2.840.113549.1.7.2';
const OID_PKCS9_CONTENT_TYPE_TSTINFO = '1.2.840.113549.1.9.16.1.4';
const OID_PKCS9_MESSAGE_DIGEST_KEY = '1.2.840.113549.1.9.4';
class RFC3161Timestamp {
    root;
    constructor(asn1) {
        this.root = asn1;
    }
    static parse(der) {
        const asn1 = asn1_1.ASN1Obj.parseBuffer(der);
        return new RFC3161Timestamp(asn1);
    }
    get status() {
        return this.pkiStatusInfoObj.subs[0].toInteger();
    }
    get contentType() {
        return this.contentTypeObj.toOID();
    }
    get eContentType() {
        return this.eContentTypeObj.toOID();
    }
    get signingTime() {
        return this.tstInfo.genTime;
    }
    get signerIssuer() {
        return this.signerSidObj.subs[0].value;
    }
    get signerSerialNumber() {
        return this.signerSidObj.subs[1].value;
    }
    get signerDigestAlgorithm() {
        const oid = this.signerDigestAlgorithmObj.subs[0].toOID();
        return oid_1.SHA2_HASH_ALGOS[oid];
    }
    get signatureAlgorithm() {
        const oid = this.signatureAlgorithmObj.subs[0].toOID();
        return oid_1.ECDSA_SIGNATURE_ALGOS[oid];
    }
    get signatureValue() {
        return this.signatureValueObj.value;
    }
    get tstInfo() {
        // Need to unpack tstInfo from an OCTET STRING
        return new tstinfo_1.TSTInfo(this.eContentObj.subs[0].subs[0]);
    }
    verify(data, publicKey) {
        if (!this.timeStampTokenObj) {
            throw new error_1.RFC3161TimestampVerificationError('timeStampToken is missing');
        }
        // Check for expected ContentInfo content type
        if (this.contentType !== OID_PKCS9_CONTENT_TYPE_SIGNED_DATA) {
            throw new error_1.RFC3161TimestampVerificationError(`incorrect content type: ${this.contentType}`);
        }
        // Check for expected encapsulated content type
        if (this.eContentType !== OID_PKCS9_CONTENT_TYPE_TSTINFO) {
            throw new error_1.RFC3161TimestampVerificationError(`incorrect encapsulated content type: ${this.eContentType}`);
        }
        // Check that the tstInfo references the correct artifact
        this.tstInfo.verify(data);
        // Check that the signed message digest matches the tstInfo
        this.verifyMessageDigest();
        // Check that the signature is valid for the signed attributes
        this.verifySignature(publicKey);
    }
    verifyMessageDigest() {
        // Check that the tstInfo matches the signed data
        const tstInfoDigest = crypto.digest(this.signerDigestAlgorithm, this.tstInfo.raw);
        const expectedDigest = this.messageDigestAttributeObj.subs[1].subs[0].value;
        if (!crypto.bufferEqual(tstInfoDigest, expectedDigest)) {
            throw new error_1.RFC3161TimestampVerificationError('signed data does not match tstInfo');
        }
    }
    verifySignature(key) {
        // Encode the signed attributes for verification
        const signedAttrs = this.signedAttrsObj.toDER();
        signedAttrs[0] = 0x31; // Change context-specific tag to SET
        // Check that the signature is valid for the signed attributes
        const verified = crypto.verify(signedAttrs, key, this.signatureValue, this.signatureAlgorithm);
        if (!verified) {
            throw new error_1.RFC3161TimestampVerificationError('signature verification failed');
        }
    }
    // https://www.rfc-editor.org/rfc/rfc3161#section-2.4.2
    get pkiStatusInfoObj() {
        // pkiStatusInfo is the first element of the timestamp response sequence
        return this.root.subs[0];
    }
    // https://www.rfc-editor.org/rfc/rfc3161#section-2.4.2
    get timeStampTokenObj() {
        // timeStampToken is the first element of the timestamp response sequence
        return this.root.subs[1];
    }
    // https://datatracker.ietf.org/doc/html/rfc5652#section-3
    get contentTypeObj() {
        return this.timeStampTokenObj.subs[0];
    }
    // https://www.rfc-editor.org/rfc/rfc5652#section-3
    get signedDataObj() {
        const obj = this.timeStampTokenObj.subs.find((sub) => sub.tag.isContextSpecific(0x00));
        return obj.subs[0];
    }
    // https://datatracker.ietf.org/doc/html/rfc5652#section-5.1
    get encapContentInfoObj() {
        return this.signedDataObj.subs[2];
    }
    // https://datatracker.ietf.org/doc/html/rfc5652#section-5.1
    get signerInfosObj() {
        // SignerInfos is the last element of the signed data sequence
        const sd = this.signedDataObj;
        return sd.subs[sd.subs.length - 1];
    }
    // https://www.rfc-editor.org/rfc/rfc5652#section-5.1
    get signerInfoObj() {
        // Only supporting one signer
        return this.signerInfosObj.subs[0];
    }
    // https://datatracker.ietf.org/doc/html/rfc5652#section-5.2
    get eContentTypeObj() {
        return this.encapContentInfoObj.subs[0];
    }
    // https://datatracker.ietf.org/doc/html/rfc5652#section-5.2
    get eContentObj() {
        return this.encapContentInfoObj.subs[1];
    }
    // https://datatracker.ietf.org/doc/html/rfc5652#section-5.3
    get signedAttrsObj() {
        const signedAttrs = this.signerInfoObj.subs.find((sub) => sub.tag.isContextSpecific(0x00));
        return signedAttrs;
    }
    // https://datatracker.ietf.org/doc/html/rfc5652#section-5.3
    get messageDigestAttributeObj() {
        const messageDigest = this.signedAttrsObj.subs.find((sub) => sub.subs[0].tag.isOID() &&
            sub.subs[0].toOID() === OID_PKCS9_MESSAGE_DIGEST_KEY);
        return messageDigest;
    }
    // https://datatracker.ietf.org/doc/html/rfc5652#section-5.3
    get signerSidObj() {
        return this.signerInfoObj.subs[1];
    }
    // https://datatracker.ietf.org/doc/html/rfc5652#section-5.3
    get signerDigestAlgorithmObj() {
        // Signature is the 2nd element of the signerInfoObj object
        return this.signerInfoObj.subs[2];
    }
    // https://datatracker.ietf.org/doc/html/rfc5652#section-5.3
    get signatureAlgorithmObj() {
        // Signature is the 4th element of the signerInfoObj object
        return this.signerInfoObj.subs[4];
    }
    // https://datatracker.ietf.org/doc/html/rfc5652#section-5.3
    get signatureValueObj() {
        // Signature is the 6th element of the signerInfoObj object
        return this.signerInfoObj.subs[5];
    }
}
exports.RFC3161Timestamp = RFC3161Timestamp;


/***/ }),

/***/ 62925:
/***/ (function(__unused_webpack_module, exports, __nccwpck_require__) {


var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.TSTInfo = void 0;
const crypto = __importStar(__nccwpck_require__(69368));
const oid_1 = __nccwpck_require__(91817);
const error_1 = __nccwpck_require__(97512);
class TSTInfo {
    root;
    constructor(asn1) {
        this.root = asn1;
    }
    get version() {
        return this.root.subs[0].toInteger();
    }
    get genTime() {
        return this.root.subs[4].toDate();
    }
    get messageImprintHashAlgorithm() {
        const oid = this.messageImprintObj.subs[0].subs[0].toOID();
        return oid_1.SHA2_HASH_ALGOS[oid];
    }
    get messageImprintHashedMessage() {
        return this.messageImprintObj.subs[1].value;
    }
    get raw() {
        return this.root.toDER();
    }
    verify(data) {
        const digest = crypto.digest(this.messageImprintHashAlgorithm, data);
        if (!crypto.bufferEqual(digest, this.messageImprintHashedMessage)) {
            throw new error_1.RFC3161TimestampVerificationError('message imprint does not match artifact');
        }
    }
    // https://www.rfc-editor.org/rfc/rfc3161#section-2.4.2
    get messageImprintObj() {
        return this.root.subs[2];
    }
}
exports.TSTInfo = TSTInfo;


/***/ }),

/***/ 1673:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ByteStream = void 0;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
class StreamError extends Error {
}
class ByteStream {
    static BLOCK_SIZE = 1024;
    buf;
    view;
    start = 0;
    constructor(buffer) {
        if (buffer) {
            this.buf = buffer;
            this.view = Buffer.from(buffer);
        }
        else {
            this.buf = Buffer.alloc(0);
            this.view = Buffer.from(this.buf);
        }
    }
    get buffer() {
        return this.view.subarray(0, this.start);
    }
    get length() {
        return this.view.byteLength;
    }
    get position() {
        return this.start;
    }
    seek(position) {
        this.start = position;
    }
    // Returns a Buffer containing the specified number of bytes starting at the
    // given start position.
    slice(start, len) {
        const end = start + len;
        if (end > this.length) {
            throw new StreamError('request past end of buffer');
        }
        return this.view.subarray(start, end);
    }
    appendChar(char) {
        this.ensureCapacity(1);
        this.view[this.start] = char;
        this.start += 1;
    }
    appendUint16(num) {
        this.ensureCapacity(2);
        const value = new Uint16Array([num]);
        const view = new Uint8Array(value.buffer);
        this.view[this.start] = view[1];
        this.view[this.start + 1] = view[0];
        this.start += 2;
    }
    appendUint24(num) {
        this.ensureCapacity(3);
        const value = new Uint32Array([num]);
        const view = new Uint8Array(value.buffer);
        this.view[this.start] = view[2];
        this.view[this.start + 1] = view[1];
        this.view[this.start + 2] = view[0];
        this.start += 3;
    }
    appendView(view) {
        this.ensureCapacity(view.length);
        this.view.set(view, this.start);
        this.start += view.length;
    }
    getBlock(size) {
        if (size <= 0) {
            return Buffer.alloc(0);
        }
        if (this.start + size > this.view.length) {
            throw new Error('request past end of buffer');
        }
        const result = this.view.subarray(this.start, this.start + size);
        this.start += size;
        return result;
    }
    getUint8() {
        return this.getBlock(1)[0];
    }
    getUint16() {
        const block = this.getBlock(2);
        return (block[0] << 8) | block[1];
    }
    ensureCapacity(size) {
        if (this.start + size > this.view.byteLength) {
            const blockSize = ByteStream.BLOCK_SIZE + (size > ByteStream.BLOCK_SIZE ? size : 0);
            this.realloc(this.view.byteLength + blockSize);
        }
    }
    realloc(size) {
        const newArray = Buffer.alloc(size);
        const newView = Buffer.from(newArray);
        // Copy the old buffer into the new one
        newView.set(this.view);
        this.buf = newArray;
        this.view = newView;
    }
}
exports.ByteStream = ByteStream;


/***/ }),

/***/ 83566:
/***/ (function(__unused_webpack_module, exports, __nccwpck_require__) {


var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.X509Certificate = exports.EXTENSION_OID_SCT = void 0;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const asn1_1 = __nccwpck_require__(86027);
const crypto = __importStar(__nccwpck_require__(69368));
const oid_1 = __nccwpck_require__(91817);
const pem = __importStar(__nccwpck_require__(1055));
const ext_1 = __nccwpck_require__(96389);
const EXTENSION_OID_SUBJECT_KEY_ID = '2.5.29.14';
const EXTENSION_OID_KEY_USAGE = '2.5.29.15';
const EXTENSION_OID_SUBJECT_ALT_NAME = '2.5.29.17';
const EXTENSION_OID_BASIC_CONSTRAINTS = '2.5.29.19';
const EXTENSION_OID_AUTHORITY_KEY_ID = '2.5.29.35';
exports.EXTENSION_OID_SCT = '1.3.6.1.4.1.11129.2.4.2';
class X509Certificate {
    root;
    constructor(asn1) {
        this.root = asn1;
    }
    static parse(cert) {
        const der = typeof cert === 'string' ? pem.toDER(cert) : cert;
        const asn1 = asn1_1.ASN1Obj.parseBuffer(der);
        return new X509Certificate(asn1);
    }
    get tbsCertificate() {
        return this.tbsCertificateObj;
    }
    get version() {
        // version number is the first element of the version context specific tag
        const ver = this.versionObj.subs[0].toInteger();
        return `v${(ver + BigInt(1)).toString()}`;
    }
    get serialNumber() {
        return this.serialNumberObj.value;
    }
    get notBefore() {
        // notBefore is the first element of the validity sequence
        return this.validityObj.subs[0].toDate();
    }
    get notAfter() {
        // notAfter is the second element of the validity sequence
        return this.validityObj.subs[1].toDate();
    }
    get issuer() {
        return this.issuerObj.value;
    }
    get subject() {
        return this.subjectObj.value;
    }
    get publicKey() {
        return this.subjectPublicKeyInfoObj.toDER();
    }
    get signatureAlgorithm() {
        const oid = this.signatureAlgorithmObj.subs[0].toOID();
        if (oid_1.RSA_SIGNATURE_ALGOS[oid]) {
            return oid_1.RSA_SIGNATURE_ALGOS[oid];
        }
        return oid_1.ECDSA_SIGNATURE_ALGOS[oid];
    }
    get signatureValue() {
        // Signature value is a bit string, so we need to skip the first byte
        return this.signatureValueObj.value.subarray(1);
    }
    get subjectAltName() {
        const ext = this.extSubjectAltName;
        return ext?.uri || /* istanbul ignore next */ ext?.rfc822Name;
    }
    get extensions() {
        // The extension list is the first (and only) element of the extensions
        // context specific tag
        /* istanbul ignore next */
        const extSeq = this.extensionsObj?.subs[0];
        /* istanbul ignore next */
        return extSeq?.subs || [];
    }
    get extKeyUsage() {
        const ext = this.findExtension(EXTENSION_OID_KEY_USAGE);
        return ext ? new ext_1.X509KeyUsageExtension(ext) : undefined;
    }
    get extBasicConstraints() {
        const ext = this.findExtension(EXTENSION_OID_BASIC_CONSTRAINTS);
        return ext ? new ext_1.X509BasicConstraintsExtension(ext) : undefined;
    }
    get extSubjectAltName() {
        const ext = this.findExtension(EXTENSION_OID_SUBJECT_ALT_NAME);
        return ext ? new ext_1.X509SubjectAlternativeNameExtension(ext) : undefined;
    }
    get extAuthorityKeyID() {
        const ext = this.findExtension(EXTENSION_OID_AUTHORITY_KEY_ID);
        return ext ? new ext_1.X509AuthorityKeyIDExtension(ext) : undefined;
    }
    get extSubjectKeyID() {
        const ext = this.findExtension(EXTENSION_OID_SUBJECT_KEY_ID);
        return ext
            ? new ext_1.X509SubjectKeyIDExtension(ext)
            : /* istanbul ignore next */ undefined;
    }
    get extSCT() {
        const ext = this.findExtension(exports.EXTENSION_OID_SCT);
        return ext ? new ext_1.X509SCTExtension(ext) : undefined;
    }
    get isCA() {
        const ca = this.extBasicConstraints?.isCA || false;
        // If the KeyUsage extension is present, keyCertSign must be set
        /* istanbul ignore else */
        if (this.extKeyUsage) {
            return ca && this.extKeyUsage.keyCertSign;
        }
        // TODO: test coverage for this case
        /* istanbul ignore next */
        return ca;
    }
    extension(oid) {
        const ext = this.findExtension(oid);
        return ext ? new ext_1.X509Extension(ext) : undefined;
    }
    verify(issuerCertificate) {
        // Use the issuer's public key if provided, otherwise use the subject's
        const publicKey = issuerCertificate?.publicKey || this.publicKey;
        const key = crypto.createPublicKey(publicKey);
        return crypto.verify(this.tbsCertificate.toDER(), key, this.signatureValue, this.signatureAlgorithm);
    }
    validForDate(date) {
        return this.notBefore <= date && date <= this.notAfter;
    }
    equals(other) {
        return this.root.toDER().equals(other.root.toDER());
    }
    // Creates a copy of the certificate with a new buffer
    clone() {
        const der = this.root.toDER();
        const clone = Buffer.alloc(der.length);
        der.copy(clone);
        return X509Certificate.parse(clone);
    }
    findExtension(oid) {
        // Find the extension with the given OID. The OID will always be the first
        // element of the extension sequence
        return this.extensions.find((ext) => ext.subs[0].toOID() === oid);
    }
    /////////////////////////////////////////////////////////////////////////////
    // The following properties use the documented x509 structure to locate the
    // desired ASN.1 object
    // https://www.rfc-editor.org/rfc/rfc5280#section-4.1
    // https://www.rfc-editor.org/rfc/rfc5280#section-4.1.1.1
    get tbsCertificateObj() {
        // tbsCertificate is the first element of the certificate sequence
        return this.root.subs[0];
    }
    // https://www.rfc-editor.org/rfc/rfc5280#section-4.1.1.2
    get signatureAlgorithmObj() {
        // signatureAlgorithm is the second element of the certificate sequence
        return this.root.subs[1];
    }
    // https://www.rfc-editor.org/rfc/rfc5280#section-4.1.1.3
    get signatureValueObj() {
        // signatureValue is the third element of the certificate sequence
        return this.root.subs[2];
    }
    // https://www.rfc-editor.org/rfc/rfc5280#section-4.1.2.1
    get versionObj() {
        // version is the first element of the tbsCertificate sequence
        return this.tbsCertificateObj.subs[0];
    }
    // https://www.rfc-editor.org/rfc/rfc5280#section-4.1.2.2
    get serialNumberObj() {
        // serialNumber is the second element of the tbsCertificate sequence
        return this.tbsCertificateObj.subs[1];
    }
    // https://www.rfc-editor.org/rfc/rfc5280#section-4.1.2.4
    get issuerObj() {
        // issuer is the fourth element of the tbsCertificate sequence
        return this.tbsCertificateObj.subs[3];
    }
    // https://www.rfc-editor.org/rfc/rfc5280#section-4.1.2.5
    get validityObj() {
        // version is the fifth element of the tbsCertificate sequence
        return this.tbsCertificateObj.subs[4];
    }
    // https://www.rfc-editor.org/rfc/rfc5280#section-4.1.2.6
    get subjectObj() {
        // subject is the sixth element of the tbsCertificate sequence
        return this.tbsCertificateObj.subs[5];
    }
    // https://www.rfc-editor.org/rfc/rfc5280#section-4.1.2.7
    get subjectPublicKeyInfoObj() {
        // subjectPublicKeyInfo is the seventh element of the tbsCertificate sequence
        return this.tbsCertificateObj.subs[6];
    }
    // Extensions can't be located by index because their position varies. Instead,
    // we need to find the extensions context specific tag
    // https://www.rfc-editor.org/rfc/rfc5280#section-4.1.2.9
    get extensionsObj() {
        return this.tbsCertificateObj.subs.find((sub) => sub.tag.isContextSpecific(0x03));
    }
}
exports.X509Certificate = X509Certificate;


/***/ }),

/***/ 96389:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.X509SCTExtension = exports.X509SubjectKeyIDExtension = exports.X509AuthorityKeyIDExtension = exports.X509SubjectAlternativeNameExtension = exports.X509KeyUsageExtension = exports.X509BasicConstraintsExtension = exports.X509Extension = void 0;
const stream_1 = __nccwpck_require__(1673);
const sct_1 = __nccwpck_require__(6144);
// https://www.rfc-editor.org/rfc/rfc5280#section-4.1
class X509Extension {
    root;
    constructor(asn1) {
        this.root = asn1;
    }
    get oid() {
        return this.root.subs[0].toOID();
    }
    get critical() {
        // The critical field is optional and will be the second element of the
        // extension sequence if present. Default to false if not present.
        return this.root.subs.length === 3 ? this.root.subs[1].toBoolean() : false;
    }
    get value() {
        return this.extnValueObj.value;
    }
    get valueObj() {
        return this.extnValueObj;
    }
    get extnValueObj() {
        // The extnValue field will be the last element of the extension sequence
        return this.root.subs[this.root.subs.length - 1];
    }
}
exports.X509Extension = X509Extension;
// https://www.rfc-editor.org/rfc/rfc5280#section-4.2.1.9
class X509BasicConstraintsExtension extends X509Extension {
    get isCA() {
        return this.sequence.subs[0]?.toBoolean() ?? false;
    }
    get pathLenConstraint() {
        return this.sequence.subs.length > 1
            ? this.sequence.subs[1].toInteger()
            : undefined;
    }
    // The extnValue field contains a single sequence wrapping the isCA and
    // pathLenConstraint.
    get sequence() {
        return this.extnValueObj.subs[0];
    }
}
exports.X509BasicConstraintsExtension = X509BasicConstraintsExtension;
// https://www.rfc-editor.org/rfc/rfc5280#section-4.2.1.3
class X509KeyUsageExtension extends X509Extension {
    get digitalSignature() {
        return this.bitString[0] === 1;
    }
    get keyCertSign() {
        return this.bitString[5] === 1;
    }
    get crlSign() {
        return this.bitString[6] === 1;
    }
    // The extnValue field contains a single bit string which is a bit mask
    // indicating which key usages are enabled.
    get bitString() {
        return this.extnValueObj.subs[0].toBitString();
    }
}
exports.X509KeyUsageExtension = X509KeyUsageExtension;
// https://www.rfc-editor.org/rfc/rfc5280#section-4.2.1.6
class X509SubjectAlternativeNameExtension extends X509Extension {
    get rfc822Name() {
        return this.findGeneralName(0x01)?.value.toString('ascii');
    }
    get uri() {
        return this.findGeneralName(0x06)?.value.toString('ascii');
    }
    // Retrieve the value of an otherName with the given OID.
    otherName(oid) {
        const otherName = this.findGeneralName(0x00);
        if (otherName === undefined) {
            return undefined;
        }
        // The otherName is a sequence containing an OID and a value.
        // Need to check that the OID matches the one we're looking for.
        const otherNameOID = otherName.subs[0].toOID();
        if (otherNameOID !== oid) {
            return undefined;
        }
        // The otherNameValue is a sequence containing the actual value.
        const otherNameValue = otherName.subs[1];
        return otherNameValue.subs[0].value.toString('ascii');
    }
    findGeneralName(tag) {
        return this.generalNames.find((gn) => gn.tag.isContextSpecific(tag));
    }
    // The extnValue field contains a sequence of GeneralNames.
    get generalNames() {
        return this.extnValueObj.subs[0].subs;
    }
}
exports.X509SubjectAlternativeNameExtension = X509SubjectAlternativeNameExtension;
// https://www.rfc-editor.org/rfc/rfc5280#section-4.2.1.1
class X509AuthorityKeyIDExtension extends X509Extension {
    get keyIdentifier() {
        return this.findSequenceMember(0x00)?.value;
    }
    findSequenceMember(tag) {
        return this.sequence.subs.find((el) => el.tag.isContextSpecific(tag));
    }
    // The extnValue field contains a single sequence wrapping the keyIdentifier
    get sequence() {
        return this.extnValueObj.subs[0];
    }
}
exports.X509AuthorityKeyIDExtension = X509AuthorityKeyIDExtension;
// https://www.rfc-editor.org/rfc/rfc5280#section-4.2.1.2
class X509SubjectKeyIDExtension extends X509Extension {
    get keyIdentifier() {
        return this.extnValueObj.subs[0].value;
    }
}
exports.X509SubjectKeyIDExtension = X509SubjectKeyIDExtension;
// https://www.rfc-editor.org/rfc/rfc6962#section-3.3
class X509SCTExtension extends X509Extension {
    constructor(asn1) {
        super(asn1);
    }
    get signedCertificateTimestamps() {
        const buf = this.extnValueObj.subs[0].value;
        const stream = new stream_1.ByteStream(buf);
        // The overall list length is encoded in the first two bytes -- note this
        // is the length of the list in bytes, NOT the number of SCTs in the list
        const end = stream.getUint16() + 2;
        const sctList = [];
        while (stream.position < end) {
            // Read the length of the next SCT
            const sctLength = stream.getUint16();
            // Slice out the bytes for the next SCT and parse it
            const sct = stream.getBlock(sctLength);
            sctList.push(sct_1.SignedCertificateTimestamp.parse(sct));
        }
        if (stream.position !== end) {
            throw new Error('SCT list length does not match actual length');
        }
        return sctList;
    }
}
exports.X509SCTExtension = X509SCTExtension;


/***/ }),

/***/ 49358:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.X509SCTExtension = exports.X509Certificate = exports.EXTENSION_OID_SCT = void 0;
var cert_1 = __nccwpck_require__(83566);
Object.defineProperty(exports, "EXTENSION_OID_SCT", ({ enumerable: true, get: function () { return cert_1.EXTENSION_OID_SCT; } }));
Object.defineProperty(exports, "X509Certificate", ({ enumerable: true, get: function () { return cert_1.X509Certificate; } }));
var ext_1 = __nccwpck_require__(96389);
Object.defineProperty(exports, "X509SCTExtension", ({ enumerable: true, get: function () { return ext_1.X509SCTExtension; } }));


/***/ }),

/***/ 6144:
/***/ (function(__unused_webpack_module, exports, __nccwpck_require__) {


var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SignedCertificateTimestamp = void 0;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const crypto = __importStar(__nccwpck_require__(69368));
const stream_1 = __nccwpck_require__(1673);
class SignedCertificateTimestamp {
    version;
    logID;
    timestamp;
    extensions;
    hashAlgorithm;
    signatureAlgorithm;
    signature;
    constructor(options) {
        this.version = options.version;
        this.logID = options.logID;
        this.timestamp = options.timestamp;
        this.extensions = options.extensions;
        this.hashAlgorithm = options.hashAlgorithm;
        this.signatureAlgorithm = options.signatureAlgorithm;
        this.signature = options.signature;
    }
    get datetime() {
        return new Date(Number(this.timestamp.readBigInt64BE()));
    }
    // Returns the hash algorithm used to generate the SCT's signature.
    // https://www.rfc-editor.org/rfc/rfc5246#section-7.4.1.4.1
    get algorithm() {
        switch (this.hashAlgorithm) {
            /* istanbul ignore next */
            case 0:
                return 'none';
            /* istanbul ignore next */
            case 1:
                return 'md5';
            /* istanbul ignore next */
            case 2:
                return 'sha1';
            /* istanbul ignore next */
            case 3:
                return 'sha224';
            case 4:
                return 'sha256';
            /* istanbul ignore next */
            case 5:
                return 'sha384';
            /* istanbul ignore next */
            case 6:
                return 'sha512';
            /* istanbul ignore next */
            default:
                return 'unknown';
        }
    }
    verify(preCert, key) {
        // Assemble the digitally-signed struct (the data over which the signature
        // was generated).
        // https://www.rfc-editor.org/rfc/rfc6962#section-3.2
        const stream = new stream_1.ByteStream();
        stream.appendChar(this.version);
        stream.appendChar(0x00); // SignatureType = certificate_timestamp(0)
        stream.appendView(this.timestamp);
        stream.appendUint16(0x01); // LogEntryType = precert_entry(1)
        stream.appendView(preCert);
        stream.appendUint16(this.extensions.byteLength);
        /* istanbul ignore next - extensions are very uncommon */
        if (this.extensions.byteLength > 0) {
            stream.appendView(this.extensions);
        }
        return crypto.verify(stream.buffer, key, this.signature, this.algorithm);
    }
    // Parses a SignedCertificateTimestamp from a buffer. SCTs are encoded using
    // TLS encoding which means the fields and lengths of most fields are
    // specified as part of the SCT and TLS specs.
    // https://www.rfc-editor.org/rfc/rfc6962#section-3.2
    // https://www.rfc-editor.org/rfc/rfc5246#section-7.4.1.4.1
    static parse(buf) {
        const stream = new stream_1.ByteStream(buf);
        // Version - enum { v1(0), (255) }
        const version = stream.getUint8();
        // Log ID  - struct { opaque key_id[32]; }
        const logID = stream.getBlock(32);
        // Timestamp - uint64
        const timestamp = stream.getBlock(8);
        // Extensions - opaque extensions<0..2^16-1>;
        const extenstionLength = stream.getUint16();
        const extensions = stream.getBlock(extenstionLength);
        // Hash algo - enum { sha256(4), . . . (255) }
        const hashAlgorithm = stream.getUint8();
        // Signature algo - enum { anonymous(0), rsa(1), dsa(2), ecdsa(3), (255) }
        const signatureAlgorithm = stream.getUint8();
        // Signature  - opaque signature<0..2^16-1>;
        const sigLength = stream.getUint16();
        const signature = stream.getBlock(sigLength);
        // Check that we read the entire buffer
        if (stream.position !== buf.length) {
            throw new Error('SCT buffer length mismatch');
        }
        return new SignedCertificateTimestamp({
            version,
            logID,
            timestamp,
            extensions,
            hashAlgorithm,
            signatureAlgorithm,
            signature,
        });
    }
}
exports.SignedCertificateTimestamp = SignedCertificateTimestamp;


/***/ }),

/***/ 47030:
/***/ ((__unused_webpack_module, exports) => {


// Code generated by protoc-gen-ts_proto. DO NOT EDIT.
// versions:
//   protoc-gen-ts_proto  v2.12.0
//   protoc               v7.35.1
// source: envelope.proto
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Signature = exports.Envelope = void 0;
exports.Envelope = {
    fromJSON(object) {
        return {
            payload: isSet(object.payload) ? Buffer.from(bytesFromBase64(object.payload)) : Buffer.alloc(0),
            payloadType: isSet(object.payloadType) ? globalThis.String(object.payloadType) : "",
            signatures: globalThis.Array.isArray(object?.signatures)
                ? object.signatures.map((e) => exports.Signature.fromJSON(e))
                : [],
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.payload.length !== 0) {
            obj.payload = base64FromBytes(message.payload);
        }
        if (message.payloadType !== "") {
            obj.payloadType = message.payloadType;
        }
        if (message.signatures?.length) {
            obj.signatures = message.signatures.map((e) => exports.Signature.toJSON(e));
        }
        return obj;
    },
};
exports.Signature = {
    fromJSON(object) {
        return {
            sig: isSet(object.sig) ? Buffer.from(bytesFromBase64(object.sig)) : Buffer.alloc(0),
            keyid: isSet(object.keyid) ? globalThis.String(object.keyid) : "",
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.sig.length !== 0) {
            obj.sig = base64FromBytes(message.sig);
        }
        if (message.keyid !== "") {
            obj.keyid = message.keyid;
        }
        return obj;
    },
};
function bytesFromBase64(b64) {
    return Uint8Array.from(globalThis.Buffer.from(b64, "base64"));
}
function base64FromBytes(arr) {
    return globalThis.Buffer.from(arr).toString("base64");
}
function isSet(value) {
    return value !== null && value !== undefined;
}


/***/ }),

/***/ 45000:
/***/ ((__unused_webpack_module, exports) => {


// Code generated by protoc-gen-ts_proto. DO NOT EDIT.
// versions:
//   protoc-gen-ts_proto  v2.12.0
//   protoc               v7.35.1
// source: google/protobuf/timestamp.proto
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Timestamp = void 0;
exports.Timestamp = {
    fromJSON(object) {
        return {
            seconds: isSet(object.seconds) ? globalThis.String(object.seconds) : "0",
            nanos: isSet(object.nanos) ? globalThis.Number(object.nanos) : 0,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.seconds !== "0") {
            obj.seconds = message.seconds;
        }
        if (message.nanos !== 0) {
            obj.nanos = Math.round(message.nanos);
        }
        return obj;
    },
};
function isSet(value) {
    return value !== null && value !== undefined;
}


/***/ }),

/***/ 36764:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


// Code generated by protoc-gen-ts_proto. DO NOT EDIT.
// versions:
//   protoc-gen-ts_proto  v2.12.0
//   protoc               v7.35.1
// source: rekor/v2/dsse.proto
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DSSELogEntryV002 = exports.DSSERequestV002 = void 0;
/* eslint-disable */
const envelope_1 = __nccwpck_require__(47030);
const sigstore_common_1 = __nccwpck_require__(5334);
const verifier_1 = __nccwpck_require__(7543);
exports.DSSERequestV002 = {
    fromJSON(object) {
        return {
            envelope: isSet(object.envelope) ? envelope_1.Envelope.fromJSON(object.envelope) : undefined,
            verifiers: globalThis.Array.isArray(object?.verifiers)
                ? object.verifiers.map((e) => verifier_1.Verifier.fromJSON(e))
                : [],
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.envelope !== undefined) {
            obj.envelope = envelope_1.Envelope.toJSON(message.envelope);
        }
        if (message.verifiers?.length) {
            obj.verifiers = message.verifiers.map((e) => verifier_1.Verifier.toJSON(e));
        }
        return obj;
    },
};
exports.DSSELogEntryV002 = {
    fromJSON(object) {
        return {
            payloadHash: isSet(object.payloadHash) ? sigstore_common_1.HashOutput.fromJSON(object.payloadHash) : undefined,
            signatures: globalThis.Array.isArray(object?.signatures)
                ? object.signatures.map((e) => verifier_1.Signature.fromJSON(e))
                : [],
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.payloadHash !== undefined) {
            obj.payloadHash = sigstore_common_1.HashOutput.toJSON(message.payloadHash);
        }
        if (message.signatures?.length) {
            obj.signatures = message.signatures.map((e) => verifier_1.Signature.toJSON(e));
        }
        return obj;
    },
};
function isSet(value) {
    return value !== null && value !== undefined;
}


/***/ }),

/***/ 381:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


// Code generated by protoc-gen-ts_proto. DO NOT EDIT.
// versions:
//   protoc-gen-ts_proto  v2.12.0
//   protoc               v7.35.1
// source: rekor/v2/entry.proto
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.CreateEntryRequest = exports.Spec = exports.Entry = void 0;
/* eslint-disable */
const dsse_1 = __nccwpck_require__(36764);
const hashedrekord_1 = __nccwpck_require__(4969);
exports.Entry = {
    fromJSON(object) {
        return {
            kind: isSet(object.kind) ? globalThis.String(object.kind) : "",
            apiVersion: isSet(object.apiVersion) ? globalThis.String(object.apiVersion) : "",
            spec: isSet(object.spec) ? exports.Spec.fromJSON(object.spec) : undefined,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.kind !== "") {
            obj.kind = message.kind;
        }
        if (message.apiVersion !== "") {
            obj.apiVersion = message.apiVersion;
        }
        if (message.spec !== undefined) {
            obj.spec = exports.Spec.toJSON(message.spec);
        }
        return obj;
    },
};
exports.Spec = {
    fromJSON(object) {
        return {
            spec: isSet(object.hashedRekordV002)
                ? { $case: "hashedRekordV002", hashedRekordV002: hashedrekord_1.HashedRekordLogEntryV002.fromJSON(object.hashedRekordV002) }
                : isSet(object.dsseV002)
                    ? { $case: "dsseV002", dsseV002: dsse_1.DSSELogEntryV002.fromJSON(object.dsseV002) }
                    : undefined,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.spec?.$case === "hashedRekordV002") {
            obj.hashedRekordV002 = hashedrekord_1.HashedRekordLogEntryV002.toJSON(message.spec.hashedRekordV002);
        }
        else if (message.spec?.$case === "dsseV002") {
            obj.dsseV002 = dsse_1.DSSELogEntryV002.toJSON(message.spec.dsseV002);
        }
        return obj;
    },
};
exports.CreateEntryRequest = {
    fromJSON(object) {
        return {
            spec: isSet(object.hashedRekordRequestV002)
                ? {
                    $case: "hashedRekordRequestV002",
                    hashedRekordRequestV002: hashedrekord_1.HashedRekordRequestV002.fromJSON(object.hashedRekordRequestV002),
                }
                : isSet(object.dsseRequestV002)
                    ? { $case: "dsseRequestV002", dsseRequestV002: dsse_1.DSSERequestV002.fromJSON(object.dsseRequestV002) }
                    : undefined,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.spec?.$case === "hashedRekordRequestV002") {
            obj.hashedRekordRequestV002 = hashedrekord_1.HashedRekordRequestV002.toJSON(message.spec.hashedRekordRequestV002);
        }
        else if (message.spec?.$case === "dsseRequestV002") {
            obj.dsseRequestV002 = dsse_1.DSSERequestV002.toJSON(message.spec.dsseRequestV002);
        }
        return obj;
    },
};
function isSet(value) {
    return value !== null && value !== undefined;
}


/***/ }),

/***/ 4969:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


// Code generated by protoc-gen-ts_proto. DO NOT EDIT.
// versions:
//   protoc-gen-ts_proto  v2.12.0
//   protoc               v7.35.1
// source: rekor/v2/hashedrekord.proto
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.HashedRekordLogEntryV002 = exports.HashedRekordRequestV002 = void 0;
/* eslint-disable */
const sigstore_common_1 = __nccwpck_require__(5334);
const verifier_1 = __nccwpck_require__(7543);
exports.HashedRekordRequestV002 = {
    fromJSON(object) {
        return {
            digest: isSet(object.digest) ? Buffer.from(bytesFromBase64(object.digest)) : Buffer.alloc(0),
            signature: isSet(object.signature) ? verifier_1.Signature.fromJSON(object.signature) : undefined,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.digest.length !== 0) {
            obj.digest = base64FromBytes(message.digest);
        }
        if (message.signature !== undefined) {
            obj.signature = verifier_1.Signature.toJSON(message.signature);
        }
        return obj;
    },
};
exports.HashedRekordLogEntryV002 = {
    fromJSON(object) {
        return {
            data: isSet(object.data) ? sigstore_common_1.HashOutput.fromJSON(object.data) : undefined,
            signature: isSet(object.signature) ? verifier_1.Signature.fromJSON(object.signature) : undefined,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.data !== undefined) {
            obj.data = sigstore_common_1.HashOutput.toJSON(message.data);
        }
        if (message.signature !== undefined) {
            obj.signature = verifier_1.Signature.toJSON(message.signature);
        }
        return obj;
    },
};
function bytesFromBase64(b64) {
    return Uint8Array.from(globalThis.Buffer.from(b64, "base64"));
}
function base64FromBytes(arr) {
    return globalThis.Buffer.from(arr).toString("base64");
}
function isSet(value) {
    return value !== null && value !== undefined;
}


/***/ }),

/***/ 7543:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


// Code generated by protoc-gen-ts_proto. DO NOT EDIT.
// versions:
//   protoc-gen-ts_proto  v2.12.0
//   protoc               v7.35.1
// source: rekor/v2/verifier.proto
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Signature = exports.Verifier = exports.PublicKey = void 0;
/* eslint-disable */
const sigstore_common_1 = __nccwpck_require__(5334);
exports.PublicKey = {
    fromJSON(object) {
        return { rawBytes: isSet(object.rawBytes) ? Buffer.from(bytesFromBase64(object.rawBytes)) : Buffer.alloc(0) };
    },
    toJSON(message) {
        const obj = {};
        if (message.rawBytes.length !== 0) {
            obj.rawBytes = base64FromBytes(message.rawBytes);
        }
        return obj;
    },
};
exports.Verifier = {
    fromJSON(object) {
        return {
            verifier: isSet(object.publicKey)
                ? { $case: "publicKey", publicKey: exports.PublicKey.fromJSON(object.publicKey) }
                : isSet(object.x509Certificate)
                    ? { $case: "x509Certificate", x509Certificate: sigstore_common_1.X509Certificate.fromJSON(object.x509Certificate) }
                    : undefined,
            keyDetails: isSet(object.keyDetails) ? (0, sigstore_common_1.publicKeyDetailsFromJSON)(object.keyDetails) : 0,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.verifier?.$case === "publicKey") {
            obj.publicKey = exports.PublicKey.toJSON(message.verifier.publicKey);
        }
        else if (message.verifier?.$case === "x509Certificate") {
            obj.x509Certificate = sigstore_common_1.X509Certificate.toJSON(message.verifier.x509Certificate);
        }
        if (message.keyDetails !== 0) {
            obj.keyDetails = (0, sigstore_common_1.publicKeyDetailsToJSON)(message.keyDetails);
        }
        return obj;
    },
};
exports.Signature = {
    fromJSON(object) {
        return {
            content: isSet(object.content) ? Buffer.from(bytesFromBase64(object.content)) : Buffer.alloc(0),
            verifier: isSet(object.verifier) ? exports.Verifier.fromJSON(object.verifier) : undefined,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.content.length !== 0) {
            obj.content = base64FromBytes(message.content);
        }
        if (message.verifier !== undefined) {
            obj.verifier = exports.Verifier.toJSON(message.verifier);
        }
        return obj;
    },
};
function bytesFromBase64(b64) {
    return Uint8Array.from(globalThis.Buffer.from(b64, "base64"));
}
function base64FromBytes(arr) {
    return globalThis.Buffer.from(arr).toString("base64");
}
function isSet(value) {
    return value !== null && value !== undefined;
}


/***/ }),

/***/ 70715:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


// Code generated by protoc-gen-ts_proto. DO NOT EDIT.
// versions:
//   protoc-gen-ts_proto  v2.12.0
//   protoc               v7.35.1
// source: sigstore_bundle.proto
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Bundle = exports.VerificationMaterial = exports.TimestampVerificationData = void 0;
/* eslint-disable */
const envelope_1 = __nccwpck_require__(47030);
const sigstore_common_1 = __nccwpck_require__(5334);
const sigstore_rekor_1 = __nccwpck_require__(85204);
exports.TimestampVerificationData = {
    fromJSON(object) {
        return {
            rfc3161Timestamps: globalThis.Array.isArray(object?.rfc3161Timestamps)
                ? object.rfc3161Timestamps.map((e) => sigstore_common_1.RFC3161SignedTimestamp.fromJSON(e))
                : [],
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.rfc3161Timestamps?.length) {
            obj.rfc3161Timestamps = message.rfc3161Timestamps.map((e) => sigstore_common_1.RFC3161SignedTimestamp.toJSON(e));
        }
        return obj;
    },
};
exports.VerificationMaterial = {
    fromJSON(object) {
        return {
            content: isSet(object.publicKey)
                ? { $case: "publicKey", publicKey: sigstore_common_1.PublicKeyIdentifier.fromJSON(object.publicKey) }
                : isSet(object.x509CertificateChain)
                    ? {
                        $case: "x509CertificateChain",
                        x509CertificateChain: sigstore_common_1.X509CertificateChain.fromJSON(object.x509CertificateChain),
                    }
                    : isSet(object.certificate)
                        ? { $case: "certificate", certificate: sigstore_common_1.X509Certificate.fromJSON(object.certificate) }
                        : undefined,
            tlogEntries: globalThis.Array.isArray(object?.tlogEntries)
                ? object.tlogEntries.map((e) => sigstore_rekor_1.TransparencyLogEntry.fromJSON(e))
                : [],
            timestampVerificationData: isSet(object.timestampVerificationData)
                ? exports.TimestampVerificationData.fromJSON(object.timestampVerificationData)
                : undefined,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.content?.$case === "publicKey") {
            obj.publicKey = sigstore_common_1.PublicKeyIdentifier.toJSON(message.content.publicKey);
        }
        else if (message.content?.$case === "x509CertificateChain") {
            obj.x509CertificateChain = sigstore_common_1.X509CertificateChain.toJSON(message.content.x509CertificateChain);
        }
        else if (message.content?.$case === "certificate") {
            obj.certificate = sigstore_common_1.X509Certificate.toJSON(message.content.certificate);
        }
        if (message.tlogEntries?.length) {
            obj.tlogEntries = message.tlogEntries.map((e) => sigstore_rekor_1.TransparencyLogEntry.toJSON(e));
        }
        if (message.timestampVerificationData !== undefined) {
            obj.timestampVerificationData = exports.TimestampVerificationData.toJSON(message.timestampVerificationData);
        }
        return obj;
    },
};
exports.Bundle = {
    fromJSON(object) {
        return {
            mediaType: isSet(object.mediaType) ? globalThis.String(object.mediaType) : "",
            verificationMaterial: isSet(object.verificationMaterial)
                ? exports.VerificationMaterial.fromJSON(object.verificationMaterial)
                : undefined,
            content: isSet(object.messageSignature)
                ? { $case: "messageSignature", messageSignature: sigstore_common_1.MessageSignature.fromJSON(object.messageSignature) }
                : isSet(object.dsseEnvelope)
                    ? { $case: "dsseEnvelope", dsseEnvelope: envelope_1.Envelope.fromJSON(object.dsseEnvelope) }
                    : undefined,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.mediaType !== "") {
            obj.mediaType = message.mediaType;
        }
        if (message.verificationMaterial !== undefined) {
            obj.verificationMaterial = exports.VerificationMaterial.toJSON(message.verificationMaterial);
        }
        if (message.content?.$case === "messageSignature") {
            obj.messageSignature = sigstore_common_1.MessageSignature.toJSON(message.content.messageSignature);
        }
        else if (message.content?.$case === "dsseEnvelope") {
            obj.dsseEnvelope = envelope_1.Envelope.toJSON(message.content.dsseEnvelope);
        }
        return obj;
    },
};
function isSet(value) {
    return value !== null && value !== undefined;
}


/***/ }),

/***/ 5334:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


// Code generated by protoc-gen-ts_proto. DO NOT EDIT.
// versions:
//   protoc-gen-ts_proto  v2.12.0
//   protoc               v7.35.1
// source: sigstore_common.proto
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.TimeRange = exports.X509CertificateChain = exports.SubjectAlternativeName = exports.X509Certificate = exports.DistinguishedName = exports.ObjectIdentifierValuePair = exports.ObjectIdentifier = exports.PublicKeyIdentifier = exports.PublicKey = exports.RFC3161SignedTimestamp = exports.LogId = exports.MessageSignature = exports.HashOutput = exports.SubjectAlternativeNameType = exports.PublicKeyDetails = exports.HashAlgorithm = void 0;
exports.hashAlgorithmFromJSON = hashAlgorithmFromJSON;
exports.hashAlgorithmToJSON = hashAlgorithmToJSON;
exports.publicKeyDetailsFromJSON = publicKeyDetailsFromJSON;
exports.publicKeyDetailsToJSON = publicKeyDetailsToJSON;
exports.subjectAlternativeNameTypeFromJSON = subjectAlternativeNameTypeFromJSON;
exports.subjectAlternativeNameTypeToJSON = subjectAlternativeNameTypeToJSON;
/* eslint-disable */
const timestamp_1 = __nccwpck_require__(45000);
/**
 * Only a subset of the secure hash standard algorithms are supported.
 * See <https://nvlpubs.nist.gov/nistpubs/FIPS/NIST.FIPS.180-4.pdf> for more
 * details.
 * UNSPECIFIED SHOULD not be used, primary reason for inclusion is to force
 * any proto JSON serialization to emit the used hash algorithm, as default
 * option is to *omit* the default value of an enum (which is the first
 * value, represented by '0'.
 */
var HashAlgorithm;
(function (HashAlgorithm) {
    HashAlgorithm[HashAlgorithm["HASH_ALGORITHM_UNSPECIFIED"] = 0] = "HASH_ALGORITHM_UNSPECIFIED";
    HashAlgorithm[HashAlgorithm["SHA2_256"] = 1] = "SHA2_256";
    HashAlgorithm[HashAlgorithm["SHA2_384"] = 2] = "SHA2_384";
    HashAlgorithm[HashAlgorithm["SHA2_512"] = 3] = "SHA2_512";
    /**
     * SHA3_256 - Used for LMS
     *
     * @deprecated
     */
    HashAlgorithm[HashAlgorithm["SHA3_256"] = 4] = "SHA3_256";
    /**
     * SHA3_384 - Used for LMS
     *
     * @deprecated
     */
    HashAlgorithm[HashAlgorithm["SHA3_384"] = 5] = "SHA3_384";
})(HashAlgorithm || (exports.HashAlgorithm = HashAlgorithm = {}));
function hashAlgorithmFromJSON(object) {
    switch (object) {
        case 0:
        case "HASH_ALGORITHM_UNSPECIFIED":
            return HashAlgorithm.HASH_ALGORITHM_UNSPECIFIED;
        case 1:
        case "SHA2_256":
            return HashAlgorithm.SHA2_256;
        case 2:
        case "SHA2_384":
            return HashAlgorithm.SHA2_384;
        case 3:
        case "SHA2_512":
            return HashAlgorithm.SHA2_512;
        case 4:
        case "SHA3_256":
            return HashAlgorithm.SHA3_256;
        case 5:
        case "SHA3_384":
            return HashAlgorithm.SHA3_384;
        default:
            throw new globalThis.Error("Unrecognized enum value " + object + " for enum HashAlgorithm");
    }
}
function hashAlgorithmToJSON(object) {
    switch (object) {
        case HashAlgorithm.HASH_ALGORITHM_UNSPECIFIED:
            return "HASH_ALGORITHM_UNSPECIFIED";
        case HashAlgorithm.SHA2_256:
            return "SHA2_256";
        case HashAlgorithm.SHA2_384:
            return "SHA2_384";
        case HashAlgorithm.SHA2_512:
            return "SHA2_512";
        case HashAlgorithm.SHA3_256:
            return "SHA3_256";
        case HashAlgorithm.SHA3_384:
            return "SHA3_384";
        default:
            throw new globalThis.Error("Unrecognized enum value " + object + " for enum HashAlgorithm");
    }
}
/**
 * Details of a specific public key, capturing the the key encoding method,
 * and signature algorithm.
 *
 * PublicKeyDetails captures the public key/hash algorithm combinations
 * recommended in the Sigstore ecosystem.
 *
 * This is modelled as a linear set as we want to provide a small number of
 * opinionated options instead of allowing every possible permutation.
 *
 * Any changes to this enum MUST be reflected in the algorithm registry.
 *
 * See: <https://github.com/sigstore/architecture-docs/blob/main/algorithm-registry.md>
 *
 * To avoid the possibility of contradicting formats such as PKCS1 with
 * ED25519 the valid permutations are listed as a linear set instead of a
 * cartesian set (i.e one combined variable instead of two, one for encoding
 * and one for the signature algorithm).
 */
var PublicKeyDetails;
(function (PublicKeyDetails) {
    PublicKeyDetails[PublicKeyDetails["PUBLIC_KEY_DETAILS_UNSPECIFIED"] = 0] = "PUBLIC_KEY_DETAILS_UNSPECIFIED";
    /**
     * PKCS1_RSA_PKCS1V5 - RSA
     *
     * @deprecated
     */
    PublicKeyDetails[PublicKeyDetails["PKCS1_RSA_PKCS1V5"] = 1] = "PKCS1_RSA_PKCS1V5";
    /**
     * PKCS1_RSA_PSS - See RFC8017
     *
     * @deprecated
     */
    PublicKeyDetails[PublicKeyDetails["PKCS1_RSA_PSS"] = 2] = "PKCS1_RSA_PSS";
    /** @deprecated */
    PublicKeyDetails[PublicKeyDetails["PKIX_RSA_PKCS1V5"] = 3] = "PKIX_RSA_PKCS1V5";
    /** @deprecated */
    PublicKeyDetails[PublicKeyDetails["PKIX_RSA_PSS"] = 4] = "PKIX_RSA_PSS";
    /** PKIX_RSA_PKCS1V15_2048_SHA256 - RSA public key in PKIX format, PKCS#1v1.5 signature */
    PublicKeyDetails[PublicKeyDetails["PKIX_RSA_PKCS1V15_2048_SHA256"] = 9] = "PKIX_RSA_PKCS1V15_2048_SHA256";
    PublicKeyDetails[PublicKeyDetails["PKIX_RSA_PKCS1V15_3072_SHA256"] = 10] = "PKIX_RSA_PKCS1V15_3072_SHA256";
    PublicKeyDetails[PublicKeyDetails["PKIX_RSA_PKCS1V15_4096_SHA256"] = 11] = "PKIX_RSA_PKCS1V15_4096_SHA256";
    /** PKIX_RSA_PSS_2048_SHA256 - RSA public key in PKIX format, RSASSA-PSS signature */
    PublicKeyDetails[PublicKeyDetails["PKIX_RSA_PSS_2048_SHA256"] = 16] = "PKIX_RSA_PSS_2048_SHA256";
    PublicKeyDetails[PublicKeyDetails["PKIX_RSA_PSS_3072_SHA256"] = 17] = "PKIX_RSA_PSS_3072_SHA256";
    PublicKeyDetails[PublicKeyDetails["PKIX_RSA_PSS_4096_SHA256"] = 18] = "PKIX_RSA_PSS_4096_SHA256";
    /**
     * PKIX_ECDSA_P256_HMAC_SHA_256 - ECDSA
     *
     * @deprecated
     */
    PublicKeyDetails[PublicKeyDetails["PKIX_ECDSA_P256_HMAC_SHA_256"] = 6] = "PKIX_ECDSA_P256_HMAC_SHA_256";
    /** PKIX_ECDSA_P256_SHA_256 - See NIST FIPS 186-4 */
    PublicKeyDetails[PublicKeyDetails["PKIX_ECDSA_P256_SHA_256"] = 5] = "PKIX_ECDSA_P256_SHA_256";
    PublicKeyDetails[PublicKeyDetails["PKIX_ECDSA_P384_SHA_384"] = 12] = "PKIX_ECDSA_P384_SHA_384";
    PublicKeyDetails[PublicKeyDetails["PKIX_ECDSA_P521_SHA_512"] = 13] = "PKIX_ECDSA_P521_SHA_512";
    /** PKIX_ED25519 - Ed 25519 */
    PublicKeyDetails[PublicKeyDetails["PKIX_ED25519"] = 7] = "PKIX_ED25519";
    PublicKeyDetails[PublicKeyDetails["PKIX_ED25519_PH"] = 8] = "PKIX_ED25519_PH";
    /**
     * PKIX_ECDSA_P384_SHA_256 - These algorithms are deprecated and should not be used, but they
     * were/are being used by most Sigstore clients implementations.
     *
     * @deprecated
     */
    PublicKeyDetails[PublicKeyDetails["PKIX_ECDSA_P384_SHA_256"] = 19] = "PKIX_ECDSA_P384_SHA_256";
    /** @deprecated */
    PublicKeyDetails[PublicKeyDetails["PKIX_ECDSA_P521_SHA_256"] = 20] = "PKIX_ECDSA_P521_SHA_256";
    /**
     * LMS_SHA256 - LMS and LM-OTS
     *
     * These algorithms are deprecated and should not be used.
     * There are no plans to support SLH-DSA at this time.
     *
     * USER WARNING: LMS and LM-OTS are both stateful signature schemes.
     * Using them correctly requires discretion and careful consideration
     * to ensure that individual secret keys are not used more than once.
     * In addition, LM-OTS is a single-use scheme, meaning that it
     * MUST NOT be used for more than one signature per LM-OTS key.
     * If you cannot maintain these invariants, you MUST NOT use these
     * schemes.
     *
     * @deprecated
     */
    PublicKeyDetails[PublicKeyDetails["LMS_SHA256"] = 14] = "LMS_SHA256";
    /** @deprecated */
    PublicKeyDetails[PublicKeyDetails["LMOTS_SHA256"] = 15] = "LMOTS_SHA256";
    /**
     * ML_DSA_44 - ML-DSA
     *
     * These ML_DSA_44, ML_DSA_65 and ML-DSA_87 algorithms are the pure variants
     * that take data to sign rather than the prehash variants (HashML-DSA), which
     * take digests. While considered quantum-resistant, their usage
     * involves tradeoffs in that signatures and keys are much larger, and
     * this makes deployments more costly.
     *
     * USER WARNING: ML_DSA_44, ML_DSA_65 and ML_DSA_87 are experimental algorithms.
     * In the future they MAY be used by private Sigstore deployments, but
     * they are not yet fully functional. This warning will be removed when
     * these algorithms are widely supported by Sigstore clients and servers,
     * but care should still be taken for production environments.
     *
     * See NIST FIPS 204, RFC 9881 for algorithm identifiers
     */
    PublicKeyDetails[PublicKeyDetails["ML_DSA_44"] = 23] = "ML_DSA_44";
    PublicKeyDetails[PublicKeyDetails["ML_DSA_65"] = 21] = "ML_DSA_65";
    PublicKeyDetails[PublicKeyDetails["ML_DSA_87"] = 22] = "ML_DSA_87";
})(PublicKeyDetails || (exports.PublicKeyDetails = PublicKeyDetails = {}));
function publicKeyDetailsFromJSON(object) {
    switch (object) {
        case 0:
        case "PUBLIC_KEY_DETAILS_UNSPECIFIED":
            return PublicKeyDetails.PUBLIC_KEY_DETAILS_UNSPECIFIED;
        case 1:
        case "PKCS1_RSA_PKCS1V5":
            return PublicKeyDetails.PKCS1_RSA_PKCS1V5;
        case 2:
        case "PKCS1_RSA_PSS":
            return PublicKeyDetails.PKCS1_RSA_PSS;
        case 3:
        case "PKIX_RSA_PKCS1V5":
            return PublicKeyDetails.PKIX_RSA_PKCS1V5;
        case 4:
        case "PKIX_RSA_PSS":
            return PublicKeyDetails.PKIX_RSA_PSS;
        case 9:
        case "PKIX_RSA_PKCS1V15_2048_SHA256":
            return PublicKeyDetails.PKIX_RSA_PKCS1V15_2048_SHA256;
        case 10:
        case "PKIX_RSA_PKCS1V15_3072_SHA256":
            return PublicKeyDetails.PKIX_RSA_PKCS1V15_3072_SHA256;
        case 11:
        case "PKIX_RSA_PKCS1V15_4096_SHA256":
            return PublicKeyDetails.PKIX_RSA_PKCS1V15_4096_SHA256;
        case 16:
        case "PKIX_RSA_PSS_2048_SHA256":
            return PublicKeyDetails.PKIX_RSA_PSS_2048_SHA256;
        case 17:
        case "PKIX_RSA_PSS_3072_SHA256":
            return PublicKeyDetails.PKIX_RSA_PSS_3072_SHA256;
        case 18:
        case "PKIX_RSA_PSS_4096_SHA256":
            return PublicKeyDetails.PKIX_RSA_PSS_4096_SHA256;
        case 6:
        case "PKIX_ECDSA_P256_HMAC_SHA_256":
            return PublicKeyDetails.PKIX_ECDSA_P256_HMAC_SHA_256;
        case 5:
        case "PKIX_ECDSA_P256_SHA_256":
            return PublicKeyDetails.PKIX_ECDSA_P256_SHA_256;
        case 12:
        case "PKIX_ECDSA_P384_SHA_384":
            return PublicKeyDetails.PKIX_ECDSA_P384_SHA_384;
        case 13:
        case "PKIX_ECDSA_P521_SHA_512":
            return PublicKeyDetails.PKIX_ECDSA_P521_SHA_512;
        case 7:
        case "PKIX_ED25519":
            return PublicKeyDetails.PKIX_ED25519;
        case 8:
        case "PKIX_ED25519_PH":
            return PublicKeyDetails.PKIX_ED25519_PH;
        case 19:
        case "PKIX_ECDSA_P384_SHA_256":
            return PublicKeyDetails.PKIX_ECDSA_P384_SHA_256;
        case 20:
        case "PKIX_ECDSA_P521_SHA_256":
            return PublicKeyDetails.PKIX_ECDSA_P521_SHA_256;
        case 14:
        case "LMS_SHA256":
            return PublicKeyDetails.LMS_SHA256;
        case 15:
        case "LMOTS_SHA256":
            return PublicKeyDetails.LMOTS_SHA256;
        case 23:
        case "ML_DSA_44":
            return PublicKeyDetails.ML_DSA_44;
        case 21:
        case "ML_DSA_65":
            return PublicKeyDetails.ML_DSA_65;
        case 22:
        case "ML_DSA_87":
            return PublicKeyDetails.ML_DSA_87;
        default:
            throw new globalThis.Error("Unrecognized enum value " + object + " for enum PublicKeyDetails");
    }
}
function publicKeyDetailsToJSON(object) {
    switch (object) {
        case PublicKeyDetails.PUBLIC_KEY_DETAILS_UNSPECIFIED:
            return "PUBLIC_KEY_DETAILS_UNSPECIFIED";
        case PublicKeyDetails.PKCS1_RSA_PKCS1V5:
            return "PKCS1_RSA_PKCS1V5";
        case PublicKeyDetails.PKCS1_RSA_PSS:
            return "PKCS1_RSA_PSS";
        case PublicKeyDetails.PKIX_RSA_PKCS1V5:
            return "PKIX_RSA_PKCS1V5";
        case PublicKeyDetails.PKIX_RSA_PSS:
            return "PKIX_RSA_PSS";
        case PublicKeyDetails.PKIX_RSA_PKCS1V15_2048_SHA256:
            return "PKIX_RSA_PKCS1V15_2048_SHA256";
        case PublicKeyDetails.PKIX_RSA_PKCS1V15_3072_SHA256:
            return "PKIX_RSA_PKCS1V15_3072_SHA256";
        case PublicKeyDetails.PKIX_RSA_PKCS1V15_4096_SHA256:
            return "PKIX_RSA_PKCS1V15_4096_SHA256";
        case PublicKeyDetails.PKIX_RSA_PSS_2048_SHA256:
            return "PKIX_RSA_PSS_2048_SHA256";
        case PublicKeyDetails.PKIX_RSA_PSS_3072_SHA256:
            return "PKIX_RSA_PSS_3072_SHA256";
        case PublicKeyDetails.PKIX_RSA_PSS_4096_SHA256:
            return "PKIX_RSA_PSS_4096_SHA256";
        case PublicKeyDetails.PKIX_ECDSA_P256_HMAC_SHA_256:
            return "PKIX_ECDSA_P256_HMAC_SHA_256";
        case PublicKeyDetails.PKIX_ECDSA_P256_SHA_256:
            return "PKIX_ECDSA_P256_SHA_256";
        case PublicKeyDetails.PKIX_ECDSA_P384_SHA_384:
            return "PKIX_ECDSA_P384_SHA_384";
        case PublicKeyDetails.PKIX_ECDSA_P521_SHA_512:
            return "PKIX_ECDSA_P521_SHA_512";
        case PublicKeyDetails.PKIX_ED25519:
            return "PKIX_ED25519";
        case PublicKeyDetails.PKIX_ED25519_PH:
            return "PKIX_ED25519_PH";
        case PublicKeyDetails.PKIX_ECDSA_P384_SHA_256:
            return "PKIX_ECDSA_P384_SHA_256";
        case PublicKeyDetails.PKIX_ECDSA_P521_SHA_256:
            return "PKIX_ECDSA_P521_SHA_256";
        case PublicKeyDetails.LMS_SHA256:
            return "LMS_SHA256";
        case PublicKeyDetails.LMOTS_SHA256:
            return "LMOTS_SHA256";
        case PublicKeyDetails.ML_DSA_44:
            return "ML_DSA_44";
        case PublicKeyDetails.ML_DSA_65:
            return "ML_DSA_65";
        case PublicKeyDetails.ML_DSA_87:
            return "ML_DSA_87";
        default:
            throw new globalThis.Error("Unrecognized enum value " + object + " for enum PublicKeyDetails");
    }
}
var SubjectAlternativeNameType;
(function (SubjectAlternativeNameType) {
    SubjectAlternativeNameType[SubjectAlternativeNameType["SUBJECT_ALTERNATIVE_NAME_TYPE_UNSPECIFIED"] = 0] = "SUBJECT_ALTERNATIVE_NAME_TYPE_UNSPECIFIED";
    SubjectAlternativeNameType[SubjectAlternativeNameType["EMAIL"] = 1] = "EMAIL";
    SubjectAlternativeNameType[SubjectAlternativeNameType["URI"] = 2] = "URI";
    /**
     * OTHER_NAME - OID 1.3.6.1.4.1.57264.1.7
     * See https://github.com/sigstore/fulcio/blob/main/docs/oid-info.md#1361415726417--othername-san
     * for more details.
     */
    SubjectAlternativeNameType[SubjectAlternativeNameType["OTHER_NAME"] = 3] = "OTHER_NAME";
})(SubjectAlternativeNameType || (exports.SubjectAlternativeNameType = SubjectAlternativeNameType = {}));
function subjectAlternativeNameTypeFromJSON(object) {
    switch (object) {
        case 0:
        case "SUBJECT_ALTERNATIVE_NAME_TYPE_UNSPECIFIED":
            return SubjectAlternativeNameType.SUBJECT_ALTERNATIVE_NAME_TYPE_UNSPECIFIED;
        case 1:
        case "EMAIL":
            return SubjectAlternativeNameType.EMAIL;
        case 2:
        case "URI":
            return SubjectAlternativeNameType.URI;
        case 3:
        case "OTHER_NAME":
            return SubjectAlternativeNameType.OTHER_NAME;
        default:
            throw new globalThis.Error("Unrecognized enum value " + object + " for enum SubjectAlternativeNameType");
    }
}
function subjectAlternativeNameTypeToJSON(object) {
    switch (object) {
        case SubjectAlternativeNameType.SUBJECT_ALTERNATIVE_NAME_TYPE_UNSPECIFIED:
            return "SUBJECT_ALTERNATIVE_NAME_TYPE_UNSPECIFIED";
        case SubjectAlternativeNameType.EMAIL:
            return "EMAIL";
        case SubjectAlternativeNameType.URI:
            return "URI";
        case SubjectAlternativeNameType.OTHER_NAME:
            return "OTHER_NAME";
        default:
            throw new globalThis.Error("Unrecognized enum value " + object + " for enum SubjectAlternativeNameType");
    }
}
exports.HashOutput = {
    fromJSON(object) {
        return {
            algorithm: isSet(object.algorithm) ? hashAlgorithmFromJSON(object.algorithm) : 0,
            digest: isSet(object.digest) ? Buffer.from(bytesFromBase64(object.digest)) : Buffer.alloc(0),
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.algorithm !== 0) {
            obj.algorithm = hashAlgorithmToJSON(message.algorithm);
        }
        if (message.digest.length !== 0) {
            obj.digest = base64FromBytes(message.digest);
        }
        return obj;
    },
};
exports.MessageSignature = {
    fromJSON(object) {
        return {
            messageDigest: isSet(object.messageDigest) ? exports.HashOutput.fromJSON(object.messageDigest) : undefined,
            signature: isSet(object.signature) ? Buffer.from(bytesFromBase64(object.signature)) : Buffer.alloc(0),
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.messageDigest !== undefined) {
            obj.messageDigest = exports.HashOutput.toJSON(message.messageDigest);
        }
        if (message.signature.length !== 0) {
            obj.signature = base64FromBytes(message.signature);
        }
        return obj;
    },
};
exports.LogId = {
    fromJSON(object) {
        return { keyId: isSet(object.keyId) ? Buffer.from(bytesFromBase64(object.keyId)) : Buffer.alloc(0) };
    },
    toJSON(message) {
        const obj = {};
        if (message.keyId.length !== 0) {
            obj.keyId = base64FromBytes(message.keyId);
        }
        return obj;
    },
};
exports.RFC3161SignedTimestamp = {
    fromJSON(object) {
        return {
            signedTimestamp: isSet(object.signedTimestamp)
                ? Buffer.from(bytesFromBase64(object.signedTimestamp))
                : Buffer.alloc(0),
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.signedTimestamp.length !== 0) {
            obj.signedTimestamp = base64FromBytes(message.signedTimestamp);
        }
        return obj;
    },
};
exports.PublicKey = {
    fromJSON(object) {
        return {
            rawBytes: isSet(object.rawBytes) ? Buffer.from(bytesFromBase64(object.rawBytes)) : undefined,
            keyDetails: isSet(object.keyDetails) ? publicKeyDetailsFromJSON(object.keyDetails) : 0,
            validFor: isSet(object.validFor) ? exports.TimeRange.fromJSON(object.validFor) : undefined,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.rawBytes !== undefined) {
            obj.rawBytes = base64FromBytes(message.rawBytes);
        }
        if (message.keyDetails !== 0) {
            obj.keyDetails = publicKeyDetailsToJSON(message.keyDetails);
        }
        if (message.validFor !== undefined) {
            obj.validFor = exports.TimeRange.toJSON(message.validFor);
        }
        return obj;
    },
};
exports.PublicKeyIdentifier = {
    fromJSON(object) {
        return { hint: isSet(object.hint) ? globalThis.String(object.hint) : "" };
    },
    toJSON(message) {
        const obj = {};
        if (message.hint !== "") {
            obj.hint = message.hint;
        }
        return obj;
    },
};
exports.ObjectIdentifier = {
    fromJSON(object) {
        return { id: globalThis.Array.isArray(object?.id) ? object.id.map((e) => globalThis.Number(e)) : [] };
    },
    toJSON(message) {
        const obj = {};
        if (message.id?.length) {
            obj.id = message.id.map((e) => Math.round(e));
        }
        return obj;
    },
};
exports.ObjectIdentifierValuePair = {
    fromJSON(object) {
        return {
            oid: isSet(object.oid) ? exports.ObjectIdentifier.fromJSON(object.oid) : undefined,
            value: isSet(object.value) ? Buffer.from(bytesFromBase64(object.value)) : Buffer.alloc(0),
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.oid !== undefined) {
            obj.oid = exports.ObjectIdentifier.toJSON(message.oid);
        }
        if (message.value.length !== 0) {
            obj.value = base64FromBytes(message.value);
        }
        return obj;
    },
};
exports.DistinguishedName = {
    fromJSON(object) {
        return {
            organization: isSet(object.organization) ? globalThis.String(object.organization) : "",
            commonName: isSet(object.commonName) ? globalThis.String(object.commonName) : "",
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.organization !== "") {
            obj.organization = message.organization;
        }
        if (message.commonName !== "") {
            obj.commonName = message.commonName;
        }
        return obj;
    },
};
exports.X509Certificate = {
    fromJSON(object) {
        return { rawBytes: isSet(object.rawBytes) ? Buffer.from(bytesFromBase64(object.rawBytes)) : Buffer.alloc(0) };
    },
    toJSON(message) {
        const obj = {};
        if (message.rawBytes.length !== 0) {
            obj.rawBytes = base64FromBytes(message.rawBytes);
        }
        return obj;
    },
};
exports.SubjectAlternativeName = {
    fromJSON(object) {
        return {
            type: isSet(object.type) ? subjectAlternativeNameTypeFromJSON(object.type) : 0,
            identity: isSet(object.regexp)
                ? { $case: "regexp", regexp: globalThis.String(object.regexp) }
                : isSet(object.value)
                    ? { $case: "value", value: globalThis.String(object.value) }
                    : undefined,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.type !== 0) {
            obj.type = subjectAlternativeNameTypeToJSON(message.type);
        }
        if (message.identity?.$case === "regexp") {
            obj.regexp = message.identity.regexp;
        }
        else if (message.identity?.$case === "value") {
            obj.value = message.identity.value;
        }
        return obj;
    },
};
exports.X509CertificateChain = {
    fromJSON(object) {
        return {
            certificates: globalThis.Array.isArray(object?.certificates)
                ? object.certificates.map((e) => exports.X509Certificate.fromJSON(e))
                : [],
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.certificates?.length) {
            obj.certificates = message.certificates.map((e) => exports.X509Certificate.toJSON(e));
        }
        return obj;
    },
};
exports.TimeRange = {
    fromJSON(object) {
        return {
            start: isSet(object.start) ? fromJsonTimestamp(object.start) : undefined,
            end: isSet(object.end) ? fromJsonTimestamp(object.end) : undefined,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.start !== undefined) {
            obj.start = message.start.toISOString();
        }
        if (message.end !== undefined) {
            obj.end = message.end.toISOString();
        }
        return obj;
    },
};
function bytesFromBase64(b64) {
    return Uint8Array.from(globalThis.Buffer.from(b64, "base64"));
}
function base64FromBytes(arr) {
    return globalThis.Buffer.from(arr).toString("base64");
}
function fromTimestamp(t) {
    let millis = (globalThis.Number(t.seconds) || 0) * 1_000;
    millis += (t.nanos || 0) / 1_000_000;
    return new globalThis.Date(millis);
}
function fromJsonTimestamp(o) {
    if (o instanceof globalThis.Date) {
        return o;
    }
    else if (typeof o === "string") {
        return new globalThis.Date(o);
    }
    else {
        return fromTimestamp(timestamp_1.Timestamp.fromJSON(o));
    }
}
function isSet(value) {
    return value !== null && value !== undefined;
}


/***/ }),

/***/ 85204:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


// Code generated by protoc-gen-ts_proto. DO NOT EDIT.
// versions:
//   protoc-gen-ts_proto  v2.12.0
//   protoc               v7.35.1
// source: sigstore_rekor.proto
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.TransparencyLogEntry = exports.InclusionPromise = exports.InclusionProof = exports.Checkpoint = exports.KindVersion = void 0;
/* eslint-disable */
const sigstore_common_1 = __nccwpck_require__(5334);
exports.KindVersion = {
    fromJSON(object) {
        return {
            kind: isSet(object.kind) ? globalThis.String(object.kind) : "",
            version: isSet(object.version) ? globalThis.String(object.version) : "",
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.kind !== "") {
            obj.kind = message.kind;
        }
        if (message.version !== "") {
            obj.version = message.version;
        }
        return obj;
    },
};
exports.Checkpoint = {
    fromJSON(object) {
        return { envelope: isSet(object.envelope) ? globalThis.String(object.envelope) : "" };
    },
    toJSON(message) {
        const obj = {};
        if (message.envelope !== "") {
            obj.envelope = message.envelope;
        }
        return obj;
    },
};
exports.InclusionProof = {
    fromJSON(object) {
        return {
            logIndex: isSet(object.logIndex) ? globalThis.String(object.logIndex) : "0",
            rootHash: isSet(object.rootHash) ? Buffer.from(bytesFromBase64(object.rootHash)) : Buffer.alloc(0),
            treeSize: isSet(object.treeSize) ? globalThis.String(object.treeSize) : "0",
            hashes: globalThis.Array.isArray(object?.hashes)
                ? object.hashes.map((e) => Buffer.from(bytesFromBase64(e)))
                : [],
            checkpoint: isSet(object.checkpoint) ? exports.Checkpoint.fromJSON(object.checkpoint) : undefined,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.logIndex !== "0") {
            obj.logIndex = message.logIndex;
        }
        if (message.rootHash.length !== 0) {
            obj.rootHash = base64FromBytes(message.rootHash);
        }
        if (message.treeSize !== "0") {
            obj.treeSize = message.treeSize;
        }
        if (message.hashes?.length) {
            obj.hashes = message.hashes.map((e) => base64FromBytes(e));
        }
        if (message.checkpoint !== undefined) {
            obj.checkpoint = exports.Checkpoint.toJSON(message.checkpoint);
        }
        return obj;
    },
};
exports.InclusionPromise = {
    fromJSON(object) {
        return {
            signedEntryTimestamp: isSet(object.signedEntryTimestamp)
                ? Buffer.from(bytesFromBase64(object.signedEntryTimestamp))
                : Buffer.alloc(0),
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.signedEntryTimestamp.length !== 0) {
            obj.signedEntryTimestamp = base64FromBytes(message.signedEntryTimestamp);
        }
        return obj;
    },
};
exports.TransparencyLogEntry = {
    fromJSON(object) {
        return {
            logIndex: isSet(object.logIndex) ? globalThis.String(object.logIndex) : "0",
            logId: isSet(object.logId) ? sigstore_common_1.LogId.fromJSON(object.logId) : undefined,
            kindVersion: isSet(object.kindVersion) ? exports.KindVersion.fromJSON(object.kindVersion) : undefined,
            integratedTime: isSet(object.integratedTime) ? globalThis.String(object.integratedTime) : "0",
            inclusionPromise: isSet(object.inclusionPromise) ? exports.InclusionPromise.fromJSON(object.inclusionPromise) : undefined,
            inclusionProof: isSet(object.inclusionProof) ? exports.InclusionProof.fromJSON(object.inclusionProof) : undefined,
            canonicalizedBody: isSet(object.canonicalizedBody)
                ? Buffer.from(bytesFromBase64(object.canonicalizedBody))
                : Buffer.alloc(0),
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.logIndex !== "0") {
            obj.logIndex = message.logIndex;
        }
        if (message.logId !== undefined) {
            obj.logId = sigstore_common_1.LogId.toJSON(message.logId);
        }
        if (message.kindVersion !== undefined) {
            obj.kindVersion = exports.KindVersion.toJSON(message.kindVersion);
        }
        if (message.integratedTime !== "0") {
            obj.integratedTime = message.integratedTime;
        }
        if (message.inclusionPromise !== undefined) {
            obj.inclusionPromise = exports.InclusionPromise.toJSON(message.inclusionPromise);
        }
        if (message.inclusionProof !== undefined) {
            obj.inclusionProof = exports.InclusionProof.toJSON(message.inclusionProof);
        }
        if (message.canonicalizedBody.length !== 0) {
            obj.canonicalizedBody = base64FromBytes(message.canonicalizedBody);
        }
        return obj;
    },
};
function bytesFromBase64(b64) {
    return Uint8Array.from(globalThis.Buffer.from(b64, "base64"));
}
function base64FromBytes(arr) {
    return globalThis.Buffer.from(arr).toString("base64");
}
function isSet(value) {
    return value !== null && value !== undefined;
}


/***/ }),

/***/ 61997:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


// Code generated by protoc-gen-ts_proto. DO NOT EDIT.
// versions:
//   protoc-gen-ts_proto  v2.12.0
//   protoc               v7.35.1
// source: sigstore_trustroot.proto
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ClientTrustConfig = exports.ServiceConfiguration = exports.Service = exports.SigningConfig = exports.TrustedRoot = exports.CertificateAuthority = exports.TransparencyLogInstance = exports.ServiceSelector = void 0;
exports.serviceSelectorFromJSON = serviceSelectorFromJSON;
exports.serviceSelectorToJSON = serviceSelectorToJSON;
/* eslint-disable */
const sigstore_common_1 = __nccwpck_require__(5334);
/**
 * ServiceSelector specifies how a client SHOULD select a set of
 * Services to connect to. A client SHOULD throw an error if
 * the value is SERVICE_SELECTOR_UNDEFINED.
 */
var ServiceSelector;
(function (ServiceSelector) {
    ServiceSelector[ServiceSelector["SERVICE_SELECTOR_UNDEFINED"] = 0] = "SERVICE_SELECTOR_UNDEFINED";
    /**
     * ALL - Clients SHOULD select all Services based on supported API version
     * and validity window.
     */
    ServiceSelector[ServiceSelector["ALL"] = 1] = "ALL";
    /**
     * ANY - Clients SHOULD select one Service based on supported API version
     * and validity window. It is up to the client implementation to
     * decide how to select the Service, e.g. random or round-robin.
     */
    ServiceSelector[ServiceSelector["ANY"] = 2] = "ANY";
    /**
     * EXACT - Clients SHOULD select a specific number of Services based on
     * supported API version and validity window, using the provided
     * `count`. It is up to the client implementation to decide how to
     * select the Service, e.g. random or round-robin.
     */
    ServiceSelector[ServiceSelector["EXACT"] = 3] = "EXACT";
})(ServiceSelector || (exports.ServiceSelector = ServiceSelector = {}));
function serviceSelectorFromJSON(object) {
    switch (object) {
        case 0:
        case "SERVICE_SELECTOR_UNDEFINED":
            return ServiceSelector.SERVICE_SELECTOR_UNDEFINED;
        case 1:
        case "ALL":
            return ServiceSelector.ALL;
        case 2:
        case "ANY":
            return ServiceSelector.ANY;
        case 3:
        case "EXACT":
            return ServiceSelector.EXACT;
        default:
            throw new globalThis.Error("Unrecognized enum value " + object + " for enum ServiceSelector");
    }
}
function serviceSelectorToJSON(object) {
    switch (object) {
        case ServiceSelector.SERVICE_SELECTOR_UNDEFINED:
            return "SERVICE_SELECTOR_UNDEFINED";
        case ServiceSelector.ALL:
            return "ALL";
        case ServiceSelector.ANY:
            return "ANY";
        case ServiceSelector.EXACT:
            return "EXACT";
        default:
            throw new globalThis.Error("Unrecognized enum value " + object + " for enum ServiceSelector");
    }
}
exports.TransparencyLogInstance = {
    fromJSON(object) {
        return {
            baseUrl: isSet(object.baseUrl) ? globalThis.String(object.baseUrl) : "",
            hashAlgorithm: isSet(object.hashAlgorithm) ? (0, sigstore_common_1.hashAlgorithmFromJSON)(object.hashAlgorithm) : 0,
            publicKey: isSet(object.publicKey) ? sigstore_common_1.PublicKey.fromJSON(object.publicKey) : undefined,
            logId: isSet(object.logId) ? sigstore_common_1.LogId.fromJSON(object.logId) : undefined,
            checkpointKeyId: isSet(object.checkpointKeyId) ? sigstore_common_1.LogId.fromJSON(object.checkpointKeyId) : undefined,
            operator: isSet(object.operator) ? globalThis.String(object.operator) : "",
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.baseUrl !== "") {
            obj.baseUrl = message.baseUrl;
        }
        if (message.hashAlgorithm !== 0) {
            obj.hashAlgorithm = (0, sigstore_common_1.hashAlgorithmToJSON)(message.hashAlgorithm);
        }
        if (message.publicKey !== undefined) {
            obj.publicKey = sigstore_common_1.PublicKey.toJSON(message.publicKey);
        }
        if (message.logId !== undefined) {
            obj.logId = sigstore_common_1.LogId.toJSON(message.logId);
        }
        if (message.checkpointKeyId !== undefined) {
            obj.checkpointKeyId = sigstore_common_1.LogId.toJSON(message.checkpointKeyId);
        }
        if (message.operator !== "") {
            obj.operator = message.operator;
        }
        return obj;
    },
};
exports.CertificateAuthority = {
    fromJSON(object) {
        return {
            subject: isSet(object.subject) ? sigstore_common_1.DistinguishedName.fromJSON(object.subject) : undefined,
            uri: isSet(object.uri) ? globalThis.String(object.uri) : "",
            certChain: isSet(object.certChain) ? sigstore_common_1.X509CertificateChain.fromJSON(object.certChain) : undefined,
            validFor: isSet(object.validFor) ? sigstore_common_1.TimeRange.fromJSON(object.validFor) : undefined,
            operator: isSet(object.operator) ? globalThis.String(object.operator) : "",
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.subject !== undefined) {
            obj.subject = sigstore_common_1.DistinguishedName.toJSON(message.subject);
        }
        if (message.uri !== "") {
            obj.uri = message.uri;
        }
        if (message.certChain !== undefined) {
            obj.certChain = sigstore_common_1.X509CertificateChain.toJSON(message.certChain);
        }
        if (message.validFor !== undefined) {
            obj.validFor = sigstore_common_1.TimeRange.toJSON(message.validFor);
        }
        if (message.operator !== "") {
            obj.operator = message.operator;
        }
        return obj;
    },
};
exports.TrustedRoot = {
    fromJSON(object) {
        return {
            mediaType: isSet(object.mediaType) ? globalThis.String(object.mediaType) : "",
            tlogs: globalThis.Array.isArray(object?.tlogs)
                ? object.tlogs.map((e) => exports.TransparencyLogInstance.fromJSON(e))
                : [],
            certificateAuthorities: globalThis.Array.isArray(object?.certificateAuthorities)
                ? object.certificateAuthorities.map((e) => exports.CertificateAuthority.fromJSON(e))
                : [],
            ctlogs: globalThis.Array.isArray(object?.ctlogs)
                ? object.ctlogs.map((e) => exports.TransparencyLogInstance.fromJSON(e))
                : [],
            timestampAuthorities: globalThis.Array.isArray(object?.timestampAuthorities)
                ? object.timestampAuthorities.map((e) => exports.CertificateAuthority.fromJSON(e))
                : [],
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.mediaType !== "") {
            obj.mediaType = message.mediaType;
        }
        if (message.tlogs?.length) {
            obj.tlogs = message.tlogs.map((e) => exports.TransparencyLogInstance.toJSON(e));
        }
        if (message.certificateAuthorities?.length) {
            obj.certificateAuthorities = message.certificateAuthorities.map((e) => exports.CertificateAuthority.toJSON(e));
        }
        if (message.ctlogs?.length) {
            obj.ctlogs = message.ctlogs.map((e) => exports.TransparencyLogInstance.toJSON(e));
        }
        if (message.timestampAuthorities?.length) {
            obj.timestampAuthorities = message.timestampAuthorities.map((e) => exports.CertificateAuthority.toJSON(e));
        }
        return obj;
    },
};
exports.SigningConfig = {
    fromJSON(object) {
        return {
            mediaType: isSet(object.mediaType) ? globalThis.String(object.mediaType) : "",
            caUrls: globalThis.Array.isArray(object?.caUrls) ? object.caUrls.map((e) => exports.Service.fromJSON(e)) : [],
            oidcUrls: globalThis.Array.isArray(object?.oidcUrls) ? object.oidcUrls.map((e) => exports.Service.fromJSON(e)) : [],
            rekorTlogUrls: globalThis.Array.isArray(object?.rekorTlogUrls)
                ? object.rekorTlogUrls.map((e) => exports.Service.fromJSON(e))
                : [],
            rekorTlogConfig: isSet(object.rekorTlogConfig)
                ? exports.ServiceConfiguration.fromJSON(object.rekorTlogConfig)
                : undefined,
            tsaUrls: globalThis.Array.isArray(object?.tsaUrls) ? object.tsaUrls.map((e) => exports.Service.fromJSON(e)) : [],
            tsaConfig: isSet(object.tsaConfig) ? exports.ServiceConfiguration.fromJSON(object.tsaConfig) : undefined,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.mediaType !== "") {
            obj.mediaType = message.mediaType;
        }
        if (message.caUrls?.length) {
            obj.caUrls = message.caUrls.map((e) => exports.Service.toJSON(e));
        }
        if (message.oidcUrls?.length) {
            obj.oidcUrls = message.oidcUrls.map((e) => exports.Service.toJSON(e));
        }
        if (message.rekorTlogUrls?.length) {
            obj.rekorTlogUrls = message.rekorTlogUrls.map((e) => exports.Service.toJSON(e));
        }
        if (message.rekorTlogConfig !== undefined) {
            obj.rekorTlogConfig = exports.ServiceConfiguration.toJSON(message.rekorTlogConfig);
        }
        if (message.tsaUrls?.length) {
            obj.tsaUrls = message.tsaUrls.map((e) => exports.Service.toJSON(e));
        }
        if (message.tsaConfig !== undefined) {
            obj.tsaConfig = exports.ServiceConfiguration.toJSON(message.tsaConfig);
        }
        return obj;
    },
};
exports.Service = {
    fromJSON(object) {
        return {
            url: isSet(object.url) ? globalThis.String(object.url) : "",
            majorApiVersion: isSet(object.majorApiVersion) ? globalThis.Number(object.majorApiVersion) : 0,
            validFor: isSet(object.validFor) ? sigstore_common_1.TimeRange.fromJSON(object.validFor) : undefined,
            operator: isSet(object.operator) ? globalThis.String(object.operator) : "",
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.url !== "") {
            obj.url = message.url;
        }
        if (message.majorApiVersion !== 0) {
            obj.majorApiVersion = Math.round(message.majorApiVersion);
        }
        if (message.validFor !== undefined) {
            obj.validFor = sigstore_common_1.TimeRange.toJSON(message.validFor);
        }
        if (message.operator !== "") {
            obj.operator = message.operator;
        }
        return obj;
    },
};
exports.ServiceConfiguration = {
    fromJSON(object) {
        return {
            selector: isSet(object.selector) ? serviceSelectorFromJSON(object.selector) : 0,
            count: isSet(object.count) ? globalThis.Number(object.count) : 0,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.selector !== 0) {
            obj.selector = serviceSelectorToJSON(message.selector);
        }
        if (message.count !== 0) {
            obj.count = Math.round(message.count);
        }
        return obj;
    },
};
exports.ClientTrustConfig = {
    fromJSON(object) {
        return {
            mediaType: isSet(object.mediaType) ? globalThis.String(object.mediaType) : "",
            trustedRoot: isSet(object.trustedRoot) ? exports.TrustedRoot.fromJSON(object.trustedRoot) : undefined,
            signingConfig: isSet(object.signingConfig) ? exports.SigningConfig.fromJSON(object.signingConfig) : undefined,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.mediaType !== "") {
            obj.mediaType = message.mediaType;
        }
        if (message.trustedRoot !== undefined) {
            obj.trustedRoot = exports.TrustedRoot.toJSON(message.trustedRoot);
        }
        if (message.signingConfig !== undefined) {
            obj.signingConfig = exports.SigningConfig.toJSON(message.signingConfig);
        }
        return obj;
    },
};
function isSet(value) {
    return value !== null && value !== undefined;
}


/***/ }),

/***/ 99732:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


// Code generated by protoc-gen-ts_proto. DO NOT EDIT.
// versions:
//   protoc-gen-ts_proto  v2.12.0
//   protoc               v7.35.1
// source: sigstore_verification.proto
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Input = exports.Artifact = exports.ArtifactVerificationOptions_ObserverTimestampOptions = exports.ArtifactVerificationOptions_TlogIntegratedTimestampOptions = exports.ArtifactVerificationOptions_TimestampAuthorityOptions = exports.ArtifactVerificationOptions_CtlogOptions = exports.ArtifactVerificationOptions_TlogOptions = exports.ArtifactVerificationOptions = exports.PublicKeyIdentities = exports.CertificateIdentities = exports.CertificateIdentity = void 0;
/* eslint-disable */
const sigstore_bundle_1 = __nccwpck_require__(70715);
const sigstore_common_1 = __nccwpck_require__(5334);
const sigstore_trustroot_1 = __nccwpck_require__(61997);
exports.CertificateIdentity = {
    fromJSON(object) {
        return {
            issuer: isSet(object.issuer) ? globalThis.String(object.issuer) : "",
            san: isSet(object.san) ? sigstore_common_1.SubjectAlternativeName.fromJSON(object.san) : undefined,
            oids: globalThis.Array.isArray(object?.oids)
                ? object.oids.map((e) => sigstore_common_1.ObjectIdentifierValuePair.fromJSON(e))
                : [],
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.issuer !== "") {
            obj.issuer = message.issuer;
        }
        if (message.san !== undefined) {
            obj.san = sigstore_common_1.SubjectAlternativeName.toJSON(message.san);
        }
        if (message.oids?.length) {
            obj.oids = message.oids.map((e) => sigstore_common_1.ObjectIdentifierValuePair.toJSON(e));
        }
        return obj;
    },
};
exports.CertificateIdentities = {
    fromJSON(object) {
        return {
            identities: globalThis.Array.isArray(object?.identities)
                ? object.identities.map((e) => exports.CertificateIdentity.fromJSON(e))
                : [],
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.identities?.length) {
            obj.identities = message.identities.map((e) => exports.CertificateIdentity.toJSON(e));
        }
        return obj;
    },
};
exports.PublicKeyIdentities = {
    fromJSON(object) {
        return {
            publicKeys: globalThis.Array.isArray(object?.publicKeys)
                ? object.publicKeys.map((e) => sigstore_common_1.PublicKey.fromJSON(e))
                : [],
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.publicKeys?.length) {
            obj.publicKeys = message.publicKeys.map((e) => sigstore_common_1.PublicKey.toJSON(e));
        }
        return obj;
    },
};
exports.ArtifactVerificationOptions = {
    fromJSON(object) {
        return {
            signers: isSet(object.certificateIdentities)
                ? {
                    $case: "certificateIdentities",
                    certificateIdentities: exports.CertificateIdentities.fromJSON(object.certificateIdentities),
                }
                : isSet(object.publicKeys)
                    ? { $case: "publicKeys", publicKeys: exports.PublicKeyIdentities.fromJSON(object.publicKeys) }
                    : undefined,
            tlogOptions: isSet(object.tlogOptions)
                ? exports.ArtifactVerificationOptions_TlogOptions.fromJSON(object.tlogOptions)
                : undefined,
            ctlogOptions: isSet(object.ctlogOptions)
                ? exports.ArtifactVerificationOptions_CtlogOptions.fromJSON(object.ctlogOptions)
                : undefined,
            tsaOptions: isSet(object.tsaOptions)
                ? exports.ArtifactVerificationOptions_TimestampAuthorityOptions.fromJSON(object.tsaOptions)
                : undefined,
            integratedTsOptions: isSet(object.integratedTsOptions)
                ? exports.ArtifactVerificationOptions_TlogIntegratedTimestampOptions.fromJSON(object.integratedTsOptions)
                : undefined,
            observerOptions: isSet(object.observerOptions)
                ? exports.ArtifactVerificationOptions_ObserverTimestampOptions.fromJSON(object.observerOptions)
                : undefined,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.signers?.$case === "certificateIdentities") {
            obj.certificateIdentities = exports.CertificateIdentities.toJSON(message.signers.certificateIdentities);
        }
        else if (message.signers?.$case === "publicKeys") {
            obj.publicKeys = exports.PublicKeyIdentities.toJSON(message.signers.publicKeys);
        }
        if (message.tlogOptions !== undefined) {
            obj.tlogOptions = exports.ArtifactVerificationOptions_TlogOptions.toJSON(message.tlogOptions);
        }
        if (message.ctlogOptions !== undefined) {
            obj.ctlogOptions = exports.ArtifactVerificationOptions_CtlogOptions.toJSON(message.ctlogOptions);
        }
        if (message.tsaOptions !== undefined) {
            obj.tsaOptions = exports.ArtifactVerificationOptions_TimestampAuthorityOptions.toJSON(message.tsaOptions);
        }
        if (message.integratedTsOptions !== undefined) {
            obj.integratedTsOptions = exports.ArtifactVerificationOptions_TlogIntegratedTimestampOptions.toJSON(message.integratedTsOptions);
        }
        if (message.observerOptions !== undefined) {
            obj.observerOptions = exports.ArtifactVerificationOptions_ObserverTimestampOptions.toJSON(message.observerOptions);
        }
        return obj;
    },
};
exports.ArtifactVerificationOptions_TlogOptions = {
    fromJSON(object) {
        return {
            threshold: isSet(object.threshold) ? globalThis.Number(object.threshold) : 0,
            performOnlineVerification: isSet(object.performOnlineVerification)
                ? globalThis.Boolean(object.performOnlineVerification)
                : false,
            disable: isSet(object.disable) ? globalThis.Boolean(object.disable) : false,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.threshold !== 0) {
            obj.threshold = Math.round(message.threshold);
        }
        if (message.performOnlineVerification !== false) {
            obj.performOnlineVerification = message.performOnlineVerification;
        }
        if (message.disable !== false) {
            obj.disable = message.disable;
        }
        return obj;
    },
};
exports.ArtifactVerificationOptions_CtlogOptions = {
    fromJSON(object) {
        return {
            threshold: isSet(object.threshold) ? globalThis.Number(object.threshold) : 0,
            disable: isSet(object.disable) ? globalThis.Boolean(object.disable) : false,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.threshold !== 0) {
            obj.threshold = Math.round(message.threshold);
        }
        if (message.disable !== false) {
            obj.disable = message.disable;
        }
        return obj;
    },
};
exports.ArtifactVerificationOptions_TimestampAuthorityOptions = {
    fromJSON(object) {
        return {
            threshold: isSet(object.threshold) ? globalThis.Number(object.threshold) : 0,
            disable: isSet(object.disable) ? globalThis.Boolean(object.disable) : false,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.threshold !== 0) {
            obj.threshold = Math.round(message.threshold);
        }
        if (message.disable !== false) {
            obj.disable = message.disable;
        }
        return obj;
    },
};
exports.ArtifactVerificationOptions_TlogIntegratedTimestampOptions = {
    fromJSON(object) {
        return {
            threshold: isSet(object.threshold) ? globalThis.Number(object.threshold) : 0,
            disable: isSet(object.disable) ? globalThis.Boolean(object.disable) : false,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.threshold !== 0) {
            obj.threshold = Math.round(message.threshold);
        }
        if (message.disable !== false) {
            obj.disable = message.disable;
        }
        return obj;
    },
};
exports.ArtifactVerificationOptions_ObserverTimestampOptions = {
    fromJSON(object) {
        return {
            threshold: isSet(object.threshold) ? globalThis.Number(object.threshold) : 0,
            disable: isSet(object.disable) ? globalThis.Boolean(object.disable) : false,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.threshold !== 0) {
            obj.threshold = Math.round(message.threshold);
        }
        if (message.disable !== false) {
            obj.disable = message.disable;
        }
        return obj;
    },
};
exports.Artifact = {
    fromJSON(object) {
        return {
            data: isSet(object.artifactUri)
                ? { $case: "artifactUri", artifactUri: globalThis.String(object.artifactUri) }
                : isSet(object.artifact)
                    ? { $case: "artifact", artifact: Buffer.from(bytesFromBase64(object.artifact)) }
                    : isSet(object.artifactDigest)
                        ? { $case: "artifactDigest", artifactDigest: sigstore_common_1.HashOutput.fromJSON(object.artifactDigest) }
                        : undefined,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.data?.$case === "artifactUri") {
            obj.artifactUri = message.data.artifactUri;
        }
        else if (message.data?.$case === "artifact") {
            obj.artifact = base64FromBytes(message.data.artifact);
        }
        else if (message.data?.$case === "artifactDigest") {
            obj.artifactDigest = sigstore_common_1.HashOutput.toJSON(message.data.artifactDigest);
        }
        return obj;
    },
};
exports.Input = {
    fromJSON(object) {
        return {
            artifactTrustRoot: isSet(object.artifactTrustRoot) ? sigstore_trustroot_1.TrustedRoot.fromJSON(object.artifactTrustRoot) : undefined,
            artifactVerificationOptions: isSet(object.artifactVerificationOptions)
                ? exports.ArtifactVerificationOptions.fromJSON(object.artifactVerificationOptions)
                : undefined,
            bundle: isSet(object.bundle) ? sigstore_bundle_1.Bundle.fromJSON(object.bundle) : undefined,
            artifact: isSet(object.artifact) ? exports.Artifact.fromJSON(object.artifact) : undefined,
        };
    },
    toJSON(message) {
        const obj = {};
        if (message.artifactTrustRoot !== undefined) {
            obj.artifactTrustRoot = sigstore_trustroot_1.TrustedRoot.toJSON(message.artifactTrustRoot);
        }
        if (message.artifactVerificationOptions !== undefined) {
            obj.artifactVerificationOptions = exports.ArtifactVerificationOptions.toJSON(message.artifactVerificationOptions);
        }
        if (message.bundle !== undefined) {
            obj.bundle = sigstore_bundle_1.Bundle.toJSON(message.bundle);
        }
        if (message.artifact !== undefined) {
            obj.artifact = exports.Artifact.toJSON(message.artifact);
        }
        return obj;
    },
};
function bytesFromBase64(b64) {
    return Uint8Array.from(globalThis.Buffer.from(b64, "base64"));
}
function base64FromBytes(arr) {
    return globalThis.Buffer.from(arr).toString("base64");
}
function isSet(value) {
    return value !== null && value !== undefined;
}


/***/ }),

/***/ 19654:
/***/ (function(__unused_webpack_module, exports, __nccwpck_require__) {


var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) __createBinding(exports, m, p);
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
__exportStar(__nccwpck_require__(47030), exports);
__exportStar(__nccwpck_require__(70715), exports);
__exportStar(__nccwpck_require__(5334), exports);
__exportStar(__nccwpck_require__(85204), exports);
__exportStar(__nccwpck_require__(61997), exports);
__exportStar(__nccwpck_require__(99732), exports);


/***/ }),

/***/ 13835:
/***/ (function(__unused_webpack_module, exports, __nccwpck_require__) {


var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) __createBinding(exports, m, p);
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
/*
Copyright 2025 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
__exportStar(__nccwpck_require__(36764), exports);
__exportStar(__nccwpck_require__(381), exports);
__exportStar(__nccwpck_require__(4969), exports);
__exportStar(__nccwpck_require__(7543), exports);


/***/ }),

/***/ 52635:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DSSESignatureContent = void 0;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const core_1 = __nccwpck_require__(83917);
class DSSESignatureContent {
    env;
    constructor(env) {
        this.env = env;
    }
    compareDigest(digest) {
        return core_1.crypto.bufferEqual(digest, core_1.crypto.digest('sha256', this.env.payload));
    }
    // For a DSSE envelope the signature is computed over the pre-authentication
    // encoding (PAE), so the digest of the signed bytes is the digest of the PAE.
    // This is what a Rekor v2 hashedrekord entry records for a DSSE envelope.
    compareSignedDigest(digest) {
        return core_1.crypto.bufferEqual(digest, core_1.crypto.digest('sha256', this.preAuthEncoding));
    }
    compareSignature(signature) {
        return core_1.crypto.bufferEqual(signature, this.signature);
    }
    verifySignature(key) {
        return core_1.crypto.verify(this.preAuthEncoding, key, this.signature);
    }
    get signature() {
        return this.env.signatures.length > 0
            ? this.env.signatures[0].sig
            : Buffer.from('');
    }
    // DSSE Pre-Authentication Encoding
    get preAuthEncoding() {
        return core_1.dsse.preAuthEncoding(this.env.payloadType, this.env.payload);
    }
}
exports.DSSESignatureContent = DSSESignatureContent;


/***/ }),

/***/ 42544:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.toSignedEntity = toSignedEntity;
exports.signatureContent = signatureContent;
const core_1 = __nccwpck_require__(83917);
const dsse_1 = __nccwpck_require__(52635);
const message_1 = __nccwpck_require__(26531);
function toSignedEntity(bundle, artifact) {
    const { tlogEntries, timestampVerificationData } = bundle.verificationMaterial;
    const timestamps = [];
    for (const entry of tlogEntries) {
        if (entry.integratedTime && entry.integratedTime !== '0') {
            timestamps.push({
                $case: 'transparency-log',
                tlogEntry: entry,
            });
        }
    }
    for (const ts of timestampVerificationData?.rfc3161Timestamps ?? []) {
        timestamps.push({
            $case: 'timestamp-authority',
            timestamp: core_1.RFC3161Timestamp.parse(Buffer.from(ts.signedTimestamp)),
        });
    }
    return {
        signature: signatureContent(bundle, artifact),
        key: key(bundle),
        tlogEntries,
        timestamps,
    };
}
function signatureContent(bundle, artifact) {
    switch (bundle.content.$case) {
        case 'dsseEnvelope':
            return new dsse_1.DSSESignatureContent(bundle.content.dsseEnvelope);
        case 'messageSignature':
            return new message_1.MessageSignatureContent(bundle.content.messageSignature, artifact);
    }
}
function key(bundle) {
    switch (bundle.verificationMaterial.content.$case) {
        case 'publicKey':
            return {
                $case: 'public-key',
                hint: bundle.verificationMaterial.content.publicKey.hint,
            };
        case 'x509CertificateChain':
            return {
                $case: 'certificate',
                certificate: core_1.X509Certificate.parse(Buffer.from(bundle.verificationMaterial.content.x509CertificateChain
                    .certificates[0].rawBytes)),
            };
        case 'certificate':
            return {
                $case: 'certificate',
                certificate: core_1.X509Certificate.parse(Buffer.from(bundle.verificationMaterial.content.certificate.rawBytes)),
            };
    }
}


/***/ }),

/***/ 26531:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MessageSignatureContent = void 0;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const core_1 = __nccwpck_require__(83917);
const protobuf_specs_1 = __nccwpck_require__(19654);
// Map from the Sigstore protobuf HashAlgorithm enum to
// the string values used by the Node.js crypto module.
const HASH_ALGORITHM_MAP = {
    [protobuf_specs_1.HashAlgorithm.HASH_ALGORITHM_UNSPECIFIED]: 'sha256',
    [protobuf_specs_1.HashAlgorithm.SHA2_256]: 'sha256',
    [protobuf_specs_1.HashAlgorithm.SHA2_384]: 'sha384',
    [protobuf_specs_1.HashAlgorithm.SHA2_512]: 'sha512',
    [protobuf_specs_1.HashAlgorithm.SHA3_256]: 'sha3-256',
    [protobuf_specs_1.HashAlgorithm.SHA3_384]: 'sha3-384',
};
class MessageSignatureContent {
    signature;
    messageDigest;
    artifact;
    hashAlgorithm;
    constructor(messageSignature, artifact) {
        this.signature = messageSignature.signature;
        this.messageDigest = messageSignature.messageDigest.digest;
        this.artifact = artifact;
        this.hashAlgorithm =
            HASH_ALGORITHM_MAP[messageSignature.messageDigest.algorithm] ??
                /* istanbul ignore next */ 'sha256';
    }
    compareSignature(signature) {
        return core_1.crypto.bufferEqual(signature, this.signature);
    }
    compareDigest(digest) {
        return core_1.crypto.bufferEqual(digest, this.messageDigest);
    }
    // For a message signature the signature is computed over the artifact, so the
    // digest of the signed bytes is the artifact's message digest.
    compareSignedDigest(digest) {
        return this.compareDigest(digest);
    }
    verifySignature(key) {
        return core_1.crypto.verify(this.artifact, key, this.signature, this.hashAlgorithm);
    }
}
exports.MessageSignatureContent = MessageSignatureContent;


/***/ }),

/***/ 36849:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PolicyError = exports.VerificationError = void 0;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
class BaseError extends Error {
    code;
    cause; /* eslint-disable-line @typescript-eslint/no-explicit-any */
    constructor({ code, message, cause, }) {
        super(message);
        this.code = code;
        this.cause = cause;
        this.name = this.constructor.name;
    }
}
class VerificationError extends BaseError {
}
exports.VerificationError = VerificationError;
class PolicyError extends BaseError {
}
exports.PolicyError = PolicyError;


/***/ }),

/***/ 54187:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.BL = exports.jO = __webpack_unused_export__ = __webpack_unused_export__ = exports.DC = void 0;
/* istanbul ignore file */
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
var bundle_1 = __nccwpck_require__(42544);
Object.defineProperty(exports, "DC", ({ enumerable: true, get: function () { return bundle_1.toSignedEntity; } }));
var error_1 = __nccwpck_require__(36849);
__webpack_unused_export__ = ({ enumerable: true, get: function () { return error_1.PolicyError; } });
__webpack_unused_export__ = ({ enumerable: true, get: function () { return error_1.VerificationError; } });
var trust_1 = __nccwpck_require__(97822);
Object.defineProperty(exports, "jO", ({ enumerable: true, get: function () { return trust_1.toTrustMaterial; } }));
var verifier_1 = __nccwpck_require__(74433);
Object.defineProperty(exports, "BL", ({ enumerable: true, get: function () { return verifier_1.Verifier; } }));


/***/ }),

/***/ 38412:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.CertificateChainVerifier = void 0;
exports.verifyCertificateChain = verifyCertificateChain;
const error_1 = __nccwpck_require__(36849);
const trust_1 = __nccwpck_require__(97822);
function verifyCertificateChain(timestamp, leaf, certificateAuthorities) {
    // Filter list of trusted CAs to those which are valid for the given
    // timestamp
    const cas = (0, trust_1.filterCertAuthorities)(certificateAuthorities, timestamp);
    /* eslint-disable-next-line @typescript-eslint/no-explicit-any */
    let error;
    for (const ca of cas) {
        try {
            const verifier = new CertificateChainVerifier({
                trustedCerts: ca.certChain,
                untrustedCert: leaf,
                timestamp,
            });
            return verifier.verify();
        }
        catch (err) {
            error = err;
        }
    }
    // If we failed to verify the certificate chain for all of the trusted
    // CAs, throw the last error we encountered.
    throw new error_1.VerificationError({
        code: 'CERTIFICATE_ERROR',
        message: 'Failed to verify certificate chain',
        cause: error,
    });
}
class CertificateChainVerifier {
    untrustedCert;
    trustedCerts;
    localCerts;
    timestamp;
    constructor(opts) {
        this.untrustedCert = opts.untrustedCert;
        this.trustedCerts = opts.trustedCerts;
        this.localCerts = dedupeCertificates([
            ...opts.trustedCerts,
            opts.untrustedCert,
        ]);
        this.timestamp = opts.timestamp;
    }
    verify() {
        // Construct certificate path from leaf to root
        const certificatePath = this.sort();
        // Perform validation checks on each certificate in the path
        this.checkPath(certificatePath);
        const validForDate = certificatePath.every((cert) => cert.validForDate(this.timestamp));
        if (!validForDate) {
            throw new error_1.VerificationError({
                code: 'CERTIFICATE_ERROR',
                message: 'certificate is not valid or expired at the specified date',
            });
        }
        // Return verified certificate path
        return certificatePath;
    }
    sort() {
        const leafCert = this.untrustedCert;
        // Construct all possible paths from the leaf
        let paths = this.buildPaths(leafCert);
        // Filter for paths which contain a trusted certificate
        paths = paths.filter((path) => path.some((cert) => this.trustedCerts.includes(cert)));
        if (paths.length === 0) {
            throw new error_1.VerificationError({
                code: 'CERTIFICATE_ERROR',
                message: 'no trusted certificate path found',
            });
        }
        // Find the shortest of possible paths
        /* istanbul ignore next */
        const path = paths.reduce((prev, curr) => prev.length < curr.length ? prev : curr);
        // Construct chain from shortest path
        // Removes the last certificate in the path, which will be a second copy
        // of the root certificate given that the root is self-signed.
        return [leafCert, ...path].slice(0, -1);
    }
    // Recursively build all possible paths from the leaf to the root
    buildPaths(certificate) {
        const paths = [];
        const issuers = this.findIssuer(certificate);
        if (issuers.length === 0) {
            throw new error_1.VerificationError({
                code: 'CERTIFICATE_ERROR',
                message: 'no valid certificate path found',
            });
        }
        for (let i = 0; i < issuers.length; i++) {
            const issuer = issuers[i];
            // Base case - issuer is self
            if (issuer.equals(certificate)) {
                paths.push([certificate]);
                continue;
            }
            // Recursively build path for the issuer
            const subPaths = this.buildPaths(issuer);
            // Construct paths by appending the issuer to each subpath
            for (let j = 0; j < subPaths.length; j++) {
                paths.push([issuer, ...subPaths[j]]);
            }
        }
        return paths;
    }
    // Return all possible issuers for the given certificate
    findIssuer(certificate) {
        let issuers = [];
        let keyIdentifier;
        // Exit early if the certificate is self-signed
        if (certificate.subject.equals(certificate.issuer)) {
            if (certificate.verify()) {
                return [certificate];
            }
        }
        // If the certificate has an authority key identifier, use that
        // to find the issuer
        if (certificate.extAuthorityKeyID) {
            keyIdentifier = certificate.extAuthorityKeyID.keyIdentifier;
            // TODO: Add support for authorityCertIssuer/authorityCertSerialNumber
            // though Fulcio doesn't appear to use these
        }
        // Find possible issuers by comparing the authorityKeyID/subjectKeyID
        // or issuer/subject. Potential issuers are added to the result array.
        this.localCerts.forEach((possibleIssuer) => {
            if (keyIdentifier) {
                /* istanbul ignore else */
                if (possibleIssuer.extSubjectKeyID) {
                    if (possibleIssuer.extSubjectKeyID.keyIdentifier.equals(keyIdentifier)) {
                        issuers.push(possibleIssuer);
                    }
                    return;
                }
            }
            // Fallback to comparing certificate issuer and subject if
            // subjectKey/authorityKey extensions are not present
            if (possibleIssuer.subject.equals(certificate.issuer)) {
                issuers.push(possibleIssuer);
            }
        });
        // Remove any issuers which fail to verify the certificate
        issuers = issuers.filter((issuer) => {
            try {
                return certificate.verify(issuer);
            }
            catch (ex) {
                /* istanbul ignore next - should never error */
                return false;
            }
        });
        return issuers;
    }
    checkPath(path) {
        /* istanbul ignore if */
        if (path.length < 1) {
            throw new error_1.VerificationError({
                code: 'CERTIFICATE_ERROR',
                message: 'certificate chain must contain at least one certificate',
            });
        }
        // Ensure that all certificates beyond the leaf are CAs
        const validCAs = path.slice(1).every((cert) => cert.isCA);
        if (!validCAs) {
            throw new error_1.VerificationError({
                code: 'CERTIFICATE_ERROR',
                message: 'intermediate certificate is not a CA',
            });
        }
        // Certificate's issuer must match the subject of the next certificate
        // in the chain
        for (let i = path.length - 2; i >= 0; i--) {
            /* istanbul ignore if */
            if (!path[i].issuer.equals(path[i + 1].subject)) {
                throw new error_1.VerificationError({
                    code: 'CERTIFICATE_ERROR',
                    message: 'incorrect certificate name chaining',
                });
            }
        }
        // Check pathlength constraints
        for (let i = 0; i < path.length; i++) {
            const cert = path[i];
            // If the certificate is a CA, check the path length
            if (cert.extBasicConstraints?.isCA) {
                const pathLength = cert.extBasicConstraints.pathLenConstraint;
                // The path length, if set, indicates how many intermediate
                // certificates (NOT including the leaf) are allowed to follow. The
                // pathLength constraint of any intermediate CA certificate MUST be
                // greater than or equal to it's own depth in the chain (with an
                // adjustment for the leaf certificate)
                if (pathLength !== undefined && pathLength < i - 1) {
                    throw new error_1.VerificationError({
                        code: 'CERTIFICATE_ERROR',
                        message: 'path length constraint exceeded',
                    });
                }
            }
        }
    }
}
exports.CertificateChainVerifier = CertificateChainVerifier;
// Remove duplicate certificates from the array
function dedupeCertificates(certs) {
    for (let i = 0; i < certs.length; i++) {
        for (let j = i + 1; j < certs.length; j++) {
            if (certs[i].equals(certs[j])) {
                certs.splice(j, 1);
                j--;
            }
        }
    }
    return certs;
}


/***/ }),

/***/ 53771:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.verifyPublicKey = verifyPublicKey;
exports.verifyCertificate = verifyCertificate;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const core_1 = __nccwpck_require__(83917);
const error_1 = __nccwpck_require__(36849);
const certificate_1 = __nccwpck_require__(38412);
const sct_1 = __nccwpck_require__(21633);
const OID_FULCIO_ISSUER_V1 = '1.3.6.1.4.1.57264.1.1';
const OID_FULCIO_ISSUER_V2 = '1.3.6.1.4.1.57264.1.8';
function verifyPublicKey(hint, timestamps, trustMaterial) {
    const key = trustMaterial.publicKey(hint);
    timestamps.forEach((timestamp) => {
        if (!key.validFor(timestamp)) {
            throw new error_1.VerificationError({
                code: 'PUBLIC_KEY_ERROR',
                message: `Public key is not valid for timestamp: ${timestamp.toISOString()}`,
            });
        }
    });
    return { key: key.publicKey };
}
function verifyCertificate(leaf, timestamps, trustMaterial) {
    // Check that leaf certificate chains to a trusted CA
    let path = [];
    timestamps.forEach((timestamp) => {
        path = (0, certificate_1.verifyCertificateChain)(timestamp, leaf, trustMaterial.certificateAuthorities);
    });
    return {
        scts: (0, sct_1.verifySCTs)(path[0], path[1], trustMaterial.ctlogs),
        signer: getSigner(path[0]),
    };
}
function getSigner(cert) {
    let issuer;
    const issuerExtension = cert.extension(OID_FULCIO_ISSUER_V2);
    /* istanbul ignore next */
    if (issuerExtension) {
        issuer = issuerExtension.valueObj.subs?.[0]?.value.toString('ascii');
    }
    else {
        issuer = cert.extension(OID_FULCIO_ISSUER_V1)?.value.toString('ascii');
    }
    const oids = cert.extensions.map((ext) => {
        const oid = ext.subs[0].toOID();
        return {
            oid: { id: oid.split('.').map(Number) },
            value: ext.subs[ext.subs.length - 1].value,
        };
    });
    const identity = {
        extensions: { issuer },
        subjectAlternativeName: cert.subjectAltName,
        oids,
    };
    return {
        key: core_1.crypto.createPublicKey(cert.publicKey),
        identity,
    };
}


/***/ }),

/***/ 21633:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.verifySCTs = verifySCTs;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const core_1 = __nccwpck_require__(83917);
const error_1 = __nccwpck_require__(36849);
const trust_1 = __nccwpck_require__(97822);
function verifySCTs(cert, issuer, ctlogs) {
    let extSCT;
    // Verifying the SCT requires that we remove the SCT extension and
    // re-encode the TBS structure to DER -- this value is part of the data
    // over which the signature is calculated. Since this is a destructive action
    // we create a copy of the certificate so we can remove the SCT extension
    // without affecting the original certificate.
    const clone = cert.clone();
    // Intentionally not using the findExtension method here because we want to
    // remove the the SCT extension from the certificate before calculating the
    // PreCert structure
    for (let i = 0; i < clone.extensions.length; i++) {
        const ext = clone.extensions[i];
        if (ext.subs[0].toOID() === core_1.EXTENSION_OID_SCT) {
            extSCT = new core_1.X509SCTExtension(ext);
            // Remove the extension from the certificate
            clone.extensions.splice(i, 1);
            break;
        }
    }
    // No SCT extension found to verify
    if (!extSCT) {
        return [];
    }
    // Found an SCT extension but it has no SCTs
    /* istanbul ignore if -- too difficult to fabricate test case for this */
    if (extSCT.signedCertificateTimestamps.length === 0) {
        return [];
    }
    // Construct the PreCert structure
    // https://www.rfc-editor.org/rfc/rfc6962#section-3.2
    const preCert = new core_1.ByteStream();
    // Calculate hash of the issuer's public key
    const issuerId = core_1.crypto.digest('sha256', issuer.publicKey);
    preCert.appendView(issuerId);
    // Re-encodes the certificate to DER after removing the SCT extension
    const tbs = clone.tbsCertificate.toDER();
    preCert.appendUint24(tbs.length);
    preCert.appendView(tbs);
    // Calculate and return the verification results for each SCT
    return extSCT.signedCertificateTimestamps.map((sct) => {
        // Find the ctlog instance that corresponds to the SCT's logID
        const validCTLogs = (0, trust_1.filterTLogAuthorities)(ctlogs, {
            logID: sct.logID,
            targetDate: sct.datetime,
        });
        // See if the SCT is valid for any of the CT logs
        const verified = validCTLogs.some((log) => sct.verify(preCert.buffer, log.publicKey));
        if (!verified) {
            throw new error_1.VerificationError({
                code: 'CERTIFICATE_ERROR',
                message: 'SCT verification failed',
            });
        }
        return sct.logID;
    });
}


/***/ }),

/***/ 88037:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.verifySubjectAlternativeName = verifySubjectAlternativeName;
exports.verifyExtensions = verifyExtensions;
exports.verifyOIDs = verifyOIDs;
const error_1 = __nccwpck_require__(36849);
// Verifies that the signer's SAN matches the policy identity. The
// policyIdentity is treated as a JavaScript regular expression pattern and
// tested against the full signerIdentity string. For exact matching, use
// anchored patterns (e.g. '^user@example\\.com$').
function verifySubjectAlternativeName(policyIdentity, signerIdentity) {
    if (signerIdentity === undefined || !signerIdentity.match(policyIdentity)) {
        throw new error_1.PolicyError({
            code: 'UNTRUSTED_SIGNER_ERROR',
            message: `certificate identity error - expected ${policyIdentity}, got ${signerIdentity}`,
        });
    }
}
function verifyExtensions(policyExtensions, signerExtensions = {}) {
    let key;
    for (key in policyExtensions) {
        if (signerExtensions[key] !== policyExtensions[key]) {
            throw new error_1.PolicyError({
                code: 'UNTRUSTED_SIGNER_ERROR',
                message: `invalid certificate extension - expected ${key}=${policyExtensions[key]}, got ${key}=${signerExtensions[key]}`,
            });
        }
    }
}
function verifyOIDs(policyOIDs, signerOIDs = []) {
    for (const policyOID of policyOIDs) {
        const match = signerOIDs.find((signerOID) => oidEquals(policyOID.oid?.id, signerOID.oid?.id) &&
            policyOID.value.equals(signerOID.value));
        if (!match) {
            const oid = policyOID.oid?.id.join('.') ?? '<unknown>';
            throw new error_1.PolicyError({
                code: 'UNTRUSTED_SIGNER_ERROR',
                message: `invalid certificate extension - missing OID ${oid}`,
            });
        }
    }
}
function oidEquals(a, b) {
    if (a === undefined || b === undefined) {
        return false;
    }
    return a.length === b.length && a.every((v, i) => v === b[i]);
}


/***/ }),

/***/ 27968:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.getTSATimestamp = getTSATimestamp;
exports.getTLogTimestamp = getTLogTimestamp;
const tsa_1 = __nccwpck_require__(84472);
function getTSATimestamp(timestamp, data, timestampAuthorities) {
    (0, tsa_1.verifyRFC3161Timestamp)(timestamp, data, timestampAuthorities);
    return {
        type: 'timestamp-authority',
        logID: timestamp.signerSerialNumber,
        timestamp: timestamp.signingTime,
    };
}
function getTLogTimestamp(entry) {
    // Only entries with an inclusion promise provide a verifiable timestamp
    if (!entry.inclusionPromise) {
        return undefined;
    }
    return {
        type: 'transparency-log',
        logID: entry.logId.keyId,
        timestamp: new Date(Number(entry.integratedTime) * 1000),
    };
}


/***/ }),

/***/ 84472:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.verifyRFC3161Timestamp = verifyRFC3161Timestamp;
const core_1 = __nccwpck_require__(83917);
const error_1 = __nccwpck_require__(36849);
const certificate_1 = __nccwpck_require__(38412);
const trust_1 = __nccwpck_require__(97822);
function verifyRFC3161Timestamp(timestamp, data, timestampAuthorities) {
    const signingTime = timestamp.signingTime;
    // Filter for CAs which were valid at the time of signing
    timestampAuthorities = (0, trust_1.filterCertAuthorities)(timestampAuthorities, signingTime);
    // Filter for CAs which match serial and issuer embedded in the timestamp
    timestampAuthorities = filterCAsBySerialAndIssuer(timestampAuthorities, {
        serialNumber: timestamp.signerSerialNumber,
        issuer: timestamp.signerIssuer,
    });
    // Check that we can verify the timestamp with AT LEAST ONE of the remaining
    // CAs
    const verified = timestampAuthorities.some((ca) => {
        try {
            verifyTimestampForCA(timestamp, data, ca);
            return true;
        }
        catch (e) {
            return false;
        }
    });
    if (!verified) {
        throw new error_1.VerificationError({
            code: 'TIMESTAMP_ERROR',
            message: 'timestamp could not be verified',
        });
    }
}
function verifyTimestampForCA(timestamp, data, ca) {
    const [leaf, ...cas] = ca.certChain;
    const signingKey = core_1.crypto.createPublicKey(leaf.publicKey);
    const signingTime = timestamp.signingTime;
    // Verify the certificate chain for the provided CA
    try {
        new certificate_1.CertificateChainVerifier({
            untrustedCert: leaf,
            trustedCerts: cas,
            timestamp: signingTime,
        }).verify();
    }
    catch (e) {
        throw new error_1.VerificationError({
            code: 'TIMESTAMP_ERROR',
            message: 'invalid certificate chain',
        });
    }
    // Check that the signing certificate's key can be used to verify the
    // timestamp signature.
    timestamp.verify(data, signingKey);
}
// Filters the list of CAs to those which have a leaf signing certificate which
// matches the given serial number and issuer.
function filterCAsBySerialAndIssuer(timestampAuthorities, criteria) {
    return timestampAuthorities.filter((ca) => ca.certChain.length > 0 &&
        core_1.crypto.bufferEqual(ca.certChain[0].serialNumber, criteria.serialNumber) &&
        core_1.crypto.bufferEqual(ca.certChain[0].issuer, criteria.issuer));
}


/***/ }),

/***/ 39266:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.LogCheckpoint = void 0;
exports.verifyCheckpoint = verifyCheckpoint;
/*
Copyright 2025 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const core_1 = __nccwpck_require__(83917);
const error_1 = __nccwpck_require__(36849);
// Separator between the note and the signatures in a checkpoint
const CHECKPOINT_SEPARATOR = '\n\n';
// Checkpoint signatures are of the following form:
// "– <identity> <key_hint+signature_bytes>\n"
// where:
// - the prefix is an emdash (U+2014).
// - <identity> gives a human-readable representation of the signing ID.
// - <key_hint+signature_bytes> is the first 4 bytes of the SHA256 hash of the
//   associated public key followed by the signature bytes.
const SIGNATURE_REGEX = /\u2014 (\S+) (\S+)\n/g;
// Verifies the checkpoint value in the given tlog entry. There are two steps
// to the verification:
// 1. Verify that all signatures in the checkpoint can be verified against a
//    trusted public key
// 2. Verify that the root hash in the checkpoint matches the root hash in the
//    inclusion proof
// See: https://github.com/transparency-dev/formats/blob/main/log/README.md
function verifyCheckpoint(entry, tlogs) {
    const inclusionProof = entry.inclusionProof;
    const signedNote = SignedNote.fromString(inclusionProof.checkpoint.envelope);
    const checkpoint = LogCheckpoint.fromString(signedNote.note);
    // Verify that the signatures in the checkpoint are all valid
    if (!verifySignedNote(signedNote, tlogs)) {
        throw new error_1.VerificationError({
            code: 'TLOG_INCLUSION_PROOF_ERROR',
            message: 'invalid checkpoint signature',
        });
    }
    return checkpoint;
}
// Verifies the signatures in the SignedNote. For each signature, the
// corresponding transparency log is looked up by the key hint and the
// signature is verified against the public key in the transparency log.
// Throws an error if any of the signatures are invalid.
function verifySignedNote(signedNote, tlogs) {
    const data = Buffer.from(signedNote.note, 'utf-8');
    return signedNote.signatures.some((signature) => {
        // Find the transparency log instance with the matching key hint
        const tlog = tlogs.find((tlog) => core_1.crypto.bufferEqual(tlog.logID.subarray(0, 4), signature.keyHint) &&
            // Match the signature name to the base URL of the tlog. The name is
            // attacker-controlled, so it MUST be compared as a literal substring
            // and never coerced into a RegExp (as String.prototype.match would).
            tlog.baseURL.includes(signature.name));
        if (!tlog) {
            return false;
        }
        return core_1.crypto.verify(data, tlog.publicKey, signature.signature);
    });
}
// SignedNote represents a signed note from a transparency log checkpoint. Consists
// of a body (or note) and one more signatures calculated over the body. See
// https://github.com/transparency-dev/formats/blob/main/log/README.md#signed-envelope
class SignedNote {
    note;
    signatures;
    constructor(note, signatures) {
        this.note = note;
        this.signatures = signatures;
    }
    // Deserialize a SignedNote from a string
    static fromString(envelope) {
        if (!envelope.includes(CHECKPOINT_SEPARATOR)) {
            throw new error_1.VerificationError({
                code: 'TLOG_INCLUSION_PROOF_ERROR',
                message: 'missing checkpoint separator',
            });
        }
        // Split the note into the header and the data portions at the separator
        const split = envelope.indexOf(CHECKPOINT_SEPARATOR);
        const header = envelope.slice(0, split + 1);
        const data = envelope.slice(split + CHECKPOINT_SEPARATOR.length);
        // Find all the signature lines in the data portion
        const matches = data.matchAll(SIGNATURE_REGEX);
        // Parse each of the matched signature lines into the name and signature.
        // The first four bytes of the signature are the key hint (should match the
        // first four bytes of the log ID), and the rest is the signature itself.
        const signatures = Array.from(matches, (match) => {
            const [, name, signature] = match;
            const sigBytes = Buffer.from(signature, 'base64');
            if (sigBytes.length < 5) {
                throw new error_1.VerificationError({
                    code: 'TLOG_INCLUSION_PROOF_ERROR',
                    message: 'malformed checkpoint signature',
                });
            }
            return {
                name,
                keyHint: sigBytes.subarray(0, 4),
                signature: sigBytes.subarray(4),
            };
        });
        if (signatures.length === 0) {
            throw new error_1.VerificationError({
                code: 'TLOG_INCLUSION_PROOF_ERROR',
                message: 'no signatures found in checkpoint',
            });
        }
        return new SignedNote(header, signatures);
    }
}
// LogCheckpoint represents a transparency log checkpoint. Consists of the
// following:
//  - origin: the name of the transparency log
//  - logSize: the size of the log at the time of the checkpoint
//  - logHash: the root hash of the log at the time of the checkpoint
//  - rest: the rest of the checkpoint body, which is a list of log entries
// See:
// https://github.com/transparency-dev/formats/blob/main/log/README.md#checkpoint-body
class LogCheckpoint {
    origin;
    logSize;
    logHash;
    rest;
    constructor(origin, logSize, logHash, rest) {
        this.origin = origin;
        this.logSize = logSize;
        this.logHash = logHash;
        this.rest = rest;
    }
    static fromString(note) {
        const lines = note.trimEnd().split('\n');
        if (lines.length < 3) {
            throw new error_1.VerificationError({
                code: 'TLOG_INCLUSION_PROOF_ERROR',
                message: 'too few lines in checkpoint header',
            });
        }
        const origin = lines[0];
        // logSize is attacker-controlled and parsed before any signature is
        // verified, so guard against BigInt() throwing an uncaught SyntaxError on
        // malformed input.
        let logSize;
        try {
            logSize = BigInt(lines[1]);
        }
        catch {
            throw new error_1.VerificationError({
                code: 'TLOG_INCLUSION_PROOF_ERROR',
                message: 'invalid checkpoint log size',
            });
        }
        const rootHash = Buffer.from(lines[2], 'base64');
        const rest = lines.slice(3);
        return new LogCheckpoint(origin, logSize, rootHash, rest);
    }
}
exports.LogCheckpoint = LogCheckpoint;


/***/ }),

/***/ 27005:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DSSE_API_VERSION_V1 = void 0;
exports.verifyDSSETLogBody = verifyDSSETLogBody;
exports.verifyDSSETLogBodyV2 = verifyDSSETLogBodyV2;
/*
Copyright 2025 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const error_1 = __nccwpck_require__(36849);
exports.DSSE_API_VERSION_V1 = '0.0.1';
// Compare the given dsse tlog entry to the given bundle
function verifyDSSETLogBody(tlogEntry, content) {
    switch (tlogEntry.apiVersion) {
        case exports.DSSE_API_VERSION_V1:
            return verifyDSSE001TLogBody(tlogEntry, content);
        default:
            throw new error_1.VerificationError({
                code: 'TLOG_BODY_ERROR',
                message: `unsupported dsse version: ${tlogEntry.apiVersion}`,
            });
    }
}
// Compare the given dsse tlog entry to the given bundle. This function is
// specifically for Rekor V2 entries.
function verifyDSSETLogBodyV2(tlogEntry, content) {
    const spec = tlogEntry.spec?.spec;
    if (!spec) {
        throw new error_1.VerificationError({
            code: 'TLOG_BODY_ERROR',
            message: `missing dsse spec`,
        });
    }
    switch (spec.$case) {
        case 'dsseV002':
            return verifyDSSE002TLogBody(spec.dsseV002, content);
        default:
            throw new error_1.VerificationError({
                code: 'TLOG_BODY_ERROR',
                message: `unsupported version: ${spec.$case}`,
            });
    }
}
// Compare the given dsse v0.0.1 tlog entry to the given DSSE envelope.
function verifyDSSE001TLogBody(tlogEntry, content) {
    // Ensure the bundle's DSSE only contains a single signature
    if (tlogEntry.spec.signatures?.length !== 1) {
        throw new error_1.VerificationError({
            code: 'TLOG_BODY_ERROR',
            message: 'signature count mismatch',
        });
    }
    const tlogSig = tlogEntry.spec.signatures[0].signature;
    // Ensure that the signature in the bundle's DSSE matches tlog entry
    if (!content.compareSignature(Buffer.from(tlogSig, 'base64')))
        throw new error_1.VerificationError({
            code: 'TLOG_BODY_ERROR',
            message: 'tlog entry signature mismatch',
        });
    // Ensure the digest of the bundle's DSSE payload matches the digest in the
    // tlog entry
    const tlogHash = tlogEntry.spec.payloadHash?.value || '';
    if (!content.compareDigest(Buffer.from(tlogHash, 'hex'))) {
        throw new error_1.VerificationError({
            code: 'TLOG_BODY_ERROR',
            message: 'DSSE payload hash mismatch',
        });
    }
}
// Compare the given dsse v0.0.2 tlog entry to the given DSSE envelope.
function verifyDSSE002TLogBody(spec, content) {
    // Ensure the bundle's DSSE only contains a single signature
    if (spec.signatures?.length !== 1) {
        throw new error_1.VerificationError({
            code: 'TLOG_BODY_ERROR',
            message: 'signature count mismatch',
        });
    }
    const tlogSig = spec.signatures[0].content;
    // Ensure that the signature in the bundle's DSSE matches tlog entry
    if (!content.compareSignature(tlogSig))
        throw new error_1.VerificationError({
            code: 'TLOG_BODY_ERROR',
            message: 'tlog entry signature mismatch',
        });
    // Ensure the digest of the bundle's DSSE payload matches the digest in the
    // tlog entry
    const tlogHash = spec.payloadHash?.digest || Buffer.from('');
    if (!content.compareDigest(tlogHash)) {
        throw new error_1.VerificationError({
            code: 'TLOG_BODY_ERROR',
            message: 'DSSE payload hash mismatch',
        });
    }
}


/***/ }),

/***/ 1484:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.HASHEDREKORD_API_VERSION_V1 = void 0;
exports.verifyHashedRekordTLogBody = verifyHashedRekordTLogBody;
exports.verifyHashedRekordTLogBodyV2 = verifyHashedRekordTLogBodyV2;
/*
Copyright 2025 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const error_1 = __nccwpck_require__(36849);
exports.HASHEDREKORD_API_VERSION_V1 = '0.0.1';
// Compare the given hashedrekord tlog entry to the given bundle
function verifyHashedRekordTLogBody(tlogEntry, content) {
    switch (tlogEntry.apiVersion) {
        case exports.HASHEDREKORD_API_VERSION_V1:
            return verifyHashedrekord001TLogBody(tlogEntry, content);
        default:
            throw new error_1.VerificationError({
                code: 'TLOG_BODY_ERROR',
                message: `unsupported hashedrekord version: ${tlogEntry.apiVersion}`,
            });
    }
}
// Compare the given hashedrekor tlog entry to the given bundle. This function is
// specifically for Rekor V2 entries.
function verifyHashedRekordTLogBodyV2(tlogEntry, content) {
    const spec = tlogEntry.spec?.spec;
    if (!spec) {
        throw new error_1.VerificationError({
            code: 'TLOG_BODY_ERROR',
            message: `missing dsse spec`,
        });
    }
    switch (spec.$case) {
        case 'hashedRekordV002':
            return verifyHashedrekord002TLogBody(spec.hashedRekordV002, content);
        default:
            throw new error_1.VerificationError({
                code: 'TLOG_BODY_ERROR',
                message: `unsupported version: ${spec.$case}`,
            });
    }
}
// Compare the given hashedrekord v0.0.1 tlog entry to the given message
// signature
function verifyHashedrekord001TLogBody(tlogEntry, content) {
    // Ensure that the bundles message signature matches the tlog entry
    const tlogSig = tlogEntry.spec.signature.content || '';
    if (!content.compareSignature(Buffer.from(tlogSig, 'base64'))) {
        throw new error_1.VerificationError({
            code: 'TLOG_BODY_ERROR',
            message: 'signature mismatch',
        });
    }
    // Ensure that the bundle's signed digest matches the tlog entry
    const tlogDigest = tlogEntry.spec.data.hash?.value || '';
    if (!content.compareSignedDigest(Buffer.from(tlogDigest, 'hex'))) {
        throw new error_1.VerificationError({
            code: 'TLOG_BODY_ERROR',
            message: 'digest mismatch',
        });
    }
}
// Compare the given hashedrekord v0.0.2 tlog entry to the given message
// signature
function verifyHashedrekord002TLogBody(spec, content) {
    // Ensure that the bundles message signature matches the tlog entry
    const tlogSig = spec.signature?.content || Buffer.from('');
    if (!content.compareSignature(tlogSig)) {
        throw new error_1.VerificationError({
            code: 'TLOG_BODY_ERROR',
            message: 'signature mismatch',
        });
    }
    // Ensure that the bundle's signed digest matches the tlog entry
    const tlogHash = spec.data?.digest || Buffer.from('');
    if (!content.compareSignedDigest(tlogHash)) {
        throw new error_1.VerificationError({
            code: 'TLOG_BODY_ERROR',
            message: 'digest mismatch',
        });
    }
}


/***/ }),

/***/ 38218:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.verifyTLogBody = verifyTLogBody;
exports.verifyTLogInclusion = verifyTLogInclusion;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const v2_1 = __nccwpck_require__(13835);
const error_1 = __nccwpck_require__(36849);
const dsse_1 = __nccwpck_require__(27005);
const hashedrekord_1 = __nccwpck_require__(1484);
const intoto_1 = __nccwpck_require__(17703);
const checkpoint_1 = __nccwpck_require__(39266);
const merkle_1 = __nccwpck_require__(17046);
const set_1 = __nccwpck_require__(2714);
// Verifies that the given tlog entry matches the supplied signature content.
function verifyTLogBody(entry, sigContent) {
    const { kind, version } = entry.kindVersion;
    // The canonicalized body is attacker-controlled; parse defensively so
    // malformed JSON yields a VerificationError rather than an uncaught
    // SyntaxError.
    let body;
    try {
        body = JSON.parse(entry.canonicalizedBody.toString('utf8'));
    }
    catch {
        throw new error_1.VerificationError({
            code: 'TLOG_BODY_ERROR',
            message: 'invalid canonicalized body',
        });
    }
    // validate body
    if (kind !== body.kind || version !== body.apiVersion) {
        throw new error_1.VerificationError({
            code: 'TLOG_BODY_ERROR',
            message: `kind/version mismatch - expected: ${kind}/${version}, received: ${body.kind}/${body.apiVersion}`,
        });
    }
    switch (kind) {
        case 'dsse':
            // Rekor V1 and V2 use incompatible types so we need to branch here based on version
            if (version == dsse_1.DSSE_API_VERSION_V1) {
                return (0, dsse_1.verifyDSSETLogBody)(body, sigContent);
            }
            else {
                const entryRekorV2 = v2_1.Entry.fromJSON(body);
                return (0, dsse_1.verifyDSSETLogBodyV2)(entryRekorV2, sigContent);
            }
        case 'intoto':
            return (0, intoto_1.verifyIntotoTLogBody)(body, sigContent);
        case 'hashedrekord':
            // Rekor V1 and V2 use incompatible types so we need to branch here based on version
            if (version == hashedrekord_1.HASHEDREKORD_API_VERSION_V1) {
                return (0, hashedrekord_1.verifyHashedRekordTLogBody)(body, sigContent);
            }
            else {
                const entryRekorV2 = v2_1.Entry.fromJSON(body);
                return (0, hashedrekord_1.verifyHashedRekordTLogBodyV2)(entryRekorV2, sigContent);
            }
        /* istanbul ignore next */
        default:
            throw new error_1.VerificationError({
                code: 'TLOG_BODY_ERROR',
                message: `unsupported kind: ${kind}`,
            });
    }
}
function verifyTLogInclusion(entry, tlogAuthorities) {
    let inclusionVerified = false;
    if (isTLogEntryWithInclusionPromise(entry)) {
        (0, set_1.verifyTLogSET)(entry, tlogAuthorities);
        inclusionVerified = true;
    }
    if (isTLogEntryWithInclusionProof(entry)) {
        // Bind the claimed log ID to the authority that verifies the checkpoint.
        const matchingAuthorities = tlogAuthorities.filter((tlog) => tlog.logID.equals(entry.logId.keyId));
        const checkpoint = (0, checkpoint_1.verifyCheckpoint)(entry, matchingAuthorities);
        (0, merkle_1.verifyMerkleInclusion)(entry, checkpoint);
        inclusionVerified = true;
    }
    if (!inclusionVerified) {
        throw new error_1.VerificationError({
            code: 'TLOG_MISSING_INCLUSION_ERROR',
            message: 'inclusion could not be verified',
        });
    }
    return;
}
function isTLogEntryWithInclusionPromise(entry) {
    return entry.inclusionPromise !== undefined;
}
function isTLogEntryWithInclusionProof(entry) {
    return entry.inclusionProof !== undefined;
}


/***/ }),

/***/ 17703:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.verifyIntotoTLogBody = verifyIntotoTLogBody;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const error_1 = __nccwpck_require__(36849);
// Compare the given intoto tlog entry to the given bundle
function verifyIntotoTLogBody(tlogEntry, content) {
    switch (tlogEntry.apiVersion) {
        case '0.0.2':
            return verifyIntoto002TLogBody(tlogEntry, content);
        default:
            throw new error_1.VerificationError({
                code: 'TLOG_BODY_ERROR',
                message: `unsupported intoto version: ${tlogEntry.apiVersion}`,
            });
    }
}
// Compare the given intoto v0.0.2 tlog entry to the given DSSE envelope.
function verifyIntoto002TLogBody(tlogEntry, content) {
    // Ensure the bundle's DSSE contains a single signature
    if (tlogEntry.spec.content.envelope.signatures?.length !== 1) {
        throw new error_1.VerificationError({
            code: 'TLOG_BODY_ERROR',
            message: 'signature count mismatch',
        });
    }
    // Signature is double-base64-encoded in the tlog entry
    const tlogSig = base64Decode(tlogEntry.spec.content.envelope.signatures[0].sig);
    // Ensure that the signature in the bundle's DSSE matches tlog entry
    if (!content.compareSignature(Buffer.from(tlogSig, 'base64'))) {
        throw new error_1.VerificationError({
            code: 'TLOG_BODY_ERROR',
            message: 'tlog entry signature mismatch',
        });
    }
    // Ensure the digest of the bundle's DSSE payload matches the digest in the
    // tlog entry
    const tlogHash = tlogEntry.spec.content.payloadHash?.value || '';
    if (!content.compareDigest(Buffer.from(tlogHash, 'hex'))) {
        throw new error_1.VerificationError({
            code: 'TLOG_BODY_ERROR',
            message: 'DSSE payload hash mismatch',
        });
    }
}
function base64Decode(str) {
    return Buffer.from(str, 'base64').toString('utf-8');
}


/***/ }),

/***/ 17046:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.verifyMerkleInclusion = verifyMerkleInclusion;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const core_1 = __nccwpck_require__(83917);
const error_1 = __nccwpck_require__(36849);
const RFC6962_LEAF_HASH_PREFIX = Buffer.from([0x00]);
const RFC6962_NODE_HASH_PREFIX = Buffer.from([0x01]);
function verifyMerkleInclusion(entry, checkpoint) {
    const inclusionProof = entry.inclusionProof;
    // logIndex is attacker-controlled; parse defensively so malformed input
    // yields a VerificationError rather than an uncaught SyntaxError.
    let logIndex;
    try {
        logIndex = BigInt(inclusionProof.logIndex);
    }
    catch {
        throw new error_1.VerificationError({
            code: 'TLOG_INCLUSION_PROOF_ERROR',
            message: 'invalid inclusion proof log index',
        });
    }
    const treeSize = BigInt(checkpoint.logSize);
    if (logIndex < 0n || logIndex >= treeSize) {
        throw new error_1.VerificationError({
            code: 'TLOG_INCLUSION_PROOF_ERROR',
            message: `invalid index: ${logIndex}`,
        });
    }
    // Figure out which subset of hashes corresponds to the inner and border
    // nodes
    const { inner, border } = decompInclProof(logIndex, treeSize);
    if (inclusionProof.hashes.length !== inner + border) {
        throw new error_1.VerificationError({
            code: 'TLOG_INCLUSION_PROOF_ERROR',
            message: 'invalid hash count',
        });
    }
    const innerHashes = inclusionProof.hashes.slice(0, inner);
    const borderHashes = inclusionProof.hashes.slice(inner);
    // The entry's hash is the leaf hash
    const leafHash = hashLeaf(entry.canonicalizedBody);
    // Chain the hashes belonging to the inner and border portions
    const calculatedHash = chainBorderRight(chainInner(leafHash, innerHashes, logIndex), borderHashes);
    // Calculated hash should match the root hash in the inclusion proof
    if (!core_1.crypto.bufferEqual(calculatedHash, checkpoint.logHash)) {
        throw new error_1.VerificationError({
            code: 'TLOG_INCLUSION_PROOF_ERROR',
            message: 'calculated root hash does not match inclusion proof',
        });
    }
}
// Breaks down inclusion proof for a leaf at the specified index in a tree of
// the specified size. The split point is where paths to the index leaf and
// the (size - 1) leaf diverge. Returns lengths of the bottom and upper proof
// parts.
function decompInclProof(index, size) {
    const inner = innerProofSize(index, size);
    const border = onesCount(index >> BigInt(inner));
    return { inner, border };
}
// Computes a subtree hash for a node on or below the tree's right border.
// Assumes the provided proof hashes are ordered from lower to higher levels
// and seed is the initial hash of the node specified by the index.
function chainInner(seed, hashes, index) {
    return hashes.reduce((acc, h, i) => {
        if ((index >> BigInt(i)) & BigInt(1)) {
            return hashChildren(h, acc);
        }
        else {
            return hashChildren(acc, h);
        }
    }, seed);
}
// Computes a subtree hash for nodes along the tree's right border.
function chainBorderRight(seed, hashes) {
    return hashes.reduce((acc, h) => hashChildren(h, acc), seed);
}
function innerProofSize(index, size) {
    return bitLength(index ^ (size - BigInt(1)));
}
// Counts the number of ones in the binary representation of the given number.
// https://en.wikipedia.org/wiki/Hamming_weight
function onesCount(num) {
    return num.toString(2).split('1').length - 1;
}
// Returns the number of bits necessary to represent an integer in binary.
function bitLength(n) {
    if (n === 0n) {
        return 0;
    }
    return n.toString(2).length;
}
// Hashing logic according to RFC6962.
// https://datatracker.ietf.org/doc/html/rfc6962#section-2
function hashChildren(left, right) {
    return core_1.crypto.digest('sha256', RFC6962_NODE_HASH_PREFIX, left, right);
}
function hashLeaf(leaf) {
    return core_1.crypto.digest('sha256', RFC6962_LEAF_HASH_PREFIX, leaf);
}


/***/ }),

/***/ 2714:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.verifyTLogSET = verifyTLogSET;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const core_1 = __nccwpck_require__(83917);
const error_1 = __nccwpck_require__(36849);
const trust_1 = __nccwpck_require__(97822);
// Verifies the SET for the given entry against the list of trusted
// transparency logs. Returns true if the SET can be verified against at least
// one of the trusted logs; otherwise, returns false.
function verifyTLogSET(entry, tlogs) {
    // Filter the list of tlog instances to only those which might be able to
    // verify the SET
    const validTLogs = (0, trust_1.filterTLogAuthorities)(tlogs, {
        logID: entry.logId.keyId,
        targetDate: new Date(Number(entry.integratedTime) * 1000),
    });
    // Check to see if we can verify the SET against any of the valid tlogs
    const verified = validTLogs.some((tlog) => {
        // Re-create the original Rekor verification payload
        const payload = toVerificationPayload(entry);
        // Canonicalize the payload and turn into a buffer for verification
        const data = Buffer.from(core_1.json.canonicalize(payload), 'utf8');
        // Extract the SET from the tlog entry
        const signature = entry.inclusionPromise.signedEntryTimestamp;
        return core_1.crypto.verify(data, tlog.publicKey, signature);
    });
    if (!verified) {
        throw new error_1.VerificationError({
            code: 'TLOG_INCLUSION_PROMISE_ERROR',
            message: 'inclusion promise could not be verified',
        });
    }
}
// Returns a properly formatted "VerificationPayload" for one of the
// transaction log entires in the given bundle which can be used for SET
// verification.
function toVerificationPayload(entry) {
    const { integratedTime, logIndex, logId, canonicalizedBody } = entry;
    return {
        body: canonicalizedBody.toString('base64'),
        integratedTime: Number(integratedTime),
        logIndex: Number(logIndex),
        logID: logId.keyId.toString('hex'),
    };
}


/***/ }),

/***/ 19738:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.filterCertAuthorities = filterCertAuthorities;
exports.filterTLogAuthorities = filterTLogAuthorities;
function filterCertAuthorities(certAuthorities, timestamp) {
    return certAuthorities.filter((ca) => {
        return ca.validFor.start <= timestamp && ca.validFor.end >= timestamp;
    });
}
// Filter the list of tlog instances to only those which match the given log
// ID and have public keys which are valid for the given integrated time.
function filterTLogAuthorities(tlogAuthorities, criteria) {
    return tlogAuthorities.filter((tlog) => {
        // If we're filtering by log ID and the log IDs don't match, we can't use
        // this tlog
        if (criteria.logID && !tlog.logID.equals(criteria.logID)) {
            return false;
        }
        // Check that the integrated time is within the validFor range
        return (tlog.validFor.start <= criteria.targetDate &&
            criteria.targetDate <= tlog.validFor.end);
    });
}


/***/ }),

/***/ 97822:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.filterTLogAuthorities = exports.filterCertAuthorities = void 0;
exports.toTrustMaterial = toTrustMaterial;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const core_1 = __nccwpck_require__(83917);
const protobuf_specs_1 = __nccwpck_require__(19654);
const error_1 = __nccwpck_require__(36849);
const BEGINNING_OF_TIME = new Date(0);
const END_OF_TIME = new Date(8640000000000000);
var filter_1 = __nccwpck_require__(19738);
Object.defineProperty(exports, "filterCertAuthorities", ({ enumerable: true, get: function () { return filter_1.filterCertAuthorities; } }));
Object.defineProperty(exports, "filterTLogAuthorities", ({ enumerable: true, get: function () { return filter_1.filterTLogAuthorities; } }));
function toTrustMaterial(root, keys) {
    const keyFinder = typeof keys === 'function' ? keys : keyLocator(keys);
    return {
        certificateAuthorities: root.certificateAuthorities.map(createCertAuthority),
        timestampAuthorities: root.timestampAuthorities.map(createCertAuthority),
        tlogs: root.tlogs.map(createTLogAuthority),
        ctlogs: root.ctlogs.map(createTLogAuthority),
        publicKey: keyFinder,
    };
}
function createTLogAuthority(tlogInstance) {
    const keyDetails = tlogInstance.publicKey.keyDetails;
    const keyType = keyDetails === protobuf_specs_1.PublicKeyDetails.PKCS1_RSA_PKCS1V5 ||
        keyDetails === protobuf_specs_1.PublicKeyDetails.PKIX_RSA_PKCS1V5 ||
        keyDetails === protobuf_specs_1.PublicKeyDetails.PKIX_RSA_PKCS1V15_2048_SHA256 ||
        keyDetails === protobuf_specs_1.PublicKeyDetails.PKIX_RSA_PKCS1V15_3072_SHA256 ||
        keyDetails === protobuf_specs_1.PublicKeyDetails.PKIX_RSA_PKCS1V15_4096_SHA256
        ? 'pkcs1'
        : 'spki';
    /* istanbul ignore next */
    return {
        baseURL: tlogInstance.baseUrl,
        logID: tlogInstance.checkpointKeyId
            ? tlogInstance.checkpointKeyId.keyId
            : tlogInstance.logId.keyId,
        publicKey: core_1.crypto.createPublicKey(tlogInstance.publicKey.rawBytes, keyType),
        validFor: {
            start: tlogInstance.publicKey.validFor?.start || BEGINNING_OF_TIME,
            end: tlogInstance.publicKey.validFor?.end || END_OF_TIME,
        },
    };
}
function createCertAuthority(ca) {
    /* istanbul ignore next */
    return {
        certChain: ca.certChain.certificates.map((cert) => {
            return core_1.X509Certificate.parse(Buffer.from(cert.rawBytes));
        }),
        validFor: {
            start: ca.validFor?.start || BEGINNING_OF_TIME,
            end: ca.validFor?.end || END_OF_TIME,
        },
    };
}
function keyLocator(keys) {
    return (hint) => {
        const key = (keys || {})[hint];
        if (!key) {
            throw new error_1.VerificationError({
                code: 'PUBLIC_KEY_ERROR',
                message: `key not found: ${hint}`,
            });
        }
        return {
            publicKey: core_1.crypto.createPublicKey(key.rawBytes),
            validFor: (date) => {
                /* istanbul ignore next */
                return ((key.validFor?.start || BEGINNING_OF_TIME) <= date &&
                    (key.validFor?.end || END_OF_TIME) >= date);
            },
        };
    };
}


/***/ }),

/***/ 74433:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Verifier = void 0;
/*
Copyright 2023 The Sigstore Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/
const util_1 = __nccwpck_require__(39023);
const error_1 = __nccwpck_require__(36849);
const key_1 = __nccwpck_require__(53771);
const policy_1 = __nccwpck_require__(88037);
const timestamp_1 = __nccwpck_require__(27968);
const tlog_1 = __nccwpck_require__(38218);
class Verifier {
    trustMaterial;
    options;
    constructor(trustMaterial, options = {}) {
        this.trustMaterial = trustMaterial;
        this.options = {
            ctlogThreshold: options.ctlogThreshold ?? 1,
            tlogThreshold: options.tlogThreshold ?? 1,
            timestampThreshold: options.timestampThreshold ?? options.tsaThreshold ?? 1,
            tsaThreshold: 0,
        };
    }
    verify(entity, policy) {
        const timestamps = this.verifyTimestamps(entity);
        const signer = this.verifySigningKey(entity, timestamps);
        this.verifyTLogs(entity);
        this.verifySignature(entity, signer);
        if (policy) {
            this.verifyPolicy(policy, signer.identity || {});
        }
        return signer;
    }
    // Checks that all of the timestamps in the entity are valid and returns them
    verifyTimestamps(entity) {
        const timestamps = [];
        for (const timestamp of entity.timestamps) {
            switch (timestamp.$case) {
                case 'timestamp-authority':
                    timestamps.push((0, timestamp_1.getTSATimestamp)(timestamp.timestamp, entity.signature.signature, this.trustMaterial.timestampAuthorities));
                    break;
                case 'transparency-log': {
                    const result = (0, timestamp_1.getTLogTimestamp)(timestamp.tlogEntry);
                    if (result) {
                        timestamps.push(result);
                    }
                    break;
                }
            }
        }
        // Check for duplicate timestamps
        if (containsDupes(timestamps)) {
            throw new error_1.VerificationError({
                code: 'TIMESTAMP_ERROR',
                message: 'duplicate timestamp',
            });
        }
        if (timestamps.length < this.options.timestampThreshold) {
            throw new error_1.VerificationError({
                code: 'TIMESTAMP_ERROR',
                message: `expected ${this.options.timestampThreshold} timestamps, got ${timestamps.length}`,
            });
        }
        return timestamps.map((t) => t.timestamp);
    }
    // Checks that the signing key is valid for all of the the supplied timestamps
    // and returns the signer.
    verifySigningKey({ key }, timestamps) {
        switch (key.$case) {
            case 'public-key': {
                return (0, key_1.verifyPublicKey)(key.hint, timestamps, this.trustMaterial);
            }
            case 'certificate': {
                const result = (0, key_1.verifyCertificate)(key.certificate, timestamps, this.trustMaterial);
                /* istanbul ignore next - no fixture */
                if (containsDupes(result.scts)) {
                    throw new error_1.VerificationError({
                        code: 'CERTIFICATE_ERROR',
                        message: 'duplicate SCT',
                    });
                }
                if (result.scts.length < this.options.ctlogThreshold) {
                    throw new error_1.VerificationError({
                        code: 'CERTIFICATE_ERROR',
                        message: `expected ${this.options.ctlogThreshold} SCTs, got ${result.scts.length}`,
                    });
                }
                return result.signer;
            }
        }
    }
    // Checks that the tlog entries are valid for the supplied content
    verifyTLogs({ signature: content, tlogEntries }) {
        const entryIDs = [];
        tlogEntries.forEach((entry) => {
            (0, tlog_1.verifyTLogInclusion)(entry, this.trustMaterial.tlogs);
            (0, tlog_1.verifyTLogBody)(entry, content);
            entryIDs.push({
                logID: entry.logId.keyId,
                body: entry.canonicalizedBody,
            });
        });
        // Check for duplicate entries so that repeated copies of a single entry
        // cannot be counted more than once toward the threshold. Inclusion
        // verification authenticates the log ID and body, but a proof does not
        // authenticate the top-level log index.
        if (containsDupes(entryIDs)) {
            throw new error_1.VerificationError({
                code: 'TLOG_ERROR',
                message: 'duplicate tlog entry',
            });
        }
        if (entryIDs.length < this.options.tlogThreshold) {
            throw new error_1.VerificationError({
                code: 'TLOG_ERROR',
                message: `expected ${this.options.tlogThreshold} tlog entries, got ${entryIDs.length}`,
            });
        }
    }
    // Checks that the signature is valid for the supplied content
    verifySignature(entity, signer) {
        if (!entity.signature.verifySignature(signer.key)) {
            throw new error_1.VerificationError({
                code: 'SIGNATURE_ERROR',
                message: 'signature verification failed',
            });
        }
    }
    verifyPolicy(policy, identity) {
        // Check the subject alternative name of the signer matches the policy
        /* istanbul ignore else */
        if (policy.subjectAlternativeName) {
            (0, policy_1.verifySubjectAlternativeName)(policy.subjectAlternativeName, identity.subjectAlternativeName);
        }
        // Check that the extensions of the signer match the policy
        /* istanbul ignore else */
        if (policy.extensions) {
            (0, policy_1.verifyExtensions)(policy.extensions, identity.extensions);
        }
        // Check that the OIDs of the signer match the policy
        /* istanbul ignore if */
        if (policy.oids) {
            (0, policy_1.verifyOIDs)(policy.oids, identity.oids);
        }
    }
}
exports.Verifier = Verifier;
// Checks for duplicate items in the array. Objects are compared using
// deep equality.
function containsDupes(arr) {
    for (let i = 0; i < arr.length; i++) {
        for (let j = i + 1; j < arr.length; j++) {
            if ((0, util_1.isDeepStrictEqual)(arr[i], arr[j])) {
                return true;
            }
        }
    }
    return false;
}


/***/ }),

/***/ 64528:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

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

var SnappyDecompressor = (__nccwpck_require__(50422)/* .SnappyDecompressor */ .c)
var SnappyCompressor = (__nccwpck_require__(38437)/* .SnappyCompressor */ .d)

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

/***/ 83809:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   MP: () => (/* binding */ signedTime),
/* harmony export */   Nc: () => (/* binding */ extensionText),
/* harmony export */   VB: () => (/* binding */ signingCertificate),
/* harmony export */   Ys: () => (/* binding */ signerClaims),
/* harmony export */   ZZ: () => (/* binding */ FULCIO_EXTENSION),
/* harmony export */   fP: () => (/* binding */ issuerOrganization)
/* harmony export */ });
/* harmony import */ var _sigstore_core__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(83917);
/* harmony import */ var _sigstore_core__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(_sigstore_core__WEBPACK_IMPORTED_MODULE_0__);

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
        return _sigstore_core__WEBPACK_IMPORTED_MODULE_0__.X509Certificate.parse(Buffer.from(content.certificate.rawBytes));
    if (content.$case === 'x509CertificateChain' && content.x509CertificateChain.certificates.length > 0) {
        return _sigstore_core__WEBPACK_IMPORTED_MODULE_0__.X509Certificate.parse(Buffer.from(content.x509CertificateChain.certificates[0].rawBytes));
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


/***/ }),

/***/ 33386:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  d: () => (/* binding */ findCertifications),
  j: () => (/* binding */ githubSource)
});

// EXTERNAL MODULE: ./src/lib/errors.ts
var errors = __nccwpck_require__(97268);
// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __nccwpck_require__(28902);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __nccwpck_require__(79112);
// EXTERNAL MODULE: ./src/github/attestations.ts
var attestations = __nccwpck_require__(72936);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(77598);
// EXTERNAL MODULE: ./node_modules/@sigstore/bundle/dist/index.js
var dist = __nccwpck_require__(61040);
// EXTERNAL MODULE: ./node_modules/@sigstore/verify/dist/index.js
var verify_dist = __nccwpck_require__(54187);
// EXTERNAL MODULE: ./src/lib/duration.ts
var duration = __nccwpck_require__(82543);
;// CONCATENATED MODULE: ./src/attestation/age.ts

function olderThanAllowed(ageMs, policy, signedAgain) {
    const { maxAgeMs, maxAgeInput = 'max-age' } = policy;
    if (maxAgeMs === undefined || ageMs <= maxAgeMs)
        return undefined;
    const when = signedAgain ? 'its run was certified' : 'it was signed';
    return `${when} ${(0,duration/* formatDuration */.a)(ageMs)} ago, longer ago than ${maxAgeInput} allows (${(0,duration/* formatDuration */.a)(maxAgeMs)})`;
}

// EXTERNAL MODULE: ./src/lib/json.ts
var json = __nccwpck_require__(18453);
// EXTERNAL MODULE: ./src/policy/report.ts
var report = __nccwpck_require__(12742);
// EXTERNAL MODULE: ./src/attestation/certificate.ts
var attestation_certificate = __nccwpck_require__(83809);
// EXTERNAL MODULE: ./src/attestation/signer-policy.ts
var signer_policy = __nccwpck_require__(25341);
// EXTERNAL MODULE: ./src/attestation/statement.ts
var attestation_statement = __nccwpck_require__(76031);
// EXTERNAL MODULE: ./src/attestation/statement-read.ts + 1 modules
var statement_read = __nccwpck_require__(32674);
// EXTERNAL MODULE: ./src/attestation/trust-roots.ts + 1 modules
var trust_roots = __nccwpck_require__(13150);
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
    const claims = (0,attestation_certificate/* signerClaims */.Ys)(signed.certificate);
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
        : await context.evaluate(context.policy.passIf, (0,statement_read/* predicateForPassIf */.jM)(predicate));
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
        return { bundle, certificate: (0,attestation_certificate/* signingCertificate */.VB)(bundle) };
    }
    catch (error) {
        return refuse('unreadable', `it is not a Sigstore bundle signed with a certificate: ${(0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 160)}`);
    }
}
async function verifySignature({ bundle, certificate }, context) {
    const { trust } = context;
    const { signer } = context.policy;
    const issuer = (0,attestation_certificate/* issuerOrganization */.fP)(certificate);
    const instance = trust_roots/* INSTANCE_BY_ISSUER */.g1[issuer ?? ''];
    if (!trust.custom && instance === undefined) {
        return refuse('signature', `its certificate was issued by ${(0,lib_text/* quotedValue */.A0)(issuer ?? 'no organization')}, neither Sigstore's public-good ` +
            `instance nor GitHub's`);
    }
    const publicRepository = (0,attestation_certificate/* extensionText */.Nc)(certificate, attestation_certificate/* FULCIO_EXTENSION */.ZZ.visibilityAtSigning) === 'public';
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
    const statement = envelope.payloadType === statement_read/* STATEMENT_PAYLOAD_TYPE */.Mb ? (0,statement_read/* readStatement */.cO)(envelope.payload.toString('utf8')) : undefined;
    if (statement === undefined || statement.statementType !== attestation_statement/* STATEMENT_TYPE */.zG)
        return refuse('statement', 'its payload is not an in-toto statement');
    if (statement.predicateType !== attestation_statement/* CERTIFICATION_PREDICATE_TYPE */.AR) {
        return refuse('statement', `its predicate type is ${(0,lib_text/* quotedValue */.A0)(String(statement.predicateType))}, not a certification ` +
            `(${attestation_statement/* CERTIFICATION_PREDICATE_TYPE */.AR})`);
    }
    if (!(0,statement_read/* namesSubject */.fZ)(statement, subject))
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
    const again = (0,statement_read/* runListedAgain */.Zs)((0,statement_read/* readCertifiedRun */.Zz)(statement.predicate));
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
    const run = (0,statement_read/* readCertifiedRun */.Zz)(predicate);
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
    if ((0,statement_read/* readCertifiedRun */.Zz)(predicate).carried) {
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
    const signedAt = (0,attestation_certificate/* signedTime */.MP)(entity.timestamps);
    if (signedAt === undefined)
        return refuse('signature', 'it carries no verified time of signing');
    const decidedAt = statement.timeVerified ?? '';
    const decided = Date.parse(decidedAt);
    if (!Number.isFinite(decided) || decided > signedAt.getTime() + DECISION_SKEW_MS) {
        return refuse('statement', `its decision time (${(0,lib_text/* quotedValue */.A0)(decidedAt)}) is not before the time it was signed (${signedAt.toISOString()})`);
    }
    const certifiedAt = certifiedTime(statement, signedAt);
    const tooOld = olderThanAllowed(context.now - certifiedAt.getTime(), context.policy, certifiedAt < signedAt);
    if (tooOld !== undefined)
        return { ...refuse('age', tooOld), certified: { runId: statement.runId, signedAt: certifiedAt } };
    return signedAt;
}
function certifiedTime(statement, signedAt) {
    const { predicate } = statement;
    const said = [
        (0,json/* readPath */.G7)(predicate === undefined ? undefined : (0,statement_read/* certificationOf */.So)(predicate), ['reusedFrom', 'certifiedAt']),
        predicate === undefined ? undefined : (0,attestation_statement/* imageDetailsOf */.T9)(predicate)?.certifiedAt
    ];
    const earliest = Math.min(...said.map(value => (typeof value === 'string' ? Date.parse(value) : Number.NaN)).filter(Number.isFinite));
    return earliest < signedAt.getTime() ? new Date(earliest) : signedAt;
}
function passIfRefusal(policy) {
    const expression = (0,lib_text/* inertText */.UJ)(policy.expression);
    const gave = `pass-if ${(0,report/* outcomeText */.EL)(policy)}`;
    return policy.outcome === 'false' || policy.outcome === 'value'
        ? `${gave}: ${expression}${(0,report/* readingsSuffix */.Ns)(policy)}`
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
        const statement = (0,statement_read/* readStatement */.cO)(payload);
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
        ? await (0,trust_roots/* customTrustRoots */.LJ)(sources.trustedRootPath)
        : (0,trust_roots/* publicTrustRoots */.hT)(sources.cacheDir, deadline);
    if (!trust.custom && entries.length > 0)
        await Promise.all([trust.material('public-good'), trust.material('github')]);
    const refusedWhole = (error) => {
        if (error instanceof trust_roots/* TrustRootError */.Tr)
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
        __nccwpck_require__.e(/* import() */ 977).then(__nccwpck_require__.bind(__nccwpck_require__, 92977)),
        __nccwpck_require__.e(/* import() */ 23).then(__nccwpck_require__.bind(__nccwpck_require__, 84023))
    ]);
    return policyReport(passIf, predicate, await evaluateBounded(passIf, predicate, deadline, signal));
}


/***/ }),

/***/ 25341:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DI: () => (/* binding */ branchRefs),
/* harmony export */   DX: () => (/* binding */ signerWorkflowText),
/* harmony export */   EC: () => (/* binding */ MERGE_QUEUE_REFS),
/* harmony export */   Fj: () => (/* binding */ pullRequestOfRef),
/* harmony export */   RF: () => (/* binding */ isAllowedSourceRef),
/* harmony export */   ZS: () => (/* binding */ isAllowedSigner),
/* harmony export */   hP: () => (/* binding */ refPatternText),
/* harmony export */   lf: () => (/* binding */ refPatternsText),
/* harmony export */   nO: () => (/* binding */ expectedSigner),
/* harmony export */   uI: () => (/* binding */ parseSignerUri),
/* harmony export */   wv: () => (/* binding */ isSourceRepository),
/* harmony export */   xm: () => (/* binding */ signerPolicy)
/* harmony export */ });
/* unused harmony exports oidcIssuerFor, isAllowedSigning, refMatches */

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

/***/ 32674:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Mb: () => (/* binding */ STATEMENT_PAYLOAD_TYPE),
  So: () => (/* binding */ certificationOf),
  fZ: () => (/* binding */ namesSubject),
  jM: () => (/* binding */ predicateForPassIf),
  Zz: () => (/* binding */ readCertifiedRun),
  cO: () => (/* binding */ readStatement),
  Zs: () => (/* binding */ runListedAgain)
});

// UNUSED EXPORTS: outlineHoldsWhole

// EXTERNAL MODULE: ./src/lib/ids.ts
var lib_ids = __nccwpck_require__(70829);
// EXTERNAL MODULE: ./src/lib/json.ts
var json = __nccwpck_require__(18453);
// EXTERNAL MODULE: ./src/attestation/statement.ts
var statement = __nccwpck_require__(76031);
;// CONCATENATED MODULE: ./src/attestation/history.ts

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
    const entry = (0,json/* objectOrNothing */.i)(item);
    const means = (0,json/* objectOrNothing */.i)(entry?.['means']);
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
    const fields = (0,json/* objectOrNothing */.i)(entry['fields']);
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
    return (0,json/* objectOrNothing */.i)(predicate[statement/* CERTIFICATION_EXTENSION */.VD]) ?? (0,json/* objectOrNothing */.i)(predicate['certification']);
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
        ...(certification?.['history'] === undefined ? {} : { history: readHistory(certification['history']) }),
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
    const value = readPath(outline, [...keys]);
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


/***/ }),

/***/ 76031:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AR: () => (/* binding */ CERTIFICATION_PREDICATE_TYPE),
/* harmony export */   HV: () => (/* binding */ VERIFIER_ID),
/* harmony export */   T9: () => (/* binding */ imageDetailsOf),
/* harmony export */   Uh: () => (/* binding */ IMAGE_EXTENSION),
/* harmony export */   VD: () => (/* binding */ CERTIFICATION_EXTENSION),
/* harmony export */   ey: () => (/* binding */ VERIFIED_LEVEL),
/* harmony export */   hH: () => (/* binding */ commitSubjectName),
/* harmony export */   pF: () => (/* binding */ IMAGE_VERIFIER_ID),
/* harmony export */   sF: () => (/* binding */ commitSubject),
/* harmony export */   zG: () => (/* binding */ STATEMENT_TYPE)
/* harmony export */ });
/* unused harmony exports RECORD_IN_STATEMENT_LIMIT, certificationSubjects, treeSubject, certificationPredicate */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(18453);


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
        digest: { sha256: createHash('sha256').update(`${name}\n`).digest('hex'), gitTree: tree.toLowerCase() }
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
    const throughNoList = (keys) => keys.slice(0, -1).every((_, end) => !Array.isArray(readPath(record, keys.slice(0, end + 1))));
    for (const keys of readPaths)
        if (keys.length > 0 && throughNoList(keys))
            keep(keys, readPath(record, keys));
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
    return createHash('sha256').update(text).digest('hex');
}


/***/ }),

/***/ 13150:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  g1: () => (/* binding */ INSTANCE_BY_ISSUER),
  Tr: () => (/* binding */ TrustRootError),
  LJ: () => (/* binding */ customTrustRoots),
  hT: () => (/* binding */ publicTrustRoots)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: ./node_modules/@sigstore/protobuf-specs/dist/index.js
var dist = __nccwpck_require__(19654);
// EXTERNAL MODULE: ./node_modules/@sigstore/verify/dist/index.js
var verify_dist = __nccwpck_require__(54187);
// EXTERNAL MODULE: ./src/lib/errors.ts
var errors = __nccwpck_require__(97268);
// EXTERNAL MODULE: ./src/lib/runtime.ts
var runtime = __nccwpck_require__(89067);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __nccwpck_require__(79112);
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
            const root = dist.TrustedRoot.fromJSON(json);
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
        const { getTrustedRoot } = await Promise.all(/* import() */[__nccwpck_require__.e(335), __nccwpck_require__.e(694)]).then(__nccwpck_require__.bind(__nccwpck_require__, 84423));
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


/***/ }),

/***/ 72936:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   el: () => (/* binding */ listAttestations),
/* harmony export */   jD: () => (/* binding */ refusedForPlan),
/* harmony export */   m4: () => (/* binding */ storeAttestation),
/* harmony export */   yr: () => (/* binding */ PLAN_NEEDED)
/* harmony export */ });
/* unused harmony export MAX_PAGE_BYTES */
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(79112);
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(18453);
/* harmony import */ var _lib_runtime_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(89067);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(58549);
/* harmony import */ var _lib_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(97268);
/* harmony import */ var snappyjs__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(64528);






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

/***/ 91037:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  z: () => (/* binding */ HttpPeer)
});

// EXTERNAL MODULE: external "node:dns"
var external_node_dns_ = __nccwpck_require__(40610);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __nccwpck_require__(44942);
// EXTERNAL MODULE: ./src/lib/errors.ts
var errors = __nccwpck_require__(97268);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __nccwpck_require__(79112);
// EXTERNAL MODULE: ./src/http/errors.ts
var http_errors = __nccwpck_require__(58549);
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
            throw (0,errors/* abortReason */.Js)(limits.signal);
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
                throw (0,errors/* abortReason */.Js)(limits.signal);
            }
            if (error instanceof http_errors/* ApiError */.h) {
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
        const destroyOnAbort = () => message.destroy((0,errors/* abortReason */.Js)(signal));
        signal.addEventListener('abort', destroyOnAbort, { once: true });
        try {
            for await (const chunk of message) {
                size += chunk.length;
                if (size > maxBodyBytes) {
                    message.destroy();
                    throw new http_errors/* ApiError */.h(`${(0,network/* capitalized */.l2)(this.peer.name)}'s answer while ${request.subject} is larger than ${maxBodyBytes} bytes; ` +
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

/***/ 25891:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ nextPage)
/* harmony export */ });
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
/* harmony export */   cc: () => (/* binding */ CancelledError),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   zf: () => (/* binding */ PeerFailure)
/* harmony export */ });
/* unused harmony export errorClause */
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
    return inertText(errorMessage(error), limit).replace(/\.+$/, '');
}
function abortReason(signal) {
    return signal.reason instanceof Error ? signal.reason : new CancelledError(String(signal.reason ?? 'abort'));
}


/***/ }),

/***/ 70829:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Rh: () => (/* binding */ unusableIdReason),
/* harmony export */   uH: () => (/* binding */ runIdKey)
/* harmony export */ });
/* unused harmony exports CONTROL_CHARACTER, pathSegment */
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
/* harmony export */   i: () => (/* binding */ objectOrNothing),
/* harmony export */   lj: () => (/* binding */ parseObject),
/* harmony export */   qF: () => (/* binding */ parseJson)
/* harmony export */ });
/* unused harmony exports explanationOf, firstHttpsLink, topLevelFieldNames */
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
const EXPLANATION_FIELDS = (/* unused pure expression or super */ null && (['message', 'detail', 'error_description', 'error', 'title', 'reason']));
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
const LINK_SEARCH = { maxDepth: 6, maxValues: 2000 };
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
    const shown = names.slice(0, limit).map(name => inertText(name, 40));
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
/* harmony export */   KG: () => (/* binding */ asSentence),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   UJ: () => (/* binding */ inertText),
/* harmony export */   dg: () => (/* binding */ registerSecrets),
/* harmony export */   ml: () => (/* binding */ shorten),
/* harmony export */   xG: () => (/* binding */ escapeLinkText)
/* harmony export */ });
/* unused harmony exports SERVICE_TEXT_LIMIT, normalize, toOneLine, listed, escapeProse, createRedactor, redactDeep, toJson */
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

/***/ 87471:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ ACTION_VERSION)
/* harmony export */ });
const ACTION_VERSION = '1.0.0';


/***/ }),

/***/ 41162:
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

/***/ 12742:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EL: () => (/* binding */ outcomeText),
/* harmony export */   Le: () => (/* binding */ readingsText),
/* harmony export */   Ns: () => (/* binding */ readingsSuffix),
/* harmony export */   OP: () => (/* binding */ figureText)
/* harmony export */ });
/* unused harmony exports chanceText, levelText, readingsOnce, regressionText */
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

/***/ 26596:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Vo: () => (/* binding */ parseImageDigest),
/* harmony export */   "if": () => (/* binding */ parseImageName),
/* harmony export */   jq: () => (/* binding */ imageByDigest)
/* harmony export */ });
const REGISTRY = /^(?:(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)+|\[[0-9a-f:]+\])(?::[0-9]{1,5})?|[a-z0-9-]+:[0-9]{1,5})$/;
const COMPONENT = /^[a-z0-9]+(?:(?:\.|_|__|-+)[a-z0-9]+)*$/;
const DIGEST = /^sha256:[0-9a-f]{64}$/;
function parseImageName(text) {
    const shown = `'${text.slice(0, 200)}'`;
    if (text.includes('@')) {
        return {
            invalid: `${shown} holds a digest: give the image without it (ghcr.io/acme/agent) and the digest in ` + `subject-digest.`
        };
    }
    const [registry = '', ...path] = text.split('/');
    const last = path.at(-1) ?? '';
    if (last.includes(':')) {
        return {
            invalid: `${shown} holds a tag: give the image without it (ghcr.io/acme/agent); a tag can move, the digest is ` +
                `what is signed.`
        };
    }
    if (path.length === 0)
        return { invalid: `${shown} names no repository: write the image fully qualified, e.g. ghcr.io/acme/agent.` };
    if (!REGISTRY.test(registry)) {
        return {
            invalid: `${shown} does not name its registry: write it fully qualified, e.g. ghcr.io/acme/agent or ` +
                `docker.io/acme/agent.`
        };
    }
    if (!path.every(component => COMPONENT.test(component))) {
        return {
            invalid: `${shown} is not an image name: lower-case letters, digits and . _ - between slashes, e.g. ` +
                `ghcr.io/acme/agent.`
        };
    }
    return { name: text, registry, repository: path.join('/') };
}
function parseImageDigest(text) {
    if (DIGEST.test(text))
        return text;
    return {
        invalid: `'${text.slice(0, 120)}' is not an image digest: sha256: and 64 hexadecimal characters, as ` +
            `docker/build-push-action's digest output gives it.`
    };
}
function imageByDigest(image, digest) {
    return `${image.name}@${digest}`;
}


/***/ }),

/***/ 74795:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ek: () => (/* binding */ IMAGE_VSA_PREDICATE_TYPE),
/* harmony export */   lw: () => (/* binding */ imageVsaPredicate),
/* harmony export */   m1: () => (/* binding */ imageSubject)
/* harmony export */ });
/* unused harmony export IMAGE_POLICY_URI */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _attestation_statement_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76031);
/* harmony import */ var _attestation_statement_read_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(32674);
/* harmony import */ var _registry_image_name_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(26596);




const IMAGE_VSA_PREDICATE_TYPE = _attestation_statement_js__WEBPACK_IMPORTED_MODULE_1__/* .CERTIFICATION_PREDICATE_TYPE */ .AR;
const IMAGE_POLICY_URI = `${_attestation_statement_js__WEBPACK_IMPORTED_MODULE_1__/* .VERIFIER_ID */ .HV}/blob/v1/docs/admission.md#what-the-image-summary-says`;

function imageSubject(image, digest) {
    return { name: image.name, digest: { sha256: digest.replace(/^sha256:/, '') } };
}
function imageVsaPredicate(input) {
    const { certification, policy } = input;
    const certified = (0,_attestation_statement_read_js__WEBPACK_IMPORTED_MODULE_2__/* .certificationOf */ .So)(certification.predicate);
    const checked = policyAnnotations(policy);
    return {
        verifier: { id: _attestation_statement_js__WEBPACK_IMPORTED_MODULE_1__/* .IMAGE_VERIFIER_ID */ .pF, version: { 'agent-certification-gate': input.actionVersion } },
        timeVerified: input.verifiedAt.toISOString(),
        resourceUri: `oci://${(0,_registry_image_name_js__WEBPACK_IMPORTED_MODULE_3__/* .imageByDigest */ .jq)(input.image, input.digest)}`,
        policy: {
            uri: IMAGE_POLICY_URI,
            digest: { sha256: sha256(JSON.stringify(checked)) },
            annotations: checked
        },
        inputAttestations: [
            {
                name: 'commit certification',
                uri: (0,_attestation_statement_js__WEBPACK_IMPORTED_MODULE_1__/* .commitSubjectName */ .hH)(input.serverUrl, policy.repository, input.commit),
                digest: { sha256: certification.statementSha256 }
            }
        ],
        verificationResult: 'PASSED',
        verifiedLevels: [_attestation_statement_js__WEBPACK_IMPORTED_MODULE_1__/* .VERIFIED_LEVEL */ .ey],
        [_attestation_statement_js__WEBPACK_IMPORTED_MODULE_1__/* .IMAGE_EXTENSION */ .Uh]: {
            repository: policy.repository,
            commit: input.commit,
            projectId: policy.projectId,
            ...(certification.runId === undefined ? {} : { runId: certification.runId }),
            certifiedAt: certification.certifiedAt.toISOString(),
            certificationSigner: certification.signer
        },
        ...(certified === undefined ? {} : { [_attestation_statement_js__WEBPACK_IMPORTED_MODULE_1__/* .CERTIFICATION_EXTENSION */ .VD]: certified })
    };
}
function policyAnnotations(policy) {
    return {
        repository: policy.repository,
        'project-id': policy.projectId,
        'signer-workflow': policy.signerWorkflow ?? null,
        'source-ref': policy.sourceRefs,
        'deny-self-hosted-runners': policy.denySelfHostedRunners,
        'max-age': policy.maxAge ?? null,
        'pass-if': policy.passIf ?? null,
        'service-url': policy.serviceUrl ?? null,
        'allow-given-runs': policy.allowGivenRuns
    };
}
function sha256(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex');
}


/***/ }),

/***/ 1161:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(54546);

await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .e)();
process.exit();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 54546:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __nccwpck_require__(56288);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: ./src/lib/errors.ts
var errors = __nccwpck_require__(97268);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __nccwpck_require__(79112);
;// CONCATENATED MODULE: ./src/action/entry.ts



async function runAction(secretInputs, work) {
    const secrets = secretInputs.map(name => core/* getInput */.V4(name)).filter(value => value !== '');
    secrets.forEach(secret => core/* setSecret */.Pq(secret));
    const redact = (0,lib_text/* registerSecrets */.dg)(secrets);
    const logger = {
        info: core/* info */.pq,
        warning: core/* warning */.$e,
        debug: core/* isDebug */._o() ? core/* debug */.Yz : () => undefined
    };
    const cancellation = new AbortController();
    const onSignal = (signalName) => {
        core/* warning */.$e(`Received ${signalName}: the job is being cancelled; stopping now.`);
        cancellation.abort(new errors/* CancelledError */.cc(signalName));
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    try {
        await work({ logger, signal: cancellation.signal, redact });
    }
    catch (error) {
        core/* setFailed */.C1(`Unexpected error: ${(0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error))}`);
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
        .map(lib_text/* asSentence */.KG)
        .join(' ');
    if (conclusion.failsStep || failures.length > 0)
        core/* setFailed */.C1(message || conclusion.failedWithout);
    else if (conclusion.reason !== undefined)
        core/* warning */.$e(message);
    else if (conclusion.passed !== undefined)
        core/* info */.pq(conclusion.passed);
}

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

;// CONCATENATED MODULE: ./src/action/publish.ts



class PublishError extends Error {
    constructor(message) {
        super(message);
        this.name = 'PublishError';
    }
    static runnerFile(what, variable, error) {
        const path = process.env[variable] ?? '';
        return new PublishError(`Could not write ${what} to ${variable} (${(0,lib_text/* inertText */.UJ)(path, 200)}): ${(0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 200)}`);
    }
}
async function publishAll(publishers, context) {
    const failures = [];
    for (const publisher of publishers) {
        try {
            await publisher.publish(context);
        }
        catch (error) {
            const said = error instanceof PublishError
                ? (0,lib_text/* asSentence */.KG)(error.message)
                : `Could not publish ${publisher.what}: ${(0,lib_text/* asSentence */.KG)((0,lib_text/* inertText */.UJ)((0,errors/* errorMessage */.gJ)(error), 200))}`;
            if (publisher.failureFailsStep)
                failures.push(said);
            else {
                const { verdict, failsStep } = context.result;
                core/* warning */.$e(`${said} The verdict stands: ${verdict}${failsStep ? '; the step fails' : ''}.`);
            }
        }
    }
    return failures;
}

// EXTERNAL MODULE: ./src/attestation/find.ts + 4 modules
var find = __nccwpck_require__(33386);
// EXTERNAL MODULE: ./src/attestation/signer-policy.ts
var signer_policy = __nccwpck_require__(25341);
// EXTERNAL MODULE: ./src/attestation/statement.ts
var statement = __nccwpck_require__(76031);
// EXTERNAL MODULE: ./src/registry/image-name.ts
var image_name = __nccwpck_require__(26596);
// EXTERNAL MODULE: ./src/verify/image-vsa.ts
var image_vsa = __nccwpck_require__(74795);
// EXTERNAL MODULE: ./src/attestation/trust-roots.ts + 1 modules
var trust_roots = __nccwpck_require__(13150);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __nccwpck_require__(44942);
// EXTERNAL MODULE: ./src/lib/json.ts
var json = __nccwpck_require__(18453);
// EXTERNAL MODULE: ./src/http/errors.ts
var http_errors = __nccwpck_require__(58549);
// EXTERNAL MODULE: ./src/http/exchange.ts + 1 modules
var exchange = __nccwpck_require__(91037);
// EXTERNAL MODULE: ./src/http/network.ts
var network = __nccwpck_require__(76782);
// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __nccwpck_require__(28902);
// EXTERNAL MODULE: ./src/http/next-page.ts
var next_page = __nccwpck_require__(25891);
// EXTERNAL MODULE: ./src/lib/version.ts
var version = __nccwpck_require__(87471);
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
        return (this.peer ??= new exchange/* HttpPeer */.z({
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
            throw new http_errors/* ApiError */.h(`GitHub pointed to ${(0,lib_text/* inertText */.UJ)(target.origin, 120)} while ${call.subject}: not https, so it was not fetched.`, {
                kind: 'protocol',
                hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
            });
        }
        const peer = own
            ? this.http
            : new exchange/* HttpPeer */.z({
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
            return Promise.reject(new http_errors/* ApiError */.h(`github-token is empty, so GitHub was not asked while ${call.subject}.`, {
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
                if (error instanceof http_errors/* ApiError */.h && error.kind === 'not-found')
                    return { items, truncated: false, notFound: page === 1 };
                throw error;
            }
            items.push(...itemsOf(answer.body, answer.status));
            next = (0,next_page/* nextPage */.Z)(answer.link, origin);
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
        return new http_errors/* ApiError */.h(`GitHub rejected github-token (HTTP 401${said}) while ${subject}.`, {
            kind: 'auth',
            status,
            said: message,
            hint: 'Leave github-token at its default, ${{ github.token }}, or pass a token that is still valid.'
        });
    }
    if (status === lib/* HttpCodes */.Hv.Forbidden && !rateLimited) {
        return new http_errors/* ApiError */.h(`GitHub refused access (HTTP 403${said}) while ${subject}.`, {
            kind: 'forbidden',
            status,
            said: message,
            hint: call.forbiddenHint
        });
    }
    if (status === lib/* HttpCodes */.Hv.NotFound) {
        return new http_errors/* ApiError */.h(`GitHub found nothing (HTTP 404${said}) while ${subject}.`, {
            kind: 'not-found',
            status,
            said: message
        });
    }
    if ((0,network/* isTransientStatus */.Dm)(status) || rateLimited) {
        return new http_errors/* ApiError */.h(`GitHub answered HTTP ${status}${said} while ${subject}.`, {
            kind: 'transient',
            status,
            said: message,
            retryAfterMs: retryAfterMs ?? (rateLimited ? resetInMs(headers, now) : undefined),
            notActedOn: status === lib/* HttpCodes */.Hv.TooManyRequests || rateLimited
        });
    }
    if (status >= lib/* HttpCodes */.Hv.MultipleChoices && status < lib/* HttpCodes */.Hv.BadRequest) {
        const location = headers.location === undefined ? '' : ` to ${(0,lib_text/* inertText */.UJ)(String(headers.location), 200)}`;
        return new http_errors/* ApiError */.h(`GitHub answered ${subject} with a redirect (HTTP ${status})${location}, which is not followed.`, {
            kind: 'protocol',
            status,
            hint: 'Check GITHUB_API_URL.'
        });
    }
    return new http_errors/* ApiError */.h(`GitHub refused the request (HTTP ${status}${said}) while ${subject}.`, {
        kind: 'rejected',
        status,
        said: message
    });
}
function resetInMs(headers, now) {
    const reset = Number(headers['x-ratelimit-reset']);
    return Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - now) : undefined;
}

;// CONCATENATED MODULE: ./src/github/repository.ts



async function defaultBranchOf(api, repository, call) {
    const answer = await api.request('GET', `${api.apiUrl}/repos/${repository}`, call);
    const branch = (0,json/* parseObject */.lj)(answer.body)?.default_branch;
    if (typeof branch !== 'string' || branch.trim() === '' || /[\s~^:?*[\\]/.test(branch))
        throw new http_errors/* ApiError */.h(`GitHub answered ${call.subject} without a default branch (${(0,lib_text/* inertText */.UJ)(String(branch), 80)}).`, {
            kind: 'protocol',
            hint: 'Name the refs in source-ref.'
        });
    return branch;
}

// EXTERNAL MODULE: ./src/github/attestations.ts
var attestations = __nccwpck_require__(72936);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
;// CONCATENATED MODULE: ./src/github/events.ts
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
    const meaning = meaningOf(eventName);
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
;// CONCATENATED MODULE: ./src/attestation/signer-input.ts
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

;// CONCATENATED MODULE: ./src/verify/inputs.ts




const VerifyInput = {
    Commit: 'commit',
    Repository: 'repository',
    ProjectId: 'project-id',
    SignerWorkflow: 'signer-workflow',
    SourceRef: 'source-ref',
    DenySelfHostedRunners: 'deny-self-hosted-runners',
    MaxAge: 'max-age',
    PassIf: 'pass-if',
    Timeout: 'timeout',
    TrustedRoot: 'trusted-root',
    GithubToken: 'github-token',
    ServiceUrl: 'service-url',
    AllowGivenRuns: 'allow-given-runs',
    SubjectName: 'subject-name',
    SubjectDigest: 'subject-digest',
    Attest: 'attest',
    PushToRegistry: 'push-to-registry',
    Image: 'image'
};
const VerifyOutput = {
    Verdict: 'verdict',
    Attestations: 'attestations',
    AttestationId: 'attestation-id',
    AttestationUrl: 'attestation-url',
    BundlePath: 'bundle-path',
    Referrer: 'referrer'
};
const MAX_AGE_LIMIT_MS = 3650 * 86_400_000;
const VERIFY_TIMEOUT_DEFAULT = '5m';
const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const REPOSITORY = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/;
async function readVerifyInputs(readInput, github) {
    const read = (name) => readInput(name).trim();
    const imageCheck = readImageToCheck(read(VerifyInput.Image));
    const commit = readCommit(read(VerifyInput.Commit), github, imageCheck);
    const repository = read(VerifyInput.Repository) || github.repository || '';
    if (!REPOSITORY.test(repository)) {
        throw new InputError(VerifyInput.Repository, `'${repository.slice(0, 120)}' is not owner/name, e.g. octo-org/support-agent.`);
    }
    const signerText = read(VerifyInput.SignerWorkflow);
    const signerWorkflow = signerText === '' ? undefined : parseSignerWorkflow(signerText, repository);
    if (signerWorkflow !== undefined && 'invalid' in signerWorkflow)
        throw new InputError(VerifyInput.SignerWorkflow, signerWorkflow.invalid);
    const writtenRefs = parseSourceRefs(read(VerifyInput.SourceRef));
    if ('invalid' in writtenRefs)
        throw new InputError(VerifyInput.SourceRef, writtenRefs.invalid);
    const { sourceRefs, protectedBranch, defaultBranchOf } = imageCheck === undefined
        ? { sourceRefs: writtenRefs, protectedBranch: undefined }
        : imageSourceRefs(writtenRefs, github, repository);
    const maxAge = read(VerifyInput.MaxAge);
    const githubToken = read(VerifyInput.GithubToken);
    if (githubToken === '')
        throw new InputError(VerifyInput.GithubToken, 'is empty: the attestations are listed with it. Leave it at its default, ${{ github.token }}.');
    const projectIds = readIds(VerifyInput.ProjectId, read(VerifyInput.ProjectId));
    const config = {
        commit,
        repository,
        projectIds,
        signerWorkflow,
        sourceRefs,
        ...(protectedBranch === undefined ? {} : { protectedBranch }),
        ...(defaultBranchOf === undefined ? {} : { defaultBranchOf }),
        denySelfHostedRunners: readBoolean(VerifyInput.DenySelfHostedRunners, read(VerifyInput.DenySelfHostedRunners) || 'false'),
        maxAgeMs: maxAge === '' ? undefined : readDuration(VerifyInput.MaxAge, maxAge, 1000, MAX_AGE_LIMIT_MS),
        maxAgeText: maxAge || undefined,
        passIfExpression: read(VerifyInput.PassIf) || undefined,
        timeoutMs: readDuration(VerifyInput.Timeout, read(VerifyInput.Timeout) || VERIFY_TIMEOUT_DEFAULT, 1000),
        trustedRootPath: read(VerifyInput.TrustedRoot) || undefined,
        serviceUrl: readServiceUrl(read(VerifyInput.ServiceUrl)),
        allowGivenRuns: readBoolean(VerifyInput.AllowGivenRuns, read(VerifyInput.AllowGivenRuns) || 'false'),
        imageCheck,
        vouch: readVouch(read, projectIds, { imageCheck, commit, workflowSha: github.workflowSha }),
        githubToken,
        serverUrl: github.serverUrl,
        apiUrl: github.apiUrl
    };
    return await withPassIf(config);
}
async function withPassIf(config) {
    if (config.passIfExpression === undefined)
        return config;
    const { compilePassIf, PassIfSyntaxError } = await __nccwpck_require__.e(/* import() */ 977).then(__nccwpck_require__.bind(__nccwpck_require__, 92977));
    try {
        return { ...config, passIf: await compilePassIf(config.passIfExpression, 'predicate') };
    }
    catch (error) {
        if (error instanceof PassIfSyntaxError)
            throw new InputError(VerifyInput.PassIf, error.message);
        throw error;
    }
}
function imageSourceRefs(written, github, repository) {
    if (written.length > 0)
        return { sourceRefs: written };
    if (repository.toLowerCase() !== (github.repository ?? '').toLowerCase())
        return { sourceRefs: [], defaultBranchOf: repository };
    if (github.defaultBranch === undefined) {
        throw new InputError(VerifyInput.SourceRef, `is empty, and this ${github.eventName ?? 'workflow'} event names no default branch ` +
            `(repository.default_branch): image: counts only summaries signed on protected history. Name its refs, e.g. ` +
            `refs/heads/main, refs/heads/gh-readonly-queue/main/*.`);
    }
    return { sourceRefs: (0,signer_policy/* branchRefs */.DI)(github.defaultBranch), protectedBranch: github.defaultBranch };
}
function readServiceUrl(value) {
    if (value === '')
        return undefined;
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw new InputError(VerifyInput.ServiceUrl, "is not an absolute URL: write it as the gate's base-url, e.g. https://api.example.com/v1.");
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') ||
        url.search !== '' ||
        url.hash !== '' ||
        url.username !== '') {
        throw new InputError(VerifyInput.ServiceUrl, "must be the service's https URL, as the gate's base-url, e.g. https://api.example.com/v1.");
    }
    return serviceRoot(url).root;
}
function readVouch(read, projectIds, checked) {
    const attest = readBoolean(VerifyInput.Attest, read(VerifyInput.Attest) || 'false');
    const pushToRegistry = readBoolean(VerifyInput.PushToRegistry, read(VerifyInput.PushToRegistry) || 'false');
    const name = read(VerifyInput.SubjectName);
    const digest = read(VerifyInput.SubjectDigest);
    if (!attest) {
        const unused = [
            name === '' ? undefined : VerifyInput.SubjectName,
            digest === '' ? undefined : VerifyInput.SubjectDigest,
            pushToRegistry ? VerifyInput.PushToRegistry : undefined
        ].filter(input => input !== undefined);
        if (unused.length === 0)
            return undefined;
        throw new InputError(VerifyInput.Attest, `is not true, so ${unused.join(' and ')} would go unused: set attest: true to sign a summary for the image, ` +
            `or leave ${unused.length === 1 ? 'it' : 'them'} out.`);
    }
    if (checked.imageCheck !== undefined) {
        throw new InputError(VerifyInput.Attest, 'is true beside image: a step either checks an image or vouches for one. Use two steps.');
    }
    if (checked.commit !== (checked.workflowSha ?? '').toLowerCase()) {
        throw new InputError(VerifyInput.Commit, "is not the commit this run is on (GITHUB_SHA), and attest is true: an image's summary is signed by the run " +
            'that built the image, from the commit it checks. Leave commit out.');
    }
    if (name === '') {
        throw new InputError(VerifyInput.SubjectName, 'is empty, and attest is true: name the image the summary is for, e.g. ghcr.io/acme/agent.');
    }
    const image = (0,image_name/* parseImageName */["if"])(name);
    if ('invalid' in image)
        throw new InputError(VerifyInput.SubjectName, image.invalid);
    if (digest === '') {
        throw new InputError(VerifyInput.SubjectDigest, "is empty, and attest is true: pass the image's manifest digest, e.g. ${{ steps.push.outputs.digest }} from " +
            'docker/build-push-action.');
    }
    const parsedDigest = (0,image_name/* parseImageDigest */.Vo)(digest);
    if (typeof parsedDigest !== 'string')
        throw new InputError(VerifyInput.SubjectDigest, parsedDigest.invalid);
    if (projectIds.length !== 1) {
        throw new InputError(VerifyInput.ProjectId, `names ${projectIds.length === 0 ? 'no project' : `${projectIds.length} projects`}, and attest is true: an image's summary is for exactly one project, the agent the image holds.`);
    }
    return { image, digest: parsedDigest, pushToRegistry };
}
function readImageToCheck(text) {
    if (text === '')
        return undefined;
    const at = text.lastIndexOf('@');
    if (at === -1) {
        throw new InputError(VerifyInput.Image, `'${text.slice(0, 200)}' names no digest: give the image by digest, e.g. ghcr.io/acme/agent@sha256:…, as the ` +
            `deploy runs it (a tag can move).`);
    }
    const image = (0,image_name/* parseImageName */["if"])(text.slice(0, at).replace(/:[^/:]*$/, ''));
    if ('invalid' in image)
        throw new InputError(VerifyInput.Image, image.invalid);
    const digest = (0,image_name/* parseImageDigest */.Vo)(text.slice(at + 1));
    if (typeof digest !== 'string')
        throw new InputError(VerifyInput.Image, digest.invalid);
    return { image, digest };
}
function readCommit(text, github, imageCheck) {
    if (imageCheck !== undefined) {
        if (text === '')
            return '';
        throw new InputError(VerifyInput.Commit, 'is set beside image: an image is checked by its summary, ' +
            'which names the commit it was built from. Leave commit out.');
    }
    const commit = (text || github.workflowSha || '').toLowerCase();
    if (!FULL_SHA.test(commit)) {
        throw new InputError(VerifyInput.Commit, `'${commit.slice(0, 80)}' is not a full commit SHA (40 hexadecimal characters). Pass \${{ github.sha }} or ` +
            `the commit you deploy.`);
    }
    return commit;
}

;// CONCATENATED MODULE: ./src/verify/judge.ts


const CLOSENESS = {
    'pass-if': 3,
    age: 2,
    statement: 1,
    signer: 1,
    signature: 1,
    unreadable: 1
};
const FAILURE_OF = {
    'pass-if': 'below-pass-if',
    age: 'too-old',
    statement: 'foreign',
    signer: 'foreign',
    signature: 'forged',
    unreadable: 'foreign'
};
const ADVICE = {
    'none-found': 'Run the certification workflow with attest: true on this commit (in the merge queue, or on a push to the ' +
        'branch you deploy), or deploy the commit that was certified.',
    forged: 'Possible tampering: a signature listed for this commit does not verify, as one whose statement was edited ' +
        "after signing would not. Keep this log, and report it to whoever is responsible for the repository's " +
        'security; a new certification helps only once you know who listed this one.',
    foreign: 'What is listed for this commit was not signed by a workflow this job trusts, or is not a certification of it: ' +
        'see each reason. If a reason names a signer you trust, name it in signer-workflow (and source-ref).',
    'too-old': "Certify this commit again (run the certification workflow on it; a gate's reuse longer than max-age would pass " +
        'on this same certification again), or raise max-age.',
    'below-pass-if': 'The certification is genuine but does not meet pass-if, so a new run of the same agent will not help: fix the ' +
        'agent and certify a new commit, or change pass-if.',
    'pass-if-unreadable': 'The certification is genuine, but pass-if could not be evaluated over it: it reads a field the certification ' +
        'does not hold (a gate with repeat signs predicate.certification.stats and runs, and run as the first of them; ' +
        'one signed in outline keeps what its own pass-if read). Nothing is wrong with the agent: make pass-if read ' +
        'what the gate signs (docs/attestations.md), or guard the field with has().'
};
const IMAGE_NONE_FOUND = 'Deploy an image the release workflow vouched for (verify with attest: true on the commit it was built from), or ' +
    'run that workflow for this image; a rebuilt image has a new digest, and needs a summary of its own.';
function judgeCommit(commit, repository, projectIds, checked, notes) {
    const wanted = projectIds.length === 0 ? [undefined] : [...projectIds];
    const findings = wanted.map(projectId => findingFor(projectId, checked, commit, repository, notes));
    const failed = findings.filter(finding => finding.verdict === 'failed');
    const result = {
        verdict: failed.length === 0 ? 'passed' : 'failed',
        commit,
        repository,
        findings,
        listed: checked.length,
        ...(notes.listedIn === undefined ? {} : { listedIn: notes.listedIn }),
        maxAgeMs: notes.maxAgeMs,
        ...(notes.image === undefined ? {} : { image: notes.image })
    };
    if (failed.length > 0) {
        const what = notes.image === undefined
            ? `Commit ${(0,lib_text/* shortSha */.Fu)(commit)} of ${repository} is not certified`
            : `Image ${notes.image} is not vouched for`;
        result.reason = `${what}: ${failed.map(finding => finding.why).join('; ')}.`;
        const forged = failed.some(finding => finding.refused.some(refusal => refusal.kind === 'signature'));
        const advise = (kind) => notes.image !== undefined && kind === 'none-found' ? IMAGE_NONE_FOUND : ADVICE[kind];
        const advice = [
            ...new Set([
                ...(forged ? [ADVICE.forged] : []),
                ...failed.map(finding => advise(finding.failure ?? 'none-found'))
            ])
        ];
        result.hint = `Do not deploy it. ${advice.join(' ')}`;
    }
    if (notes.truncated)
        result.reason = `${result.reason ?? ''} Only the first 1,000 attestations of the commit were read.`.trim();
    return result;
}
function findingFor(projectId, checked, commit, repository, notes) {
    const short = notes.image === undefined ? `commit ${(0,lib_text/* shortSha */.Fu)(commit)}` : `image ${notes.image}`;
    const kind = notes.image === undefined ? 'certification' : 'summary';
    const { now } = notes;
    const mine = (item) => projectId === undefined || (item.accepted ? item.projectId : item.claimed.projectId) === projectId;
    const accepted = checked
        .filter((item) => item.accepted && mine(item))
        .sort((a, b) => b.signedAt.getTime() - a.signedAt.getTime());
    const refused = checked.filter((item) => !item.accepted && mine(item));
    const what = projectId === undefined ? 'any project' : `project ${projectId}`;
    if (accepted.length > 0) {
        const [used] = accepted;
        return {
            projectId,
            verdict: 'passed',
            accepted: used,
            ageMs: Math.max(0, now - used.certifiedAt.getTime()),
            refused,
            why: `certified by run ${(0,lib_text/* inertText */.UJ)(used.runId ?? '(unnamed)', 100)} of ` +
                `${(0,lib_text/* inertText */.UJ)(used.projectId ?? 'an unnamed project', 100)}, decided ${used.decidedAt}, signed ` +
                `${used.signedAt.toISOString()}`
        };
    }
    if (refused.length === 0) {
        const unreadable = notes.maybeUnreadable
            ? ` (GitHub answers the same when github-token cannot read ${repository}: pass a token that can)`
            : '';
        return {
            projectId,
            verdict: 'failed',
            refused,
            failure: 'none-found',
            why: `no ${kind} of ${what} for ${short}${unreadable}`
        };
    }
    const closest = refused.reduce((best, refusal) => (CLOSENESS[refusal.kind] > CLOSENESS[best.kind] ? refusal : best));
    const signedAt = closest.certified?.signedAt;
    return {
        projectId,
        verdict: 'failed',
        refused,
        decisive: closest,
        ...(signedAt === undefined ? {} : { ageMs: Math.max(0, now - signedAt.getTime()) }),
        failure: closest.kind === 'pass-if' && closest.certified?.policy?.outcome === 'error'
            ? 'pass-if-unreadable'
            : FAILURE_OF[closest.kind],
        why: `no valid ${kind} of ${what} for ${short}: ${refused.length} found, ` +
            `${refused.length === 1 ? 'refused' : 'each refused'} (${closest.reason}${refused.length > 1 ? '; …' : ''})`
    };
}
function ageText(ageMs, maxAgeMs) {
    return `${longDuration(ageMs)} old${maxAgeMs === undefined ? '' : ` (max-age ${longDuration(maxAgeMs)})`}`;
}
function longDuration(ms) {
    const days = Math.floor(ms / 86_400_000);
    if (days === 0)
        return (0,duration/* formatDuration */.a)(ms);
    const hours = Math.floor((ms % 86_400_000) / 3_600_000);
    return hours === 0 ? `${days}d` : `${days}d ${String(hours).padStart(2, '0')}h`;
}

;// CONCATENATED MODULE: ./src/action/markdown.ts



const LINK_TEXT_LIMIT = 120;
function markdown_link(text, url) {
    const href = safeHref((0,lib_text/* redactShown */.FK)(url));
    return href === undefined ? (0,lib_text/* escapeMarkdown */.FV)(text) : `[${(0,lib_text/* escapeLinkText */.xG)((0,lib_text/* shorten */.ml)(text, LINK_TEXT_LIMIT))}](${href})`;
}
function safeHref(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return undefined;
    }
    if (parsed.protocol !== 'https:')
        return undefined;
    return parsed.href
        .replace(/[()|<>[\]\s"'`]/g, character => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
        .replace(/&/g, '&amp;');
}
function appendToSummary(markdown) {
    const summaryFile = process.env['GITHUB_STEP_SUMMARY'];
    if (!summaryFile)
        return;
    try {
        (0,external_node_fs_.appendFileSync)(summaryFile, markdown, 'utf8');
    }
    catch (error) {
        throw PublishError.runnerFile('the job summary', 'GITHUB_STEP_SUMMARY', error);
    }
}

// EXTERNAL MODULE: ./src/attestation/statement-read.ts + 1 modules
var statement_read = __nccwpck_require__(32674);
// EXTERNAL MODULE: ./src/policy/report.ts
var report = __nccwpck_require__(12742);
;// CONCATENATED MODULE: ./src/verify/report.ts








const ICON = { passed: '✅', failed: '❌', error: '⚠️' };
const REFUSALS_SHOWN = 20;
function signedByOutput(signedBy) {
    return {
        'signer-workflow': signedBy?.workflow ?? null,
        'source-ref': signedBy?.sourceRef ?? null,
        'signer-digest': signedBy?.workflowCommit ?? null,
        'runner-environment': signedBy?.runnerEnvironment ?? null
    };
}
function carriedFrom(accepted) {
    if (accepted === undefined)
        return undefined;
    const run = (0,statement_read/* readCertifiedRun */.Zz)(accepted.predicate);
    return run.carried ? (run.restsOn?.commit ?? '(unnamed)') : undefined;
}
function attestationsOutput(result) {
    return JSON.stringify(result.findings.map(finding => ({
        'project-id': finding.projectId ?? null,
        verdict: finding.verdict,
        'run-id': finding.accepted?.runId ?? null,
        'decided-at': finding.accepted?.decidedAt ?? null,
        'signed-at': finding.accepted?.signedAt.toISOString() ?? null,
        signer: finding.accepted?.signer ?? null,
        ...signedByOutput(finding.accepted?.signedBy),
        'carried-from': carriedFrom(finding.accepted) ?? null,
        why: finding.why,
        refused: finding.refused.map(refusal => ({
            'project-id': refusal.claimed.projectId ?? null,
            'run-id': refusal.claimed.runId ?? null,
            ...signedByOutput(refusal.signedBy),
            reason: refusal.reason
        }))
    })));
}
const verifyOutputsPublisher = {
    what: 'the step outputs',
    publish({ result }) {
        try {
            core/* setOutput */.uH(VerifyOutput.Verdict, result.verdict);
            core/* setOutput */.uH(VerifyOutput.Attestations, attestationsOutput(result));
            const { vouched } = result;
            if (vouched?.attestationId !== undefined)
                core/* setOutput */.uH(VerifyOutput.AttestationId, vouched.attestationId);
            if (vouched?.attestationUrl !== undefined)
                core/* setOutput */.uH(VerifyOutput.AttestationUrl, vouched.attestationUrl);
            if (vouched?.bundlePath !== undefined)
                core/* setOutput */.uH(VerifyOutput.BundlePath, vouched.bundlePath);
            if (vouched?.referrer !== undefined)
                core/* setOutput */.uH(VerifyOutput.Referrer, vouched.referrer);
        }
        catch (error) {
            throw PublishError.runnerFile('the step outputs', 'GITHUB_OUTPUT', error);
        }
    }
};
const verifySummaryPublisher = {
    what: 'the job summary',
    publish({ result }) {
        appendToSummary(renderVerifySummary(result));
    }
};
function renderVerifySummary(result) {
    const commit = (0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shortSha */.Fu)(result.commit));
    const image = result.image === undefined ? undefined : (0,lib_text/* codeSpan */.SS)((0,lib_text/* shorten */.ml)(result.image, 200));
    const heading = image === undefined
        ? {
            passed: `Commit ${commit} is certified`,
            failed: `Commit ${commit} is not certified`,
            error: result.vouched === undefined
                ? `Commit ${commit}: the certification could not be checked`
                : `Commit ${commit} is certified, but the image's summary failed`
        }[result.verdict]
        : {
            passed: `Image ${image} is vouched for`,
            failed: `Image ${image} is not vouched for`,
            error: `Image ${image}: its summary could not be checked`
        }[result.verdict];
    const lines = [`## ${ICON[result.verdict]} ${heading}`, ''];
    if (result.verdict === 'error' && result.reason !== undefined)
        lines.push(`**Why:** ${(0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)(result.reason, 2000))}`, '');
    if (result.hint !== undefined)
        lines.push(`**What to do:** ${(0,lib_text/* escapeMarkdown */.FV)(result.hint)}`, '');
    if (result.vouched !== undefined)
        lines.push(vouchedLine(result.vouched), '');
    if (result.findings.length === 0)
        return `${lines.join('\n').trimEnd()}\n`;
    const expression = result.findings
        .map(finding => (finding.accepted ?? toldInItem(finding)?.certified)?.policy?.expression)
        .find(Boolean);
    lines.push(`${(0,lib_text/* escapeMarkdown */.FV)(result.repository)}: ${plural(result.listed, 'attestation')} listed for the ${result.image === undefined ? 'commit' : 'image'}${result.listedIn === undefined ? '' : ` by the registry ${(0,lib_text/* codeSpan */.SS)(result.listedIn.registry)} (${(0,lib_text/* escapeMarkdown */.FV)(result.listedIn.how)})`}${expression === undefined ? '' : `, judged by pass-if ${(0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)(expression, 300))}`}.`, '', ...result.findings.flatMap(finding => findingItem(finding, result)));
    const told = new Set(result.findings.map(toldInItem));
    const refusals = uniqueRefusals(result.findings).filter(refusal => !told.has(refusal));
    if (refusals.length > 0) {
        lines.push('', '### Refused', '');
        for (const refusal of refusals.slice(0, REFUSALS_SHOWN))
            lines.push(`- ${refusalLine(refusal)}`);
        if (refusals.length > REFUSALS_SHOWN)
            lines.push(`- and ${plural(refusals.length - REFUSALS_SHOWN, 'more refused attestation')}`);
    }
    return `${lines.join('\n')}\n`;
}
function vouchedLine(vouched) {
    const done = [
        vouched.bundlePath === undefined ? 'not signed' : 'summary signed',
        vouched.attestationUrl === undefined ? undefined : markdown_link('stored with GitHub', vouched.attestationUrl),
        vouched.storeRefused === undefined ? undefined : 'GitHub did not store it',
        vouched.referrer === undefined
            ? undefined
            : vouched.alreadyAttached === true
                ? `attached in its registry already (referrer ${(0,lib_text/* codeSpan */.SS)(vouched.referrer)}, the same signer, commit and ` +
                    `project): nothing pushed`
                : `attached in its registry (referrer ${(0,lib_text/* codeSpan */.SS)(vouched.referrer)})`
    ].filter(part => part !== undefined);
    return `**Image:** ${(0,lib_text/* codeSpan */.SS)(vouched.image)}: ${done.join(', ')}.`;
}
function findingItem(finding, result) {
    const { accepted } = finding;
    const told = toldInItem(finding);
    const certified = accepted ?? told?.certified;
    const signedBy = accepted?.signedBy ?? told?.signedBy ?? finding.refused.find(refusal => refusal.signedBy !== undefined)?.signedBy;
    const project = (0,lib_text/* escapeMarkdown */.FV)(finding.projectId ?? accepted?.projectId ?? 'any');
    const run = certified?.runId === undefined ? '' : `, run ${certified.runId}`;
    const verdict = (0,lib_text/* escapeMarkdown */.FV)(`${ICON[finding.verdict]} ${finding.verdict}${run}${finding.verdict === 'failed' ? `: ${failedReason(finding)}` : ''}`);
    const readings = certified?.policy === undefined || certified.policy.readings.length === 0 ? undefined : certified.policy;
    const age = finding.ageMs === undefined ? undefined : ageText(finding.ageMs, result.maxAgeMs);
    return [
        `- **${project}**: ${verdict}`,
        ...(signedBy?.workflow === undefined
            ? []
            : [`  - ${signedLine(signedBy.workflow, signedBy.sourceRef, result.repository, age)}`]),
        ...carriedLine(accepted),
        ...(readings === undefined ? [] : [`  - pass-if read ${(0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)((0,report/* readingsText */.Le)(readings), 200))}`])
    ];
}
function carriedLine(accepted) {
    const from = carriedFrom(accepted);
    if (from === undefined)
        return [];
    return [
        `  - **carried forward** by \`paths\` from commit ${(0,lib_text/* codeSpan */.SS)((0,lib_text/* shortSha */.Fu)(from))}: no run was made on this commit's ` +
            `content, only on that commit's, and nothing under \`paths\` changed between them`
    ];
}
function toldInItem(finding) {
    return finding.decisive?.certified === undefined ? undefined : finding.decisive;
}
function signedLine(signer, sourceRef, repository, age) {
    const own = `${repository.toLowerCase()}/`;
    const workflow = signer.toLowerCase().startsWith(own) ? signer.slice(own.length) : signer;
    const ref = sourceRef === undefined ? '' : ` on ${(0,lib_text/* codeSpan */.SS)((0,lib_text/* shorten */.ml)(sourceRef, 100))}`;
    return `signed by ${(0,lib_text/* codeSpan */.SS)((0,lib_text/* shorten */.ml)(workflow, 140))}${ref}${age === undefined ? '' : `, ${(0,lib_text/* escapeMarkdown */.FV)(age)}`}`;
}
function failedReason(finding) {
    const refused = finding.refused.length;
    if (refused === 0)
        return 'no certification found';
    const told = toldInItem(finding);
    if (told === undefined)
        return `${refused} found, ${refused === 1 ? 'refused' : 'each refused'} (below)`;
    const others = refused === 1 ? '' : `; ${refused - 1} more refused (below)`;
    return `${refusedBecause(told)}${others}`;
}
function refusedBecause(refusal) {
    const policy = refusal.certified?.policy;
    if (refusal.kind === 'age' || policy === undefined)
        return 'signed longer ago than max-age';
    return `pass-if ${(0,report/* outcomeText */.EL)(policy, { detail: policy.outcome !== 'stopped' })}`;
}
function refusalLine(refusal) {
    const claims = [
        refusal.claimed.projectId === undefined ? undefined : `project ${(0,lib_text/* escapeMarkdown */.FV)(refusal.claimed.projectId)}`,
        refusal.claimed.runId === undefined ? undefined : `run ${(0,lib_text/* escapeMarkdown */.FV)(refusal.claimed.runId)}`,
        refusal.signedBy?.workflow === undefined ? undefined : `signed by ${(0,lib_text/* codeSpan */.SS)(refusal.signedBy.workflow)}`
    ].filter(claim => claim !== undefined);
    const trusted = refusal.kind === 'statement' || refusal.kind === 'age' || refusal.kind === 'pass-if';
    const who = claims.length === 0 ? 'An attestation' : `An attestation ${trusted ? 'of' : 'claiming'} ${claims.join(', ')}`;
    return `${who}: ${(0,lib_text/* escapeMarkdown */.FV)((0,lib_text/* shorten */.ml)(refusal.reason, 300))}`;
}
function uniqueRefusals(findings) {
    return [...new Set(findings.flatMap(finding => finding.refused))];
}
function plural(count, noun) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

;// CONCATENATED MODULE: ./src/verify/main.ts























async function run() {
    await runAction([VerifyInput.GithubToken], async ({ logger, signal }) => {
        const result = await verify(readGitHubContext(), logger, signal);
        const failsStep = result.verdict !== 'passed';
        const failures = await publishAll([verifyOutputsPublisher, verifySummaryPublisher], {
            result: { ...result, failsStep }
        });
        concludeStep({
            failsStep,
            reason: result.reason,
            hint: result.hint,
            failures,
            failedWithout: `Verification ${result.verdict}.`,
            passed: passedText(result)
        });
    });
}
function passedText(result) {
    if (result.image === undefined)
        return `Commit ${result.commit} of ${result.repository} is certified.${vouchedText(result)}`;
    const built = result.findings[0]?.accepted?.predicate;
    const commit = built === undefined ? undefined : (0,statement/* imageDetailsOf */.T9)(built)?.commit;
    return (`Image ${result.image} is vouched for: built from commit ${(0,lib_text/* inertText */.UJ)(commit ?? '(unnamed)', 64)} of ` +
        `${result.repository}, which was certified.`);
}
function vouchedText({ vouched }) {
    if (vouched === undefined)
        return '';
    const where = [
        vouched.attestationUrl === undefined ? undefined : `stored with GitHub (${vouched.attestationUrl})`,
        vouched.referrer === undefined ? undefined : `attached in its registry (referrer ${vouched.referrer})`
    ].filter(part => part !== undefined);
    return ` Its summary for image ${vouched.image} is signed${where.length === 0 ? '' : `, ${where.join(' and ')}`}.`;
}
async function verify(github, logger, signal) {
    let config;
    try {
        config = await readVerifyInputs(name => core/* getInput */.V4(name), github);
    }
    catch (error) {
        if (!(error instanceof InputError))
            throw error;
        const image = core/* getInput */.V4(VerifyInput.Image).trim() || undefined;
        return noVerdict({
            commit: image === undefined ? core/* getInput */.V4(VerifyInput.Commit) || github.workflowSha || '' : '',
            repository: core/* getInput */.V4(VerifyInput.Repository) || github.repository || '',
            image
        }, error.message, 'Nothing was fetched. Fix the input in the workflow and run it again.');
    }
    const deadline = new runtime/* Deadline */.B2(runtime/* systemClock */.ml, config.timeoutMs);
    const { imageCheck } = config;
    const image = imageCheck === undefined ? undefined : (0,image_name/* imageByDigest */.jq)(imageCheck.image, imageCheck.digest);
    const checked = { commit: config.commit, repository: config.repository, image };
    const api = new GitHubApi({ apiUrl: config.apiUrl, token: config.githubToken, logger });
    if (config.defaultBranchOf !== undefined) {
        const protectedHistory = await otherDefaultBranch(config.defaultBranchOf, api, { deadline, signal, logger });
        if ('unread' in protectedHistory)
            return noVerdict(checked, protectedHistory.unread, protectedHistory.hint);
        config = { ...config, ...protectedHistory };
    }
    try {
        const { found, listedIn } = await findWhatWasAsked(config, deadline, { github, api, logger, signal });
        const judged = judgeCommit(config.commit, config.repository, config.projectIds, found.checked, {
            image,
            listedIn,
            truncated: found.truncated,
            maxAgeMs: config.maxAgeMs,
            now: deadline.clock.now(),
            maybeUnreadable: found.noneFound && config.repository.toLowerCase() !== (github.repository ?? '').toLowerCase()
        });
        return await vouchIfAsked(judged, config, { github, api, deadline, signal, logger });
    }
    catch (error) {
        if (error instanceof errors/* PeerFailure */.zf) {
            return noVerdict(checked, error.message, error.timedOut ? 'Raise timeout if GitHub is slow to answer.' : error.hint);
        }
        if (error instanceof trust_roots/* TrustRootError */.Tr || error instanceof errors/* CancelledError */.cc)
            return noVerdict(checked, error.message);
        if (error instanceof errors/* HintedError */.J_)
            return noVerdict(checked, error.message, error.hint);
        throw error;
    }
}
async function otherDefaultBranch(repository, api, context) {
    const subject = `reading the default branch of ${repository}`;
    try {
        const branch = await defaultBranchOf(api, repository, {
            ...context,
            random: Math.random,
            subject,
            forbiddenHint: `Give github-token read access to ${repository}, or name its refs in source-ref.`
        });
        context.logger.info(`image: counts summaries signed on ${repository}'s default branch ${branch} or its merge queue.`);
        return { sourceRefs: (0,signer_policy/* branchRefs */.DI)(branch), protectedBranch: `${branch} of ${repository}` };
    }
    catch (error) {
        if (!(error instanceof errors/* PeerFailure */.zf) && !(error instanceof errors/* CancelledError */.cc))
            throw error;
        return {
            unread: `source-ref is empty, and the default branch of ${repository} could not be read (${error.message}): ` +
                'image: counts only summaries signed on protected history, so nothing could be checked.',
            hint: `Name ${repository}'s protected refs in source-ref, e.g. refs/heads/main and ` +
                'refs/heads/gh-readonly-queue/main/*, or give github-token read access to it. Nothing else was fetched.'
        };
    }
}
async function findWhatWasAsked(config, deadline, { github, api, logger, signal }) {
    const { imageCheck } = config;
    const subject = imageCheck === undefined
        ? (0,statement/* commitSubject */.sF)(config.serverUrl, config.repository, config.commit)
        : (0,image_vsa/* imageSubject */.m1)(imageCheck.image, imageCheck.digest);
    const from = [(0,find/* githubSource */.j)(api)];
    const registry = imageCheck === undefined
        ? undefined
        : (await Promise.all(/* import() */[__nccwpck_require__.e(335), __nccwpck_require__.e(57), __nccwpck_require__.e(799), __nccwpck_require__.e(30)]).then(__nccwpck_require__.bind(__nccwpck_require__, 71030))).registrySource({
            ...imageCheck,
            predicateType: image_vsa/* IMAGE_VSA_PREDICATE_TYPE */.Ek,
            deadline,
            signal,
            logger,
            random: Math.random,
            mask: core/* setSecret */.Pq
        });
    if (registry !== undefined)
        from.unshift(registry);
    const found = await (0,find/* findCertifications */.d)(subject, certificationPolicy(config), deadline, {
        from,
        trustedRootPath: config.trustedRootPath,
        cacheDir: stepDirectory(github),
        signal,
        logger,
        random: Math.random
    });
    if (imageCheck === undefined || found.source !== registry || registry?.listedBy === undefined)
        return { found };
    return { found, listedIn: { registry: imageCheck.image.registry, how: registry.listedBy } };
}
async function vouchIfAsked(judged, config, { github, api, deadline, signal, logger }) {
    const certification = judged.findings[0]?.accepted;
    if (config.vouch === undefined || judged.verdict !== 'passed' || certification === undefined)
        return judged;
    const { vouchForImage } = await Promise.all(/* import() */[__nccwpck_require__.e(335), __nccwpck_require__.e(57), __nccwpck_require__.e(337), __nccwpck_require__.e(799), __nccwpck_require__.e(595)]).then(__nccwpck_require__.bind(__nccwpck_require__, 87595));
    const vouched = await vouchForImage({
        vouch: config.vouch,
        commit: config.commit,
        certification,
        policy: checkedPolicy(config),
        serverUrl: config.serverUrl,
        github: api,
        token: config.githubToken,
        actionVersion: version/* ACTION_VERSION */.Y,
        directory: stepDirectory(github),
        deadline,
        signal,
        logger,
        mask: core/* setSecret */.Pq,
        trust: { trustedRootPath: config.trustedRootPath, cacheDir: stepDirectory(github) },
        random: Math.random
    });
    if (vouched.storeRefused !== undefined) {
        logger.warning(`GitHub refused to store the image's summary (${vouched.storeRefused})${(0,attestations/* refusedForPlan */.jD)(vouched.storeRefused) ? `: ${attestations/* PLAN_NEEDED */.yr}.` : '; GitHub stores attestations only for some plans and repositories.'} The signed bundle is at ${vouched.bundlePath}.`);
    }
    if (vouched.failure === undefined)
        return { ...judged, vouched };
    return { ...judged, verdict: 'error', vouched, reason: vouched.failure.reason, hint: vouched.failure.hint };
}
function stepDirectory(github) {
    return (0,external_node_path_.join)(github.runnerTemp || (0,external_node_os_.tmpdir)(), 'agent-certification-verify');
}
function noVerdict({ commit, repository, image }, reason, hint) {
    return {
        verdict: 'error',
        commit,
        repository,
        ...(image === undefined ? {} : { image }),
        findings: [],
        listed: 0,
        reason,
        hint
    };
}
function checkedPolicy(config) {
    const { signerWorkflow } = config;
    return {
        repository: config.repository,
        projectId: config.projectIds[0] ?? '',
        signerWorkflow: signerWorkflow === undefined ? undefined : (0,signer_policy/* signerWorkflowText */.DX)(signerWorkflow),
        sourceRefs: config.sourceRefs.map(signer_policy/* refPatternText */.hP),
        denySelfHostedRunners: config.denySelfHostedRunners,
        maxAge: config.maxAgeText,
        passIf: config.passIfExpression,
        serviceUrl: config.serviceUrl,
        allowGivenRuns: config.allowGivenRuns
    };
}
function certificationPolicy(config) {
    return {
        signer: (0,signer_policy/* signerPolicy */.xm)({
            serverUrl: config.serverUrl,
            repository: config.repository,
            commit: config.imageCheck === undefined ? config.commit : undefined,
            signerWorkflow: config.signerWorkflow,
            sourceRefs: config.sourceRefs,
            protectedBranch: config.protectedBranch,
            denySelfHostedRunners: config.denySelfHostedRunners
        }),
        maxAgeMs: config.maxAgeMs,
        passIf: config.passIf,
        serviceUrl: config.serviceUrl,
        refuseGivenRuns: !config.allowGivenRuns,
        ...(config.imageCheck === undefined ? {} : { image: true })
    };
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

/***/ 31421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

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

/***/ 71553:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns/promises");

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
  V4: () => (/* binding */ getInput),
  pq: () => (/* binding */ info),
  _o: () => (/* binding */ isDebug),
  C1: () => (/* binding */ setFailed),
  uH: () => (/* binding */ setOutput),
  Pq: () => (/* binding */ core_setSecret),
  $e: () => (/* binding */ warning)
});

// UNUSED EXPORTS: ExitCode, addPath, endGroup, error, exportVariable, getBooleanInput, getIDToken, getMultilineInput, getState, group, markdownSummary, notice, platform, saveState, setCommandEcho, startGroup, summary, toPlatformPath, toPosixPath, toWin32Path

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
    issue('group', name);
}
/**
 * End an output group.
 */
function endGroup() {
    issue('endgroup');
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
/******/ var __webpack_exports__ = __nccwpck_require__(1161);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map