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
}

export const CONTRACT_KEY = 'bo:contract';
export const Contract = (contract: RouteContract) => SetMetadata(CONTRACT_KEY, contract);
