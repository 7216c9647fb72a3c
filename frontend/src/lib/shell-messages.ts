// Deep imports on purpose: `@bo/shared`'s formatMessage brings the whole error catalogue.
import { AUTH_ERRORS } from '@bo/shared/errors/catalogue/auth';
import { GENERIC_ERRORS } from '@bo/shared/errors/catalogue/generic';
import { fillPlaceholders } from '@bo/shared/errors/placeholders';
import type { Language } from '@bo/shared';

const SHELL_MESSAGES = { ...GENERIC_ERRORS, ...AUTH_ERRORS };
export type ShellMessageCode = keyof typeof SHELL_MESSAGES;

/**
 * `formatMessage` of the shared error catalogue for what the sign-in bundle shows (the not-found
 * page, a failed or ended session): only the generic and sign-in sections travel with it. The
 * rest of the catalogue (every context's codes, in both languages) loads with the first screen
 * that formats one of them (bench/bundle).
 */
export function shellMessage(code: ShellMessageCode, lang: Language = 'en', params: Record<string, unknown> = {}): string {
  return fillPlaceholders(SHELL_MESSAGES[code][lang], params);
}
