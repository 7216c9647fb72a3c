import { useEffect, useState } from 'react';

function secondsUntil(deadline: number | null): number | null {
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * Whole seconds left until `deadline` (epoch ms), ticking every second; 0 once it has passed,
 * null without a deadline. Read from the clock each tick, so a throttled tab does not drift.
 */
export function useCountdown(deadline: number | null): number | null {
  const [left, setLeft] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    setLeft(secondsUntil(deadline));
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const next = secondsUntil(deadline);
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return left;
}
