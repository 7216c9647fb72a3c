import { Inject } from '@nestjs/common';
import { z } from 'zod';

/**
 * One part's settings: the environment variables it reads, parsed with its own zod schema
 * (`modules/<context>/<context>.config.ts`, referenced as `config` from its definition; the
 * platform's own is `PLATFORM_CONFIG` in `config.ts`). `loadConfig` parses every part's section
 * from the same environment into one object, refusing a key two parts declare; a context reads its
 * typed section by injection (`@InjectConfig(WIDGETS_CONFIG) config: WidgetsConfig`) or, where
 * nothing is injected (a seed), with `sectionOf(config, WIDGETS_CONFIG)`.
 */
export interface ConfigSection<T extends object = object> {
  /** The part that declares it, for errors. */
  readonly name: string;
  readonly schema: z.ZodType<T>;
  /** Its environment variables (the keys of its schema). */
  readonly keys: readonly string[];
  /** Nest injection token of the section's value. */
  readonly token: symbol;
}

/** The parsed value of a section. */
export type SectionOf<S> = S extends ConfigSection<infer T> ? T : never;

/** A section of the variables in `shape` (each with its default: an empty environment is valid). */
export function configSection<S extends z.ZodRawShape>(name: string, shape: S): ConfigSection<z.output<z.ZodObject<S>>> {
  return {
    name,
    schema: z.object(shape) as unknown as z.ZodType<z.output<z.ZodObject<S>>>,
    keys: Object.keys(shape),
    token: Symbol(`config:${name}`),
  };
}

/** Injects the section's value (provided by `CoreModule` for every context that declares one). */
export const InjectConfig = (section: ConfigSection): ParameterDecorator & PropertyDecorator => Inject(section.token);

/**
 * The loaded configuration seen as one section. The value is the loaded object itself (so a test
 * that changes a setting on the running app's config is seen by the context); it refuses a
 * configuration loaded without that section.
 */
export function sectionOf<T extends object>(config: object, section: ConfigSection<T>): T {
  const missing = section.keys.filter((key) => !(key in config));
  if (missing.length > 0) throw new Error(`configuration section ${section.name} was not loaded (missing ${missing.join(', ')})`);
  return config as T;
}

/** An http(s) URL, or '' for "not set". The message names the variable, never its value. */
export function httpUrlOrEmpty(name: string) {
  return z
    .string()
    .default('')
    .refine((v) => {
      if (v === '') return true;
      try {
        return ['http:', 'https:'].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `${name} must be an http(s) URL`);
}
