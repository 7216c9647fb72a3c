import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { exportRunListQuerySchema, exportRunListSchema, exportRunParamsSchema, exportRunSchema } from '@bo/shared';
import type { Response } from 'express';
import { CurrentActor, SignedIn } from '../auth/auth.decorators';
import type { Actor } from '../context/request-context';
import { Contract } from '../http/contract.decorator';
import { ExportRuns } from './export-runs.service';

const tags = ['exports'];

/**
 * `/bo/Export` (ours; the spec names only the calls that start exports): the caller's export runs,
 * their progress and files. Each run is its requester's alone (another's answers 404); who may
 * start a kind is decided by the context's starting call.
 */
@Controller('bo/Export')
export class ExportsController {
  constructor(private readonly runs: ExportRuns) {}

  @Get('runs')
  @SignedIn()
  @Contract({
    summary: "The caller's recent export runs (newest first), of one kind or all",
    query: exportRunListQuerySchema,
    response: exportRunListSchema,
    tags,
  })
  list(@CurrentActor() actor: Actor, @Query() query: { kind?: string }) {
    return this.runs.list(actor, query.kind);
  }

  @Get('runs/:id')
  @SignedIn()
  @Contract({ summary: 'One export run: status and progress', params: exportRunParamsSchema, response: exportRunSchema, tags })
  one(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return this.runs.one(actor, id);
  }

  @Get('runs/:id/file')
  @SignedIn()
  @Contract({ summary: "The run's file once ready (409 EXPORT_NOT_READY before)", params: exportRunParamsSchema, tags })
  file(@CurrentActor() actor: Actor, @Param('id') id: string, @Res() res: Response) {
    return this.runs.send(actor, id, res);
  }
}
