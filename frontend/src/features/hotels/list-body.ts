import type { ListQuery } from '../../ui/resource';

/** Which filters of a list are not text: flags ('true'/'false' -> boolean) and numbers ('5' -> 5). */
export interface ListBodyKinds {
  flags?: readonly string[];
  numbers?: readonly string[];
}

/**
 * A list screen's URL query (every value text) as the JSON body a strict paged call of the hotels
 * API takes: flags as booleans, numbers as numbers, blank and 'all' left out (no filter).
 */
export function listBody(query: ListQuery, { flags = [], numbers = [] }: ListBodyKinds = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === 'all') continue;
    if (flags.includes(key)) body[key] = value === 'true';
    else if (numbers.includes(key)) body[key] = Number(value);
    else body[key] = value;
  }
  return body;
}
