/**
 * MyInvois format version 1.1: the UBL JSON document with its enveloped XAdES signature, after
 * LHDN's "Document Signature Creation" and "Signing a JSON document" (sdk.myinvois.hasil.gov.my):
 *
 * 1. the document without `UBLExtensions` and `Signature`, minified (our `toUblJson`), SHA-256:
 *    DocDigest (base64);
 * 2. those same bytes signed with RSA-SHA256 (PKCS#1 v1.5) by the certificate's key: SignatureValue;
 * 3. SHA-256 of the certificate's DER: CertDigest;
 * 4. SignedProperties (SigningTime, SigningCertificate: CertDigest + IssuerSerial);
 * 5. SHA-256 of the minified SignedProperties (the element's one object, as LHDN's JSON path
 *    ".../QualifyingProperties/SignedProperties" names it): PropsDigest;
 * 6. UBLExtensions/UBLExtension/ExtensionContent/UBLDocumentSignatures/SignatureInformation/Signature
 *    carrying all of it, and the document-level `Signature` (ID ...:signature:Invoice, method
 *    ...:dsig:enveloped:xades).
 *
 * Pure: the signing time is a parameter, so the same input gives the same bytes.
 */
import { createHash, createPrivateKey, createSign, X509Certificate, type KeyObject } from 'node:crypto';
import { el, toUblJson } from './ubl-json';

export const SIGNED_FORMAT_VERSION = '1.1';
export const SIGNATURE_ID = 'urn:oasis:names:specification:ubl:signature:Invoice';
export const SIGNATURE_METHOD = 'urn:oasis:names:specification:ubl:dsig:enveloped:xades';
const SIGNATURE_INFORMATION_ID = 'urn:oasis:names:specification:ubl:signature:1';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SIGNED_PROPERTIES_TYPE = 'http://uri.etsi.org/01903/v1.3.2#SignedProperties';
const SIGNED_PROPERTIES_ID = 'id-xades-signed-props';

/** A signing refusal a user can act on, in English and Malay (never the key's content). */
export class EInvoiceSignatureError extends Error {
  constructor(
    readonly en: string,
    readonly ms: string,
  ) {
    super(en);
    this.name = 'EInvoiceSignatureError';
  }
}

export interface SigningCredentials {
  certificatePem: string;
  /** A KeyObject (decrypted once at start) or an unencrypted PEM. */
  privateKey: KeyObject | string;
}

export interface SigningOptions extends SigningCredentials {
  signingTime: Date | string;
}

type Node = Record<string, unknown>;
const nodes = (v: unknown): Node[] => (Array.isArray(v) ? (v as Node[]) : []);
const first = (v: unknown): Node | undefined => nodes(v)[0];
const text = (v: unknown): string => {
  const t = first(v)?._;
  return typeof t === 'string' ? t : '';
};
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('base64');

/** The attributes of a distinguished name as Node prints it ("CN=..\nO=..", in the certificate's order). */
function nameAttributes(dn: string): [string, string][] {
  return dn
    .split('\n')
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at), part.slice(at + 1)];
    });
}

/**
 * A name as LHDN compares it (.NET's X500DistinguishedName.Name): the attributes in reverse
 * certificate order, ", "-separated ("CN=..., OU=..., O=..., C=MY" for a CA's usual C-first
 * name; the wrong order is one of LHDN's common refusals).
 */
export function distinguishedName(dn: string): string {
  return nameAttributes(dn)
    .reverse()
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
}

export interface CertificateFacts {
  certificate: X509Certificate;
  /** organizationIdentifier (2.5.4.97): the TIN. */
  tin: string;
  /** serialNumber (2.5.4.5): the BRN. */
  brn: string;
}

export function readCertificate(pem: string): CertificateFacts {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(pem);
  } catch {
    throw new EInvoiceSignatureError(
      'The signing certificate is not a PEM X.509 certificate',
      'Sijil tandatangan bukan sijil X.509 PEM',
    );
  }
  const attrs = nameAttributes(certificate.subject);
  const attr = (...keys: string[]) => attrs.find(([k]) => keys.includes(k))?.[1] ?? '';
  return { certificate, tin: attr('organizationIdentifier', '2.5.4.97'), brn: attr('serialNumber', '2.5.4.5') };
}

