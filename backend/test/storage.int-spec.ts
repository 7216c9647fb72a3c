import { MAX_ATTACHMENT_BYTES } from '@bo/shared';
import { startApi, userWith } from './support/api-harness';
import { TEST_STORAGE_PERMISSION, TEST_STORAGE_TABLE, TestStorageModule } from './support/test-storage.module';
import { binaryBody } from './support/binary-body';
import { PDF, PNG } from './support/sample-files';

let api: Awaited<ReturnType<typeof startApi>>;
let token: string;

beforeAll(async () => {
  api = await startApi([TestStorageModule]);
  await api.dataSource.query(`CREATE TABLE ${TEST_STORAGE_TABLE} (title text NOT NULL, file_id uuid NOT NULL)`);
  token = (await userWith(api.dataSource, api.url, [TEST_STORAGE_PERMISSION])).token;
});
afterAll(async () => {
  await api?.app.close();
});

const upload = (content: Buffer, name: string, contentType: string, title = 'slip', failAfterSave = 'no') =>
  api
    .http()
    .post('/api/v1/test-storage')
    .set('Authorization', `Bearer ${token}`)
    .field('title', title)
    .field('failAfterSave', failAfterSave)
    .attach('file', content, { filename: name, contentType });
const fileCount = async () => Number((await api.dataSource.query(`SELECT count(*) AS n FROM storage.files`))[0].n);

test('a PNG is stored with its sniffed type and comes back byte for byte as an attachment', async () => {
  const res = await upload(PNG, 'bank-in slip.png', 'image/png');
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ fileName: 'bank-in slip.png', contentType: 'image/png', sizeBytes: PNG.length });

  const download = await api
    .http()
    .get(`/api/v1/test-storage/${res.body.id}`)
    .set('Authorization', `Bearer ${token}`)
    .buffer(true)
    .parse(binaryBody);
  expect(download.status).toBe(200);
  expect(Buffer.compare(download.body as Buffer, PNG)).toBe(0);
  expect(download.headers['content-type']).toBe('image/png');
  expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''bank-in%20slip.png");
  expect(download.headers['x-content-type-options']).toBe('nosniff');
});

test('exactly 3 MB is accepted; one byte more is refused with 413 and nothing is stored', async () => {
  const atLimit = Buffer.alloc(MAX_ATTACHMENT_BYTES, 0x20);
  PDF.copy(atLimit);
  expect((await upload(atLimit, 'limit.pdf', 'application/pdf')).status).toBe(201);

  const before = await fileCount();
  const over = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 0x20);
  PDF.copy(over);
  const res = await upload(over, 'too-big.pdf', 'application/pdf');
  expect(res.status).toBe(413);
  expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The attachment exceeds the 3 MB limit.' });
  expect(await fileCount()).toBe(before);
});

test('the type is judged by content: a renamed executable and a PDF declared as PNG are refused', async () => {
  const before = await fileCount();
  const exe = await upload(Buffer.from('MZ\x90\x00\x03 this program cannot be run in DOS mode'), 'slip.pdf', 'application/pdf');
  expect(exe.status).toBe(400);
  expect(exe.body).toMatchObject({ code: 'ATTACHMENT_TYPE_NOT_ALLOWED', message: 'Only PDF, JPEG or PNG files are allowed' });

  const mismatch = await upload(PDF, 'slip.png', 'image/png');
  expect(mismatch.status).toBe(400);
  expect(mismatch.body).toMatchObject({
    code: 'ATTACHMENT_CONTENT_MISMATCH',
    message: 'The file content does not match its type (image/png)',
  });
  expect(await fileCount()).toBe(before);
});

test('a missing file is a clear 400; a failure after saving leaves neither the file nor the record', async () => {
  const missing = await api.http().post('/api/v1/test-storage').set('Authorization', `Bearer ${token}`).field('title', 'no file');
  expect(missing.status).toBe(400);
  expect(missing.body.code).toBe('ATTACHMENT_REQUIRED');

  const before = await fileCount();
  const failed = await upload(PDF, 'slip.pdf', 'application/pdf', 'rolled back', 'yes');
  expect(failed.status).toBe(500);
  expect(await fileCount()).toBe(before);
  expect(await api.dataSource.query(`SELECT * FROM ${TEST_STORAGE_TABLE} WHERE title = 'rolled back'`)).toEqual([]);
});

test('downloads need the permission and an existing id', async () => {
  const stored = await upload(PDF, 'x.pdf', 'application/pdf');
  const other = await userWith(api.dataSource, api.url, []);
  expect((await api.http().get(`/api/v1/test-storage/${stored.body.id}`)).status).toBe(401);
  const forbidden = await api.http().get(`/api/v1/test-storage/${stored.body.id}`).set('Authorization', `Bearer ${other.token}`);
  expect(forbidden.status).toBe(403);
  const unknown = await api
    .http()
    .get('/api/v1/test-storage/00000000-0000-4000-8000-000000000000')
    .set('Authorization', `Bearer ${token}`);
  expect(unknown.status).toBe(404);
});

test('an upload with an Idempotency-Key is stored once; the same key with another file or field answers 409', async () => {
  const key = `upload-${Date.now()}`;
  const send = (content: Buffer, title: string) =>
    api
      .http()
      .post('/api/v1/test-storage')
      .set('Authorization', `Bearer ${token}`)
      .set('Idempotency-Key', key)
      .field('title', title)
      .attach('file', content, { filename: 'slip.png', contentType: 'image/png' });
  const before = await fileCount();
  const first = await send(PNG, 'slip');
  expect(first.status).toBe(201);
  const again = await send(PNG, 'slip');
  expect(again.status).toBe(201);
  expect(again.body.id).toBe(first.body.id);
  expect(await fileCount()).toBe(before + 1);

  const otherFile = Buffer.concat([PNG, Buffer.from('another image')]);
  expect((await send(otherFile, 'slip')).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  expect((await send(PNG, 'another title')).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  expect(await fileCount()).toBe(before + 1);
});
