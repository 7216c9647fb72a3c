import { entryBytes, planSubmissions, SUBMISSION_LIMITS } from './submission-batches';

const item = (i: number, bytes: number) => ({ id: `e${i}`, bytes, codeNumber: `INV-2026-${String(i).padStart(6, '0')}` });
const items = (n: number, bytes: number) => Array.from({ length: n }, (_, i) => item(i, bytes));
const bodyBytes = (batch: { bytes: number; codeNumber: string; id: string }[]) =>
  16 + batch.reduce((sum, b) => sum + entryBytes(b), 0);

describe('planSubmissions', () => {
  test('nothing to send: no batch', () => {
    expect(planSubmissions([])).toEqual({ batches: [], tooLarge: [] });
  });

  test('at most 100 documents per submission, in the order given', () => {
    const { batches } = planSubmissions(items(250, 2_000));
    expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(batches.flat().map((b) => b.id)).toEqual(items(250, 2_000).map((b) => b.id));
  });

  test('a submission stays within 5 MB of request body, counting base64 and each entry', () => {
    // 250 KB documents: base64 makes each ~333 KB, so 15 fit in 5 MB, not 20.
    const { batches } = planSubmissions(items(40, 250 * 1024));
    expect(batches.map((b) => b.length)).toEqual([15, 15, 10]);
    for (const batch of batches) expect(bodyBytes(batch)).toBeLessThanOrEqual(SUBMISSION_LIMITS.submissionBytes);
    // One more would have crossed the limit.
    expect(bodyBytes(items(16, 250 * 1024))).toBeGreaterThan(SUBMISSION_LIMITS.submissionBytes);
  });

  test('a document above 300 KB goes in no submission', () => {
    const big = item(99, 300 * 1024 + 1);
    const { batches, tooLarge } = planSubmissions([item(1, 1_000), big, item(2, 1_000)]);
    expect(tooLarge).toEqual([big]);
    expect(batches).toEqual([[item(1, 1_000), item(2, 1_000)]]);
  });

  test('exactly 300 KB is allowed', () => {
    expect(planSubmissions([item(1, 300 * 1024)]).batches).toHaveLength(1);
  });
});
