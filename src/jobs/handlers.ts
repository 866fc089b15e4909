import type { Logger } from 'pino';
import type { Config } from '../config/env';
import { activityJobHandlers } from '../services/activity/activity-retention';
import { analyticsJobHandlers } from '../services/analytics/analytics-jobs';
import { emailSendHandler } from '../services/email/sender';
import { contentImportHandler, importPlacesOf } from '../services/portability/content-import-jobs';
import { goLiveHandler } from '../services/publication-events';
import { webhookDeliveryHandler } from '../services/webhooks/deliver';
import type { JobHandler } from './worker';

/** Every kind of background job this app runs, with what each needs from the configuration. */
export function jobHandlers(config: Config, logger: Logger): JobHandler[] {
  return [
    emailSendHandler(
      { smtpUrl: config.mail.smtpUrl, from: config.mail.from, siteUrl: config.site.url },
      logger,
    ),
    webhookDeliveryHandler({
      production: config.isProduction,
      site: { name: config.site.name, url: config.site.url },
      logger: logger.child({ jobs: 'webhooks' }),
    }),
    ...analyticsJobHandlers(),
    ...activityJobHandlers(),
    goLiveHandler(),
    contentImportHandler(importPlacesOf(config), logger.child({ jobs: 'imports' })),
  ];
}