/** The supplier's TIN and BRN as the document carries them. */
function supplierIds(invoice: Node): { tin: string; brn: string } {
  const ids = nodes(first(first(invoice.AccountingSupplierParty)?.Party)?.PartyIdentification);
  const id = (scheme: string) => text(ids.find((i) => first(i.ID)?.schemeID === scheme)?.ID);
  return { tin: id('TIN'), brn: id('BRN') };
}

/**
 * Refuses credentials LHDN would refuse, before anything is signed: the key not an RSA key or not
 * the certificate's, the certificate's organizationIdentifier not the supplier's TIN or its
 * serialNumber not the BRN, or the certificate not valid at `at`.
 */
export function checkSigningCredentials(
  credentials: SigningCredentials,
  supplier: { tin: string; brn: string },
  at?: Date,
): { facts: CertificateFacts; key: KeyObject } {
  const facts = readCertificate(credentials.certificatePem);
  let key: KeyObject;
  try {
    key = typeof credentials.privateKey === 'string' ? createPrivateKey(credentials.privateKey) : credentials.privateKey;
  } catch {
    throw new EInvoiceSignatureError('The signing key is not a readable private key', 'Kunci tandatangan tidak dapat dibaca');
  }
  if (key.type !== 'private' || key.asymmetricKeyType !== 'rsa')
    throw new EInvoiceSignatureError(
      'The signing key must be an RSA private key',
      'Kunci tandatangan mesti kunci persendirian RSA',
    );
  if (!facts.certificate.checkPrivateKey(key))
    throw new EInvoiceSignatureError(
      'The signing key does not belong to the signing certificate',
      'Kunci tandatangan bukan milik sijil tandatangan',
    );
  if (facts.tin !== supplier.tin)
    throw new EInvoiceSignatureError(
      `The signing certificate's organizationIdentifier (${facts.tin || 'none'}) is not the supplier's TIN ${supplier.tin}`,
      `organizationIdentifier sijil tandatangan (${facts.tin || 'tiada'}) bukan TIN pembekal ${supplier.tin}`,
    );
  if (facts.brn !== supplier.brn)
    throw new EInvoiceSignatureError(
      `The signing certificate's serialNumber (${facts.brn || 'none'}) is not the supplier's BRN ${supplier.brn}`,
      `serialNumber sijil tandatangan (${facts.brn || 'tiada'}) bukan BRN pembekal ${supplier.brn}`,
    );
  if (at && (at < new Date(facts.certificate.validFrom) || at > new Date(facts.certificate.validTo)))
    throw new EInvoiceSignatureError(
      `The signing certificate is not valid at ${at.toISOString()} (valid ${facts.certificate.validFrom} to ${facts.certificate.validTo})`,
      `Sijil tandatangan tidak sah pada ${at.toISOString()} (sah ${facts.certificate.validFrom} hingga ${facts.certificate.validTo})`,
    );
  return { facts, key };
}

/** The document as it is digested and signed: without UBLExtensions and Signature, minified. */
export function unsignedJson(doc: object): string {
  const d = doc as Node;
  const invoices = nodes(d.Invoice).map(({ UBLExtensions: _e, Signature: _s, ...rest }) => rest);
  return toUblJson({ ...d, Invoice: invoices });
}

/** DocDigest: SHA-256 of `unsignedJson`, base64. */
export function documentDigest(doc: object): string {
  return sha256(unsignedJson(doc));
}

/** The signature parts a signed document carries (null when it has none). */
export interface SignatureParts {
  docDigest: string;
  propsDigest: string;
  signatureValue: string;
  /** The certificate, base64 DER. */
  certificate: string;
  signedProperties: Node;
}

export function signatureOf(doc: object): SignatureParts | null {
  const invoice = first((doc as Node).Invoice);
  const content = first(first(first(invoice?.UBLExtensions)?.UBLExtension)?.ExtensionContent);
  const sig = first(first(first(content?.UBLDocumentSignatures)?.SignatureInformation)?.Signature);
  if (!sig) return null;
  const references = nodes(first(sig.SignedInfo)?.Reference);
  const signedProperties = first(first(first(sig.Object)?.QualifyingProperties)?.SignedProperties);
  return {
    docDigest: text(references.find((r) => r.URI === '')?.DigestValue),
    propsDigest: text(references.find((r) => r.URI === `#${SIGNED_PROPERTIES_ID}`)?.DigestValue),
    signatureValue: text(sig.SignatureValue),
    certificate: text(first(first(sig.KeyInfo)?.X509Data)?.X509Certificate),
    signedProperties: signedProperties ?? {},
  };
}

