import type { EntityManager } from 'typeorm';
import type { RoleOption } from '@bo/shared';

/**
 * The role options (a user's level within its role) other contexts read (identity-access: the
 * user form, a user's level, the first admin of an approved organization). Implemented by
 * RoleOptionsService; provided and exported by SettingsModule.
 */
export abstract class RoleOptionDirectory {
  /** Every option of every role. */
  abstract all(): Promise<RoleOption[]>;
  /** The active options of `roleCode`, read in `manager` when given. */
  abstract activeOf(roleCode: string, manager?: EntityManager): Promise<RoleOption[]>;
}
