import type { Plugin } from 'vite';

/** Writes .br and .gz copies beside the compressible files of `dir`; resolves to the files written. */
export function precompress(dir: string): Promise<string[]>;
/** Vite plugin: precompress the build output once it is written. */
export function precompressPlugin(): Plugin;
