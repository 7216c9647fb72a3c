import { startApi, userWith } from './api-harness';
import { ALL_HOTEL_PERMISSIONS, hotelFixtures, ok } from './hotel-fixture';
import type { Body } from './json-types';

/** Where every call of the hotels context lives. */
export const HOTEL_API = '/bo/RWTDIYHotel';

type Api = Awaited<ReturnType<typeof startApi>>;

/**
 * The hotels API of a hotel int-spec, as provider staff holding every hotel permission build it:
 * `start()` (in beforeAll) starts the API and signs the staff user in, answering both; `post` is a
 * call of /bo/RWTDIYHotel as that user (or with another bearer `token`; a blank one sends none);
 * `make` the fixtures (hotel-fixture.ts) made through it. The spec closes `api.app` itself.
 */
export function hotelStaffApi() {
  let session: { api: Api; staff: { token: string } } | undefined;
  const started = () => {
    if (!session) throw new Error('hotelStaffApi: start() first (in beforeAll)');
    return session;
  };
  const post = (path: string, body: Body, token: string | undefined = started().staff.token) => {
    const req = started().api.http().post(`/api/v1${HOTEL_API}/${path}`);
    return (token ? req.set({ Authorization: `Bearer ${token}` }) : req).send(body);
  };
  return {
    post,
    make: hotelFixtures((path, body) => ok(post(path, body))),
    async start() {
      const api = await startApi();
      session = { api, staff: await userWith(api.dataSource, api.url, ALL_HOTEL_PERMISSIONS) };
      return session;
    },
  };
}
