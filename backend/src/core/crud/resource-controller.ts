import { applyDecorators, Body, Controller, Get, HttpCode, Inject, Post, Query, type Type } from '@nestjs/common';
import type { SuccessCode } from '@bo/shared';
import { CurrentActor, RequireAnyPermission, RequirePermission } from '../auth/auth.decorators';
import { assertStaff } from '../auth/tenancy';
import type { Actor } from '../context/request-context';
import { actionResult } from '../http/action-result';
import { Contract, type RouteContract } from '../http/contract.decorator';
import type { AuditedResource } from './audited-resource';

/** Who may call a route: one permission (`''`: any signed-in user), or any one of several. */
export type RoutePermission = string | readonly [string, ...string[]];

/** One route of a resource: its path under the controller's, its permission and its contract (tags aside). */
export interface ResourceRoute extends Omit<RouteContract, 'tags'> {
  path: string;
  permission: RoutePermission;
}

/** A write: answers `{ code, message }` of its success code and the record under `as`. */
export interface WriteRoute extends ResourceRoute {
  success: SuccessCode;
  as: string;
}

/** A deletion: answers `{ code, message }` and the id it was given under `id` (the body's field naming it). */
export interface DeleteRoute extends ResourceRoute {
  success: SuccessCode;
  id: string;
}

/** A read: GET with the query, or POST (200) with the body. */
export interface ReadRoute extends ResourceRoute {
  method: 'GET' | 'POST';
}

/**
 * The routes of one resource's controller (the spec's paths, kept as they are). Every route is
 * optional; a controller extending the generated class adds the resource's other routes.
 */
export interface ResourceRoutes {
  /** The class name (logs, the OpenAPI fallback tag): `FacilitiesController`. */
  name: string;
  /** The controller's path: `bo/RWTDIYHotel`. */
  path: string;
  tags: string[];
  /** The service serving the resource (an `AuditedResource`), injected. */
  service: Type<AuditedResource<object, string | number, never, never, never, never>> | Type<unknown>;
  /** Writes are the provider's staff's (`assertStaff`): yes unless false. */
  staffOnly?: boolean;
  create?: WriteRoute;
  update?: WriteRoute;
  delete?: DeleteRoute;
  /** The whole list (`AuditedResource.list`). */
  list?: ReadRoute;
  /** A page (`AuditedResource.page`). */
  page?: ReadRoute;
  /** One record by the query's `id` field (`AuditedResource.one`). */
  get?: ReadRoute & { id: string };
}

type AnyResource = AuditedResource<object, string | number, unknown, unknown, unknown, never>;
type Input = Record<string, unknown>;

const permissionOf = (p: RoutePermission) =>
  typeof p === 'string' ? RequirePermission(p) : RequireAnyPermission(...(p as [string, ...string[]]));

/**
 * The decorators of one route (method, status, permission, contract) and of its parameters, on a
 * method of a class made in code (this file's controllers, finance's document calls).
 */
export function decorateRoute(
  proto: object,
  key: string,
  route: ResourceRoute,
  method: 'GET' | 'POST',
  tags: string[],
  params: readonly ('actor' | 'body' | 'query')[],
): void {
  const { path, permission, ...contract } = route as ResourceRoute & {
    method?: unknown;
    success?: unknown;
    as?: unknown;
    id?: unknown;
  };
  delete contract.method;
  delete contract.success;
  delete contract.as;
  delete contract.id;
  const decorators = method === 'GET' ? [Get(path)] : [Post(path), HttpCode(200)];
  decorators.push(permissionOf(permission), Contract({ ...contract, tags }));
  applyDecorators(...decorators)(proto, key, Object.getOwnPropertyDescriptor(proto, key)!);
  const made = { actor: CurrentActor, body: Body, query: Query };
  params.forEach((p, index) => made[p]()(proto, key, index));
}

/**
 * A Nest controller class serving a resource's routes through its `AuditedResource`, answering as
 * every hand-written controller did: writes `{ code, message, <as>: record }` (the success
 * catalogue's toast), deletions `{ code, message, <id>: id }`, reads the service's answer. Routes
 * not given are not mounted. Extend the class for the resource's other routes:
 *
 *   export class BanksController extends resourceController({ name: 'BanksController', ... }) { ... }
 */
export function resourceController(spec: ResourceRoutes): Type<{ readonly resource: AnyResource }> {
  const staff = (actor: Actor) => {
    if (spec.staffOnly !== false) assertStaff(actor);
  };

  @Controller(spec.path)
  class ResourceController {
    constructor(@Inject(spec.service) readonly resource: AnyResource) {}

    async create(actor: Actor, body: Input) {
      staff(actor);
      return { ...actionResult(spec.create!.success), [spec.create!.as]: await this.resource.add(body) };
    }

    async update(actor: Actor, body: Input) {
      staff(actor);
      return { ...actionResult(spec.update!.success), [spec.update!.as]: await this.resource.edit(body) };
    }

    async delete(actor: Actor, body: Input) {
      staff(actor);
      const id = body[spec.delete!.id] as string | number;
      await this.resource.remove(id);
      return { ...actionResult(spec.delete!.success), [spec.delete!.id]: id };
    }

    list(input: Input) {
      return this.resource.list(input);
    }

    page(input: Input) {
      return this.resource.page(input as never);
    }

    get(input: Input) {
      return this.resource.one(input[spec.get!.id] as string | number);
    }
  }

  const proto = ResourceController.prototype;
  const { tags } = spec;
  if (spec.create) decorateRoute(proto, 'create', spec.create, 'POST', tags, ['actor', 'body']);
  if (spec.update) decorateRoute(proto, 'update', spec.update, 'POST', tags, ['actor', 'body']);
  if (spec.delete) decorateRoute(proto, 'delete', spec.delete, 'POST', tags, ['actor', 'body']);
  for (const key of ['list', 'page', 'get'] as const) {
    const route = spec[key];
    if (route) decorateRoute(proto, key, route, route.method, tags, [route.method === 'GET' ? 'query' : 'body']);
  }
  Object.defineProperty(ResourceController, 'name', { value: spec.name });
  return ResourceController;
}
