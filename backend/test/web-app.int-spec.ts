import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { get, type IncomingHttpHeaders } from 'node:http';
import { screenPath } from '@bo/shared';
import { startApi } from './support/api-harness';

/**
 * How the API serves the built web app, over HTTP: index.html with 200 on a screen path and 404
 * anywhere else, precompressed files for browsers that take them, hashed assets cached for good
 * and index.html revalidated.
 */
const INDEX = `<!doctype html><html><head><title>Back Office</title></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `word-${i % 25}`))};\n`;
const ASSET = '/assets/index-Ab12Cd34.js';

let api: Awaited<ReturnType<typeof startApi>>;
let webDist: string;

beforeAll(async () => {
  // A build of its own: what frontend/tooling/compress.plugin.mjs writes beside the files.
  webDist = mkdtempSync(join(tmpdir(), 'bo-web-'));
  mkdirSync(join(webDist, 'assets'));
  for (const [path, content] of [
    ['/index.html', INDEX],
    [ASSET, SCRIPT],
  ]) {
    writeFileSync(join(webDist, path), content);
    writeFileSync(join(webDist, `${path}.br`), brotliCompressSync(content));
    writeFileSync(join(webDist, `${path}.gz`), gzipSync(content));
  }
  writeFileSync(join(webDist, 'latest-build.json'), '{"version":"1"}');
  api = await startApi([], { WEB_DIST: webDist });
});
afterAll(async () => {
  await api?.app.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** A GET with the raw body as sent, whatever its encoding (supertest would decode it on its own). */
function raw(path: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${api.url}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('unknown paths', () => {
  test.each(['/some/path', '/organization/view-organization/42', '/credit/histories/', '/assets/no-such-file.js'])(
    '%s answers 404 with the web app (which shows Page Not Found)',
    async (path) => {
      const res = await api.http().get(path).set('Accept-Encoding', 'identity');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  test.each([
    '/',
    '/login',
    '/LOGIN/',
    '/user/manage-user',
    screenPath('organizationProfile', '0b6c7f5e-58c5-4d5c-9c43-1f3b2f4a1a11'),
    screenPath('creditHistory', 'some-id'),
  ])('the screen path %s answers 200 with the web app', async (path) => {
    const res = await api.http().get(path).set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.text).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test('an unknown API path keeps its JSON 404', async () => {
    const res = await api.http().get('/api/v1/no/such/call');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Page Not Found: /no/such/call' });
  });

  test('a 404 page is never answered 304 from a cached copy', async () => {
    const first = await api.http().get('/some/path').set('Accept-Encoding', 'identity');
    const again = await api
      .http()
      .get('/some/path')
      .set('Accept-Encoding', 'identity')
      .set('If-None-Match', first.headers.etag ?? '*');
    expect(again.status).toBe(404);
  });
});

describe('compression and caching', () => {
  test('brotli for a browser that takes it; hashed assets are immutable', async () => {
    const res = await raw(ASSET, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  test('gzip for one that takes only gzip; the file as it is for one that takes neither', async () => {
    const gzipped = await raw(ASSET, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await raw(ASSET, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('index.html is compressed and revalidated, also as the 404 page', async () => {
    for (const [path, status] of [
      ['/login', 200],
      ['/index.html', 200],
      ['/some/path', 404],
    ] as const) {
      const res = await raw(path, 'br');
      expect([path, res.status]).toEqual([path, status]);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.body).toString()).toBe(INDEX);
    }
  });

  test('a file replaced after the build is never served from its older compressed copy', async () => {
    const path = '/latest-build.json';
    writeFileSync(join(webDist, `${path}.br`), brotliCompressSync('{"version":"old"}'));
    // The deployment writes the new file later than the build wrote the compressed copy.
    const later = new Date(Date.now() + 60_000);
    writeFileSync(join(webDist, path), '{"version":"2"}');
    utimesSync(join(webDist, path), later, later);
    const res = await raw(path, 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('{"version":"2"}');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
