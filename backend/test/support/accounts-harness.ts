import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { startApi, startWorker } from './api-harness';
import { startMailbox } from './mailbox';

/**
 * What the account specs share: an API, a worker that sends mail, and a real SMTP server that
 * keeps every message (users read their links and codes from it, as they would from a mailbox).
 */
export async function startAccounts() {
  const mailbox = await startMailbox();
  const api = await startApi([], { APP_URL: 'http://bo.example.test' });
  const worker: INestApplicationContext = await startWorker([], { SMTP_URL: mailbox.smtpUrl });
  const close = async () => {
    await worker.close();
    await api.app.close();
    await mailbox.close();
  };
  return { api, mailbox, close };
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

/** The body of `PUT /bo/User` for `userId`: the new-user fields but the username (fixed once created). */
export function editUserBody(userId: string, overrides: Record<string, unknown> = {}) {
  const { username: _username, ...fields } = newUserBody(overrides);
  return { ...fields, userId };
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
