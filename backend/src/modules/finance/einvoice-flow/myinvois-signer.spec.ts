import { inspect } from 'node:util';
import { buildUblDocument } from '../einvoice/ubl-document';
import { invoiceInput } from '../einvoice/einvoice.test-data';
import { makeSigningCredentials, type TestCredentials } from '../einvoice/signing.test-data';
import { signatureOf } from '../einvoice/ubl-signature';
import { FINANCE_CONFIG, type FinanceConfig } from '../finance.config';
import { MyInvoisSigner } from './myinvois-signer';

const PASSPHRASE = 'correct horse battery staple';
let plain: TestCredentials;
let encrypted: TestCredentials;
let wrongBrn: TestCredentials;

beforeAll(() => {
  plain = makeSigningCredentials();
  encrypted = makeSigningCredentials({ passphrase: PASSPHRASE });
  wrongBrn = makeSigningCredentials({ brn: '201901000005' });
});
afterAll(() => [plain, encrypted, wrongBrn].forEach((c) => c?.remove()));

const config = (env: Record<string, string> = {}): FinanceConfig => FINANCE_CONFIG.schema.parse(env);
const signer = (env: Record<string, string>) => new MyInvoisSigner(config(env));

describe('MyInvoisSigner (MYINVOIS_SIGNING_*)', () => {
  it('neither file set: not signing (version 1.0)', () => {
    expect(signer({}).enabled).toBe(false);
  });

  it('only one of the two: refused at start, naming the missing setting', () => {
    expect(() => signer({ MYINVOIS_SIGNING_CERT_FILE: plain.certFile })).toThrow(
      /MYINVOIS_SIGNING_CERT_FILE and MYINVOIS_SIGNING_KEY_FILE go together \(MYINVOIS_SIGNING_KEY_FILE is empty\)/,
    );
    expect(() => signer({ MYINVOIS_SIGNING_KEY_FILE: plain.keyFile })).toThrow(/\(MYINVOIS_SIGNING_CERT_FILE is empty\)/);
  });

  it('both set: signs; the key appears in no error, inspect or JSON', () => {
    const s = signer({ MYINVOIS_SIGNING_CERT_FILE: plain.certFile, MYINVOIS_SIGNING_KEY_FILE: plain.keyFile });
    expect(s.enabled).toBe(true);
    expect(signatureOf(s.sign(buildUblDocument(invoiceInput()), new Date()))?.signatureValue).toMatch(/^[A-Za-z0-9+/=]{300,}$/);
    const keyBody = plain.keyPem.split('\n')[1]!;
    expect(JSON.stringify(s)).not.toContain(keyBody);
    expect(inspect(s, { depth: 10 })).not.toContain(keyBody);
  });

  it('an encrypted key opens with its passphrase; a wrong or missing one is refused without the key', () => {
    const env = { MYINVOIS_SIGNING_CERT_FILE: encrypted.certFile, MYINVOIS_SIGNING_KEY_FILE: encrypted.keyFile };
    expect(signer({ ...env, MYINVOIS_SIGNING_KEY_PASSPHRASE: PASSPHRASE }).enabled).toBe(true);
    let message = '';
    try {
      signer({ ...env, MYINVOIS_SIGNING_KEY_PASSPHRASE: 'wrong' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/MYINVOIS_SIGNING_KEY_FILE is not a PEM private key that opens/);
    expect(message).not.toContain('wrong');
    expect(() => signer(env)).toThrow(/MYINVOIS_SIGNING_KEY_FILE is not a PEM private key/);
  });

  it('a certificate not of COMPANY_TIN / COMPANY_BRN, or an unreadable file, stops the start', () => {
    expect(() => signer({ MYINVOIS_SIGNING_CERT_FILE: wrongBrn.certFile, MYINVOIS_SIGNING_KEY_FILE: wrongBrn.keyFile })).toThrow(
      "Invalid configuration: MYINVOIS_SIGNING_CERT_FILE / MYINVOIS_SIGNING_KEY_FILE: The signing certificate's serialNumber (201901000005) is not the supplier's BRN 202001234567",
    );
    expect(() =>
      signer({ MYINVOIS_SIGNING_CERT_FILE: `${plain.dir}/missing.pem`, MYINVOIS_SIGNING_KEY_FILE: plain.keyFile }),
    ).toThrow(/MYINVOIS_SIGNING_CERT_FILE \(.*missing\.pem\) cannot be read: ENOENT/);
    expect(() => signer({ MYINVOIS_SIGNING_CERT_FILE: plain.keyFile, MYINVOIS_SIGNING_KEY_FILE: plain.keyFile })).toThrow(
      /not a PEM X.509 certificate/,
    );
  });
});
