import { createHash, randomUUID } from 'node:crypto';
import { MAX_ATTACHMENT_BYTES, PERMISSIONS } from '@bo/shared';
import { PurgeUnclaimedUploadsJob } from '../src/core/maintenance/purge-unclaimed-uploads.job';
import { UploadsService } from '../src/core/storage/uploads.service';
import { startApi, userWith } from './support/api-harness';
import { isolatedDatabase } from './support/isolated-database';
import { PDF, PNG } from './support/sample-files';

/**
 * `POST /bo/Form/{type}/upload/{id}` and `POST /bo/General/{type}/upload/{id}`: a form's files
 * uploaded before its record exists, under a draft id, claimed by the owning context on save.
 * On a database of this file's own, so counting stored files sees only this file's uploads.
 */
let db: Awaited<ReturnType<typeof isolatedDatabase>>;
let api: Awaited<ReturnType<typeof startApi>>;
/** An agency user who may request top-ups. */
let agent: { token: string; organizationId: string };
/** Staff who may edit organizations (their documents). */
let staff: { token: string };
/** Signed in, may upload nothing. */
let outsider: { token: string };

beforeAll(async () => {
  db = await isolatedDatabase('uploads');
  api = await startApi([], { DATABASE_URL: db.DATABASE_URL });
  const organizationId = randomUUID();
  agent = { ...(await userWith(api.dataSource, api.url, [PERMISSIONS.creditCreate], organizationId)), organizationId };
  staff = await userWith(api.dataSource, api.url, [PERMISSIONS.organizationsEdit]);
  outsider = await userWith(api.dataSource, api.url, [PERMISSIONS.usersView]);
});
afterAll(async () => {
  await api?.app.close();
  await db?.drop();
});

interface Upload {
  route?: 'Form' | 'General';
  type: string;
  id: string;
  token?: string;
  content?: Buffer;
  name?: string;
  contentType?: string;
  fields?: Record<string, string>;
}
function upload({
  route = 'Form',
  type,
  id,
  token,
  content = PNG,
  name = 'slip.png',
  contentType = 'image/png',
  fields = {},
}: Upload) {
  let req = api.http().post(`/api/v1/bo/${route}/${type}/upload/${id}`);
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return req.attach('file', content, { filename: name, contentType });
}
const fileCount = async () => Number((await api.dataSource.query(`SELECT count(*) AS n FROM storage.files`))[0].n);
const stored = async (fileId: string) =>
  (
    (await api.dataSource.query(
      `SELECT f.purpose, f.organization_id AS "organizationId", f.uploaded_by AS "uploadedBy", u.draft_id AS "draftId"
         FROM storage.files f JOIN storage.uploads u ON u.file_id = f.id WHERE f.id = $1`,
      [fileId],
    )) as { purpose: string; organizationId: string | null; uploadedBy: string | null; draftId: string }[]
  )[0];

