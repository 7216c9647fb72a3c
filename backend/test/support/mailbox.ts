import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './event-store-harness';

export interface ReceivedMail {
  /** Recipients, lower-cased. */
  to: string[];
  /** The message as sent (headers and body), quoted-printable undone. */
  text: string;
  /** The message exactly as received (MIME), for its attachments (`attachmentsOf`). */
  raw: string;
}

/** A file attached to a received message: its name, type and decoded bytes. */
export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The attachments of a raw MIME message (`Content-Disposition: attachment` parts, base64 as
 * nodemailer writes them): enough MIME for the tests, not a general parser.
 */
export function attachmentsOf(raw: string): ReceivedAttachment[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]);
  if (boundaries.length === 0) return [];
  const escaped = boundaries.map((b) => b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = raw.split(new RegExp(`\\r?\\n--(?:${escaped.join('|')})(?:--)?(?:\\r?\\n|$)`));
  return parts.flatMap((part) => {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) return [];
    const headers = part.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    if (!/^content-disposition:\s*attachment/im.test(headers)) return [];
    const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? '';
    const contentType = /^content-type:\s*([^;\r\n]+)/im.exec(headers)?.[1]?.trim() ?? '';
    const body = part.slice(split).replace(/\s+/g, '');
    return [{ filename, contentType, content: Buffer.from(body, 'base64') }];
  });
}

/**
 * A real SMTP server on this machine that keeps every message it receives; tests read links and
 * codes from it as a user would from a mailbox. Point the worker at `smtpUrl`.
 */
export async function startMailbox() {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), text: decodeQuotedPrintable(raw), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;

  const mailbox = {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    /** The messages sent to `to` so far. */
    to: (to: string) => received.filter((m) => m.to.includes(to.toLowerCase())),
    /** Waits for the `n`-th message (1-based) to `to` and returns its text. */
    async nth(to: string, n = 1): Promise<string> {
      await waitFor(() => mailbox.to(to).length >= n, 15_000, `e-mail #${n} to ${to}`);
      return mailbox.to(to)[n - 1].text;
    },
    /** Waits for a message to `to` whose text contains `marker`. */
    async find(to: string, marker: string): Promise<string> {
      await waitFor(() => mailbox.to(to).some((m) => m.text.includes(marker)), 15_000, `e-mail to ${to} with "${marker}"`);
      return mailbox.to(to).find((m) => m.text.includes(marker))!.text;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
  return mailbox;
}

/** Undoes quoted-printable (soft line breaks and =XX bytes) so a test reads the text as sent. */
function decodeQuotedPrintable(s: string): string {
  return Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}
