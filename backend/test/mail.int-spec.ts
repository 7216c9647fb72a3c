import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createDataSource } from '../src/data-source';
import { QueueService } from '../src/core/queue/queue.service';
import { StorageService } from '../src/core/storage/storage.service';
import { SendTemplatedEmail } from '../src/modules/settings/jobs/send-templated-email.job';
import { seedEmailTemplates } from '../src/modules/settings/settings.seed';
import type { EmailTemplateType } from '@bo/shared';
import { startWorker } from './support/api-harness';
import { waitFor } from './support/event-store-harness';
import { attachmentsOf, startMailbox } from './support/mailbox';
import { PDF } from './support/sample-files';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let worker: INestApplicationContext;

beforeAll(async () => {
  mailbox = await startMailbox();
  const dataSource = await createDataSource({
    DATABASE_URL: process.env.DATABASE_URL!,
    DATABASE_POOL_SIZE: 1,
    IDLE_IN_TRANSACTION_TIMEOUT_MS: 30_000,
  }).initialize();
  await seedEmailTemplates(dataSource);
  await dataSource.destroy();
  worker = await startWorker([], { SMTP_URL: mailbox.smtpUrl });
});
afterAll(async () => {
  await worker?.close();
  await mailbox?.close();
});

test('the worker renders the stored template in the asked language and sends it over SMTP', async () => {
  const to = `${randomUUID().slice(0, 8)}@example.test`;
  const link = `http://localhost:8080/first-time-login?token=${randomUUID()}`;
  await worker.get(QueueService).enqueue(SendTemplatedEmail, {
    templateType: 'FIRST_TIME_LOGIN',
    language: 'ms',
    to,
    params: { name: 'Aina <Admin>', link, hours: 24 },
  });
  const message = await mailbox.nth(to);
  expect(message).toMatch(/^Subject: Akaun Back Office anda telah sedia/m);
  expect(message).toContain(link);
  expect(message).toContain('Aina &lt;Admin&gt;'); // escaped in the HTML part
  expect(message).toContain('tamat tempoh dalam 24 jam');
});

test('a stored file attached by its id is loaded when the mail is sent and arrives as it was stored', async () => {
  const to = `${randomUUID().slice(0, 8)}@example.test`;
  const storage = worker.get(StorageService);
  const file = await worker
    .get(DataSource)
    .transaction((m) =>
      storage.save(
        m,
        { originalname: 'stored-name.pdf', mimetype: 'application/pdf', size: PDF.length, buffer: PDF },
        { purpose: 'test', organizationId: null, uploadedBy: null },
      ),
    );
  const queues = worker.get(QueueService);
  const id = await queues.enqueue(SendTemplatedEmail, {
    templateType: 'ORGANIZATION_APPROVED',
    language: 'en',
    to,
    params: { name: 'Agency' },
    attachments: [{ fileId: file.id, filename: 'slip.pdf' }],
  });
  const message = await mailbox.nth(to);
  expect(message).toMatch(/^Subject: Your organization has been approved/m);
  expect(attachmentsOf(mailbox.to(to)[0].raw)).toEqual([{ filename: 'slip.pdf', contentType: 'application/pdf', content: PDF }]);
  // The job keeps the file's id, never its bytes.
  expect(JSON.stringify((await queues.job(SendTemplatedEmail.queue, id))?.data)).not.toContain(PDF.toString('base64'));

  // A file that is gone fails the mail visibly rather than sending it without.
  const gone = await queues.enqueue(
    SendTemplatedEmail,
    {
      templateType: 'ORGANIZATION_APPROVED',
      language: 'en',
      to,
      params: { name: 'Agency' },
      attachments: [{ fileId: randomUUID() }],
    },
    { attempts: 1 },
  );
  await waitFor(async () => (await queues.failed()).some((j) => j.id === gone), 15_000, 'the failed job');
  expect((await queues.failed()).find((j) => j.id === gone)!.failedReason).toMatch(/^Mail attachment .*: no such stored file$/);
  expect(mailbox.to(to)).toHaveLength(1);
});

test('a mail that cannot be rendered fails visibly instead of going out', async () => {
  const queues = worker.get(QueueService);
  const id = await queues.enqueue(
    SendTemplatedEmail,
    { templateType: 'NO_SUCH_TEMPLATE' as EmailTemplateType, language: 'en', to: 'x@example.test', params: {} },
    { attempts: 1 },
  );
  await waitFor(async () => (await queues.failed()).some((j) => j.id === id), 15_000, 'the failed job');
  const failed = (await queues.failed()).find((j) => j.id === id)!;
  expect(failed.failedReason).toBe('No e-mail template of type NO_SUCH_TEMPLATE');
  expect(mailbox.to('x@example.test')).toHaveLength(0);
});
