import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { z } from 'zod';
import { CONTRACT_KEY, type RouteContract } from './contract.decorator';
import { MULTIPART_KEY } from './multipart';
import { strictBody } from './strict-body';

/** A write whose contract names no body takes none: any field sent is an unknown one. */
const NO_BODY = z.object({});
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Validates a request against its route's contract; handlers receive parsed, typed values. A body
 * takes no field its contract does not name (`strictBody`): 400 UNKNOWN_FIELD for each.
 */
@Injectable()
export class ContractInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const contract = this.reflector.get<RouteContract | undefined>(CONTRACT_KEY, context.getHandler());
    if (contract && context.getType() === 'http') {
      const req = context.switchToHttp().getRequest<Request>();
      // parse() throws a ZodError, which the error filter answers as 400 VALIDATION_FAILED.
      // Multipart bodies are read later, by the route's own upload interceptor, which validates them.
      const multipart = this.reflector.get<boolean | undefined>(MULTIPART_KEY, context.getHandler());
      if (contract.body && !multipart) req.body = strictBody(contract.body).parse(req.body ?? {});
      else if (!multipart && WRITES.has(req.method)) strictBody(NO_BODY).parse(req.body ?? {});
      if (contract.query) Object.defineProperty(req, 'query', { value: contract.query.parse(req.query), writable: true });
      if (contract.params) req.params = contract.params.parse(req.params) as Request['params'];
    }
    return next.handle();
  }
}
