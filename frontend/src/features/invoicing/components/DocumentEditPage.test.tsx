import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FinanceDocument } from '@bo/shared';
import { apiServer } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import { AddEditInvoicePage } from './screens';

const ID = '00000000-0000-4000-8000-000000000042';
const draft: FinanceDocument = {
  documentId: ID,
  kind: 'INVOICE',
  status: 'DRAFT',
  documentNo: null,
  documentDate: '2026-10-15',
  dueDate: '2026-11-14',
  currencyCode: 'MYR',
  organizationId: null,
  organizationName: null,
  ebillingContactId: null,
  buyerName: 'Walk-in guest',
  category: 'HOTEL',
  referenceNumber: null,
  bookingReference: null,
  remark: null,
  descriptions: null,
  paymentMode: null,
  handledBy: null,
  tourCode: null,
  guestName: null,
  market: null,
  checkIn: null,
  checkOut: null,
  supplierReference: null,
  revenueLines: [
    {
      salesType: 'HOTEL',
      description: 'Deluxe room',
      pax: 1,
      unitPrice: 50_000,
      taxType: 'NONE',
      roomNights: null,
      classificationCode: '022',
      amount: 50_000,
      serviceTax: 0,
      tourismTax: 0,
    },
  ],
  costLines: [],
  totals: {
    subtotal: 50_000,
    serviceTax: 0,
    tourismTax: 0,
    total: 50_000,
    costTotal: 0,
    grossProfit: 50_000,
    grossProfitBasisPoints: 10_000,
  },
  invoiceNo: null,
  reason: null,
  amount: null,
  allocations: [],
  outstanding: null,
  paymentStatus: null,
  source: null,
  deactivationReason: null,
  issuedAt: null,
  createdAt: '2026-10-15T02:00:00.000Z',
  updatedAt: '2026-10-15T02:00:00.000Z',
};

describe('the document form against a closed month', () => {
  const message = 'The period up to 2026-10 is closed: no document may be dated 2026-10-15 or changed in it.';
  // The API names the field itself; without that (details left off), the form's code -> field map still puts it there.
  it.each([
    ['as the API names it', { fields: [{ path: 'documentDate', code: 'PERIOD_LOCKED', message }] }],
    ['from its code alone', undefined],
  ])('shows PERIOD_LOCKED at the document date field (%s)', async (_how, details) => {
    apiServer.answer('POST', 'finance/invoice/getbyno', () => ({ body: draft }));
    apiServer.answer('GET', 'finance/invoice/categories', () => ({ body: [] }));
    apiServer.answer('POST', 'finance/invoice/update', () => ({
      status: 409,
      body: { code: 'PERIOD_LOCKED', message, ...(details ? { details } : {}) },
    }));
    const { user } = await renderWithApp(<AddEditInvoicePage />, {
      namespaces: ['invoicing'],
      path: '/edit',
      url: `/edit?id=${ID}`,
    });
    await user.click(await screen.findByTestId('save-draft', {}, { timeout: 5000 }));
    const date = screen.getByTestId('field-documentDate');
    await expect.poll(() => date.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (date.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const said = describedBy.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    expect(said).toContain(message);
    expect(apiServer.last('POST', 'finance/invoice/update').body).toMatchObject({ documentId: ID, documentDate: '2026-10-15' });
  });
});
