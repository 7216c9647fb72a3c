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
      return unknownKeysOfUnion(def.options!, clone({ options: def.options!.map(strict) }));
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

/**
 * A union of objects (the booking calls' one body per product type): a key that no option takes is
 * refused as unknown whichever option the value was meant for, and left out before the union
 * parses it (so it is named once). Otherwise a discriminated union whose discriminator is missing or
 * wrong would answer only that, and `{ misspelt: 1 }` would not name the field. A key another option
 * takes is the matched (strict) option's to refuse. Unions of anything but plain objects: as they are.
 */
function unknownKeysOfUnion(options: readonly ZodType[], union: ZodType): ZodType {
  const defs = options.map((o) => o._zod.def as unknown as Def);
  // Objects that take other keys themselves (loose, a catchall) leave the union as it is; strict ones (catchall never) count.
  const closed = (d: Def) => !d.catchall || (d.catchall._zod.def as unknown as Def).type === 'never';
  if (!defs.every((d) => d.type === 'object' && closed(d))) return union;
  const known = new Set(defs.flatMap((d) => Object.keys(d.shape ?? {})));
  return z
    .unknown()
    .transform((value, ctx) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      const fields = value as Record<string, unknown>;
      const unknown = Object.keys(fields).filter((key) => !known.has(key));
      if (unknown.length === 0) return value;
      ctx.addIssue({ code: 'unrecognized_keys', keys: unknown, input: fields });
      return Object.fromEntries(Object.entries(fields).filter(([key]) => known.has(key)));
    })
    .pipe(union);
}
