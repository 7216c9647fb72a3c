import type { INestApplicationContext } from '@nestjs/common';
import type { Socket } from 'socket.io-client';
import { startApi, startWorker } from './api-harness';
import { isolatedDatabase } from './isolated-database';
import { startMailbox } from './mailbox';
import { openSocket } from './sockets';

/** API + worker + a real SMTP server on a database of this spec file's own (see isolatedDatabase). */
export async function startOrganizations() {
  const db = await isolatedDatabase('org');
  const { DATABASE_URL } = db;
  const mailbox = await startMailbox();
  const api = await startApi([], { DATABASE_URL, APP_URL: 'http://bo.example.test' });
  const worker: INestApplicationContext = await startWorker([], { DATABASE_URL, SMTP_URL: mailbox.smtpUrl });
  const sockets: Socket[] = [];

  async function connect(token: string): Promise<Socket> {
    const socket = await openSocket(api.url, token);
    sockets.push(socket);
    return socket;
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
