import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SCREEN_PATHS, type EbillingContact } from '@bo/shared';
import { i18n } from '../../../app/i18n';
import { apiServer } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import { EbillingContactListPage } from './EbillingContactListPage';

/* The e-billing contacts screen over the real RTK Query endpoints; the API is a local HTTP server. */
const LIST = 'bo/Ebilling/GetEbillingContactListByFilter';
const REMOVE = 'bo/Ebilling/RemoveEbillingContact';

const contact = (changes: Partial<EbillingContact> = {}): EbillingContact => ({
  id: '00000000-0000-4000-8000-000000000001',
  type: 'COMPANY',
  name: 'Syarikat Maju Sdn Bhd',
  tin: 'C25845632020',
  idType: 'BRN',
  documentNumber: '201901012345',
  sstNumber: 'NA',
  email: null,
  phone: '+60321234567',
  addressLine1: 'Lot 5',
  addressLine2: null,
  postcode: null,
  city: 'Kuala Lumpur',
  stateCode: '14',
  countryCode: 'MYS',
  contactPerson: null,
  tinStatus: 'VALID',
  tinCheckedAt: '2026-12-03T03:00:00.000Z',
  active: true,
  createdAt: '2026-12-03T03:00:00.000Z',
  updatedAt: '2026-12-03T03:00:00.000Z',
  ...changes,
});
const page = (items: EbillingContact[]) => ({ body: { items, total: items.length, pageSize: 10, curPageIndex: 1 } });
const open = (url: string = SCREEN_PATHS.ebillingContacts) =>
  renderWithApp(<EbillingContactListPage />, { path: SCREEN_PATHS.ebillingContacts, url, namespaces: ['ebilling-contacts'] });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('EbillingContactListPage', () => {
  it('shows the TIN check as a chip and sends the search to the API', async () => {
    apiServer.answer(
      'GET',
      LIST,
      page([
        contact(),
        contact({
          id: '00000000-0000-4000-8000-000000000002',
          name: 'Aminah',
          idType: 'NRIC',
          documentNumber: '900101145678',
          tinStatus: 'NOT_FOUND',
        }),
      ]),
    );
    await open(`${SCREEN_PATHS.ebillingContacts}?type=COMPANY&name=maju`);
    const table = await screen.findByTestId('ebilling-contact-table');
    await within(table).findByText('Syarikat Maju Sdn Bhd');
    expect(within(table).getByText('TIN valid').closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(within(table).getByText('TIN not found').closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
    expect(within(table).getByText('BRN 201901012345')).toBeInTheDocument();
    const sent = apiServer.seen('GET', LIST).at(-1)!;
    expect([sent.query.get('type'), sent.query.get('name'), sent.query.get('sortKey')]).toEqual(['COMPANY', 'maju', 'name']);
  });

  it('says when nothing is found, in Malay too', async () => {
    apiServer.answer('GET', LIST, page([]));
    await i18n.changeLanguage('ms');
    await open();
    expect(await screen.findByText('Tiada kenalan e-pengebilan dijumpai.')).toBeInTheDocument();
    expect(screen.getByText('Kenalan E-Pengebilan')).toBeInTheDocument();
  });

  it('removes a contact only after its confirmation, by its id', async () => {
    apiServer.answer('GET', LIST, page([contact()]));
    apiServer.answer('GET', REMOVE, {
      body: { code: 'EBILLING_CONTACT_REMOVED', message: 'E-billing contact removed successfully.', id: contact().id },
    });
    const { user } = await open();
    await screen.findByText('Syarikat Maju Sdn Bhd');
    await user.click(screen.getByTestId('row-actions'));
    await user.click(await screen.findByTestId('row-action-remove'));
    expect(apiServer.seen('GET', REMOVE)).toHaveLength(0);
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText(/201901012345.*E-invoices already issued keep naming it/)).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(apiServer.seen('GET', REMOVE)).toHaveLength(1));
    expect(apiServer.seen('GET', REMOVE)[0].query.get('id')).toBe(contact().id);
  });
});
