/// <reference types="vite/client" />

/** Injected by tooling/build-meta.plugin.ts. */
declare const __BUILD_META__: { version: string; builtAt: string; commit?: string };

interface ImportMetaEnv {
  /** API base address (runtime configuration of the spec); `/api/v1` on the same origin by default. */
  readonly VITE_API_BASE_URL?: string;
}
