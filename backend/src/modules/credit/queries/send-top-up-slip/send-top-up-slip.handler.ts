import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { assertStaff } from '../../../../core/auth/tenancy';
import { AppError } from '../../../../core/errors/app-error';
import { StorageService } from '../../../../core/storage/storage.service';
import { SYSTEM_ORGANIZATION_ID } from '../../domain/credit.events';
import { SendTopUpSlip } from './send-top-up-slip.query';

/** The bank-in slip, for the requesting organization and the provider's staff only. */
@QueryHandler(SendTopUpSlip)
export class SendTopUpSlipHandler implements IQueryHandler<SendTopUpSlip> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
  ) {}

  async execute({ actor, book, topUpId, res }: SendTopUpSlip): Promise<void> {
    const [row] = (await this.dataSource.query(`SELECT organization_id, slip_file_id FROM credit.top_ups WHERE id = $1`, [
      topUpId,
    ])) as { organization_id: string; slip_file_id: string | null }[];
    const inBook = row && (row.organization_id === SYSTEM_ORGANIZATION_ID) === (book === 'system');
    const visible = inBook && (actor.organizationId === null || actor.organizationId === row.organization_id);
    if (!visible || !row.slip_file_id) throw new AppError('RECORD_NOT_FOUND');
    if (book === 'system') assertStaff(actor);
    await this.storage.send(res, row.slip_file_id);
  }
}
