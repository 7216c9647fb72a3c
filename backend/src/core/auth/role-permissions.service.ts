import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

const TTL_MS = 10_000;

/** Permissions per role, cached briefly: role edits take effect within seconds without a DB hit per call. */
@Injectable()
export class RolePermissionsService {
  private cache = new Map<string, { permissions: string[]; at: number }>();

  constructor(private readonly dataSource: DataSource) {}

  async of(role: string): Promise<string[]> {
    const hit = this.cache.get(role);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.permissions;
    const rows: { permissions: string[] }[] = await this.dataSource.query(
      `SELECT permissions FROM identity.roles WHERE code = $1`,
      [role],
    );
    const permissions = rows[0]?.permissions ?? [];
    this.cache.set(role, { permissions, at: Date.now() });
    return permissions;
  }

  invalidate(): void {
    this.cache.clear();
  }
}
