import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { PaymentBankOption } from '@bo/shared';

const COLUMNS = `id, payment_method AS "paymentMethod", gateway_payment_id AS "gatewayPaymentId", payment_bank_id AS "paymentBankId",
  payment_bank_name AS "paymentBankName", sort_order AS "sortOrder", active`;

export type PaymentBankOptionRow = Omit<PaymentBankOption, 'id'>;

/** The SQL of `settings.payment_bank_options`. Writes take the caller's transaction manager. */
@Injectable()
export class PaymentBankOptionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  list(
    filter: { paymentMethod?: string; activeOnly: boolean },
    m: EntityManager = this.dataSource.manager,
  ): Promise<PaymentBankOption[]> {
    return m.query(
      `SELECT ${COLUMNS} FROM settings.payment_bank_options
        WHERE ($1::text IS NULL OR payment_method = $1) AND (active OR NOT $2)
        ORDER BY payment_method, sort_order, lower(payment_bank_name), payment_bank_id`,
      [filter.paymentMethod ?? null, filter.activeOnly],
    );
  }

  async find(m: EntityManager, id: string, options: { forUpdate?: boolean } = {}): Promise<PaymentBankOption | undefined> {
    const rows = (await m.query(
      `SELECT ${COLUMNS} FROM settings.payment_bank_options WHERE id = $1 ${options.forUpdate ? 'FOR UPDATE' : ''}`,
      [id],
    )) as PaymentBankOption[];
    return rows[0];
  }

  async insert(m: EntityManager, o: PaymentBankOptionRow): Promise<string> {
    const [{ id }] = (await m.query(
      `INSERT INTO settings.payment_bank_options
         (payment_method, gateway_payment_id, payment_bank_id, payment_bank_name, sort_order, active)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [o.paymentMethod, o.gatewayPaymentId, o.paymentBankId, o.paymentBankName, o.sortOrder, o.active],
    )) as { id: string }[];
    return id;
  }

  async update(
    m: EntityManager,
    id: string,
    o: Pick<PaymentBankOption, 'gatewayPaymentId' | 'paymentBankName' | 'sortOrder' | 'active'>,
  ): Promise<void> {
    await m.query(
      `UPDATE settings.payment_bank_options
          SET gateway_payment_id = $2, payment_bank_name = $3, sort_order = $4, active = $5, updated_at = now()
        WHERE id = $1`,
      [id, o.gatewayPaymentId, o.paymentBankName, o.sortOrder, o.active],
    );
  }

  /** Seeds: adds an option unless its method has one with its bank id. */
  async insertMissing(m: EntityManager, o: PaymentBankOptionRow): Promise<void> {
    await m.query(
      `INSERT INTO settings.payment_bank_options
         (payment_method, gateway_payment_id, payment_bank_id, payment_bank_name, sort_order, active)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (payment_method, payment_bank_id) DO NOTHING`,
      [o.paymentMethod, o.gatewayPaymentId, o.paymentBankId, o.paymentBankName, o.sortOrder, o.active],
    );
  }
}
