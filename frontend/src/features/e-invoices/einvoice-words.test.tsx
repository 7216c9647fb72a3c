import { describe, expect, it } from 'vitest';
import { EINVOICE_STATE, type EInvoiceState } from '@bo/shared';
import { tagsForDomainEvent } from '../../lib/live-tags';
import './e-invoices.api';
import { actionsFor, stateChip } from './einvoice-words';

describe('stateChip', () => {
  it('is green when Valid, red when staff must act, brand while on its way, in the language asked', () => {
    const tones = Object.fromEntries(EINVOICE_STATE.map(({ code }) => [code, stateChip(code, 'en').tone]));
    expect(tones).toEqual({
      PREPARED: 'primary',
      INVALID_LOCALLY: 'error',
      SUBMITTED: 'primary',
      VALID: 'success',
      INVALID: 'error',
      CANCELLED: 'error',
      REJECTION_REQUESTED: 'error',
    });
    expect(stateChip('INVALID_LOCALLY', 'ms').label).toBe('Tidak dihantar (perlu dibetulkan)');
  });
});

describe('actionsFor', () => {
  const of = (state: EInvoiceState, subject: 'INVOICE' | 'CONSOLIDATED' = 'INVOICE', submissionUid: string | null = 'SUB1') =>
    actionsFor({ state, subject, submissionUid });
  it('offers what the API accepts in each state', () => {
    expect(of('PREPARED', 'INVOICE', null)).toEqual(['submit']);
    expect(of('INVALID_LOCALLY', 'INVOICE', null)).toEqual(['retry']);
    expect(of('INVALID')).toEqual(['retry', 'refresh']);
    expect(of('SUBMITTED')).toEqual(['refresh']);
    expect(of('VALID')).toEqual(['refresh', 'cancel', 'reject']);
    expect(of('REJECTION_REQUESTED')).toEqual(['refresh', 'cancel']);
    expect(of('CANCELLED')).toEqual(['refresh']);
  });
  it('never submits or retries the consolidated one by a document call (it has no document of ours)', () => {
    expect(of('PREPARED', 'CONSOLIDATED', null)).toEqual([]);
    expect(of('INVALID', 'CONSOLIDATED')).toEqual([]);
    expect(of('VALID', 'CONSOLIDATED')).toEqual(['cancel', 'reject']);
  });
});

describe('live', () => {
  it("an 'EInvoiceStateChanged' push makes the list, the record and its document's chip stale", () => {
    const tags = tagsForDomainEvent({
      type: 'EInvoiceStateChanged',
      streamId: 'einvoice-1',
      eventId: 'e1',
      at: '2026-12-03T04:00:00.000Z',
      data: { eInvoiceId: 'r1', documentNo: 'INV-2026-000001', from: 'SUBMITTED', to: 'VALID' },
    });
    expect(tags).toEqual([
      { type: 'EInvoice', id: 'LIST' },
      { type: 'EInvoice', id: 'r1' },
      { type: 'EInvoice', id: 'DOC-INV-2026-000001' },
    ]);
  });
});
