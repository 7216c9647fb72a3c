import { startIsolatedStack } from './isolated-stack';

/** The organizations' specs: API + worker + a real SMTP server on a database of the file's own. */
export const startOrganizations = () => startIsolatedStack('org', { APP_URL: 'http://bo.example.test' });
