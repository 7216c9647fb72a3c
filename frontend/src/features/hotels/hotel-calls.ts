import { callsOf } from '../../lib/endpoints';

/** Where every call of the hotels context lives (`/bo/RWTDIYHotel`). */
export const HOTEL_CALLS = 'bo/RWTDIYHotel';

/** The requests of the hotels context (lib/endpoints `callsOf`): most calls are POSTs with a JSON body. */
export const hotelCalls = callsOf(HOTEL_CALLS);

/** A POST of `call` with a JSON body, as RTK Query's `query` answers it. */
export const post = <A extends object = object>(call: string) => hotelCalls.send<A>(call);
