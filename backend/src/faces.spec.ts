import 'reflect-metadata';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every context's face (`modules/<context>/index.ts`) loads whichever is required first: CommonJS
 * hands a context that is still loading to whoever requires it meanwhile, so a class another
 * context's decorators read at load time (a module in `imports`, a constructor parameter's type, a
 * base class) must already be there. Organizations and identity-access use each other; this is
 * what keeps the order of their faces' exports honest (docs/architecture.md "A public face per
 * context"). Each face is loaded first in a fresh module registry, then the others, and every Nest
 * module reachable from the faces is checked: no import, provider or constructor parameter type
 * that was still missing when its decorator ran.
 */
/** Every context folder: each has a face. */
const CONTEXTS = readdirSync(join(__dirname, 'modules'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

type Face = Record<string, unknown>;
type Class = abstract new (...args: never[]) => unknown;

const isClass = (v: unknown): v is Class => typeof v === 'function';
const isNestModule = (v: Class) =>
  ['imports', 'providers', 'controllers', 'exports'].some((key) => Reflect.hasOwnMetadata(key, v));

/** What is wrong in the Nest modules reachable from `roots`, as readable lines. */
function problems(roots: Class[]): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const checkClass = (owner: string, provider: Class) => {
    const types: unknown[] = Reflect.getMetadata('design:paramtypes', provider) ?? [];
    const injected: { index: number }[] = Reflect.getMetadata('self:paramtypes', provider) ?? [];
    types.forEach((type, index) => {
      // A type missing at decoration time is undefined (tsc) or Object (SWC's guard) with no @Inject token.
      if ((type === undefined || type === Object) && !injected.some((i) => i.index === index))
        found.push(`${owner}: ${provider.name} constructor parameter ${index} was not loaded yet`);
    });
  };
  const visit = (module: unknown, via: string) => {
    if (module === undefined || module === null) {
      found.push(`${via}: an import was not loaded yet`);
      return;
    }
    const resolved = (module as { forwardRef?: () => unknown }).forwardRef?.() ?? module;
    if (seen.has(resolved) || !isClass(resolved)) return;
    seen.add(resolved);
    const name = resolved.name;
    for (const key of ['imports', 'providers', 'controllers', 'exports']) {
      const list: unknown[] = Reflect.getMetadata(key, resolved) ?? [];
      list.forEach((entry, i) => {
        if (entry === undefined || entry === null) found.push(`${name}: ${key}[${i}] was not loaded yet`);
      });
    }
    for (const entry of (Reflect.getMetadata('providers', resolved) ?? []) as unknown[]) {
      if (isClass(entry)) checkClass(name, entry);
      else if (entry && typeof entry === 'object') {
        const p = entry as { provide?: unknown; useExisting?: unknown; useClass?: unknown };
        if (p.provide === undefined) found.push(`${name}: a provider's token was not loaded yet`);
        if ('useExisting' in p && p.useExisting === undefined) found.push(`${name}: useExisting was not loaded yet`);
        if (isClass(p.useClass)) checkClass(name, p.useClass);
      }
    }
    for (const controller of (Reflect.getMetadata('controllers', resolved) ?? []) as unknown[])
      if (isClass(controller)) checkClass(name, controller);
    for (const imported of (Reflect.getMetadata('imports', resolved) ?? []) as unknown[]) visit(imported, name);
  };
  for (const root of roots) visit(root, root.name);
  return found;
}

describe('context faces', () => {
  test.each(CONTEXTS)('loaded first, %s leaves every face and module complete', async (first) => {
    await jest.isolateModulesAsync(async () => {
      const faces = new Map<string, Face>();
      for (const context of [first, ...CONTEXTS.filter((c) => c !== first)])
        faces.set(context, (await import(`./modules/${context}`)) as Face);
      const missing = [...faces].flatMap(([context, face]) =>
        Object.entries(face)
          .filter(([, value]) => value === undefined)
          .map(([name]) => `${context}: ${name}`),
      );
      expect(missing).toEqual([]);
      const modules = [...faces.values()].flatMap((face) =>
        Object.values(face).filter((v): v is Class => isClass(v) && isNestModule(v)),
      );
      expect(modules.length).toBeGreaterThanOrEqual(CONTEXTS.length);
      expect(CONTEXTS).toContain('bookings');
      expect(problems(modules)).toEqual([]);
    });
  });
});
