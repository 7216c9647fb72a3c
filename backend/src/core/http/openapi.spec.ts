import { z } from 'zod';
import { assertEveryRouteGuarded, type RouteInfo, SchemaComponents } from './openapi';

const route = (overrides: Partial<RouteInfo>): RouteInfo => ({
  method: 'GET',
  path: '/api/v1/x',
  isPublic: false,
  permission: 'x.view',
  contract: undefined,
  controller: 'XController',
  handler: 'x',
  ...overrides,
});

describe('assertEveryRouteGuarded', () => {
  test('accepts public routes and routes with a permission (or signed-in only)', () => {
    expect(() =>
      assertEveryRouteGuarded([route({}), route({ isPublic: true, permission: undefined }), route({ permission: '' })]),
    ).not.toThrow();
  });

  test('refuses to start with a route that is neither, and names it', () => {
    expect(() =>
      assertEveryRouteGuarded([route({}), route({ method: 'POST', path: '/api/v1/open', permission: undefined })]),
    ).toThrow('POST /api/v1/open');
  });
});

describe('SchemaComponents', () => {
  type Node = { name: string; children: Node[] };
  const anonymous: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(anonymous) }));

  test('lifts a recursive schema into a named component and drops $schema', () => {
    const components = new SchemaComponents();
    const root = components.convert(z.object({ tree: anonymous, list: z.array(anonymous) }));
    expect(root.$schema).toBeUndefined();
    expect(root.$defs).toBeUndefined();
    const [name] = Object.keys(components.schemas);
    expect(Object.keys(components.schemas)).toHaveLength(1);
    const ref = { $ref: `#/components/schemas/${name}` };
    expect(root.properties).toEqual({ tree: ref, list: { type: 'array', items: ref } });
    expect(components.schemas[name]).toMatchObject({ properties: { children: { type: 'array', items: ref } } });
  });

  test('the same schema met twice is one component', () => {
    const components = new SchemaComponents();
    components.convert(z.array(anonymous));
    components.convert(z.object({ nodes: z.array(anonymous) }));
    expect(Object.keys(components.schemas)).toHaveLength(1);
  });
});
