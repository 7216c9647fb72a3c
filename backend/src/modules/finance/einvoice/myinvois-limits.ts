/**
 * Per-minute call limits of MyInvois, per client and endpoint (reference, "Rate limits"), and a
 * sliding one-minute window counting calls. Shared by the simulator (which refuses above them)
 * and the client (which waits rather than exceed them).
 */
export type MyInvoisEndpoint = 'login' | 'submit' | 'getSubmission' | 'state' | 'getDocument' | 'details' | 'taxpayer' | 'search';

export const MYINVOIS_RATE_LIMITS: Record<MyInvoisEndpoint, number> = {
  login: 12,
  submit: 100,
  getSubmission: 300,
  /** Cancel and reject (the same call). */
  state: 12,
  getDocument: 60,
  details: 125,
  taxpayer: 60,
  /** documents/search: also how a submission whose answer was lost (timeout, 5xx) is found again. */
  search: 12,
};

export const RATE_WINDOW_MS = 60_000;

/** Call times within the last minute, per key. */
export class SlidingWindow {
  private readonly calls = new Map<string, number[]>();

  constructor(private readonly windowMs = RATE_WINDOW_MS) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.calls.get(key) ?? []).filter((t) => now - t < this.windowMs);
    this.calls.set(key, kept);
    return kept;
  }

  count(key: string, now: number): number {
    return this.recent(key, now).length;
  }

  /** When the oldest call in the window leaves it (now when there is room for `limit`). */
  freeAt(key: string, limit: number, now: number): number {
    const recent = this.recent(key, now);
    return recent.length < limit ? now : recent[recent.length - limit]! + this.windowMs;
  }

  record(key: string, now: number): void {
    this.recent(key, now).push(now);
  }
}
