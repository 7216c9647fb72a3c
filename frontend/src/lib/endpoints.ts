import type { BaseQueryError, BaseQueryMeta, EndpointBuilder, FetchArgs, ResultDescription } from '@reduxjs/toolkit/query/react';
import type { z } from 'zod';
import { parse, type ApiExtraOptions, type baseQuery } from './api';

type Base = typeof baseQuery;

/** What an endpoint provides or invalidates: RTK Query's tag list or its function of (result, error, argument). */
export type Tags<T extends string, R, A> = ResultDescription<T, R, A, BaseQueryError<Base>, BaseQueryMeta<Base>>;

/** The rest of an endpoint definition, where a call needs it (anonymous calls, how long an answer is kept). */
export interface EndpointOptions {
  extraOptions?: ApiExtraOptions;
  keepUnusedDataFor?: number;
}

/** What an endpoint sends for its argument (RTK Query's `query`). */
export type Request<A> = (arg: A) => string | FetchArgs;

/**
 * The requests of one API root (`base`, e.g. 'bo/ServiceFee'), each named by its call:
 * `get` sends the argument as the query string, `getBy` one id as the query parameter `key`,
 * `send` the argument as the JSON body (POST unless said), `sendBy` one id as the body `{ [key]: id }`.
 */
export function callsOf(base: string) {
  const url = (call: string) => [base, call].filter(Boolean).join('/');
  return {
    get:
      <A = void>(call: string): Request<NoInfer<A>> =>
      (params: A) =>
        params === undefined ? url(call) : { url: url(call), params: params as Record<string, unknown> },
    getBy:
      (call: string, key: string): Request<string> =>
      (id) => ({ url: url(call), params: { [key]: id } }),
    send:
      <A>(call: string, method = 'POST'): Request<A> =>
      (body) => ({ url: url(call), method, body }),
    sendBy:
      (call: string, key: string, method = 'POST'): Request<string> =>
      (id) => ({ url: url(call), method, body: { [key]: id } }),
  };
}

/** Tags of one record, by the id the query was asked with: `[{ type, id }]`. */
export const byId =
  <T extends string>(type: T) =>
  (_result: unknown, _error: unknown, id: string) => [{ type, id }];

/**
 * The endpoint blocks of a feature's api, generated from the shared contract of each call: a
 * `read` (query) or `write` (mutation) is its request, the shared zod schema its answer is
 * checked with (`transformResponse`; the endpoint's data type is the schema's), the tags it
 * provides or invalidates and, where a call needs them, its other options. Hook names follow
 * the endpoint keys as RTK Query makes them.
 *
 *   const { read, write } = endpointsOf(build);
 *   serviceFee: read(fees.getBy('get', 'serviceFeeID'), serviceFeeSchema, byId('ServiceFee')),
 *   createServiceFee: write(fees.send<CreateServiceFeeBody>('create'), serviceFeeResultSchema, [FEES]),
 */
export function endpointsOf<T extends string, P extends string>(build: EndpointBuilder<Base, T, P>) {
  return {
    read: <S extends z.ZodType, A = void>(
      request: Request<A>,
      schema: S,
      provides?: Tags<T, z.infer<S>, A>,
      options?: EndpointOptions,
    ) => build.query<z.infer<S>, A>({ query: request, transformResponse: parse(schema), providesTags: provides, ...options }),
    write: <S extends z.ZodType, A = void>(
      request: Request<A>,
      schema: S,
      invalidates?: Tags<T, z.infer<S>, A>,
      options?: EndpointOptions,
    ) =>
      build.mutation<z.infer<S>, A>({
        query: request,
        transformResponse: parse(schema),
        invalidatesTags: invalidates,
        ...options,
      }),
  };
}