describe('POST /bo/Form/{type}/upload/{id}', () => {
  test('a bank-in slip is stored under its draft and answered with its reference; a second one replaces it', async () => {
    const draft = randomUUID();
    const res = await upload({ type: 'top-up-slip', id: draft, token: agent.token, name: 'bank in.png' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      code: 'FILE_UPLOADED',
      message: 'File uploaded.',
      file: {
        fileId: expect.any(String),
        type: 'top-up-slip',
        draftId: draft,
        fileName: 'bank in.png',
        contentType: 'image/png',
        sizeBytes: PNG.length,
        sha256: createHash('sha256').update(PNG).digest('hex'),
        uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      draftFileCount: 1,
    });
    expect(await stored(res.body.file.fileId)).toMatchObject({
      purpose: 'top-up-slip',
      organizationId: agent.organizationId,
      draftId: draft,
    });

    const again = await upload({
      type: 'top-up-slip',
      id: draft,
      token: agent.token,
      content: PDF,
      name: 'slip.pdf',
      contentType: 'application/pdf',
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ file: { contentType: 'application/pdf' }, draftFileCount: 1 });
    expect(await stored(res.body.file.fileId)).toBeUndefined();
  });

  test('files are judged by content and size; a refused upload stores nothing', async () => {
    const draft = randomUUID();
    const before = await fileCount();
    const exe = await upload({
      type: 'top-up-slip',
      id: draft,
      token: agent.token,
      content: Buffer.from('MZ\x90\x00\x03 this program cannot be run in DOS mode'),
      name: 'slip.pdf',
      contentType: 'application/pdf',
    });
    expect(exe.status).toBe(400);
    expect(exe.body).toMatchObject({ code: 'ATTACHMENT_TYPE_NOT_ALLOWED', message: 'Only PDF, JPEG or PNG files are allowed' });

    const renamed = await upload({
      type: 'top-up-slip',
      id: draft,
      token: agent.token,
      content: PDF,
      name: 'slip.png',
      contentType: 'image/png',
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.code).toBe('ATTACHMENT_CONTENT_MISMATCH');

    const over = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 0x20);
    PDF.copy(over);
    const big = await upload({
      type: 'top-up-slip',
      id: draft,
      token: agent.token,
      content: over,
      name: 'big.pdf',
      contentType: 'application/pdf',
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The attachment exceeds the 3 MB limit.' });

    const atLimit = Buffer.alloc(MAX_ATTACHMENT_BYTES, 0x20);
    PDF.copy(atLimit);
    const exact = await upload({
      type: 'top-up-slip',
      id: draft,
      token: agent.token,
      content: atLimit,
      name: 'limit.pdf',
      contentType: 'application/pdf',
    });
    expect(exact.status).toBe(201);
    expect(await fileCount()).toBe(before + 1);

    const none = await api
      .http()
      .post(`/api/v1/bo/Form/top-up-slip/upload/${randomUUID()}`)
      .set('Authorization', `Bearer ${agent.token}`)
      .send();
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'ATTACHMENT_REQUIRED', message: 'Please attach a file' });
    const extra = await upload({ type: 'top-up-slip', id: randomUUID(), token: agent.token, fields: { note: 'hello' } });
    expect(extra.status).toBe(400);
    expect(JSON.stringify(extra.body.details)).toContain('note');
    const empty = await api
      .http()
      .post(`/api/v1/bo/Form/top-up-slip/upload/${randomUUID()}`)
      .set('Authorization', `Bearer ${agent.token}`)
      .attach('file', Buffer.alloc(0), { filename: 'empty.png', contentType: 'image/png' });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('ATTACHMENT_REQUIRED');
    expect(await fileCount()).toBe(before + 1);
  });

  test('a draft of documents holds at most five files', async () => {
    const draft = randomUUID();
    for (let n = 1; n <= 5; n++) {
      const res = await upload({ type: 'organization-document', id: draft, token: staff.token, name: `doc-${n}.png` });
      expect(res.status).toBe(201);
      expect(res.body.draftFileCount).toBe(n);
    }
    const sixth = await upload({ type: 'organization-document', id: draft, token: staff.token });
    expect(sixth.status).toBe(400);
    expect(sixth.body).toMatchObject({ code: 'UPLOAD_LIMIT_REACHED', message: 'At most 5 files can be attached here.' });
    // Another draft is not full.
    expect((await upload({ type: 'organization-document', id: randomUUID(), token: staff.token })).status).toBe(201);
  });

  test("permissions: 401 anonymous, 403 without an upload permission or without the type's; bad type or id 400", async () => {
    const draft = randomUUID();
    expect((await upload({ type: 'top-up-slip', id: draft })).status).toBe(401);
    expect((await upload({ type: 'top-up-slip', id: draft, token: outsider.token })).status).toBe(403);
    // May upload slips, not organization documents, and the other way round.
    const wrongType = await upload({ type: 'organization-document', id: draft, token: agent.token });
    expect(wrongType.status).toBe(403);
    expect(wrongType.body.code).toBe('FORBIDDEN');
    expect((await upload({ type: 'top-up-slip', id: draft, token: staff.token })).status).toBe(403);

    const unknown = await upload({ type: 'passport', id: draft, token: agent.token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.fields).toEqual([expect.objectContaining({ path: 'type', code: 'INVALID_OPTION' })]);
    const badId = await upload({ type: 'top-up-slip', id: 'undefined', token: agent.token });
    expect(badId.status).toBe(400);
    expect(badId.body.details.fields).toEqual([expect.objectContaining({ path: 'id' })]);
  });
});

describe('POST /bo/General/{type}/upload/{id}', () => {
  test('anyone may upload a sign-up document (no owner, no organization); nothing else', async () => {
    const draft = randomUUID();
    const res = await upload({
      route: 'General',
      type: 'organization-document',
      id: draft,
      content: PDF,
      name: 'ssm.pdf',
      contentType: 'application/pdf',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      code: 'FILE_UPLOADED',
      file: { type: 'organization-document', draftId: draft, fileName: 'ssm.pdf' },
    });
    expect(await stored(res.body.file.fileId)).toMatchObject({
      purpose: 'organization-document',
      organizationId: null,
      uploadedBy: null,
    });

    const slip = await upload({ route: 'General', type: 'top-up-slip', id: draft });
    expect(slip.status).toBe(400);
    expect(slip.body.details.fields).toEqual([expect.objectContaining({ path: 'type', code: 'INVALID_OPTION' })]);
    const exe = await upload({
      route: 'General',
      type: 'organization-document',
      id: draft,
      content: Buffer.from('#!/bin/sh\nrm -rf /'),
      name: 'a.pdf',
      contentType: 'application/pdf',
    });
    expect(exe.status).toBe(400);
    expect(exe.body.code).toBe('ATTACHMENT_TYPE_NOT_ALLOWED');
  });
});

describe('UploadsService: claiming and purging drafts', () => {
  test("the owning context claims a draft's files once, in upload order; another user's draft is not theirs", async () => {
    const draft = randomUUID();
    const first = (await upload({ type: 'organization-document', id: draft, token: staff.token, name: 'one.png' })).body.file;
    const second = (await upload({ type: 'organization-document', id: draft, token: staff.token, name: 'two.png' })).body.file;
    const uploads = api.app.get(UploadsService);
    const staffId = (await stored(first.fileId)).uploadedBy;

    expect(
      await uploads.claim(api.dataSource.manager, { type: 'organization-document', draftId: draft, uploadedBy: randomUUID() }),
    ).toEqual([]);
    const claimed = await uploads.claim(api.dataSource.manager, {
      type: 'organization-document',
      draftId: draft,
      uploadedBy: staffId,
    });
    expect(claimed.map((f) => [f.id, f.fileName])).toEqual([
      [first.fileId, 'one.png'],
      [second.fileId, 'two.png'],
    ]);
    expect(
      await uploads.claim(api.dataSource.manager, { type: 'organization-document', draftId: draft, uploadedBy: staffId }),
    ).toEqual([]);
    // A claimed draft no longer counts towards the limit: a new draft under the same id may start.
    expect((await upload({ type: 'organization-document', id: draft, token: staff.token })).body.draftFileCount).toBe(1);
  });

  test('files of drafts nobody claimed within a day are purged; claimed ones stay', async () => {
    const abandoned = (await upload({ route: 'General', type: 'organization-document', id: randomUUID() })).body.file;
    const keptDraft = randomUUID();
    const kept = (await upload({ route: 'General', type: 'organization-document', id: keptDraft })).body.file;
    const fresh = (await upload({ route: 'General', type: 'organization-document', id: randomUUID() })).body.file;
    await api.app
      .get(UploadsService)
      .claim(api.dataSource.manager, { type: 'organization-document', draftId: keptDraft, uploadedBy: null });
    await api.dataSource.query(
      `UPDATE storage.uploads SET created_at = now() - interval '25 hours' WHERE file_id = ANY($1::uuid[])`,
      [[abandoned.fileId, kept.fileId]],
    );

    const purge = new PurgeUnclaimedUploadsJob(api.dataSource); // what the worker runs hourly
    expect((await purge.handle({ olderThanHours: 24 })).deleted).toBeGreaterThanOrEqual(1);
    expect(await stored(abandoned.fileId)).toBeUndefined();
    expect(await stored(kept.fileId)).toBeDefined();
    expect(await stored(fresh.fileId)).toBeDefined();
  });
});
