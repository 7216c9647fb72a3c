import type { PeriodLock } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { iso } from '../../../../core/read-side/sql-dates';
import { GetPeriodLock } from './get-period-lock.query';

@QueryHandler(GetPeriodLock)
export class GetPeriodLockHandler implements IQueryHandler<GetPeriodLock> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(): Promise<PeriodLock> {
    const [row] = (await this.dataSource.query(
      `SELECT locked_through AS "lockedThrough", ${iso('updated_at')} AS "updatedAt", updated_by::text AS "updatedBy"
         FROM finance.period_lock WHERE id = 1`,
    )) as PeriodLock[];
    return row ?? { lockedThrough: null, updatedAt: null, updatedBy: null };
  }
}
