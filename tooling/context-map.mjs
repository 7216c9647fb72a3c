#!/usr/bin/env node
/**
 * The dependency picture of the backend's contexts, read from the code: which context imports
 * which other context's face (`modules/<context>/index.ts`) and what it takes from it.
 * docs/architecture.md holds its output between `<!-- context-map -->` markers, and
 * tooling/context-map.test.mjs fails when the two differ.
 *
 *   node tooling/context-map.mjs        prints the table (paste it into docs/architecture.md)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MODULES = fileURLToPath(new URL('../backend/src/modules/', import.meta.url));

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.ts$/.test(e.name) && !/\.(spec|int-spec)\.ts$/.test(e.name) ? [p] : [];
  });

/** Edges `{ from, to, names }`, sorted, `names` sorted and unique (types included, `type` dropped). */
export function contextMap(modules = MODULES) {
  const edges = new Map();
  for (const file of sourceFiles(modules)) {
    const own = path.relative(modules, file).split(path.sep)[0];
    const src = readFileSync(file, 'utf8');
    for (const m of src.matchAll(/(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s+'(\.[^']*)'/g)) {
      const target = path.relative(modules, path.resolve(path.dirname(file), m[2]));
      const [to, ...rest] = target.split(path.sep);
      if (target.startsWith('..') || to === own || !['', 'index'].includes(rest.join('/'))) continue;
      const key = `${own} ${to}`;
      if (!edges.has(key)) edges.set(key, { from: own, to, names: new Set() });
      for (const name of m[1].split(',')) {
        const n = name
          .replace(/^\s*type\s+/, '')
          .trim()
          .split(/\s+as\s+/)[0];
        if (n) edges.get(key).names.add(n);
      }
    }
  }
  return [...edges.values()]
    .map((e) => ({ ...e, names: [...e.names].sort() }))
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/** The markdown table of the edges. */
export function contextMapTable(edges = contextMap()) {
  const rows = edges.map((e) => `| ${e.from} | ${e.to} | ${e.names.join(', ')} |`);
  return ['| context | imports the face of | taking |', '| --- | --- | --- |', ...rows].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(contextMapTable());
