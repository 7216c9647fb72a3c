import { type ContributedConfig, loadConfig, type PlatformConfig } from './core/config/config';
import { CONTEXTS } from './contexts';

/** The whole app's configuration: the platform's section and every context's (`CONTEXTS`). */
export type AppConfig = PlatformConfig & ContributedConfig<typeof CONTEXTS>;

/** Parses the environment with every section; invalid or clashing settings stop the process. */
export function loadAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return loadConfig(env, CONTEXTS);
}
