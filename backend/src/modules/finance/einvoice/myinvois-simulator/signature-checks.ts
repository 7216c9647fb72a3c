/**
 * The simulator's check of a version 1.1 document's signature, playing LHDN: its own reading of
 * the JSON (numbers kept as written, so the digest is of the document as sent, not as JavaScript
 * would rewrite 100.00), independent of our signer (ubl-signature.ts), so a fault in ours shows
 * here as an Invalid document. It recomputes DocDigest (the document without UBLExtensions and
 * Signature, minified), verifies SignatureValue over those bytes with the enclosed certificate's
 * public key (RSA-SHA256), CertDigest and PropsDigest, and that the certificate is the supplier's
 * (organizationIdentifier = TIN, serialNumber = BRN).
 */
import { createHash, createVerify, X509Certificate } from 'node:crypto';
import type { SimulatedError } from './document-checks';

/** A JSON number as written in the document. */
class RawNumber {
  constructor(readonly raw: string) {}
}
type Raw = string | boolean | null | RawNumber | Raw[] | { [key: string]: Raw };

// Sticky: matched at the reader's position, without copying the rest of the text. Control
// characters inside a string are refused by JSON.parse.
const STRING = /"(?:[^"\\]|\\.)*"/y;
const SCALAR = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;

/** A strict JSON reader that keeps numbers' text (JSON.parse's reviver sees no source in Node 20). */
function readRaw(text: string): Raw {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const value = (): Raw => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      const obj: { [key: string]: Raw } = {};
      ws();
      if (text[i] === '}') return (i++, obj);
      for (;;) {
        ws();
        const key = value();
        if (typeof key !== 'string') throw new SyntaxError('key');
        ws();
        if (text[i++] !== ':') throw new SyntaxError(':');
        obj[key] = value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i++] === '}') return obj;
        else throw new SyntaxError('}');
      }
    }
    if (c === '[') {
      i++;
      const list: Raw[] = [];
      ws();
      if (text[i] === ']') return (i++, list);
      for (;;) {
        list.push(value());
        ws();
        if (text[i] === ',') i++;
        else if (text[i++] === ']') return list;
        else throw new SyntaxError(']');
      }
    }
    if (c === '"') {
      STRING.lastIndex = i;
      const m = STRING.exec(text);
      if (!m) throw new SyntaxError('string');
      i += m[0].length;
      return JSON.parse(m[0]) as string;
    }
    SCALAR.lastIndex = i;
    const m = SCALAR.exec(text);
    if (!m) throw new SyntaxError('value');
    i += m[0].length;
    return m[0] === 'true' ? true : m[0] === 'false' ? false : m[0] === 'null' ? null : new RawNumber(m[0]);
  };
  const result = value();
  ws();
  if (i !== text.length) throw new SyntaxError('trailing');
  return result;
}

