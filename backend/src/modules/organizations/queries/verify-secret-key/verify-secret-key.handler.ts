import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { secretKeyMatches } from '../../commands/organization-input';
import { VerifySecretKey } from './verify-secret-key.query';

/** Compared in constant time over the hashes; only the hash of the current key is stored. */
@QueryHandler(VerifySecretKey)
export class VerifySecretKeyHandler implements IQueryHandler<VerifySecretKey> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ organizationId, key }: VerifySecretKey): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT secret_key_hash FROM organizations.organizations WHERE id = $1 AND status = 'approved'`,
      [organizationId],
    )) as { secret_key_hash: string | null }[];
    return secretKeyMatches(rows[0]?.secret_key_hash, key);
  }
}
