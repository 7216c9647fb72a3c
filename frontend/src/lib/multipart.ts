/**
 * Bodies of the multipart calls (sign-up with documents, bank-in slips...): text fields and files
 * in one object, as the shared schema names them. RTK Query sends a FormData body as is (the
 * browser sets the multipart boundary), so an endpoint does `body: toFormData(body)`.
 */
export type MultipartValue = string | number | boolean | null | undefined | File | readonly File[];
export type MultipartBody = Record<string, MultipartValue>;

/**
 * Every value as text under its own name (the API's schema turns 'true' back into a boolean),
 * each file under its field's name (several files: the field repeated); absent values are left out.
 */
export function toFormData(body: MultipartBody): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof File) data.append(key, value, value.name);
    else if (Array.isArray(value)) for (const file of value as readonly File[]) data.append(key, file, file.name);
    else data.append(key, String(value));
  }
  return data;
}
