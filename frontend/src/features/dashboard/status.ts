import type { MantineColor } from '@mantine/core';

const GOOD = new Set(['ok', 'up', 'active', 'healthy', 'running', 'connected', 'ready', 'live']);
const WARN = new Set(['degraded', 'rebuilding', 'lagging', 'starting', 'catching-up', 'unknown']);

/**
 * Colour of a health status: green when fine, yellow when degraded or rebuilding, red otherwise
 * (down, and a paused subscriber: it stopped on a failing event).
 */
export function statusColor(status: string): MantineColor {
  const value = status.toLowerCase();
  if (GOOD.has(value)) return 'green';
  if (WARN.has(value)) return 'yellow';
  return 'red';
}
