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

/**
 * A call refused as invalid: 400, and its `details.fields` equal to `fields` (whole field errors,
 * or `fieldError(...)` where the spec names only path, code and message).
 */
export function expectFieldErrors(res: { status: number; body: { details?: { fields?: unknown } } }, fields: unknown[]): void {
  expect(res.status).toBe(400);
  expect(res.body.details!.fields).toEqual(fields);
}

/** A field error with this path, code and message (anything else it carries unchecked). */
export const fieldError = (path: string, code: string, message: string) => expect.objectContaining({ path, code, message });
