import { createHash, randomBytes, randomInt } from 'node:crypto';
import { DEVICE_OTP_LENGTH } from '@bo/shared';

/**
 * Secrets of the account flows. Link tokens are 256 random bits, so a plain sha256 is enough to
 * store them (nobody can brute-force the preimage); OTPs have only 10^6 values and security
 * answers are guessable, so those are hashed with argon2 by their callers.
 */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newOtp(length = DEVICE_OTP_LENGTH): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** Answers are compared case-insensitively, ignoring surrounding and repeated spaces. */
export function normalizeSecurityAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** s***@example.my: enough for the owner to recognise the address, little for anyone else. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  if (!domain) return '***';
  return `${local.slice(0, 1)}***@${domain}`;
}

/** First word as first name, the rest as last name (the session's userInfo carries both). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [first, ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first ?? '', lastName: rest.join(' ') };
}
