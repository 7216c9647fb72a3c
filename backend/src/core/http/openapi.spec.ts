import { assertEveryRouteGuarded, type RouteInfo } from './openapi';

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
