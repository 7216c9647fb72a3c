import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { INestApplicationContext } from '@nestjs/common';
import { SMTPServer } from 'smtp-server';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { createDataSource, ensureDatabase, runMigrations } from '../../src/core/database/data-source';
import { startApi, startWorker } from './api-harness';
import { waitFor } from './event-store-harness';

/**
 * API + worker + a real SMTP server on a database of this spec file's own. Every API instance of
 * the run carries the organizations reactions, and only one instance per database runs each
 * subscriber (advisory lock): on the shared run database another spec file's instance could win
 * it and send this file's pushes and jobs to its own Redis prefix.
 */
export async function startOrganizations() {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `${url.pathname}_org_${randomBytes(3).toString('hex')}`;
  const DATABASE_URL = url.toString();
  await ensureDatabase(DATABASE_URL);
  const migrator = await createDataSource({
    DATABASE_URL,
    DATABASE_POOL_SIZE: 2,
    IDLE_IN_TRANSACTION_TIMEOUT_MS: 30_000,
  }).initialize();
  await runMigrations(migrator);
  await migrator.destroy();

  const received: { to: string[]; text: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), text: decodeMime(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const api = await startApi([], { DATABASE_URL, APP_URL: 'http://bo.example.test' });
  const worker: INestApplicationContext = await startWorker([], { DATABASE_URL, SMTP_URL: `smtp://127.0.0.1:${port}` });
  const sockets: Socket[] = [];

  const mailbox = {
    to: (to: string) => received.filter((m) => m.to.includes(to.toLowerCase())),
    /** Waits for a message to `to` whose text contains `marker`. */
    async find(to: string, marker: string): Promise<string> {
      await waitFor(() => mailbox.to(to).some((m) => m.text.includes(marker)), 15_000, `e-mail to ${to} with "${marker}"`);
      return mailbox.to(to).find((m) => m.text.includes(marker))!.text;
    },
  };

  function connect(token: string): Promise<Socket> {
    const socket = io(api.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.on('connect', () => resolve(socket));
      socket.on('connect_error', reject);
    });
  }

  const close = async () => {
    for (const s of sockets) s.disconnect();
    await worker.close();
    await api.app.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    if (process.env.KEEP_TEST_DB !== '1') {
      const admin = new URL(DATABASE_URL);
      const name = admin.pathname.slice(1);
      admin.pathname = '/postgres';
      const ds = await new DataSource({ type: 'postgres', url: admin.toString() }).initialize();
      await ds.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await ds.destroy();
    }
  };
  return { api, mailbox, connect, close };
}

/** Undoes quoted-printable soft breaks and bytes so a test reads the text as sent. */
function decodeMime(s: string): string {
  return Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

/** Waits for the first `event` push on `socket` that `match`es. */
export function nextPush<T>(socket: Socket, event: string, match: (payload: T) => boolean, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.on(event, (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
