import { Query } from '@nestjs/cqrs';
import type { PeriodLock } from '@bo/shared';

/** The months closed to documents. */
export class GetPeriodLock extends Query<PeriodLock> {}