/** Minified: no whitespace between tokens, numbers as written. */
function minify(v: Raw): string {
  if (v instanceof RawNumber) return v.raw;
  if (Array.isArray(v)) return `[${v.map(minify).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.entries(v)
      .map(([k, x]) => `${JSON.stringify(k)}:${minify(x)}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

type Obj = { [key: string]: Raw };
const list = (v: Raw | undefined): Obj[] => (Array.isArray(v) ? (v.filter((x) => x && typeof x === 'object') as Obj[]) : []);
const one = (v: Raw | undefined): Obj | undefined => list(v)[0];
const textOf = (v: Raw | undefined): string => {
  const t = one(v)?._;
  return typeof t === 'string' ? t : '';
};
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('base64');

const PATH = 'Invoice.UBLExtensions.UBLExtension.ExtensionContent.UBLDocumentSignatures.SignatureInformation.Signature';
const e = (errorCode: string, error: string, errorMS: string, propertyPath = PATH): SimulatedError => ({
  errorCode,
  error,
  errorMS,
  propertyPath,
});

/** The errors of a 1.1 document's signature (empty: it verifies). */
export function signatureErrors(json: string): SimulatedError[] {
  let doc: Obj;
  try {
    doc = readRaw(json) as Obj;
  } catch {
    return [
      e('DS101', 'The document cannot be read to check its signature', 'Dokumen tidak dapat dibaca untuk semakan tandatangan'),
    ];
  }
  const invoice = one(doc.Invoice);
  if (!invoice) return [];
  const docSignature = one(invoice.Signature);
  const sig = one(
    one(one(one(one(one(invoice.UBLExtensions)?.UBLExtension)?.ExtensionContent)?.UBLDocumentSignatures)?.SignatureInformation)
      ?.Signature,
  );
  if (!sig || textOf(docSignature?.ID) !== 'urn:oasis:names:specification:ubl:signature:Invoice')
    return [
      e(
        'DS102',
        'A version 1.1 document must carry its signature (UBLExtensions and Signature)',
        'Dokumen versi 1.1 mesti membawa tandatangannya (UBLExtensions dan Signature)',
        'Invoice.UBLExtensions',
      ),
    ];

  const { UBLExtensions: _x, Signature: _s, ...body } = invoice;
  const signedBytes = minify({ ...doc, Invoice: [body] });
  const references = list(one(sig.SignedInfo)?.Reference);
  const errors: SimulatedError[] = [];
  if (textOf(references.find((r) => r.URI === '')?.DigestValue) !== sha256(signedBytes))
    errors.push(
      e(
        'DS103',
        'Signature: the document digest (DocDigest) does not match the document',
        'Tandatangan: ringkasan dokumen (DocDigest) tidak sepadan dengan dokumen',
        `${PATH}.SignedInfo.Reference.DigestValue`,
      ),
    );

  let cert: X509Certificate;
  try {
    cert = new X509Certificate(Buffer.from(textOf(one(one(sig.KeyInfo)?.X509Data)?.X509Certificate), 'base64'));
  } catch {
    return [
      ...errors,
      e(
        'DS104',
        'Signature: the signing certificate is missing or unreadable',
        'Tandatangan: sijil tandatangan tiada atau tidak dapat dibaca',
        `${PATH}.KeyInfo.X509Data.X509Certificate`,
      ),
    ];
  }
  let verified: boolean;
  try {
    verified = createVerify('sha256').update(signedBytes, 'utf8').verify(cert.publicKey, textOf(sig.SignatureValue), 'base64');
  } catch {
    verified = false;
  }
  if (!verified)
    errors.push(
      e(
        'DS105',
        "Signature: the signature value does not verify with the certificate's public key",
        'Tandatangan: nilai tandatangan tidak dapat disahkan dengan kunci awam sijil',
        `${PATH}.SignatureValue`,
      ),
    );

  const signedProperties = one(one(one(sig.Object)?.QualifyingProperties)?.SignedProperties);
  const certDigest = textOf(
    one(one(one(one(signedProperties?.SignedSignatureProperties)?.SigningCertificate)?.Cert)?.CertDigest)?.DigestValue,
  );
  const propsReference = references.find((r) => r.URI === '#id-xades-signed-props');
  if (certDigest !== sha256(cert.raw))
    errors.push(
      e(
        'DS106',
        'Signature: the certificate digest (CertDigest) does not match the certificate',
        'Tandatangan: ringkasan sijil (CertDigest) tidak sepadan dengan sijil',
      ),
    );
  if (!signedProperties || textOf(propsReference?.DigestValue) !== sha256(minify(signedProperties)))
    errors.push(
      e(
        'DS107',
        'Signature: the signed properties digest (PropsDigest) does not match',
        'Tandatangan: ringkasan sifat bertandatangan (PropsDigest) tidak sepadan',
      ),
    );

  // The certificate must be the supplier's: organizationIdentifier = TIN, serialNumber = BRN.
  const subject = new Map(
    cert.subject.split('\n').map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)] as [string, string]),
  );
  const ids = list(one(one(invoice.AccountingSupplierParty)?.Party)?.PartyIdentification);
  const id = (scheme: string) => textOf(ids.find((x) => one(x.ID)?.schemeID === scheme)?.ID);
  if (subject.get('organizationIdentifier') !== id('TIN') || subject.get('serialNumber') !== id('BRN'))
    errors.push(
      e(
        'DS108',
        "Signature: the certificate's organizationIdentifier and serialNumber must be the supplier's TIN and BRN",
        'Tandatangan: organizationIdentifier dan serialNumber sijil mesti TIN dan BRN pembekal',
        `${PATH}.KeyInfo.X509Data.X509Certificate`,
      ),
    );
  return errors;
}
