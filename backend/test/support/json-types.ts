/** A JSON request body as the specs send it. */
export type Body = Record<string, unknown>;
/** A parsed JSON answer, read field by field by the specs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
