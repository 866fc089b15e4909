import type { Logger } from 'pino';
import type { Config } from '../config/env';
import { webhookDeliveryHandler } from '../services/webhooks/deliver';
import type { JobHandler } from './worker';

/** Every kind of background job the app's worker runs. */
export function jobHandlers(config: Config, logger: Logger): JobHandler[] {
  return [
    webhookDeliveryHandler({
      production: config.isProduction,
      site: { name: config.site.name, url: config.site.url },
      logger: logger.child({ jobs: 'webhooks' }),
    }),
  ];
}
