import type { z } from 'zod';

/** Where every call of the hotels context lives (`/bo/RWTDIYHotel`). */
export const HOTEL_CALLS = 'bo/RWTDIYHotel';

/** A POST of `call` with a JSON body, as RTK Query's `query` answers it. */
export const post = (call: string) => (body: object) => ({ url: `${HOTEL_CALLS}/${call}`, method: 'POST', body });

/** `transformResponse` checking the answer with its shared schema. */
export const parse =
  <S extends z.ZodType>(schema: S) =>
  (response: unknown): z.infer<S> =>
    schema.parse(response);

/** What a write answers, from its shared schema. */
export type Result<S extends z.ZodType> = z.infer<S>;
