import { io, type Socket } from 'socket.io-client';

/**
 * A socket.io client of the API at `url` with `token` (none: anonymous), once connected; rejects
 * with the server's refusal (e.g. UNAUTHENTICATED). No reconnection: a dropped socket stays down.
 */
export function openSocket(url: string, token?: string): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
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
