// Clocks and latency summaries shared by the benches (event-store, credit).

/** CLOCK_MONOTONIC in milliseconds: one clock for every process on this machine. */
export const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The `p`th percentile of ascending `sorted` (nearest rank); null when there is nothing. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

/** Count, min, p50, p90, p99, max and mean of `values` (milliseconds), to a thousandth. */
export function summarize(values) {
  const s = Float64Array.from(values).sort();
  const r3 = (x) => (x === null ? null : Math.round(x * 1000) / 1000);
  return {
    n: s.length,
    min: r3(s.length ? s[0] : null),
    p50: r3(percentile(s, 50)),
    p90: r3(percentile(s, 90)),
    p99: r3(percentile(s, 99)),
    max: r3(s.length ? s[s.length - 1] : null),
    mean: r3(s.length ? s.reduce((a, b) => a + b, 0) / s.length : null),
  };
}
