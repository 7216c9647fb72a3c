import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** What the web app knows about its own build (spec section 7, "Build version checks"). */
export interface BuildMeta {
  version: string;
  builtAt: string;
  commit?: string;
}

export const BUILD_META_FILE = 'build-meta.json';
export const LATEST_BUILD_FILE = 'latest-build.json';

function gitCommit(cwd: string): string | undefined {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

export function readBuildMeta(root: string): BuildMeta {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  const commit = gitCommit(root);
  return { version: pkg.version, builtAt: new Date().toISOString(), ...(commit ? { commit } : {}) };
}

/**
 * Writes `dist/build-meta.json` (the build this bundle belongs to) and `dist/latest-build.json`
 * (polled hourly by the running app to notice a newer deployment), and exposes the same object to
 * the code as `__BUILD_META__`. In dev both files are served from memory.
 */
export function buildMetaPlugin(): Plugin {
  let meta: BuildMeta;
  return {
    name: 'bo-build-meta',
    config(config) {
      meta = readBuildMeta(config.root ?? process.cwd());
      return { define: { __BUILD_META__: JSON.stringify(meta) } };
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0];
        if (path !== `/${BUILD_META_FILE}` && path !== `/${LATEST_BUILD_FILE}`) return next();
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-store');
        res.end(JSON.stringify(meta));
      });
    },
    generateBundle() {
      const source = `${JSON.stringify(meta, null, 2)}\n`;
      this.emitFile({ type: 'asset', fileName: BUILD_META_FILE, source });
      this.emitFile({ type: 'asset', fileName: LATEST_BUILD_FILE, source });
    },
  };
}
