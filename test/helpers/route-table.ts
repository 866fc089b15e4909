import { apiRoutes, type Route } from '#src/routes';
import { diskStorage } from '#src/services/media-storage/disk-storage';

/** The API's route table, for tests that only read it (methods, paths, guards): no dependency is used. */
export function routeTable(): Route[] {
  return apiRoutes({
    configuredSite: {} as never,
    limiters: {} as never,
    passport: {} as never,
    mediaStorage: diskStorage('/nonexistent'),
    importsDir: '/nonexistent',
    sessionSecret: 'unused-when-only-listing-routes',
    db: {} as never,
    smtpConfigured: false,
    production: false,
    analytics: {} as never,
  });
}
