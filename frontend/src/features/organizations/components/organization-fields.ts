import {
  attachmentField,
  ATTACHMENT_MIME_TYPE,
  DEFAULT_COUNTRY_CODE,
  type Country,
  type ErrorCode,
  type Language,
} from '@bo/shared';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { refusalAtField } from '../../../ui/resource/field-error';
import { countryOptions } from '../../../ui/record-labels';
import type { FormField } from '../../../ui/resource';

/** What the file picker offers: the three attachment types of the spec. */
export const DOCUMENT_ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', ...ATTACHMENT_MIME_TYPE.map((type) => type.code)].join(',');

/**
 * The supporting documents of a form: `min` to `max` browser `File`s, each checked as the API
 * checks it before reading its content (3 MB, PDF/JPEG/PNG by the browser's type). The content
 * check (a renamed file) is the server's; its refusal lands at this field too (`documentErrorField`).
 * `z.custom` keeps the File itself in the parsed value, so it can be sent.
 */
export function documentsField(min: number, max: number) {
  const single = attachmentField();
  return z.array(z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File)).superRefine((files, ctx) => {
    if (files.length < min || files.length > max) {
      ctx.addIssue({ code: 'custom', message: 'DOCUMENT_COUNT_INVALID' satisfies ErrorCode, params: { min, max } });
      return;
    }
    for (const file of files) {
      const result = single.safeParse({ name: file.name, size: file.size, type: canonicalType(file) });
      const issue = result.error?.issues[0];
      if (issue) {
        ctx.addIssue({ code: 'custom', message: issue.message });
        return;
      }
    }
  });
}

/** Browsers name JPEG 'image/jpg' or 'image/pjpeg' at times; some give no type at all for a known extension. */
function canonicalType(file: File): string {
  const type = file.type.toLowerCase();
  if (type === 'image/jpg' || type === 'image/pjpeg') return 'image/jpeg';
  return type;
}

/** Countries whose list of states is worth a select (many have none, some only 'N/A'). */
export function statesOf(countries: readonly Country[] | undefined, countryCode: string): string[] {
  const cities = countries?.find((country) => country.countryCode === countryCode)?.cities ?? [];
  return cities.filter((city) => city && city !== 'N/A');
}

export interface ProfileValues {
  organizationName: string;
  registrationNumber: string;
  organizationType: string;
  email: string;
  contactNumber: string;
  contactPersonName: string;
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  city: string;
  state: string;
  countryCode: string;
  [key: string]: unknown;
}

export const EMPTY_PROFILE: ProfileValues = {
  organizationName: '',
  registrationNumber: '',
  organizationType: '',
  email: '',
  contactNumber: '',
  contactPersonName: '',
  addressLine1: '',
  addressLine2: '',
  postcode: '',
  city: '',
  state: '',
  countryCode: DEFAULT_COUNTRY_CODE,
};

/**
 * The profile fields of sign-up, staff create and update, in one place. The state is a select fed
 * by the chosen country's list (required for Malaysia, whose states the API checks) and free text
 * when the country has none.
 */
export function profileFields(
  t: TFunction,
  values: { countryCode?: unknown },
  countries: readonly Country[] | undefined,
  types: readonly { value: string; label: string }[] | undefined,
  options: { disabled?: boolean; language?: Language } = {},
): FormField[] {
  const countryCode = String(values.countryCode ?? DEFAULT_COUNTRY_CODE);
  const states = statesOf(countries, countryCode);
  const { disabled, language = 'en' } = options;
  return [
    { name: 'organizationName', label: t('fields.organizationName'), required: true, disabled },
    {
      name: 'registrationNumber',
      label: t('fields.registrationNumber'),
      required: true,
      description: t('form.registrationNumberHint'),
      disabled,
    },
    {
      name: 'organizationType',
      label: t('fields.organizationType'),
      type: 'select',
      options: types ?? [],
      required: true,
      disabled,
    },
    { name: 'contactPersonName', label: t('fields.contactPersonName'), description: t('form.contactPersonHint'), disabled },
    { name: 'email', label: t('fields.email'), type: 'email', required: true, autoComplete: 'email', disabled },
    {
      name: 'contactNumber',
      label: t('fields.contactNumber'),
      required: true,
      placeholder: '03-12345678',
      autoComplete: 'tel',
      disabled,
    },
    {
      name: 'addressLine1',
      label: t('fields.addressLine1'),
      required: true,
      wide: true,
      autoComplete: 'address-line1',
      disabled,
    },
    { name: 'addressLine2', label: t('fields.addressLine2'), wide: true, autoComplete: 'address-line2', disabled },
    {
      name: 'countryCode',
      label: t('fields.country'),
      type: 'select',
      options: countryOptions(countries, language),
      required: true,
      disabled,
    },
    states.length > 0
      ? {
          name: 'state',
          label: t('fields.state'),
          type: 'select',
          options: states.map((s) => ({ value: s, label: s })),
          required: true,
          disabled,
        }
      : { name: 'state', label: t('fields.state'), autoComplete: 'address-level1', disabled },
    { name: 'city', label: t('fields.city'), required: true, autoComplete: 'address-level2', disabled },
    { name: 'postcode', label: t('fields.postcode'), required: true, autoComplete: 'postal-code', disabled },
  ];
}

/** Business refusals that concern one field of the organization forms. */
const FIELD_OF_CODE: Record<string, string> = {
  ORGANIZATION_EMAIL_TAKEN: 'email',
  ORGANIZATION_EMAIL_USED_BY_USER: 'email',
  ORGANIZATION_REGISTRATION_NUMBER_TAKEN: 'registrationNumber',
  STATE_NOT_IN_COUNTRY: 'state',
  PAYLOAD_TOO_LARGE: 'documents',
  ATTACHMENT_TYPE_NOT_ALLOWED: 'documents',
  ATTACHMENT_CONTENT_MISMATCH: 'documents',
  ATTACHMENT_REQUIRED: 'documents',
  DOCUMENT_COUNT_INVALID: 'documents',
};

/**
 * Rethrows an API refusal about one field as a field error (`details.fields`), so the forms show
 * it at that field like a validation failure. Anything else is rethrown as it came.
 */
export function asFieldError(error: unknown, fieldOfCode: Record<string, string> = FIELD_OF_CODE): never {
  return refusalAtField(error, fieldOfCode);
}
