import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Component tests (`src/**\/*.test.tsx`): the app's own Vite config (aliases, React) in jsdom, the
 * real i18n catalogues, store and RTK Query, the API answered by a local HTTP server
 * (src/test/api-server.ts). No browser: layout is the e2e specs' (e2e/specs/lists-phone).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.tsx'],
      setupFiles: ['./src/test/setup.ts'],
      // CSS modules give their real class names, so a test can find what the stylesheet targets.
      css: { include: [/\.module\.css$/], modules: { classNameStrategy: 'non-scoped' } },
      restoreMocks: true,
      testTimeout: 15_000,
    },
  }),
);
