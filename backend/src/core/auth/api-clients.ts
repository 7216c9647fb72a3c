import { Injectable } from '@nestjs/common';
import { SourceSlot } from '../wiring/source-slot';

/** An organization's API client as it is now: whether it may call, and when its secret key was last set. */
export interface ApiClientState {
  organizationId: string;
  code: string;
  approved: boolean;
  /** ISO time the current secret key was set (null: none). A token names it; a newer key voids the token. */
  keyResetAt: string | null;
}

/** Where client credentials live (the organizations context registers it at start-up). */
export interface ApiClientSource {
  current(organizationId: string): Promise<ApiClientState | undefined>;
}

/**
 * The port between the platform's token checks and the context that owns organizations' client
 * credentials (client id = the organization code, secret key = its API key): the guard asks it on
 * every request of a client token, so an organization suspended or a key reset bites at once.
 * Without a registered source no client token is valid.
 */
@Injectable()
export class ApiClients extends SourceSlot<ApiClientSource> {
  current(organizationId: string): Promise<ApiClientState | undefined> {
    return this.registered ? this.registered.current(organizationId) : Promise.resolve(undefined);
  }
}
