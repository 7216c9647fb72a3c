import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { INestApplicationContext } from '@nestjs/common';
import { SMTPServer } from 'smtp-server';
import { startApi, startWorker } from './api-harness';
import { waitFor } from './event-store-harness';

/**
 * What the account specs share: an API, a worker that sends mail, and a real SMTP server that
 * keeps every message (users read their links and codes from it, as they would from a mailbox).
 */
export async function startAccounts() {
  const received: { to: string[]; text: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const api = await startApi([], { APP_URL: 'http://bo.example.test' });
  const worker: INestApplicationContext = await startWorker([], { SMTP_URL: `smtp://127.0.0.1:${port}` });

  const mailbox = {
    /** The messages sent to `to` so far. */
    to: (to: string) => received.filter((m) => m.to.includes(to.toLowerCase()) || m.to.includes(to)),
    /** Waits for the `n`-th message (1-based) to `to` and returns its text. */
    async nth(to: string, n = 1): Promise<string> {
      await waitFor(() => mailbox.to(to).length >= n, 15_000, `e-mail #${n} to ${to}`);
      return mailbox.to(to)[n - 1].text;
    },
  };
  const close = async () => {
    await worker.close();
    await api.app.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
  return { api, mailbox, close };
}

/** Undoes quoted-printable (soft line breaks and =XX bytes) so the test reads the text as sent. */
function decodeQuotedPrintable(s: string): string {
  return Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

/** The token of the first link in a message (`...?token=...`). */
export function linkToken(message: string, path: string): string {
  const match = new RegExp(`http://bo\\.example\\.test${path}\\?token=([A-Za-z0-9_-]+)`).exec(message);
  if (!match) throw new Error(`no ${path} link in:\n${message}`);
  return match[1];
}

export const unique = (prefix = 'u') => `${prefix}${randomUUID().slice(0, 8)}`;

/** A valid create-user body; override what the test is about. */
export function newUserBody(overrides: Record<string, unknown> = {}) {
  const username = unique('user.');
  return {
    role: 'MERCHANT_USER',
    level: 'STAFF',
    fullName: 'Siti Aminah binti Ali',
    idType: 'MYKAD',
    idNumber: '900101-14-5678',
    email: `${username}@example.test`,
    mobileNumber: '012-3456789',
    username,
    ...overrides,
  };
}

export const NEW_PASSWORD = 'N3w!Passw0rd';

export function firstTimeLoginBody(token: string, overrides: Record<string, unknown> = {}) {
  return {
    token,
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    securityQuestion: 'FIRST_PET',
    securityAnswer: 'Tompok',
    securityPhrase: 'blue kite 42',
    termsAccepted: true,
    ...overrides,
  };
}
