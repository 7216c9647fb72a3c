import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { PERMISSIONS, type PriceQuoteBody, priceQuoteResultSchema, priceQuoteSchema } from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import type { Actor } from '../../../core/context/request-context';
import { Contract } from '../../../core/http/contract.decorator';
import { QuoteService } from './quote.service';

/** `POST /markup/test`: the price quote, "Why this price" (docs/pricing.md). */
@Controller('markup')
export class QuoteController {
  constructor(private readonly quotes: QuoteService) {}

  @Post('test')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.markupsView)
  @Contract({
    summary:
      'Price a sale for an organization (B2B; an agency user its own) or a consumer (B2C): each option line by line (supplier cost, mark-up, fees, taxes) with the rule versions used',
    body: priceQuoteSchema,
    response: priceQuoteResultSchema,
    tags: ['pricing'],
  })
  quote(@CurrentActor() actor: Actor, @Body() body: PriceQuoteBody) {
    return this.quotes.quote(actor, body);
  }
}
