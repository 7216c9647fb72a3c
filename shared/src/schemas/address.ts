/**
 * The address rules organizations and hotels share (organization.schema.ts, hotel.schema.ts). Not
 * exported from the package: the schemas are.
 */
import type { z } from 'zod';
import type { ErrorCode } from '../errors/error-catalogue';
import { MALAYSIA_COUNTRY_CODE, MALAYSIA_STATES } from '../reference/countries';

/** Postcodes: letters, digits, spaces and dashes, starting with a letter or digit. */
export const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/** Malaysian addresses name one of its states or federal territories (STATE_NOT_IN_COUNTRY on `state`). */
export function withStateCheck<T extends z.ZodType<{ countryCode: string; state?: string | undefined }>>(schema: T): T {
  return schema.refine(
    (data) => data.countryCode !== MALAYSIA_COUNTRY_CODE || (MALAYSIA_STATES as readonly string[]).includes(data.state ?? ''),
    {
      error: 'STATE_NOT_IN_COUNTRY' satisfies ErrorCode,
      path: ['state'],
      // Checked even when other fields fail, so the form shows every problem at once.
      when: ({ value }) => {
        const v = value as { countryCode?: unknown; state?: unknown } | undefined;
        return typeof v?.countryCode === 'string' && (v.state === undefined || typeof v.state === 'string');
      },
    },
  );
}
