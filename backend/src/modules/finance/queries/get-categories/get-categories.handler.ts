import { ACCOUNTING_CATEGORY, type AccountingCategory, PRODUCT_CATEGORY } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetCategories } from './get-categories.query';

@QueryHandler(GetCategories)
export class GetCategoriesHandler implements IQueryHandler<GetCategories> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ family }: GetCategories) {
    // Invoices take the product categories; notes and receipts the longer accounting list (spec section 3).
    const list = family === 'INVOICE' ? PRODUCT_CATEGORY : ACCOUNTING_CATEGORY;
    const off = (await this.dataSource.query(`SELECT category FROM finance.categories WHERE family = $1 AND NOT active`, [
      family,
    ])) as { category: string }[];
    const inactive = new Set(off.map((r) => r.category));
    return list.map((c) => ({ category: c.code as AccountingCategory, active: !inactive.has(c.code) }));
  }
}
