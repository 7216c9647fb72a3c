import { SetMetadata } from '@nestjs/common';
import type { ZodType } from 'zod';

/**
 * What a route takes and answers, as shared zod schemas. The contract interceptor validates
 * (and coerces) body, query and params with it; the OpenAPI document is generated from it.
 */
export interface RouteContract {
  summary: string;
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
  response?: ZodType;
  tags?: string[];
  /**
   * A realistic request body and 200 answer, shown in the OpenAPI document (the media types'
   * `example`). Each must pass its own schema (`body` as the route takes it: strictly, no unknown
   * field); the public booking calls keep theirs in `modules/bookings/api/examples.ts`, checked by
   * `test/openapi-examples.int-spec.ts` (docs/api-conventions.md, "Examples").
   */
  examples?: RouteExamples;
}

/** What `RouteContract.examples` holds: a body the route takes and an answer it gives, as JSON. */
export interface RouteExamples {
  body?: unknown;
  response?: unknown;
}

export const CONTRACT_KEY = 'bo:contract';
export const Contract = (contract: RouteContract) => SetMetadata(CONTRACT_KEY, contract);
