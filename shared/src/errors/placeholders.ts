/** `{name}` placeholders, shared by the error and success catalogues. */
const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; unknown ones are left visible so a missing value is noticed, not hidden. */
export function fillPlaceholders(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(PLACEHOLDER, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(params, key) && params[key] !== undefined ? String(params[key]) : whole,
  );
}

/** Placeholder names of a template, sorted and de-duplicated. */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] as string))].sort();
}
