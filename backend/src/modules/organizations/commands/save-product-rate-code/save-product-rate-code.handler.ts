import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { targetOrganization } from '../../../../core/auth/tenancy';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { actionResult } from '../../../../core/http/action-result';
import { rateCodeOf } from '../organization-input';
import { OrganizationWriter } from '../organization-writer.service';
import { SaveProductRateCode } from './save-product-rate-code.command';

@CommandHandler(SaveProductRateCode)
export class SaveProductRateCodeHandler implements ICommandHandler<SaveProductRateCode> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly writer: OrganizationWriter,
  ) {}

  async execute({ actor, body }: SaveProductRateCode) {
    const organizationId = targetOrganization(actor, body.organizationId);
    const existing = 'productRateCodeId' in body ? body.productRateCodeId : undefined;
    const productRateCodeId = existing ?? randomUUID();
    const rateCode = { productRateCodeId, ...rateCodeOf(body) };
    await this.uow.run((manager) =>
      this.writer.execute(
        manager,
        organizationId,
        existing ? { type: 'UpdateRateCode', rateCode } : { type: 'AddRateCode', rateCode },
      ),
    );
    return { ...actionResult(existing ? 'PRODUCT_RATE_CODE_UPDATED' : 'PRODUCT_RATE_CODE_CREATED'), productRateCodeId };
  }
}
