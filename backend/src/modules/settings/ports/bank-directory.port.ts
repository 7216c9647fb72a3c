import type { EntityManager } from 'typeorm';

/**
 * The receiving banks other contexts may name (credit: a top-up's bank). Implemented by
 * BanksService; provided and exported by SettingsModule.
 */
export abstract class BankDirectory {
  /** The active bank `id`, read in `manager` when given; else a BANK_NOT_AVAILABLE field error on `bankId`. */
  abstract requireActive(id: string, manager?: EntityManager): Promise<{ id: string; name: string }>;
}
