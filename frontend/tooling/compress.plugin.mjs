import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // `.vite/manifest.json` is build metadata the server never serves.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside every compressible file of
 * `dir` of at least 1 KB, when smaller than the file. The API sends them to browsers that accept
 * them (backend/src/core/http/web-app.ts): compressed once at build, not on every request.
 * Resolves to the list of files written.
 */
export async function precompress(dir) {
  const written = [];
  for await (const path of walk(dir)) {
    if (!COMPRESSIBLE.has(extname(path)) || (await stat(path)).size < MIN_BYTES) continue;
    const source = await readFile(path);
    const [br, gzipped] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gz(source, { level: 9 }),
    ]);
    for (const [suffix, bytes] of [
      ['.br', br],
      ['.gz', gzipped],
    ]) {
      if (bytes.length >= source.length) continue;
      await writeFile(path + suffix, bytes);
      written.push(path + suffix);
    }
  }
  return written;
}

/** Vite plugin: precompress the build output once it is written (`vite build`, any `--outDir`). */
export function precompressPlugin() {
  return {
    name: 'bo-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (options.dir) await precompress(options.dir);
    },
  };
}
