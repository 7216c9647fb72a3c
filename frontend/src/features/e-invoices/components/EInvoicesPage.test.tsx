import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_PATHS, type EInvoice, type EInvoiceAttempt } from '@bo/shared';
import { i18n } from '../../../app/i18n';
import { apiServer } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import { EInvoicesPage } from './EInvoicesPage';

/* The e-invoice screen over the real RTK Query endpoints; the API is a local HTTP server. */
const LIST = 'bo/EInvoice/list';
const LOG = 'bo/EInvoice/getSubmitLog';
const ID = '00000000-0000-4000-8000-0000000000e1';

const record = (changes: Partial<EInvoice> = {}): EInvoice => ({
  eInvoiceId: ID,
  subject: 'INVOICE',
  typeCode: '01',
  documentId: '00000000-0000-4000-8000-0000000000d1',
  documentNo: 'INV-2026-000001',
  documentKind: 'INVOICE',
  organizationId: null,
  buyerName: 'Aminah binti Ali',
  buyerTin: 'EI00000000010',
  currencyCode: 'MYR',
  total: 59100,
  state: 'VALID',
  waitingFor: null,
  submissionUid: 'SUB123',
  uuid: 'UUID-ABC',
  longId: 'LONG-XYZ',
  validationUrl: 'https://preprod.myinvois.hasil.gov.my/UUID-ABC/share/LONG-XYZ',
  validatedAt: new Date(Date.now() - 3_600_000).toISOString(),
  documentHash: null,
  issues: [],
  attempts: 1,
  lastError: null,
  cancelReason: null,
  cancelledAt: null,
  rejectionReason: null,
  rejectionRequestedAt: null,
  period: null,
  coveredDocuments: null,
  createdAt: '2026-12-03T03:00:00.000Z',
  updatedAt: '2026-12-03T03:01:00.000Z',
  ...changes,
});
const attempt: EInvoiceAttempt = {
  attempt: 1,
  action: 'SUBMIT',
  state: 'SUBMITTED',
  submissionUid: 'SUB123',
  uuid: 'UUID-ABC',
  message: null,
  actorId: null,
  at: '2026-12-03T03:00:30.000Z',
};
const answerLog = (changes: Partial<EInvoice> = {}) =>
  apiServer.answer('GET', LOG, { body: { eInvoice: record(changes), attempts: [attempt] } });
const open = (url: string) =>
  renderWithApp(<EInvoicesPage />, { path: SCREEN_PATHS.eInvoiceSubmission, url, namespaces: ['e-invoices'] });
const openDetail = () => open(`${SCREEN_PATHS.eInvoiceSubmission}?id=${ID}`);
const buttons = () => ['submit', 'retry', 'refresh', 'cancel', 'reject'].filter((a) => screen.queryByTestId(`einvoice-${a}`));

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});
/** The toasts shown (lib/toast goes through Mantine's notifications): their colour and message. */
const toasts = () => {
  const show = vi.spyOn(notifications, 'show');
  return () => show.mock.calls.map(([data]) => ({ color: data.color, message: data.message }));
};