const utcSeconds = (t: Date | string) => `${new Date(t).toISOString().slice(0, 19)}Z`;

/**
 * The document signed, as version 1.1 (InvoiceTypeCode listVersionID '1.1', set before digesting).
 * Refuses (EInvoiceSignatureError) credentials that do not fit the document's supplier.
 */
export function signUblDocument(doc: object, options: SigningOptions): object {
  const d = doc as Node;
  const invoice = first(d.Invoice);
  if (!invoice)
    throw new EInvoiceSignatureError('The document has no Invoice to sign', 'Dokumen tiada Invoice untuk ditandatangani');
  const signingTime = utcSeconds(options.signingTime);
  const { facts, key } = checkSigningCredentials(options, supplierIds(invoice), new Date(signingTime));
  const { UBLExtensions: _e, Signature: _s, ...body } = invoice;
  const typeCode = first(body.InvoiceTypeCode) ?? {};
  const unsigned = { ...d, Invoice: [{ ...body, InvoiceTypeCode: [{ ...typeCode, listVersionID: SIGNED_FORMAT_VERSION }] }] };

  const bytes = unsignedJson(unsigned);
  const docDigest = sha256(bytes);
  const signatureValue = createSign('sha256').update(bytes, 'utf8').sign(key, 'base64');
  const cert = facts.certificate;
  const certDigest = sha256(cert.raw);
  const issuerName = distinguishedName(cert.issuer);
  const serialNumber = BigInt(`0x${cert.serialNumber}`).toString(10);
  const signedProperties = {
    Id: SIGNED_PROPERTIES_ID,
    SignedSignatureProperties: [
      {
        SigningTime: el(signingTime),
        SigningCertificate: [
          {
            Cert: [
              {
                CertDigest: [{ DigestMethod: el('', { Algorithm: SHA256 }), DigestValue: el(certDigest) }],
                IssuerSerial: [{ X509IssuerName: el(issuerName), X509SerialNumber: el(serialNumber) }],
              },
            ],
          },
        ],
      },
    ],
  };
  const propsDigest = sha256(toUblJson(signedProperties));
  const signature = {
    Id: 'signature',
    Object: [{ QualifyingProperties: [{ Target: 'signature', SignedProperties: [signedProperties] }] }],
    KeyInfo: [
      {
        X509Data: [
          {
            X509Certificate: el(cert.raw.toString('base64')),
            X509SubjectName: el(distinguishedName(cert.subject)),
            X509IssuerSerial: [{ X509IssuerName: el(issuerName), X509SerialNumber: el(serialNumber) }],
          },
        ],
      },
    ],
    SignatureValue: el(signatureValue),
    SignedInfo: [
      {
        SignatureMethod: el('', { Algorithm: RSA_SHA256 }),
        Reference: [
          {
            Type: SIGNED_PROPERTIES_TYPE,
            URI: `#${SIGNED_PROPERTIES_ID}`,
            DigestMethod: el('', { Algorithm: SHA256 }),
            DigestValue: el(propsDigest),
          },
          { Type: '', URI: '', DigestMethod: el('', { Algorithm: SHA256 }), DigestValue: el(docDigest) },
        ],
      },
    ],
  };
  const UBLExtensions = [
    {
      UBLExtension: [
        {
          ExtensionURI: el(SIGNATURE_METHOD),
          ExtensionContent: [
            {
              UBLDocumentSignatures: [
                {
                  SignatureInformation: [
                    {
                      ID: el(SIGNATURE_INFORMATION_ID),
                      ReferencedSignatureID: el(SIGNATURE_ID),
                      Signature: [signature],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
  const Signature = [{ ID: el(SIGNATURE_ID), SignatureMethod: el(SIGNATURE_METHOD) }];
  // UBLExtensions first and Signature last, as in LHDN's 1.1 samples; the digest does not depend on it.
  return { ...d, Invoice: [{ UBLExtensions, ...unsigned.Invoice[0], Signature }] };
}
