/** Where every call of the hotels context lives (`/bo/RWTDIYHotel`). */
export const HOTEL_CALLS = 'bo/RWTDIYHotel';

/** A POST of `call` with a JSON body, as RTK Query's `query` answers it. */
export const post = (call: string) => (body: object) => ({ url: `${HOTEL_CALLS}/${call}`, method: 'POST', body });
