import { IconEdit, IconTrash, IconUserPlus } from '@tabler/icons-react';
import {
  EBILLING_CONTACT_TYPE,
  EBILLING_TIN_STATUS,
  labelOf,
  PERMISSIONS,
  type EbillingContact,
  type Language,
} from '@bo/shared';
import type { StatusTone } from '../../../ui/StatusChip';
import { ResourceList, useListKit } from '../../../ui/resource';
import { ebillingContactsApi, useRemoveEbillingContactMutation } from '../ebilling-contacts.api';
import { useEbillingContactForm } from './useEbillingContactForm';

const { ebillingContactsCreate, ebillingContactsEdit, ebillingContactsDelete } = PERMISSIONS;

const TIN_TONE: Record<string, StatusTone> = { VALID: 'success', NOT_FOUND: 'error', NOT_CHECKED: 'primary' };

/** The TIN's standing with LHDN as a chip (checked once per contact, not per e-invoice). */
export const tinChip = (contact: EbillingContact, language: Language) => ({
  label: labelOf(EBILLING_TIN_STATUS, contact.tinStatus, language),
  tone: TIN_TONE[contact.tinStatus] ?? 'primary',
});

/**
 * /Settings/contactList/contactList (ebilling-contacts.view): the buyers of e-invoices. Search by
 * type, name and document number (the API's GetEbillingContactListByFilter, paged and sorted);
 * add and edit in a dialog; remove asked first. Removal deactivates: e-invoices already issued
 * keep naming the contact.
 */
export function EbillingContactListPage() {
  const list = useListKit<EbillingContact>('ebilling-contacts', 'contacts');
  const { t, language, column, filter } = list;
  const [removeContact] = useRemoveEbillingContactMutation();
  const [openForm, formDialog] = useEbillingContactForm();
  const action = list.actions((contact) => ({ name: contact.name, documentNumber: contact.documentNumber }));
  return (
    <ResourceList
      words={list}
      endpoint={ebillingContactsApi.endpoints.ebillingContactList}
      columns={[
        column.text('name', t('fields.name'), { sort: true }),
        column.enumeration('type', t('fields.type'), EBILLING_CONTACT_TYPE, language, { sort: true }),
        column.text('tin', t('fields.tin'), { sort: true }),
        column.text('documentNumber', t('fields.documentNumber'), {
          sort: true,
          value: (contact) => `${contact.idType} ${contact.documentNumber}`,
        }),
        column.text('phone', t('fields.phone')),
        column.status('tinStatus', t('fields.tinStatus'), (contact) => tinChip(contact, language), { sort: true }),
      ]}
      filters={[
        filter.enumeration('type', t('fields.type'), EBILLING_CONTACT_TYPE, language),
        filter.text('name', t('fields.name')),
        filter.text('documentNumber', t('fields.documentNumber')),
      ]}
      defaultSort={{ key: 'name', order: 'asc' }}
      rowActions={[
        action.run('edit', IconEdit, (contact) => openForm(contact), { permission: ebillingContactsEdit }),
        action.destructive('remove', IconTrash, async (contact) => (await removeContact(contact.id).unwrap()).message, {
          permission: ebillingContactsDelete,
        }),
      ]}
      create={action.create(IconUserPlus, openForm, { permission: ebillingContactsCreate, testId: 'create-ebilling-contact' })}
      rowKey={(contact) => contact.id}
      rowLabel={(contact) => contact.name}
      exportName="ebilling-contacts"
      testId="ebilling-contact-table"
      dialogs={formDialog}
    />
  );
}
