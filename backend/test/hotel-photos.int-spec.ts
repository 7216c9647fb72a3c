import { randomUUID } from 'node:crypto';
import { HOTEL_PHOTOS_MAX, MAX_ATTACHMENT_BYTES, PERMISSIONS } from '@bo/shared';
import { ADMIN_PASSWORD, auditEntries, auth, signIn, startApi, userWith } from './support/api-harness';
import { binaryBody } from './support/binary-body';
import { hotelFixtures, ok } from './support/hotel-fixture';
import { PDF, PNG } from './support/sample-files';
import type { Json } from './support/json-types';

/**
 * A hotel's photos over HTTP (`/bo/RWTDIYHotel` uploadHotelPhoto, getHotelPhotoList,
 * getHotelPhoto, reorderHotelPhotos, setHotelCoverPhoto, deleteHotelPhoto; docs/hotel-inventory.md
 * "Photos") against the real PostgreSQL and Redis: the content check, the limits, the order and
 * the one cover, permissions and the audit trail.
 */

const H = '/api/v1/bo/RWTDIYHotel';
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF rest of a jpeg')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 rest of a webp')]);

let api: Awaited<ReturnType<typeof startApi>>;
let admin: string;
let staff: { username: string; token: string };
let viewer: { token: string };
let outsider: { token: string };

const post = (path: string, body: Record<string, unknown>, token = staff.token) =>
  api.http().post(`${H}/${path}`).set(auth(token)).send(body);
const upload = (hotelID: string, file: Buffer, name: string, type: string, token = staff.token, caption?: string) => {
  const req = api.http().post(`${H}/uploadHotelPhoto`).set(auth(token)).field('hotelID', hotelID);
  return (caption ? req.field('caption', caption) : req).attach('file', file, { filename: name, contentType: type });
};
const make = hotelFixtures((path, body) => ok(post(path, body)));
const newHotel = async () => (await make.hotel({ name: 'Photo Test Hotel' })) as { hotelID: string };
const list = async (hotelID: string, token = staff.token) => (await ok(post('getHotelPhotoList', { hotelID }, token))) as Json[];
const summary = (photos: Json[]) => photos.map((p: Json) => [p.caption, p.position, p.isCover]);

beforeAll(async () => {
  api = await startApi();
  admin = await signIn(api.url, 'admin', ADMIN_PASSWORD);
  staff = await userWith(api.dataSource, api.url, [PERMISSIONS.hotelsView, PERMISSIONS.hotelsCreate, PERMISSIONS.hotelsEdit]);
  viewer = await userWith(api.dataSource, api.url, [PERMISSIONS.hotelsView]);
  outsider = await userWith(api.dataSource, api.url, [PERMISSIONS.hotelRoomsView]);
});

afterAll(async () => {
  await api?.app.close();
});

test('JPEG, PNG and WebP are taken by content, in upload order, the first one the cover; the image comes back as it was', async () => {
  const { hotelID } = await newHotel();
  const first = await ok(upload(hotelID, JPEG, 'lobby.jpg', 'image/jpeg', staff.token, 'Lobby'));
  expect(first.code).toBe('HOTEL_PHOTO_UPLOADED');
  expect(first.hotelPhoto).toEqual(
    expect.objectContaining({
      hotelID,
      caption: 'Lobby',
      position: 1,
      isCover: true,
      contentType: 'image/jpeg',
      sizeBytes: JPEG.length,
    }),
  );
  await ok(upload(hotelID, PNG, 'pool.png', 'image/png', staff.token, 'Pool'));
  // A browser that declares nothing useful: the content decides.
  await ok(upload(hotelID, WEBP, 'room.webp', 'application/octet-stream', staff.token, 'Room'));
  expect(summary(await list(hotelID, viewer.token))).toEqual([
    ['Lobby', 1, true],
    ['Pool', 2, false],
    ['Room', 3, false],
  ]);

  const image = await api
    .http()
    .get(`${H}/getHotelPhoto`)
    .query({ hotelPhotoID: first.hotelPhoto.hotelPhotoID })
    .set(auth(viewer.token))
    .buffer(true)
    .parse(binaryBody);
  expect(image.status).toBe(200);
  expect(image.headers['content-type']).toBe('image/jpeg');
  expect(image.headers['x-content-type-options']).toBe('nosniff');
  expect(Buffer.compare(image.body as Buffer, JPEG)).toBe(0);

  const [entry] = await auditEntries(api, admin, {
    username: staff.username,
    action: 'hotel-photo.created',
    targetId: first.hotelPhoto.hotelPhotoID,
  });
  expect(entry?.details).toEqual(expect.objectContaining({ record: expect.objectContaining({ caption: 'Lobby' }) }));
});

