import {
  createEbillingContactSchema,
  EBILLING_CONTACT_TYPE,
  EBILLING_ID_TYPE,
  MYINVOIS_STATE,
  optionsOf,
  updateEbillingContactSchema,
  type EbillingContact,
  type LabelledEnum,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useFormDialog, type FormField } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import { useCreateEbillingContactMutation, useUpdateEbillingContactMutation } from '../ebilling-contacts.api';

/** A contact as the form holds it: text as typed (blank optional fields are sent as absent). */
export const contactValues = (c?: EbillingContact) => ({
  type: c?.type ?? '',
  name: c?.name ?? '',
  tin: c?.tin ?? '',
  idType: c?.idType ?? '',
  documentNumber: c?.documentNumber ?? '',
  sstNumber: c?.sstNumber ?? 'NA',
  email: c?.email ?? '',
  phone: c?.phone ?? '',
  addressLine1: c?.addressLine1 ?? '',
  addressLine2: c?.addressLine2 ?? '',
  postcode: c?.postcode ?? '',
  city: c?.city ?? '',
  stateCode: c?.stateCode ?? '',
  countryCode: c?.countryCode ?? 'MYS',
  contactPerson: c?.contactPerson ?? '',
});

/**
 * The contact form in a dialog: `open()` adds one (ebilling-contacts.create), `open(contact)` edits
 * it (ebilling-contacts.edit). The shared schemas check it as the API does.
 */
export function useEbillingContactForm() {
  const { t } = useTranslation('ebilling-contacts');
  const language = useLanguage();
  const [createContact] = useCreateEbillingContactMutation();
  const [updateContact] = useUpdateEbillingContactMutation();
  const [openForm, dialog] = useFormDialog();
  const options = (values: LabelledEnum<string>) =>
    optionsOf(values, language).map((option) => ({ value: String(option.value), label: option.label }));
  const field = (name: string, extra: Partial<FormField> = {}): FormField => ({ name, label: t(`fields.${name}`), ...extra });
  const fields: FormField[] = [
    field('type', { type: 'select', options: options(EBILLING_CONTACT_TYPE), required: true }),
    field('name', { required: true }),
    field('tin', { required: true, description: t('hints.tin'), autoComplete: 'off' }),
    field('idType', { type: 'select', options: options(EBILLING_ID_TYPE), required: true }),
    field('documentNumber', { required: true, description: t('hints.documentNumber'), autoComplete: 'off' }),
    field('sstNumber', { description: t('hints.sstNumber'), autoComplete: 'off' }),
    field('email', { type: 'email' }),
    field('phone', { required: true, description: t('hints.phone'), autoComplete: 'tel' }),
    field('contactPerson'),
    field('addressLine1', { required: true, wide: true }),
    field('addressLine2', { wide: true }),
    field('postcode'),
    field('city', { required: true }),
    field('stateCode', { type: 'select', options: options(MYINVOIS_STATE), required: true, description: t('hints.stateCode') }),
    field('countryCode', { required: true, description: t('hints.countryCode') }),
  ];
  const form = { fields, submitLabel: t('contacts.save'), testId: 'ebilling-contact-form', size: 'lg' as const };
  const open = (contact?: EbillingContact) =>
    contact
      ? openForm({
          ...form,
          title: t('contacts.editOf', { name: contact.name }),
          schema: updateEbillingContactSchema,
          initialValues: { id: contact.id, ...contactValues(contact) },
          onSubmit: async (values) => (await updateContact(values).unwrap()).message,
        })
      : openForm({
          ...form,
          title: t('contacts.create'),
          schema: createEbillingContactSchema,
          initialValues: contactValues(),
          onSubmit: async (values) => (await createContact(values).unwrap()).message,
        });
  return [open, dialog] as const;
}
