import { z } from 'zod';
import { configSection, type SectionOf } from '../../core/config/config-section';

/** The settings of identity and access (its section of the configuration; `IDENTITY_ACCESS.config`). */
export const IDENTITY_ACCESS_CONFIG = configSection('identity-access', {
  /** The password of the seeded system administrator (`admin`), given when that user is first created. */
  ADMIN_PASSWORD: z.string().min(8).default('Admin@12345'),
});

export type IdentityAccessConfig = SectionOf<typeof IDENTITY_ACCESS_CONFIG>;
