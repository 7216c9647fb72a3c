/**
 * A local mail catcher for trying the product: `npm start` and `npm run dev` run it when SMTP_URL
 * is not set, so the e-mails the worker sends (first-time login links, password reset links,
 * OTPs) can be read without a mail server:
 *
 *   SMTP  smtp://127.0.0.1:1025   (MAIL_CATCHER_SMTP_PORT; the API's default SMTP_URL)
 *   web   http://127.0.0.1:8025   (MAIL_CATCHER_WEB_PORT): the messages, newest first, links clickable
 *   JSON  http://127.0.0.1:8025/api/messages[?to=address]   DELETE it to empty the box
 *
 * It keeps the last 200 messages in memory and listens on the loopback address only. It is no
 * part of a production install: it needs the `smtp-server` devDependency, and says so instead of
 * starting when that is absent. `node scripts/mail-catcher.mjs` runs it on its own.
 */
import { createServer } from 'node:http';

const KEEP = 200;

/** Undoes quoted-printable: soft line breaks and =XX bytes (UTF-8 text). */
function decodeQuotedPrintable(text) {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words in headers (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`), e.g. a Malay subject. */
function decodeHeader(value = '') {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=(\s+(?==\?))?/g, (_, _charset, encoding, data) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** Header block -> lower-cased name -> value (folded lines joined). */
function parseHeaders(block) {
  const headers = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function splitHeadersAndBody(raw) {
  const match = /\r?\n\r?\n/.exec(raw);
  return match ? [raw.slice(0, match.index), raw.slice(match.index + match[0].length)] : [raw, ''];
}

/** The text and HTML bodies of a MIME entity (multipart parts walked, transfer encodings undone). */
function bodiesOf(headers, body) {
  const type = (headers['content-type'] ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'])?.[1];
    const found = {};
    if (!boundary) return found;
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const [partHead, partBody] = splitHeadersAndBody(part.replace(/^\r?\n/, ''));
      const inner = bodiesOf(parseHeaders(partHead), partBody);
      found.text ??= inner.text;
      found.html ??= inner.html;
    }
    return found;
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const content =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return type.startsWith('text/html') ? { html: content } : { text: content.replace(/\r\n/g, '\n').trimEnd() };
}

/** One received message as the web page and the JSON show it. */
export function parseMessage(raw, envelope = {}) {
  const [head, body] = splitHeadersAndBody(raw);
  const headers = parseHeaders(head);
  const { text = '', html = '' } = bodiesOf(headers, body);
  return {
    from: envelope.from ?? decodeHeader(headers.from),
    to:
      envelope.to ??
      decodeHeader(headers.to)
        .split(',')
        .map((address) => address.trim()),
    subject: decodeHeader(headers.subject),
    text,
    html,
  };
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** Text with its web links made clickable (escaped first, so the mail's text cannot inject markup). */
const linkify = (text) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}" target="_blank" rel="noreferrer">${url}</a>`);

function page(messages) {
  const items = messages
    .map(
      (m) => `<article id="m${m.id}">
  <h2>${escapeHtml(m.subject || '(no subject)')}</h2>
  <p class="meta">To <b>${escapeHtml(m.to.join(', '))}</b> · from ${escapeHtml(m.from)} · ${escapeHtml(m.receivedAt)}</p>
  <pre>${linkify(m.text || '(no text part)')}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5"><title>Mail catcher (${messages.length})</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1a1a1a; }
  article { border: 1px solid #ccc; border-radius: 8px; padding: 0 1rem; margin: 1rem 0; }
  h2 { font-size: 1.1rem; margin: .75rem 0 0; } .meta { color: #495057; margin: .25rem 0; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; } a { color: #a61e1e; }
</style></head><body>
<h1>Mail catcher</h1>
<p>E-mails the back office sent on this machine, newest first (this page refreshes every 5 seconds;
JSON at <a href="/api/messages">/api/messages</a>). Nothing here left the machine.</p>
${items || '<p><i>No e-mail yet.</i></p>'}
</body></html>`;
}

/**
 * Starts the catcher. Resolves to `{ smtpUrl, webUrl, messages, close }`, or to null (with the
 * reason in `onUnavailable`) when smtp-server is not installed or a port is taken.
 */
export async function startMailCatcher({
  host = '127.0.0.1',
  smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025),
  webPort = Number(process.env.MAIL_CATCHER_WEB_PORT ?? 8025),
  onUnavailable = (reason) => console.warn(`mail catcher not started: ${reason}`),
} = {}) {
  let SMTPServer;
  try {
    ({ SMTPServer } = await import('smtp-server'));
  } catch {
    onUnavailable('the smtp-server package is not installed (it is a devDependency); set SMTP_URL to a mail server');
    return null;
  }
  const messages = [];
  let nextId = 1;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        };
        messages.unshift({ id: nextId++, receivedAt: new Date().toISOString(), ...parseMessage(raw, envelope) });
        messages.length = Math.min(messages.length, KEEP);
        callback();
      });
    },
  });
  const web = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    if (url.pathname === '/api/messages' && req.method === 'DELETE') {
      messages.length = 0;
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/api/messages' && req.method === 'GET') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(list));
      return;
    }
    if (url.pathname === '/' && req.method === 'GET') {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      res.end(page(messages));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      const target = server.server ?? server;
      target.once('error', reject);
      server.listen(port, host, () => {
        target.off('error', reject);
        resolve(target.address().port);
      });
    });
  const closeAll = () =>
    Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => web.close(() => resolve()))]);
  let ports;
  try {
    ports = [await listen(smtp, smtpPort), await listen(web, webPort)];
  } catch (error) {
    await closeAll().catch(() => {});
    onUnavailable(
      `${error.code === 'EADDRINUSE' ? 'a port is in use' : error.message} (${host}:${smtpPort}, ${host}:${webPort})`,
    );
    return null;
  }
  return {
    smtpUrl: `smtp://${host}:${ports[0]}`,
    webUrl: `http://${host}:${ports[1]}`,
    messages,
    close: closeAll,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const catcher = await startMailCatcher();
  if (!catcher) process.exit(1);
  console.log(`mail catcher: SMTP ${catcher.smtpUrl}, mails at ${catcher.webUrl}`);
  const stop = () => catcher.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
