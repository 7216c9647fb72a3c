import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildMetaPlugin } from './tooling/build-meta.plugin.ts';
import { precompressPlugin } from './tooling/compress.plugin.mjs';

/**
 * recharts (the report charts, @mantine/charts) uses Redux Toolkit too. One module shared by the
 * login screen's chunks and the report chunk would keep, in the login bundle, every part of it
 * either uses (recharts' listener middleware...): recharts gets its own copy, in the report chunk.
 */
const rechartsOwnRedux = (): Plugin => ({
  name: 'recharts-own-redux',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer?.includes('/node_modules/recharts/') || source !== '@reduxjs/toolkit') return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && { ...resolved, id: `${resolved.id}?recharts` };
  },
});

/**
 * A feature's public face (`features/<feature>/index.ts`, docs/architecture.md "Web app") only
 * re-exports. Marked free of side effects, a chunk importing one name through it gets that name's
 * module alone, as if it named the module's own path; otherwise every module the face lists that has
 * a top-level statement (an api's injectEndpoints, a component's column helpers) would come along.
 */
const FEATURE_FACE = /\/src\/features\/[^/]+\/index\.ts$/;

/** Where `npm run dev` forwards API and live-channel traffic (the NestJS API). */
const apiTarget = process.env.BO_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // precompressPlugin: .br/.gz beside the output, which the API sends (backend/src/core/http/web-app.ts).
  plugins: [react(), rechartsOwnRedux(), buildMetaPlugin(), precompressPlugin()],
  resolve: {
    alias: [
      // Contracts come from the shared workspace's sources (no build step needed for the web app);
      // `@bo/shared/<path>` reaches one module of it (lib/shell-messages.ts).
      { find: /^@bo\/shared$/, replacement: fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)) },
      { find: /^@bo\/shared\/(.*)$/, replacement: `${fileURLToPath(new URL('../shared/src/', import.meta.url))}$1` },
    ],
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.FRONTEND_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    // `.vite/manifest.json` lets bench/bundle work out what the login screen downloads.
    manifest: true,
    // Maps are written for error tracking but not referenced from the bundles.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 600,
    // Anything else: undefined, the bundler's own judgement (package.json `sideEffects` included).
    rolldownOptions: { treeshake: { moduleSideEffects: (id) => (FEATURE_FACE.test(id) ? false : undefined) } },
  },
});
