/**
 * The build's precompression: .br and .gz copies beside compressible files that decompress to the
 * same bytes; small files, binaries and build metadata are left alone.
 *
 *   npm test -w frontend        (node --test tooling/)
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './compress.plugin.mjs';

test('writes brotli and gzip copies of compressible files only', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bo-precompress-'));
  try {
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 20}`))};\n`;
    writeFileSync(join(dir, 'assets/index-abc123.js'), script);
    writeFileSync(join(dir, 'assets/tiny-def456.css'), 'a{color:red}');
    writeFileSync(join(dir, 'assets/photo-0a1b2c.png'), Buffer.alloc(4096, 7));
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify({ padding: 'x'.repeat(4096) }));

    const written = await precompress(dir);

    const js = join(dir, 'assets/index-abc123.js');
    assert.deepEqual(written.sort(), [`${js}.br`, `${js}.gz`]);
    assert.equal(brotliDecompressSync(readFileSync(`${js}.br`)).toString(), script);
    assert.equal(gunzipSync(readFileSync(`${js}.gz`)).toString(), script);
    assert.equal(existsSync(join(dir, '.vite/manifest.json.br')), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
