import { apiContractController } from './controllers/api-contract-controller';
import { z } from './schemas/zod';
import { get, publicRead, type Route, type RouteDependencies } from './route-kit';
import { accountRoutes } from './routes/account-routes';
import { contentRoutes } from './routes/content-routes';
import {
  leadRoutes,
  operationsRoutes,
  settingsRoutes,
  webhookRoutes,
} from './routes/operations-routes';
import { analyticsRoutes, portabilityRoutes } from './routes/portability-routes';
import { siteRoutes } from './routes/site-routes';
import { diskStorage } from './services/media-storage/disk-storage';

export type { Route, RouteDependencies } from './route-kit';

/**
 * Every API endpoint, one line each (a published resource's six in one), in a table per area
 * (`src/routes/`): grep a URL's start to find its guard, handler and contract. No endpoint of one
 * area overlaps another area's, so the order of the areas does not matter (within an area, a
 * fixed path such as `/api/leads/counts` stands before the `:id` one). Each line's summary,
 * schemas and answer are the OpenAPI document (src/http/openapi.ts).
 */
export function apiRoutes(dependencies: RouteDependencies): Route[] {
  const routes: Route[] = [
    ...accountRoutes(dependencies),
    ...contentRoutes(dependencies),
    ...siteRoutes(dependencies),
    ...settingsRoutes(dependencies),
    ...leadRoutes(dependencies),
    ...operationsRoutes(dependencies),
    ...webhookRoutes(dependencies),
    ...portabilityRoutes(dependencies),
    ...analyticsRoutes(dependencies),
  ];
  const contract = apiContractController(() => routes, dependencies.configuredSite);
  routes.push(
    get('/api/openapi.json', [], contract.show, {
      ...publicRead(),
      summary: 'This API’s OpenAPI document',
      answer: z.record(z.string(), z.unknown()),
    }),
  );
  return routes;
}

/**
 * The route table to read (methods, paths, guards, contracts), for the OpenAPI file and tests:
 * none of its dependencies is used.
 */
export function routeTableToRead(site = { name: 'Ava Automation', url: 'http://localhost:3000' }) {
  return apiRoutes({
    configuredSite: site as RouteDependencies['configuredSite'],
    limiters: {} as never,
    passport: {} as never,
    mediaStorage: diskStorage('/nonexistent'),
    importsDir: '/nonexistent',
    sessionSecret: 'unused-when-only-reading-routes',
    db: {} as never,
    smtpConfigured: false,
    production: false,
    analytics: {} as never,
  });
}
