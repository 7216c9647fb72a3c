import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import type { SocketEventMap, SocketEventName } from '@bo/shared';

/**
 * The live channel: socket.io on the same origin (path `/socket.io`), authenticated with the
 * session's bearer token. Connected after sign-in and disconnected on sign-out by
 * app/LiveUpdates. Components subscribe with `useSocketEvent`; subscriptions outlive reconnects
 * because they are kept here, not on the socket. socket.io-client is loaded on first connect so
 * the login screen does not download it.
 */

export type SocketStatus = 'disconnected' | 'connecting' | 'connected';
type Handler<E extends SocketEventName> = (payload: SocketEventMap[E]) => void;
type AnyHandler = (payload: unknown) => void;

const handlers = new Map<string, Set<AnyHandler>>();
const statusListeners = new Set<() => void>();
let socket: Socket | null = null;
let socketToken: string | null = null;
let status: SocketStatus = 'disconnected';

function setStatus(next: SocketStatus) {
  if (status === next) return;
  status = next;
  for (const listener of statusListeners) listener();
}

function dispatchEvent(event: string, payload: unknown) {
  const set = handlers.get(event);
  if (!set) return;
  for (const handler of [...set]) {
    try {
      handler(payload);
    } catch (error) {
      console.error(`socket handler for "${event}" failed`, error);
    }
  }
}

/** The message the server's socket middleware rejects an unknown, expired or revoked token with. */
export const SOCKET_UNAUTHENTICATED = 'UNAUTHENTICATED';

export interface ConnectOptions {
  /** The server refused the token: the session is over. */
  onUnauthenticated?: () => void;
}

export async function connectSocket(token: string, { onUnauthenticated }: ConnectOptions = {}): Promise<void> {
  if (socketToken === token && socket) return;
  disconnectSocket();
  socketToken = token;
  setStatus('connecting');
  const { io } = await import('socket.io-client');
  if (socketToken !== token) return; // signed out (or in again) while the client was loading
  const next = io({ path: '/socket.io', auth: { token }, withCredentials: true });
  next.on('connect', () => setStatus('connected'));
  next.on('disconnect', () => setStatus(next.active ? 'connecting' : 'disconnected'));
  next.on('connect_error', (error) => {
    setStatus(next.active ? 'connecting' : 'disconnected');
    if (!next.active && error.message === SOCKET_UNAUTHENTICATED && socketToken === token) onUnauthenticated?.();
  });
  next.onAny((event: string, payload: unknown) => dispatchEvent(event, payload));
  socket = next;
}

export function disconnectSocket() {
  socketToken = null;
  if (socket) {
    socket.removeAllListeners();
    socket.offAny();
    socket.disconnect();
    socket = null;
  }
  setStatus('disconnected');
}

/** Subscribe to a server event; returns the unsubscribe function. */
export function subscribeSocketEvent<E extends SocketEventName>(event: E, handler: Handler<E>): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  const anyHandler = handler as AnyHandler;
  set.add(anyHandler);
  return () => {
    set.delete(anyHandler);
  };
}

/** Run `handler` for every `event` pushed by the server while the component is mounted. */
export function useSocketEvent<E extends SocketEventName>(event: E, handler: Handler<E>) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeSocketEvent(event, (payload) => latest.current(payload)), [event]);
}

export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    () => status,
  );
}
