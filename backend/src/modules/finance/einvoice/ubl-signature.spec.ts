import { createHash, createVerify, X509Certificate } from 'node:crypto';
import { checkDocumentSignature, validateEInvoice } from './einvoice-rules';
import { invoiceInput, NOW } from './einvoice.test-data';
import { signatureErrors } from './myinvois-simulator/signature-checks';
import { makeSigningCredentials, type TestCredentials } from './signing.test-data';
import { buildUblDocument, encodeForSubmission } from './ubl-document';
import { money } from './ubl-json';
import { documentDigest, EInvoiceSignatureError, signatureOf, signUblDocument, unsignedJson } from './ubl-signature';

type U = { [key: string]: U; [index: number]: U } & { map<T>(f: (u: U) => T): T[] };
const parsed = (doc: object) => JSON.parse(encodeForSubmission(doc).json) as U;

let creds: TestCredentials;
let otherTin: TestCredentials;
let otherBrn: TestCredentials;
let otherKey: TestCredentials;

beforeAll(() => {
  creds = makeSigningCredentials();
  otherTin = makeSigningCredentials({ tin: 'C99999999990' });
  otherBrn = makeSigningCredentials({ brn: '201901000005' });
  otherKey = makeSigningCredentials();
});
afterAll(() => [creds, otherTin, otherBrn, otherKey].forEach((c) => c?.remove()));

// The throw-away certificate is valid from now for a day: sign now.
const signingTime = () => new Date();
const sign = (doc: object, c: TestCredentials = creds, privateKey: string = c.keyPem) =>
  signUblDocument(doc, { certificatePem: c.certificatePem, privateKey, signingTime: signingTime() });

