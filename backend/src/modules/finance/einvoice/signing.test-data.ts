/**
 * Throw-away signing credentials for the specs: an RSA key and a self-signed certificate made with
 * `openssl` in a temporary directory at test time (never committed), with LHDN's subject attributes
 * (organizationIdentifier = TIN, serialNumber = BRN). Not used by production code.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCredentials {
  dir: string;
  certFile: string;
  keyFile: string;
  certificatePem: string;
  keyPem: string;
  /** Removes the directory (the key with it). */
  remove(): void;
}

export function makeSigningCredentials(
  opts: { tin?: string; brn?: string; name?: string; passphrase?: string } = {},
): TestCredentials {
  const { tin = 'C25845632020', brn = '202001234567', name = 'Demo Travel Sdn. Bhd.' } = opts;
  const dir = mkdtempSync(join(tmpdir(), 'myinvois-sign-'));
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  const args = ['req', '-x509', '-newkey', 'rsa:2048', '-days', '1', '-sha256'];
  args.push('-subj', `/CN=${name}/O=${name}/C=MY/organizationIdentifier=${tin}/serialNumber=${brn}`);
  args.push('-keyout', keyFile, '-out', certFile);
  if (opts.passphrase) args.push('-passout', `pass:${opts.passphrase}`);
  else args.push('-nodes');
  execFileSync('openssl', args, { stdio: 'ignore' });
  return {
    dir,
    certFile,
    keyFile,
    certificatePem: readFileSync(certFile, 'utf8'),
    keyPem: readFileSync(keyFile, 'utf8'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
