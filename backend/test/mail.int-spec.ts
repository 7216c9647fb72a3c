import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { INestApplicationContext } from '@nestjs/common';
import { SMTPServer } from 'smtp-server';
import { createDataSource } from '../src/core/database/data-source';
import { QueueService } from '../src/core/queue/queue.service';
import { SendTemplatedEmail } from '../src/modules/settings/jobs/send-templated-email.job';
import { seedSettings } from '../src/modules/settings/settings.seed';
import type { EmailTemplateType } from '@bo/shared';
import { startWorker } from './support/api-harness';
import { waitFor } from './support/event-store-harness';

/** A real SMTP server on this machine that keeps every message it receives. */
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});
let worker: INestApplicationContext;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const dataSource = await createDataSource({
    DATABASE_URL: process.env.DATABASE_URL!,
    DATABASE_POOL_SIZE: 1,
    IDLE_IN_TRANSACTION_TIMEOUT_MS: 30_000,
  }).initialize();
  await seedSettings(dataSource);
  await dataSource.destroy();
  worker = await startWorker([], { SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await worker?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Undoes quoted-printable (soft line breaks and =XX bytes) so the test reads the text as sent. */
const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

test('the worker renders the stored template in the asked language and sends it over SMTP', async () => {
  const to = `${randomUUID().slice(0, 8)}@example.test`;
  const link = `http://localhost:8080/first-time-login?token=${randomUUID()}`;
  await worker.get(QueueService).enqueue(SendTemplatedEmail, {
    templateType: 'FIRST_TIME_LOGIN',
    language: 'ms',
    to,
    params: { name: 'Aina <Admin>', link, hours: 24 },
  });
  await waitFor(() => received.some((m) => m.to.includes(to)), 15_000, 'the e-mail');
  const message = decodeQuotedPrintable(received.find((m) => m.to.includes(to))!.raw);
  expect(message).toMatch(/^Subject: Akaun Back Office anda telah sedia/m);
  expect(message).toContain(link);
  expect(message).toContain('Aina &lt;Admin&gt;'); // escaped in the HTML part
  expect(message).toContain('tamat tempoh dalam 24 jam');
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
  expect(received.some((m) => m.to.includes('x@example.test'))).toBe(false);
});
