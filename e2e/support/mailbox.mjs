/**
 * A real SMTP server (the `smtp-server` package) on a free local port that keeps every message it
 * receives, so a browser test can read the e-mails the worker sends (first-time login link, reset
 * link, OTP). Start it before the app and pass `mailbox.url` as SMTP_URL:
 *
 *   const mailbox = await startMailbox();
 *   const suite = appAndBrowser({ env: { SMTP_URL: mailbox.url } });
 *   after(() => mailbox.close());
 */
import { SMTPServer } from 'smtp-server';

const DEFAULT_WAIT_MS = 20_000;

/** Undoes quoted-printable (soft line breaks and =XX bytes) so a test reads the text as sent. */
function decodeQuotedPrintable(text) {
  return Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

export async function startMailbox() {
  const messages = [];
  const waiters = new Set();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        const text = decodeQuotedPrintable(raw);
        const subject = /^Subject: (.*)$/m.exec(text)?.[1]?.trim() ?? '';
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, text });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /**
     * The first message to `to` (received from now on, or already there when `since` is 0)
     * whose text matches `pattern`; resolves with the message and the pattern's match.
     */
    async waitFor(to, pattern, { since = 0, timeoutMs = DEFAULT_WAIT_MS } = {}) {
      const address = to.toLowerCase();
      const find = () => {
        for (const message of messages.slice(since)) {
          const match = message.to.includes(address) ? pattern.exec(message.text) : null;
          if (match) return { message, match };
        }
        return null;
      };
      const found = find();
      if (found) return found;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no e-mail to ${to} matching ${pattern} within ${timeoutMs} ms (got ${messages.length} in all)`));
        }, timeoutMs);
        const wake = () => {
          const hit = find();
          if (!hit) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(hit);
        };
        waiters.add(wake);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
