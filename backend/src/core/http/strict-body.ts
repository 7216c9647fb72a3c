import { z, type ZodType } from 'zod';

/**
 * Request bodies take no field their contract does not name: zod's objects drop unknown keys by
 * default, so a misspelt or invented field (`ammount`, `role`) would be silently ignored. Every
 * route's body goes through `strictBody(contract.body)` (ContractInterceptor, and the multipart
 * interceptor after multer), so each object of the contract, however deeply nested or wrapped
 * (optional, default, preprocess, refine...), refuses unknown keys with zod's `unrecognized_keys`
 * issue, which the error filter answers as 400 VALIDATION_FAILED naming each field (UNKNOWN_FIELD).
 * Schemas stay as written (forms and the OpenAPI document use them unchanged); an object that
 * declares what to do with other keys itself (`.loose()`, `.catchall()`, `.strict()`) keeps it.
 */
export function strictBody<T extends ZodType>(schema: T): T {
  return strict(schema) as T;
}

const cache = new WeakMap<ZodType, ZodType>();

/** The zod 4 definition fields this rewrite reads (internal but stable: clone() takes a def). */
interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  catchall?: ZodType;
  innerType?: ZodType;
  in?: ZodType;
  out?: ZodType;
  element?: ZodType;
  options?: readonly ZodType[];
  items?: readonly ZodType[];
  rest?: ZodType | null;
  valueType?: ZodType;
  getter?: () => ZodType;
}

function strict(schema: ZodType): ZodType {
  const cached = cache.get(schema);
  if (cached) return cached;
  const def = schema._zod.def as unknown as Def;
  const rebuilt = rewrite(schema, def);
  cache.set(schema, rebuilt);
  return rebuilt;
}

function rewrite(schema: ZodType, def: Def): ZodType {
  const clone = (changes: Partial<Def>) => schema.clone({ ...(def as object), ...changes } as never);
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, value]) => [key, strict(value)]));
      return clone({ shape, catchall: def.catchall ?? z.never() });
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
      return clone({ innerType: strict(def.innerType!) });
    case 'pipe':
      return clone({ in: strict(def.in!), out: strict(def.out!) });
    case 'array':
      return clone({ element: strict(def.element!) });
    case 'union':
      return clone({ options: def.options!.map(strict) });
    case 'tuple':
      return clone({ items: def.items!.map(strict), rest: def.rest ? strict(def.rest) : def.rest });
    case 'record':
      return clone({ valueType: strict(def.valueType!) });
    case 'lazy': {
      const getter = def.getter!;
      return clone({ getter: () => strict(getter()) });
    }
    default:
      // Scalars, enums, transforms; and intersections, whose sides each own only part of the keys.
      return schema;
  }
}
