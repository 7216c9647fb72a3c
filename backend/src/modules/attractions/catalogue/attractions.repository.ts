import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { TicketProductType } from '@bo/shared';

/** A theme park or cable car as the catalogue answers it. */
export interface AttractionProduct {
  productID: string;
  code: string;
  name: string;
  productType: TicketProductType;
  description: string | null;
  addressLine: string | null;
  postcode: string | null;
  city: string;
  state: string | null;
  countryCode: string;
  timeZone: string;
  openingHours: string | null;
  phone: string | null;
  currencyCode: string;
  refundable: boolean;
  freeCancellationDays: number | null;
  cancellationFeeBasisPoints: number;
  active: boolean;
}

/** A ticket type of a product, its costs in minor units of the product's currency. */
export interface AttractionTicketType {
  ticketTypeID: string;
  productID: string;
  code: string;
  name: string;
  nameMs: string;
  supplierCost: number;
  weekendSupplierCost: number | null;
  sortOrder: number;
}

/** A product's tickets on one date: what is left to sell (0 when closed, stopped or full). */
export interface CapacityOnDate {
  productID: string;
  capacity: number;
  held: number;
  sold: number;
  stopSell: boolean;
  available: number;
}

const PRODUCT = `
  p.id AS "productID", p.code, p.name, p.product_type AS "productType", p.description, p.address_line AS "addressLine",
  p.postcode, p.city, p.state, p.country_code AS "countryCode", p.time_zone AS "timeZone", p.opening_hours AS "openingHours",
  p.phone, p.currency AS "currencyCode", p.refundable, p.free_cancellation_days AS "freeCancellationDays",
  p.cancellation_fee_basis_points AS "cancellationFeeBasisPoints", p.active`;

/** The SQL of products, ticket types and the capacity of dates (migration 1732240002000); writes take the caller's transaction. */
@Injectable()
export class AttractionsRepository {
  /** Active products of a type whose city contains `destination` (any when absent), by name. */
  products(m: EntityManager, productType: TicketProductType, destination: string | undefined): Promise<AttractionProduct[]> {
    const pattern = destination ? `%${destination.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    return m.query(
      `SELECT ${PRODUCT} FROM attractions.products p
        WHERE p.active AND p.product_type = $1 AND ($2::text IS NULL OR p.city ILIKE $2 OR p.state ILIKE $2)
        ORDER BY p.name, p.id`,
      [productType, pattern],
    ) as Promise<AttractionProduct[]>;
  }

  async product(m: EntityManager, productID: string): Promise<AttractionProduct | undefined> {
    const rows = (await m.query(`SELECT ${PRODUCT} FROM attractions.products p WHERE p.id = $1`, [
      productID,
    ])) as AttractionProduct[];
    return rows[0];
  }

  /** The active ticket types of products, by product and sort order. */
  async ticketTypes(m: EntityManager, productIDs: readonly string[]): Promise<AttractionTicketType[]> {
    const rows = (await m.query(
      `SELECT id AS "ticketTypeID", product_id AS "productID", code, name, name_ms AS "nameMs",
              supplier_cost::text AS "supplierCost", weekend_supplier_cost::text AS "weekendSupplierCost", sort_order AS "sortOrder"
         FROM attractions.ticket_types WHERE product_id = ANY($1::uuid[]) AND active
        ORDER BY product_id, sort_order, code`,
      [productIDs],
    )) as (Omit<AttractionTicketType, 'supplierCost' | 'weekendSupplierCost'> & {
      supplierCost: string;
      weekendSupplierCost: string | null;
    })[];
    // bigint as text: ticket costs are bounded far below 2^53, so they convert exactly.
    return rows.map((r) => ({
      ...r,
      supplierCost: Number(r.supplierCost),
      weekendSupplierCost: r.weekendSupplierCost === null ? null : Number(r.weekendSupplierCost),
    }));
  }

  /** The capacity rows of products on `visitDate` (a product without a row is closed that day). */
  capacityOn(m: EntityManager, productIDs: readonly string[], visitDate: string): Promise<CapacityOnDate[]> {
    return m.query(
      `SELECT product_id AS "productID", capacity, held, sold, stop_sell AS "stopSell",
              CASE WHEN stop_sell THEN 0 ELSE greatest(capacity - held - sold, 0) END AS available
         FROM attractions.capacity_days WHERE product_id = ANY($1::uuid[]) AND visit_date = $2::date`,
      [productIDs, visitDate],
    ) as Promise<CapacityOnDate[]>;
  }

  // -------------------------------------------------------------------------------------------
  // Writes (the seed, and specs making a product of their own the same way)

  /** Inserts the product by code, or updates what it is; answers its id. */
  async upsertProduct(m: EntityManager, p: Omit<AttractionProduct, 'productID' | 'active'>): Promise<string> {
    const rows = (await m.query(
      `INSERT INTO attractions.products (code, name, product_type, description, address_line, postcode, city, state, country_code,
                                         time_zone, opening_hours, phone, currency, refundable, free_cancellation_days,
                                         cancellation_fee_basis_points)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (code) DO UPDATE SET updated_at = attractions.products.updated_at
       RETURNING id`,
      [
        p.code,
        p.name,
        p.productType,
        p.description,
        p.addressLine,
        p.postcode,
        p.city,
        p.state,
        p.countryCode,
        p.timeZone,
        p.openingHours,
        p.phone,
        p.currencyCode,
        p.refundable,
        p.freeCancellationDays,
        p.cancellationFeeBasisPoints,
      ],
    )) as { id: string }[];
    return rows[0]!.id;
  }

  /** Adds the ticket type by code unless the product has it already. */
  async ensureTicketType(
    m: EntityManager,
    productID: string,
    t: Pick<AttractionTicketType, 'code' | 'name' | 'nameMs' | 'supplierCost' | 'weekendSupplierCost' | 'sortOrder'>,
  ): Promise<void> {
    await m.query(
      `INSERT INTO attractions.ticket_types (product_id, code, name, name_ms, supplier_cost, weekend_supplier_cost, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (product_id, code) DO NOTHING`,
      [productID, t.code, t.name, t.nameMs, t.supplierCost, t.weekendSupplierCost, t.sortOrder],
    );
  }

  /** Opens `from`..`to` (inclusive) with `capacity` tickets a day; dates already open keep what they have. Answers the dates opened. */
  async openDays(m: EntityManager, productID: string, range: { from: string; to: string }, capacity: number): Promise<number> {
    const rows = (await m.query(
      `INSERT INTO attractions.capacity_days (product_id, visit_date, capacity)
       SELECT $1, g.d::date, $4 FROM generate_series($2::date, $3::date, interval '1 day') AS g(d)
       ON CONFLICT (product_id, visit_date) DO NOTHING
       RETURNING 1`,
      [productID, range.from, range.to, capacity],
    )) as unknown[];
    return rows.length;
  }
}
