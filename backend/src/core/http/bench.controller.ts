import { Controller, Get } from '@nestjs/common';
import { z } from 'zod';
import { Public } from '../auth/auth.decorators';
import { Contract } from './contract.decorator';

/**
 * A constant answer through the whole HTTP pipeline (throttler, auth guard, interceptors, filters),
 * the ceiling that `bench/credit` compares real calls against. Mounted only with BENCH_ROUTES=1.
 */
@Controller('bench')
export class BenchController {
  @Get('hello')
  @Public()
  @Contract({ summary: 'Bench only: a constant answer', response: z.object({ hello: z.string() }), tags: ['bench'] })
  hello(): { hello: string } {
    return { hello: 'world' };
  }
}
