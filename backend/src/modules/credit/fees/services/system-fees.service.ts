import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CreateSystemFeeBody, SystemFeeItem, UpdateSystemFeeBody } from '@bo/shared';
import type { AuditedRecords } from '../../../../core/audit/audited-records';
import { CrudKit } from '../../../../core/crud/audited-resource';
import { fieldError } from '../../../../core/http/action-result';
import { OrganizationDirectory } from '../../../organizations';
import { SYSTEM_FEE_SELECT, type SystemFeeRow, toSystemFeeItem } from '../queries/system-fee-rows';
import { SystemFeesInEffect } from '../queries/system-fees-in-effect';

/**
 * System fee settings of `/bo/SystemOrganizationCredit`: a fee per type and currency, as an amount
 * (minor units) or a percentage (basis points). A row without organization is the provider's
 * default; an organization's own row for the same type and currency takes its place. Every change
 * is audited in its transaction (`AuditedRecords`: `system-fee.created|updated`) and drops the
 * cached settings in effect once it commits. The reads are the queries' (queries/).
 */
@Injectable()
export class SystemFeesService {
  private readonly records: AuditedRecords<SystemFeeItem>;

  constructor(
    private readonly organizations: OrganizationDirectory,
    kit: CrudKit,
    inEffect: SystemFeesInEffect,
  ) {
    this.records = kit.records({
      name: 'system-fee',
      onChange: (m) => inEffect.invalidateOnCommit(m),
      targetType: 'system-fee-setting',
      notFound: 'RECORD_NOT_FOUND',
      read: async (m, id, lock) => {
        const [row] = (await m.query(`${SYSTEM_FEE_SELECT} WHERE s.id = $1 ${lock ? 'FOR UPDATE OF s' : ''}`, [
          id,
        ])) as SystemFeeRow[];
        return row && toSystemFeeItem(row);
      },
      constraints: { system_fee_settings_uq: { code: 'SYSTEM_FEE_SETTING_EXISTS', field: 'feeType' } },
      createdAs: 'setting',
      listsChanged: false,
    });
  }

  create(input: CreateSystemFeeBody): Promise<SystemFeeItem> {
    return this.records.create(async (m) => {
      const organizationId = input.organizationId ?? null;
      await this.assertOrganizationExists(m, organizationId);
      const [{ id }] = (await m.query(
        `INSERT INTO credit.system_fee_settings (organization_id, fee_type, currency, basis, value, active)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [organizationId, input.feeType, input.currencyCode, input.basis, input.value, input.active],
      )) as { id: string }[];
      return id;
    });
  }

  /** Replaces the setting's fields (organization absent or null: the provider default); `active` absent keeps its state. */
  update(input: UpdateSystemFeeBody): Promise<SystemFeeItem> {
    return this.records.update(input.id, async (m, before) => {
      const organizationId = input.organizationId ?? null;
      await this.assertOrganizationExists(m, organizationId);
      await m.query(
        `UPDATE credit.system_fee_settings
            SET organization_id = $2, fee_type = $3, currency = $4, basis = $5, value = $6, active = $7, updated_at = now()
          WHERE id = $1`,
        [input.id, organizationId, input.feeType, input.currencyCode, input.basis, input.value, input.active ?? before.active],
      );
    });
  }

  private async assertOrganizationExists(m: EntityManager, organizationId: string | null): Promise<void> {
    if (organizationId === null) return;
    if (!(await this.organizations.exists(m, organizationId))) throw fieldError('ORGANIZATION_NOT_FOUND', 'organizationId');
  }
}
