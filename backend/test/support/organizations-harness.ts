import type { INestApplicationContext } from '@nestjs/common';
import { io, type Socket } from 'socket.io-client';
import { startApi, startWorker } from './api-harness';
import { isolatedDatabase } from './isolated-database';
import { startMailbox } from './mailbox';

/** API + worker + a real SMTP server on a database of this spec file's own (see isolatedDatabase). */
export async function startOrganizations() {
  const db = await isolatedDatabase('org');
  const { DATABASE_URL } = db;
  const mailbox = await startMailbox();
  const api = await startApi([], { DATABASE_URL, APP_URL: 'http://bo.example.test' });
  const worker: INestApplicationContext = await startWorker([], { DATABASE_URL, SMTP_URL: mailbox.smtpUrl });
  const sockets: Socket[] = [];

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
    await mailbox.close();
    await db.drop();
  };
  return { api, mailbox, connect, close };
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