test('a file that is not an image by content is refused whatever its name says, over 3 MB is refused, and nothing is stored', async () => {
  const { hotelID } = await newHotel();
  const fake = await upload(hotelID, Buffer.from('just some text, not a picture'), 'beach.jpg', 'image/jpeg');
  expect(fake.status).toBe(400);
  expect(fake.body.code).toBe('HOTEL_PHOTO_TYPE_NOT_ALLOWED');
  expect(fake.body.message).toBe('Only JPEG, PNG or WebP images are allowed');

  const pdf = await upload(hotelID, PDF, 'brochure.pdf', 'application/pdf');
  expect(pdf.status).toBe(400);
  expect(pdf.body.code).toBe('HOTEL_PHOTO_TYPE_NOT_ALLOWED');

  const renamed = await upload(hotelID, PNG, 'pool.jpg', 'image/jpeg');
  expect(renamed.status).toBe(400);
  expect(renamed.body.code).toBe('ATTACHMENT_CONTENT_MISMATCH');

  const big = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 0x20);
  JPEG.copy(big);
  const over = await upload(hotelID, big, 'huge.jpg', 'image/jpeg');
  expect(over.status).toBe(413);
  expect(over.body.code).toBe('PAYLOAD_TOO_LARGE');

  const missing = await api.http().post(`${H}/uploadHotelPhoto`).set(auth(staff.token)).field('hotelID', hotelID);
  expect(missing.status).toBe(400);
  expect(missing.body.code).toBe('ATTACHMENT_REQUIRED');

  const unknownHotel = await upload(randomUUID(), JPEG, 'a.jpg', 'image/jpeg');
  expect(unknownHotel.status).toBe(404);
  expect(unknownHotel.body.code).toBe('HOTEL_NOT_FOUND');

  const extra = await api
    .http()
    .post(`${H}/uploadHotelPhoto`)
    .set(auth(staff.token))
    .field('hotelID', hotelID)
    .field('isCover', 'true')
    .attach('file', JPEG, { filename: 'a.jpg', contentType: 'image/jpeg' });
  expect(extra.status).toBe(400);
  expect(extra.body.details.fields).toEqual([expect.objectContaining({ path: 'isCover', code: 'UNKNOWN_FIELD' })]);

  expect(await list(hotelID)).toEqual([]);
});

test(`at most ${HOTEL_PHOTOS_MAX} photos per hotel`, async () => {
  const { hotelID } = await newHotel();
  for (let i = 0; i < HOTEL_PHOTOS_MAX; i += 1) await ok(upload(hotelID, JPEG, `p${i}.jpg`, 'image/jpeg'));
  const refused = await upload(hotelID, JPEG, 'one-too-many.jpg', 'image/jpeg');
  expect(refused.status).toBe(409);
  expect(refused.body.code).toBe('HOTEL_PHOTO_LIMIT_REACHED');
  expect(refused.body.message).toContain(String(HOTEL_PHOTOS_MAX));
  expect(await list(hotelID)).toHaveLength(HOTEL_PHOTOS_MAX);
});

