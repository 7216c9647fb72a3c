import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import { EbillingContactPicker } from './EbillingContactPicker';

/* The documents' picker over the real endpoint (GetEbillingContactListByName); the API is a local HTTP server. */
const BY_NAME = 'bo/Ebilling/GetEbillingContactListByName';
const ID = '00000000-0000-4000-8000-000000000001';
const words = {
  label: 'E-billing contact',
  description: 'The buyer of the e-invoice (TIN)',
  placeholder: 'Type a name',
  searching: 'Searching…',
  nothingFound: 'None',
  chosenBefore: 'The contact saved with this draft',
};

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <EbillingContactPicker value={value} onChange={setValue} words={words} />
      <output data-testid="chosen">{value}</output>
    </>
  );
}

describe('EbillingContactPicker', () => {
  it('searches the contacts by the name typed and gives the id of the one picked', async () => {
    apiServer.answer('GET', BY_NAME, (request) => ({
      body: request.query.get('name') === 'maju' ? [{ ...contact(), name: 'Syarikat Maju Sdn Bhd' }] : [],
    }));
    const { user } = await renderWithApp(<Harness />);
    expect(apiServer.seen('GET', BY_NAME)).toHaveLength(0);
    await user.type(screen.getByTestId('ebilling-contact-picker'), 'maju');
    await user.click(await screen.findByRole('option', { name: 'Syarikat Maju Sdn Bhd (C25845632020)' }));
    await waitFor(() => expect(screen.getByTestId('chosen')).toHaveTextContent(ID));
    expect(apiServer.seen('GET', BY_NAME)[0].query.get('name')).toBe('maju');
  });

  it("labels a draft's saved contact until a search lists it", async () => {
    await renderWithApp(<Harness initial={ID} />);
    expect(screen.getByTestId('ebilling-contact-picker')).toHaveValue('The contact saved with this draft');
  });
});

function contact() {
  return {
    id: ID,
    type: 'COMPANY',
    name: 'x',
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
    tinCheckedAt: null,
    active: true,
    createdAt: '2026-12-03T03:00:00.000Z',
    updatedAt: '2026-12-03T03:00:00.000Z',
  };
}
