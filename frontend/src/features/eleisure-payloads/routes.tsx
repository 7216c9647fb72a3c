import type { FeatureRoutes } from '../../app/routes.types';
import { screensOf } from '../../app/screen';

/**
 * Settings > Download Payload (`/Settings/downloadPayload/downloadPayload`, menu code
 * 'download-payload', seeded by the bookings context): the eLeisure exchanges, one opened over the
 * list with `?id=`. docs/bookings.md, "eLeisure (RWT) payloads".
 */
const screen = screensOf(['eleisure-payloads']);

export const routes: FeatureRoutes = {
  app: [screen('downloadPayload', () => import('./components/PayloadsPage'), 'PayloadsPage', 'download-payload')],
};