test('reorder takes every photo once; the cover moves on request, and deleting the cover passes it to the first photo left', async () => {
  const { hotelID } = await newHotel();
  for (const caption of ['A', 'B', 'C']) await ok(upload(hotelID, JPEG, `${caption}.jpg`, 'image/jpeg', staff.token, caption));
  const [a, b, c] = await list(hotelID);

  const reordered = await ok(
    post('reorderHotelPhotos', { hotelID, hotelPhotoIDs: [c.hotelPhotoID, a.hotelPhotoID, b.hotelPhotoID] }),
  );
  expect(reordered.code).toBe('HOTEL_PHOTOS_REORDERED');
  expect(summary(reordered.photos)).toEqual([
    ['C', 1, false],
    ['A', 2, true],
    ['B', 3, false],
  ]);
  const [entry] = await auditEntries(api, admin, {
    username: staff.username,
    action: 'hotel-photos.reordered',
    targetId: hotelID,
  });
  expect(entry?.details).toEqual(expect.objectContaining({ changed: ['photos'] }));

  // An out-of-date or partial list changes nothing.
  const partial = await post('reorderHotelPhotos', { hotelID, hotelPhotoIDs: [a.hotelPhotoID, b.hotelPhotoID] });
  expect(partial.status).toBe(409);
  expect(partial.body.code).toBe('HOTEL_PHOTOS_CHANGED');
  const repeated = await post('reorderHotelPhotos', { hotelID, hotelPhotoIDs: [a.hotelPhotoID, a.hotelPhotoID, b.hotelPhotoID] });
  expect(repeated.status).toBe(400);
  expect(summary(await list(hotelID)).map(([caption]) => caption)).toEqual(['C', 'A', 'B']);

  const covered = await ok(post('setHotelCoverPhoto', { hotelPhotoID: b.hotelPhotoID }));
  expect(covered.code).toBe('HOTEL_COVER_PHOTO_SET');
  expect(summary(covered.photos)).toEqual([
    ['C', 1, false],
    ['A', 2, false],
    ['B', 3, true],
  ]);

  const deleted = await ok(post('deleteHotelPhoto', { hotelPhotoID: b.hotelPhotoID }));
  expect(deleted.code).toBe('HOTEL_PHOTO_DELETED');
  expect(summary(deleted.photos)).toEqual([
    ['C', 1, true],
    ['A', 2, false],
  ]);
  // A photo that is gone: 404 for its image and for a second delete.
  const image = await api.http().get(`${H}/getHotelPhoto`).query({ hotelPhotoID: b.hotelPhotoID }).set(auth(staff.token));
  expect(image.status).toBe(404);
  expect((await post('deleteHotelPhoto', { hotelPhotoID: b.hotelPhotoID })).status).toBe(404);

  // Deleting a photo in the middle closes the gap.
  const [cPhoto] = (await list(hotelID)) as Json[];
  await ok(upload(hotelID, JPEG, 'D.jpg', 'image/jpeg', staff.token, 'D'));
  await ok(post('deleteHotelPhoto', { hotelPhotoID: a.hotelPhotoID }));
  expect(summary(await list(hotelID))).toEqual([
    ['C', 1, true],
    ['D', 2, false],
  ]);
  await ok(post('deleteHotelPhoto', { hotelPhotoID: cPhoto.hotelPhotoID }));
  const last = await list(hotelID);
  expect(summary(last)).toEqual([['D', 1, true]]);
  await ok(post('deleteHotelPhoto', { hotelPhotoID: last[0].hotelPhotoID }));
  expect(await list(hotelID)).toEqual([]);
});

test('concurrent uploads to one hotel keep one cover and distinct positions', async () => {
  const { hotelID } = await newHotel();
  await Promise.all(['1', '2', '3', '4', '5'].map((n) => ok(upload(hotelID, JPEG, `${n}.jpg`, 'image/jpeg'))));
  const photos = await list(hotelID);
  expect(photos.map((p: Json) => p.position)).toEqual([1, 2, 3, 4, 5]);
  expect(photos.filter((p: Json) => p.isCover)).toHaveLength(1);
});

test('hotels.view reads, hotels.edit changes; others get 403, anonymous 401', async () => {
  const { hotelID } = await newHotel();
  const { hotelPhoto } = await ok(upload(hotelID, JPEG, 'x.jpg', 'image/jpeg'));
  expect((await upload(hotelID, JPEG, 'x.jpg', 'image/jpeg', viewer.token)).status).toBe(403);
  expect((await post('setHotelCoverPhoto', { hotelPhotoID: hotelPhoto.hotelPhotoID }, viewer.token)).status).toBe(403);
  expect((await post('reorderHotelPhotos', { hotelID, hotelPhotoIDs: [hotelPhoto.hotelPhotoID] }, viewer.token)).status).toBe(
    403,
  );
  expect((await post('deleteHotelPhoto', { hotelPhotoID: hotelPhoto.hotelPhotoID }, viewer.token)).status).toBe(403);
  expect((await post('getHotelPhotoList', { hotelID }, outsider.token)).status).toBe(403);
  const image = await api
    .http()
    .get(`${H}/getHotelPhoto`)
    .query({ hotelPhotoID: hotelPhoto.hotelPhotoID })
    .set(auth(outsider.token));
  expect(image.status).toBe(403);
  expect((await api.http().get(`${H}/getHotelPhoto`).query({ hotelPhotoID: hotelPhoto.hotelPhotoID })).status).toBe(401);

  // A deleted hotel's photos are gone for every reader.
  await ok(post('deleteHotel', { hotelID }, (await userWith(api.dataSource, api.url, [PERMISSIONS.hotelsDelete])).token));
  expect((await post('getHotelPhotoList', { hotelID })).status).toBe(404);
  const gone = await api.http().get(`${H}/getHotelPhoto`).query({ hotelPhotoID: hotelPhoto.hotelPhotoID }).set(auth(staff.token));
  expect(gone.status).toBe(404);
});
