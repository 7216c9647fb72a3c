import { SupplierChannels, type SupplierChannel, SupplierFailure } from './supplier-channel';

const channel = (code: SupplierChannel['code']): SupplierChannel => ({
  code,
  confirm: () => Promise.resolve({ supplierRef: `${code}-1` }),
  cancel: () => Promise.resolve(),
});

describe('SupplierChannels', () => {
  it('answers the adapter registered for a code, and none for our own inventory or an unconnected channel', () => {
    const channels = new SupplierChannels();
    const sabre = channel('SABRE');
    channels.register(sabre);
    expect(channels.for('SABRE')).toBe(sabre);
    expect(channels.for('RWT')).toBeNull();
    expect(channels.for(null)).toBeNull();
  });

  it('unregisters only the adapter it registered', () => {
    const channels = new SupplierChannels();
    const first = channel('RWT');
    const unregisterFirst = channels.register(first);
    const second = channel('RWT');
    channels.register(second);
    unregisterFirst();
    expect(channels.for('RWT')).toBe(second);
  });

  it('a SupplierFailure carries its reason and whether a retry may help', () => {
    const failure = new SupplierFailure('Fare no longer available', false);
    expect(failure).toBeInstanceOf(Error);
    expect([failure.reason, failure.retryable, failure.message]).toEqual([
      'Fare no longer available',
      false,
      'Fare no longer available',
    ]);
  });
});
