import { describe, expect, it, vi } from 'vitest';
import { ApiFileError } from '../../lib/download';
import { whenPdfReady } from './document-pdf';

const notReady = () => new ApiFileError('The PDF of this document is still being prepared.', 409, 'DOCUMENT_PDF_NOT_READY');
const noWait = () => Promise.resolve();

describe('a PDF while the worker makes it', () => {
  it('downloads at once when the PDF is there, asking nothing else', async () => {
    const request = vi.fn(() => Promise.resolve());
    const onPreparing = vi.fn();
    await expect(whenPdfReady(() => Promise.resolve('file'), { request, onPreparing, wait: noWait })).resolves.toBe('file');
    expect(request).not.toHaveBeenCalled();
    expect(onPreparing).not.toHaveBeenCalled();
  });

  it('on DOCUMENT_PDF_NOT_READY asks for it once, says so, and tries again after a short wait until it comes', async () => {
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(notReady())
      .mockRejectedValueOnce(notReady())
      .mockResolvedValueOnce('file');
    const request = vi.fn(() => Promise.resolve());
    const onPreparing = vi.fn();
    const waits: number[] = [];
    const result = await whenPdfReady(attempt, {
      request,
      onPreparing,
      delayMs: 1200,
      wait: (ms) => (waits.push(ms), Promise.resolve()),
    });
    expect(result).toBe('file');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(request).toHaveBeenCalledTimes(1);
    expect(onPreparing).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([1200, 1200]);
  });

  it('also reads the refusal of an RTK Query call (the e-mail), and gives up after its retries with that refusal', async () => {
    const refusal = { status: 409, data: { code: 'DOCUMENT_PDF_NOT_READY', message: 'still being prepared' } };
    const attempt = vi.fn(() => Promise.reject(refusal));
    await expect(whenPdfReady(attempt, { request: () => Promise.resolve(), retries: 3, wait: noWait })).rejects.toBe(refusal);
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('throws any other refusal at once, without asking for the PDF', async () => {
    const forbidden = new ApiFileError('Not found', 404, 'FINANCE_DOCUMENT_NOT_FOUND');
    const request = vi.fn(() => Promise.resolve());
    await expect(whenPdfReady(() => Promise.reject(forbidden), { request, wait: noWait })).rejects.toBe(forbidden);
    expect(request).not.toHaveBeenCalled();
  });
});
