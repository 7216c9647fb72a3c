import type { CatalogueEntry } from './catalogue/types';

/**
 * How a missing record reads: `The <thing> was not found.`, `<Benda> tidak dijumpai.` (404). One rule,
 * so every context's `errors.ts` says it the same way in both languages (as `done` does for toasts).
 */
export function notFound(en: string, ms: string): CatalogueEntry {
  return { status: 404, en: `The ${en} was not found.`, ms: `${ms} tidak dijumpai.` };
}
