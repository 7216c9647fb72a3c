import { createHash } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { SwaggerModule } from '@nestjs/swagger';
import { z, type ZodType } from 'zod';
import { apiErrorSchema } from '@bo/shared';
import { PERMISSION_KEY, PUBLIC_KEY } from '../auth/auth.decorators';
import { CONTRACT_KEY, type RouteContract } from './contract.decorator';

export interface RouteInfo {
  method: string;
  path: string;
  isPublic: boolean;
  /** '' = any signed-in user; a list = any one of them (`RequireAnyPermission`). */
  permission: string | string[] | undefined;
  contract: RouteContract | undefined;
  controller: string;
  handler: string;
}

type Json = Record<string, unknown>;

/**
 * JSON Schemas for one OpenAPI document. zod writes each schema as a standalone document: a
 * `$schema` key, and nested definitions (a recursive schema such as the menu entry, or one with
 * `.meta({ id })`) under its own `$defs`, referenced as `#/$defs/<key>`, which inside OpenAPI points
 * at the document's root and dangles. Here those definitions become named components
 * (`#/components/schemas/<id>`; give a recursive schema `.meta({ id: 'Name' })` for a readable name)
 * and `$schema` is dropped.
 */
export class SchemaComponents {
  readonly schemas: Record<string, Json> = {};

  convert(schema: ZodType): Json {
    const { $schema: _dialect, $defs, ...root } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
    const defs = ($defs ?? {}) as Record<string, Json>;
    const names = new Map(Object.entries(defs).map(([key, def]) => [key, componentName(key, def)]));
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (!value || typeof value !== 'object') return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => {
          if (key === '$ref' && typeof item === 'string' && item.startsWith('#/$defs/')) {
            const name = names.get(item.slice('#/$defs/'.length));
            if (!name) throw new Error(`OpenAPI: ${item} has no definition`);
            return [key, `#/components/schemas/${name}`];
          }
          return [key, rewrite(item)];
        }),
      );
    };
    for (const [key, def] of Object.entries(defs)) {
      const name = names.get(key)!;
      const component = rewrite(def) as Json;
      const known = this.schemas[name];
      if (known && JSON.stringify(known) !== JSON.stringify(component))
        throw new Error(`OpenAPI: two different schemas are named ${name}`);
      this.schemas[name] = component;
    }
    return rewrite(root) as Json;
  }
}

/** A definition's id (`.meta({ id })`), or for zod's anonymous `__schemaN` a name from its content. */
function componentName(key: string, def: Json): string {
  if (!/^__schema\d+$/.test(key)) return key.replace(/[^A-Za-z0-9_.-]/g, '_');
  return `Schema_${createHash('sha1').update(JSON.stringify(def)).digest('hex').slice(0, 10)}`;
}
const joinPath = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');

/** Every HTTP route of the app with its guard and contract metadata (OpenAPI and the guard check). */
export function listRoutes(app: INestApplication, prefix: string): RouteInfo[] {
  const discovery = app.get(DiscoveryService);
  const scanner = app.get(MetadataScanner);
  const routes: RouteInfo[] = [];
  for (const wrapper of discovery.getControllers()) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const base = (Reflect.getMetadata(PATH_METADATA, metatype) as string | undefined) ?? '';
    const proto = Object.getPrototypeOf(instance) as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(proto)) {
      const handler = proto[name] as object;
      const sub = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (sub === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      const read = <T>(key: string) => (Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, metatype)) as T;
      for (const p of Array.isArray(sub) ? sub : [sub]) {
        routes.push({
          method,
          path: joinPath(prefix, base, p),
          isPublic: read<boolean | undefined>(PUBLIC_KEY) === true,
          permission: read<string | string[] | undefined>(PERMISSION_KEY),
          contract: Reflect.getMetadata(CONTRACT_KEY, handler) as RouteContract | undefined,
          controller: metatype.name,
          handler: name,
        });
      }
    }
  }
  return routes;
}

/** Refuses to start when a route is neither @Public nor guarded by a permission. */
export function assertEveryRouteGuarded(routes: RouteInfo[]): void {
  const open = routes.filter((r) => !r.isPublic && r.permission === undefined);
  if (open.length) {
    throw new Error(`Routes without @Public or @RequirePermission: ${open.map((r) => `${r.method} ${r.path}`).join(', ')}`);
  }
}

/** OpenAPI 3.1 generated from the shared zod contracts, served at /api/docs (JSON at /api/docs-json). */
export function setupOpenApi(app: INestApplication, routes: RouteInfo[]): void {
  const paths: Record<string, Record<string, unknown>> = {};
  const components = new SchemaComponents();
  const jsonSchema = (schema: ZodType) => components.convert(schema);
  const errorResponse = { description: 'Error', content: { 'application/json': { schema: jsonSchema(apiErrorSchema) } } };
  // A media type: its schema, and the contract's example when it has one (OpenAPI 3.1 `example`).
  const media = (schema: ZodType, example: unknown) => ({
    schema: jsonSchema(schema),
    ...(example === undefined ? {} : { example }),
  });
  for (const r of routes) {
    const c = r.contract;
    const oaPath = r.path.replace(/:(\w+)/g, '{$1}');
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ['query', c?.query],
      ['path', c?.params],
    ] as const) {
      const props = schema ? ((jsonSchema(schema).properties ?? {}) as Record<string, unknown>) : {};
      for (const [name, s] of Object.entries(props)) parameters.push({ name, in: where, schema: s, required: where === 'path' });
    }
    for (const m of oaPath.matchAll(/\{(\w+)\}/g)) {
      if (!parameters.some((p) => (p as { name: string }).name === m[1]))
        parameters.push({ name: m[1], in: 'path', required: true, schema: { type: 'string' } });
    }
    (paths[oaPath] ??= {})[r.method.toLowerCase()] = {
      summary: c?.summary ?? r.handler,
      tags: c?.tags ?? [r.controller.replace(/Controller$/, '')],
      security: r.isPublic ? [] : [{ bearer: [] }],
      ...(r.permission ? { 'x-permission': r.permission } : {}),
      parameters,
      ...(c?.body ? { requestBody: { required: true, content: { 'application/json': media(c.body, c.examples?.body) } } } : {}),
      responses: {
        '200': {
          description: 'OK',
          ...(c?.response ? { content: { 'application/json': media(c.response, c.examples?.response) } } : {}),
        },
        '4XX': errorResponse,
        '5XX': errorResponse,
      },
    };
  }
  const document = {
    openapi: '3.1.0',
    info: { title: 'Travel back office API', version: '1' },
    components: {
      schemas: components.schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
  SwaggerModule.setup('api/docs', app, document as never, { jsonDocumentUrl: 'api/docs-json' });
}