describe('signUblDocument', () => {
  it('writes version 1.1 with the XAdES structure, and the signature verifies with the certificate', () => {
    const signed = sign(buildUblDocument(invoiceInput()));
    const inv = parsed(signed).Invoice[0];
    expect(inv.InvoiceTypeCode).toEqual([{ _: '01', listVersionID: '1.1' }]);
    expect(inv.Signature).toEqual([
      {
        ID: [{ _: 'urn:oasis:names:specification:ubl:signature:Invoice' }],
        SignatureMethod: [{ _: 'urn:oasis:names:specification:ubl:dsig:enveloped:xades' }],
      },
    ]);
    const ext = inv.UBLExtensions[0].UBLExtension[0];
    expect(ext.ExtensionURI[0]._).toBe('urn:oasis:names:specification:ubl:dsig:enveloped:xades');
    const info = ext.ExtensionContent[0].UBLDocumentSignatures[0].SignatureInformation[0];
    expect(info.ReferencedSignatureID[0]._).toBe('urn:oasis:names:specification:ubl:signature:Invoice');
    const sig = info.Signature[0];
    expect(sig.SignedInfo[0].SignatureMethod[0].Algorithm).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');

    const cert = new X509Certificate(creds.certificatePem);
    const bytes = unsignedJson(signed);
    // The digest is of the 1.1 document without UBLExtensions and Signature, minified.
    expect(bytes).not.toContain('UBLExtensions');
    expect(bytes).toContain('"listVersionID":"1.1"');
    const parts = signatureOf(signed)!;
    expect(parts.docDigest).toBe(createHash('sha256').update(bytes).digest('base64'));
    expect(createVerify('sha256').update(bytes).verify(cert.publicKey, parts.signatureValue, 'base64')).toBe(true);
    expect(parts.certificate).toBe(cert.raw.toString('base64'));

    const props = sig.Object[0].QualifyingProperties[0].SignedProperties[0];
    const signedCert = props.SignedSignatureProperties[0].SigningCertificate[0].Cert[0];
    expect(signedCert.CertDigest[0].DigestValue[0]._).toBe(createHash('sha256').update(cert.raw).digest('base64'));
    // LHDN's order: CN first (the reverse of the certificate's own order).
    expect(signedCert.IssuerSerial[0].X509IssuerName[0]._).toBe(
      'serialNumber=202001234567, organizationIdentifier=C25845632020, C=MY, O=Demo Travel Sdn. Bhd., CN=Demo Travel Sdn. Bhd.',
    );
    expect(signedCert.IssuerSerial[0].X509SerialNumber[0]._).toBe(BigInt(`0x${cert.serialNumber}`).toString());
    expect(props.SignedSignatureProperties[0].SigningTime[0]._).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(parts.propsDigest).toBe(createHash('sha256').update(JSON.stringify(props)).digest('base64'));

    // Both our validator and the simulator (its own reading of the JSON) accept it.
    expect(checkDocumentSignature(signed)).toEqual([]);
    expect(signatureErrors(encodeForSubmission(signed).json)).toEqual([]);
  });

  it('is pure: the same document, credentials and time give the same bytes', () => {
    const at = new Date();
    const once = () =>
      encodeForSubmission(
        signUblDocument(buildUblDocument(invoiceInput()), {
          certificatePem: creds.certificatePem,
          privateKey: creds.keyPem,
          signingTime: at,
        }),
      ).json;
    expect(once()).toBe(once());
  });

  it('an amount changed after signing fails verification: digest mismatch, for us and for the simulator', () => {
    const signed = sign(buildUblDocument(invoiceInput())) as { Invoice: Record<string, unknown>[] };
    const total = signed.Invoice[0]!.LegalMonetaryTotal as Record<string, unknown>[];
    total[0]!.PayableAmount = money(1, 'MYR');
    expect(checkDocumentSignature(signed)).toEqual([expect.objectContaining({ rule: 'EINV_SIGNATURE_DIGEST' })]);
    expect(signatureOf(signed)!.docDigest).not.toBe(documentDigest(signed));
    const errors = signatureErrors(encodeForSubmission(signed).json);
    expect(errors.map((e) => e.errorCode)).toEqual(['DS103', 'DS105']);
    expect(errors[0]!.error).toMatch(/Signature: the document digest/);

    // The same edit made on the submitted text (a line amount, as written).
    const json = encodeForSubmission(sign(buildUblDocument(invoiceInput()))).json;
    const tampered = json.replace(/"PriceAmount":\[\{"_":(\d+)/, (_m, n: string) => `"PriceAmount":[{"_":${Number(n) + 1}`);
    expect(tampered).not.toBe(json);
    expect(signatureErrors(tampered).map((e) => e.errorCode)).toEqual(['DS103', 'DS105']);
  });

  it('a 1.1 document without its signature is refused', () => {
    const unsigned = buildUblDocument(invoiceInput()) as { Invoice: { InvoiceTypeCode: { listVersionID: string }[] }[] };
    unsigned.Invoice[0]!.InvoiceTypeCode[0]!.listVersionID = '1.1';
    expect(checkDocumentSignature(unsigned)).toEqual([expect.objectContaining({ rule: 'EINV_SIGNATURE_MISSING' })]);
    expect(signatureErrors(encodeForSubmission(unsigned).json).map((e) => e.errorCode)).toEqual(['DS102']);
  });

  it("refuses a certificate whose TIN or BRN is not the supplier's, and a key not the certificate's", () => {
    const doc = buildUblDocument(invoiceInput());
    expect(() => sign(doc, otherTin)).toThrow(EInvoiceSignatureError);
    expect(() => sign(doc, otherTin)).toThrow(
      "The signing certificate's organizationIdentifier (C99999999990) is not the supplier's TIN C25845632020",
    );
    expect(() => sign(doc, otherBrn)).toThrow(
      "The signing certificate's serialNumber (201901000005) is not the supplier's BRN 202001234567",
    );
    expect(() => sign(doc, creds, otherKey.keyPem)).toThrow('The signing key does not belong to the signing certificate');

    // Through our validator: an issue naming the signature, in both languages.
    const issues = validateEInvoice(invoiceInput(), NOW, { sign: (d) => sign(d, otherBrn) });
    expect(issues).toEqual([
      {
        path: 'signature',
        rule: 'EINV_SIGNATURE',
        en: expect.stringContaining('serialNumber (201901000005)'),
        ms: expect.stringContaining('bukan BRN pembekal 202001234567'),
      },
    ]);
  });

  it('signing not configured: version 1.0 as before, no signature', () => {
    const input = invoiceInput();
    const doc = parsed(buildUblDocument(input));
    expect(doc.Invoice[0].InvoiceTypeCode).toEqual([{ _: '01', listVersionID: '1.0' }]);
    expect(doc.Invoice[0].UBLExtensions).toBeUndefined();
    expect(doc.Invoice[0].Signature).toBeUndefined();
    expect(validateEInvoice(input, NOW)).toEqual([]);
    expect(validateEInvoice(input, NOW, { sign: (d) => sign(d) })).toEqual([]);
    expect(checkDocumentSignature(buildUblDocument(input))).toEqual([]);
  });
});
