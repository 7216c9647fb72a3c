import { Command } from '@nestjs/cqrs';
import type { ActionResult, CreateProductRateCodeRequest, UpdateProductRateCodeRequest } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** Adds a product rate code (no id) or updates one (with its id); unique per product type. */
export class SaveProductRateCode extends Command<ActionResult & { productRateCodeId: string }> {
  constructor(
    readonly actor: Actor,
    readonly body: CreateProductRateCodeRequest | UpdateProductRateCodeRequest,
  ) {
    super();
  }
}
