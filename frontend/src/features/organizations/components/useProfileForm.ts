import { useCallback } from 'react';
import { ORGANIZATION_DOCUMENTS_MAX } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import { useCountryListQuery, useOrganizationTypeListQuery } from '../organizations.api';
import { asFieldError, DOCUMENT_ACCEPT, profileFields, type ProfileValues } from './organization-fields';

/**
 * What the two forms that make an organization share (staff's create, the public sign-up): the
 * reference lists (countries, organization types worded in the UI language), the profile fields
 * with the documents picker after them (`documentsRequired` at sign-up), the state cleared when
 * the country changes, and the submit that sends the profile with its files.
 */
export function useProfileForm({ documentsRequired }: { documentsRequired: boolean }) {
  const { t } = useTranslation('organizations');
  const language = useLanguage();
  const { data: countries, error: countriesError } = useCountryListQuery();
  const { data: types } = useOrganizationTypeListQuery(language);
  const fields = useCallback(
    (values: ProfileValues): FormField[] => [
      ...profileFields(t, values, countries, types, { language }),
      {
        name: 'documents',
        label: t('fields.documents'),
        type: 'files',
        accept: DOCUMENT_ACCEPT,
        ...(documentsRequired ? { required: true } : {}),
        wide: true,
        description: t('form.documentsHint', { max: ORGANIZATION_DOCUMENTS_MAX }),
        placeholder: t('form.documentsPlaceholder'),
      },
    ],
    [t, countries, types, language, documentsRequired],
  );
  return { t, language, countriesError, fields };
}

/** Another country: its own list of states (or free text). */
export function clearStateOnCountryChange(
  values: ProfileValues,
  previous: ProfileValues,
  form: { setFieldValue(path: 'state', value: string): void },
) {
  if (values.countryCode !== previous.countryCode && values.state) form.setFieldValue('state', '');
}

/** Sends the profile with its files (`send` is the mutation); a refusal naming a field shows at that field. */
export async function sendWithDocuments<B extends { documents: readonly File[] }, R>(
  values: unknown,
  send: (body: B) => { unwrap: () => Promise<R> },
): Promise<R> {
  const { documents, ...profile } = values as B;
  return send({ ...profile, documents } as B)
    .unwrap()
    .catch(asFieldError);
}