describe('EInvoicesPage list', () => {
  it('shows each e-invoice with its whole state chip and sends the filters', async () => {
    apiServer.answer('GET', LIST, {
      body: {
        items: [record(), record({ eInvoiceId: 'x2', documentNo: 'CN-2026-000001', state: 'INVALID' })],
        total: 2,
        pageSize: 10,
        curPageIndex: 1,
      },
    });
    await open(`${SCREEN_PATHS.eInvoiceSubmission}?state=VALID&search=INV-2026`);
    const table = await screen.findByTestId('einvoice-table');
    await within(table).findByText('INV-2026-000001');
    expect(within(table).getByText('Valid').closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(within(table).getByText('Invalid').closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
    const sent = apiServer.last('GET', LIST);
    expect([sent.query.get('state'), sent.query.get('search'), sent.query.get('sortKey')]).toEqual([
      'VALID',
      'INV-2026',
      'createdAt',
    ]);
  });

  it('says when there is none, in Malay too', async () => {
    apiServer.answer('GET', LIST, { body: { items: [], total: 0, pageSize: 10, curPageIndex: 1 } });
    await i18n.changeLanguage('ms');
    await open(SCREEN_PATHS.eInvoiceSubmission);
    expect(await screen.findByText(/Tiada e-invois ditemui/)).toBeInTheDocument();
    expect(screen.getByText('Penghantaran E-Invois')).toBeInTheDocument();
  });
});

describe('EInvoiceDetail', () => {
  it('shows the record at MyInvois with the validation link, the submit log, and the actions of a Valid one', async () => {
    answerLog();
    await openDetail();
    const detail = await screen.findByTestId('einvoice-detail');
    expect(within(detail).getByTestId('einvoice-uuid')).toHaveTextContent('UUID-ABC');
    expect(within(detail).getByTestId('einvoice-long-id')).toHaveTextContent('LONG-XYZ');
    const link = within(detail).getByTestId('einvoice-validation-link');
    expect(link).toHaveAttribute('href', 'https://preprod.myinvois.hasil.gov.my/UUID-ABC/share/LONG-XYZ');
    expect(link).toHaveAttribute('target', '_blank');
    // The log: the action (SUBMIT, in words) and the state it left (a chip).
    const log = screen.getByTestId('einvoice-log-table');
    expect(within(log).getAllByText('Submitted')).toHaveLength(2);
    expect(screen.getByTestId('einvoice-cancel-window')).toHaveTextContent(/Can be cancelled at MyInvois until/);
    expect(buttons()).toEqual(['refresh', 'cancel', 'reject']);
  });

  it("names each finding's field and rule in the user's language, and offers a retry", async () => {
    const issues = [{ path: 'buyer.tin', rule: 'EINV_TIN', en: "The buyer's TIN is missing.", ms: 'TIN pembeli tiada.' }];
    answerLog({
      state: 'INVALID_LOCALLY',
      issues,
      uuid: null,
      longId: null,
      validationUrl: null,
      validatedAt: null,
      submissionUid: null,
    });
    await openDetail();
    const table = await screen.findByTestId('einvoice-issue-table');
    expect(within(table).getByText('buyer.tin')).toBeInTheDocument();
    expect(within(table).getByText('EINV_TIN')).toBeInTheDocument();
    expect(within(table).getByText("The buyer's TIN is missing.")).toBeInTheDocument();
    expect(buttons()).toEqual(['retry']);
    await i18n.changeLanguage('ms');
    expect(await within(table).findByText('TIN pembeli tiada.')).toBeInTheDocument();
    expect(within(table).queryByText("The buyer's TIN is missing.")).toBeNull();
  });

  it('submits a Prepared one only after its confirmation, by its number, and toasts the answer', async () => {
    answerLog({ state: 'PREPARED', uuid: null, longId: null, validationUrl: null, validatedAt: null, submissionUid: null });
    apiServer.answer('POST', 'bo/EInvoice/CreateTaxInvoiceSubmitLog', {
      body: {
        code: 'EINVOICE_SUBMISSION_QUEUED',
        message: 'The e-invoice of INV-2026-000001 is being sent.',
        eInvoice: record({ state: 'PREPARED' }),
      },
    });
    const shown = toasts();
    const { user } = await openDetail();
    await user.click(await screen.findByTestId('einvoice-submit'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(apiServer.seen('POST', 'bo/EInvoice/CreateTaxInvoiceSubmitLog')).toHaveLength(0);
    await user.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(apiServer.seen('POST', 'bo/EInvoice/CreateTaxInvoiceSubmitLog')).toHaveLength(1));
    expect(apiServer.last('POST', 'bo/EInvoice/CreateTaxInvoiceSubmitLog').body).toEqual({ taxInvoiceNo: 'INV-2026-000001' });
    await waitFor(() =>
      expect(shown()).toEqual([{ color: 'green', message: 'The e-invoice of INV-2026-000001 is being sent.' }]),
    );
  });

  it('asks a reason to cancel, and shows the refusal past 72 h (issue a credit note)', async () => {
    answerLog({ validatedAt: new Date(Date.now() - 80 * 3_600_000).toISOString() });
    const refusal =
      'An e-invoice can only be cancelled within 72 hours of its validation. Issue a credit note to correct it instead.';
    apiServer.answer('POST', 'bo/EInvoice/cancel', {
      status: 409,
      body: { code: 'EINVOICE_CANCEL_PERIOD_OVER', message: refusal },
    });
    const shown = toasts();
    const { user } = await openDetail();
    expect(await screen.findByTestId('einvoice-cancel-window')).toHaveTextContent(/72 hours to cancel it have passed/);
    await user.click(screen.getByTestId('einvoice-cancel'));
    const dialog = await screen.findByTestId('reason-dialog');
    await user.click(within(dialog).getByTestId('reason-submit'));
    expect(apiServer.seen('POST', 'bo/EInvoice/cancel')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), 'Wrong buyer');
    await user.click(within(dialog).getByTestId('reason-submit'));
    await waitFor(() => expect(apiServer.seen('POST', 'bo/EInvoice/cancel')).toHaveLength(1));
    expect(apiServer.last('POST', 'bo/EInvoice/cancel').body).toEqual({ eInvoiceId: ID, reason: 'Wrong buyer' });
    await waitFor(() => expect(shown()).toEqual([{ color: 'red', message: refusal }]));
  });

  it('offers nothing to a user who may only view', async () => {
    answerLog({ state: 'INVALID' });
    await renderWithApp(<EInvoicesPage />, {
      path: SCREEN_PATHS.eInvoiceSubmission,
      url: `${SCREEN_PATHS.eInvoiceSubmission}?id=${ID}`,
      namespaces: ['e-invoices'],
      permissions: ['e-invoices.view'],
    });
    await screen.findByTestId('einvoice-detail');
    expect(buttons()).toEqual([]);
  });
});
