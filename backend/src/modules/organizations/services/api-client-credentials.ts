import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type ApiClientSource, type ApiClientState, ApiClients } from '../../../core/auth/api-clients';
import { secretKeyMatches } from '../commands/organization-input';

const STATE = `SELECT id AS "organizationId", code, status = 'approved' AS approved,
                      to_json(secret_key_reset_at) #>> '{}' AS "keyResetAt", secret_key_hash AS "keyHash"
                 FROM organizations.organizations`;
type Row = ApiClientState & { keyHash: string | null };

/**
 * Organizations' API client credentials: client id = the organization code, secret key = the key
 * of its profile (only its SHA-256 is stored; keys are 32 random bytes). The platform's token
 * checks ask `current` on every request of a client token (registered with ApiClients at start).
 */
@Injectable()
export class ApiClientCredentials implements ApiClientSource, OnModuleInit, OnModuleDestroy {
  private unregister?: () => void;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clients: ApiClients,
  ) {}

  onModuleInit(): void {
    this.unregister = this.clients.register(this);
  }

  onModuleDestroy(): void {
    this.unregister?.();
  }

  async current(organizationId: string): Promise<ApiClientState | undefined> {
    const [row] = (await this.dataSource.query(`${STATE} WHERE id = $1`, [organizationId])) as Row[];
    return row && stateOf(row);
  }

  /** The approved client whose code and key these are; undefined for anything else (one answer for every wrong input). */
  async verify(clientId: string, secretKey: string): Promise<ApiClientState | undefined> {
    const [row] = (await this.dataSource.query(`${STATE} WHERE upper(code) = upper($1)`, [clientId])) as Row[];
    const matches = secretKeyMatches(row?.keyHash, secretKey);
    return row && matches && row.approved ? stateOf(row) : undefined;
  }
}

const stateOf = ({ keyHash: _hash, ...state }: Row): ApiClientState => state;
