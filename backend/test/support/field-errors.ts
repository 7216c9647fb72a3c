/** A field error of a refused call (`details.fields` of the API's error answer). */
export interface FieldError {
  path: string;
  code: string;
  message: string;
  params?: Record<string, unknown>;
}

/** The field errors of an answer's body, in the API's order; none when it has none. */
export function fieldErrors(body: unknown): FieldError[] {
  return (body as { details?: { fields?: FieldError[] } }).details?.fields ?? [];
}

/** The field errors as `path CODE` lines, short to compare with `toEqual`. */
export function fieldCodes(body: unknown): string[] {
  return fieldErrors(body).map((f) => `${f.path} ${f.code}`);
}
