/**
 * A call done: 200, and its body matching (`toMatchObject`) `{ code, ...rest }`: the answer's success
 * code, and its message and record where the spec names them.
 */
export function expectDone(res: { status: number; body: unknown }, code: string, rest: Record<string, unknown> = {}): void {
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ code, ...rest });
}
