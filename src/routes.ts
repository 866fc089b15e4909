import type { RequestHandler } from 'express';
import { accountController } from './controllers/account-controller';
import { activityController } from './controllers/activity-controller';
import { apiTokens } from './controllers/api-token-controller';
import * as portability from './controllers/portability-controller';
import { redirectController } from './controllers/redirect-controller';
import * as admin from './controllers/admin-controllers';
import { analyticsController } from './controllers/analytics-controller';
import { createAuthController } from './controllers/auth-controller';
import * as comments from './controllers/comment-controller';
import * as content from './controllers/content-controllers';
import { leadChallengeController } from './controllers/lead-challenge-controller';
import { leads } from './controllers/lead-controller';
import { webhookController } from './controllers/webhook-controller';
import { mediaController, parseUpload } from './controllers/media-controller';
import { operationsController } from './controllers/operations-controller';
import * as pages from './controllers/page-controller';
import * as posts from './controllers/post-controller';
import { setupController } from './controllers/setup-controller';
import { taxonomyController } from './controllers/taxonomy-controller';
import { limitComments } from './middleware/comment-limits';
import {
  requireAccountSession as ownAccount,
  refuseTokens as noToken,
  requireCapability as may,
} from './middleware/guards';
import { commentListQuerySchema } from './schemas/comments';
import { maxPageBodyBytes } from './schemas/pages';
import { postListQuerySchema } from './schemas/posts';
import { settingsQuerySchema } from './schemas/settings';
import { DatabaseRateLimitStore } from './services/rate-limit';
import {
  byAccount,
  consume,
  del,
  get,
  patch,
  post,
  publicRead,
  publishedResource,
  put,
  reported,
  unseen,
  uploadUnseen,
  type Action,
  type Route,
  type RouteDependencies,
} from './route-kit';

export type { Route, RouteDependencies } from './route-kit';

/**
 * A post's or page's history and autosave: none of it changes what readers see. The autosave's
 * body has the save's limit (`body`).
 */
type RevisionController = Record<'revisions' | 'revision' | 'restore' | 'autosave', Action>;
function revisionRoutes(
  path: string,
  controller: RevisionController,
  guard: RequestHandler,
  body: Pick<Route, 'jsonLimit'> = {},
) {
  return [
    get(`${path}/:id/revisions`, [guard], controller.revisions),
    get(`${path}/:id/revisions/:revisionId`, [guard], controller.revision),
    post(`${path}/:id/revisions/:revisionId/restore`, [guard], controller.restore, unseen),
    put(`${path}/:id/autosave`, [guard], controller.autosave, { ...unseen, ...body }),
  ];
}

/** A page's save: at most 256 KB, and its service reports what visitors now see differently. */
const pageWrite = { ...reported, jsonLimit: maxPageBodyBytes };

/**
 * Signing in and out, first-run setup, and the accounts staff manage. Signing in and the
 * account's own settings take a session, never an API token (`noToken`, `ownAccount`).
 */
function accountRoutes({ limiters, sessionSecret, db, passport }: RouteDependencies): Route[] {
  const auth = createAuthController(limiters, sessionSecret, passport);
  const account = accountController(limiters.signIn, db);
  const setup = setupController(limiters.setup);
  return [
    post('/api/auth/login', [noToken], auth.login, unseen),
    post('/api/auth/register', [noToken], auth.register, unseen),
    post('/api/auth/logout', [noToken], auth.logout, unseen),
    get('/api/auth/me', [], auth.me),
    post('/api/auth/2fa/verify', [noToken], auth.verifyTwoFactor, unseen),
    get('/api/auth/2fa', [ownAccount], account.twoFactorStatus),
    post('/api/auth/2fa/setup', [ownAccount], account.setupTwoFactor, unseen),
    post('/api/auth/2fa/enable', [ownAccount], account.enableTwoFactor, unseen),
    del('/api/auth/2fa', [ownAccount], account.disableTwoFactor, unseen),
    put('/api/auth/password', [ownAccount], account.changePassword, unseen),
    get('/api/auth/sessions', [ownAccount], account.listSessions),
    del('/api/auth/sessions', [ownAccount], account.endOtherSessions, unseen),
    del('/api/auth/sessions/:id', [ownAccount], account.endSession, unseen),
    get('/api/auth/tokens', [ownAccount], apiTokens.listOwn),
    post('/api/auth/tokens', [ownAccount], apiTokens.create, unseen),
    del('/api/auth/tokens/:id', [ownAccount], apiTokens.revokeOwn, unseen),
    post('/api/setup', [noToken], setup.complete, unseen),

    get('/api/users', [may('users:manage')], admin.users.list),
    post('/api/users', [may('users:manage')], admin.users.create),
    put('/api/users/:id', [may('users:manage')], admin.users.update),
    del('/api/users/:id', [may('users:manage')], admin.users.remove),
    del('/api/users/:id/2fa', [may('users:manage')], account.resetTwoFactor, unseen),
    get('/api/tokens', [may('users:manage')], apiTokens.listAll),
    del('/api/tokens/:id', [may('users:manage')], apiTokens.revokeAny, unseen),
  ];
}

/** What readers see: posts, their taxonomy and comments, site pages, SEO, and the media library. */
function contentRoutes({ limiters, mediaStorage }: RouteDependencies): Route[] {
  const categories = taxonomyController('categories');
  const tags = taxonomyController('tags');
  const media = mediaController(mediaStorage);
  const pricing = content.sharedContent('pricing');
  return [
    get('/api/posts', [], posts.list, publicRead(postListQuerySchema)),
    get('/api/posts/by-slug/:slug', [], posts.showBySlug, publicRead()),
    get('/api/posts/:id', [], posts.show, publicRead()),
    post('/api/posts', [may('posts:write-own')], posts.create, reported),
    put('/api/posts/:id', [may('posts:write-own')], posts.update, reported),
    del('/api/posts/:id', [may('posts:write-own')], posts.remove, reported),
    ...revisionRoutes('/api/posts', posts.history, may('posts:write-own')),
    put('/api/posts/:id/presence', [may('posts:write-own')], posts.presence, unseen),

    post('/api/preview', [may('posts:write-own')], content.preview, unseen),
    get('/api/authors', [may('posts:read-unpublished')], content.authors),

    ...publishedResource('/api/categories', categories, may('taxonomy:write')),
    ...publishedResource('/api/tags', tags, may('taxonomy:write')),

    get('/api/comments', [], comments.list, publicRead(commentListQuerySchema)),
    post(
      '/api/comments',
      [may('comments:create'), limitComments(limiters.comments)],
      comments.create,
      reported,
    ),
    patch('/api/comments/:id', [may('comments:moderate')], comments.moderate, reported),
    // Every role may write comments and delete its own; a token needs the scope for both.
    del('/api/comments/:id', [may('comments:create')], comments.remove, reported),

    get('/api/pages', [may('pages:write')], pages.list),
    get('/api/pages/:id', [may('pages:write')], pages.show),
    post('/api/pages', [may('pages:write')], pages.create, pageWrite),
    put('/api/pages/:id', [may('pages:write')], pages.update, pageWrite),
    del('/api/pages/:id', [may('pages:write')], pages.remove, reported),
    ...revisionRoutes('/api/pages', pages.pageHistory, may('pages:write'), pageWrite),
    put('/api/pages/:id/presence', [may('pages:write')], pages.presence, unseen),
    get('/api/blocks', [may('pages:write')], pages.blockTypes),
    get('/api/pricing', [], pricing.show, publicRead()),
    put('/api/pricing', [may('pages:write')], pricing.save),
    // Every page shows the menus: a save replaces every cached page (the default effect).
    get('/api/navigation', [], content.navigation.show, publicRead()),
    put('/api/navigation', [may('pages:write')], content.navigation.save),

    get('/api/seo', [], content.seo.list, publicRead()),
    put('/api/seo', [may('seo:write')], content.seo.save),

    get('/api/media', [may('media:upload')], media.list),
    post(
      '/api/media',
      [may('media:upload'), consume(limiters.uploads, byAccount), parseUpload],
      media.upload,
      uploadUnseen,
    ),
    put('/api/media/:id', [may('media:upload')], media.update),
    del('/api/media/:id', [may('media:upload')], media.remove),
  ];
}

/** Running the business: settings and theme, the overview, tasks, leads, e-mail, webhooks, jobs, the activity log. */
function operationsRoutes({
  configuredSite,
  limiters,
  db,
  smtpConfigured,
  production,
  sessionSecret,
}: RouteDependencies): Route[] {
  const siteSettings = admin.siteSettings(configuredSite);
  const leadChallenge = leadChallengeController(db, sessionSecret, new DatabaseRateLimitStore(db));
  const operations = operationsController(db, smtpConfigured);
  const webhooks = webhookController({ production });
  const activity = activityController(db);
  return [
    get('/api/settings', [], admin.settings.list, publicRead(settingsQuerySchema)),
    put('/api/settings', [may('settings:write')], admin.settings.save),

    get('/api/settings/site', [may('settings:write')], siteSettings.show),
    put('/api/settings/site', [may('settings:write')], siteSettings.save),
    get('/api/settings/theme', [may('settings:write')], siteSettings.showTheme),
    put('/api/settings/theme', [may('settings:write')], siteSettings.saveTheme),

    get('/api/admin/overview', [may('overview:read')], admin.overview.show),

    get('/api/tasks', [may('tasks:use')], admin.tasks.list),
    get('/api/tasks/assignees', [may('tasks:use')], admin.tasks.assignees),
    post('/api/tasks', [may('tasks:use')], admin.tasks.create, unseen),
    put('/api/tasks/:id', [may('tasks:use')], admin.tasks.update, unseen),
    del('/api/tasks/:id', [may('tasks:use')], admin.tasks.remove, unseen),

    get('/api/leads', [may('leads:read')], leads.list),
    post(
      '/api/leads',
      [consume(limiters.leads), leadChallenge.requireSolved],
      leads.create,
      unseen,
    ),
    patch('/api/leads', [may('leads:write')], leads.updateMany, unseen),
    get('/api/leads/challenge', [], leadChallenge.show),
    get('/api/leads/counts', [may('leads:read')], leads.counts),
    get('/api/leads/export.csv', [may('leads:read')], leads.exportCsv),
    get('/api/leads/:id', [may('leads:read')], leads.show),
    patch('/api/leads/:id', [may('leads:write')], leads.update, unseen),
    post('/api/leads/:id/notes', [may('leads:write')], leads.addNote, unseen),
    del('/api/leads/:id', [may('leads:erase')], leads.erase, unseen),

    get(
      '/api/settings/notifications',
      [may('notifications:manage')],
      operations.notifications.show,
    ),
    put(
      '/api/settings/notifications',
      [may('notifications:manage')],
      operations.notifications.save,
    ),
    get('/api/emails', [may('notifications:manage')], operations.emails.list),
    get('/api/jobs', [may('jobs:manage')], operations.jobs.list),
    post('/api/jobs/:id/retry', [may('jobs:manage')], operations.jobs.retry, unseen),

    get('/api/webhooks', [may('webhooks:manage')], webhooks.list),
    post('/api/webhooks', [may('webhooks:manage')], webhooks.create, unseen),
    patch('/api/webhooks/:id', [may('webhooks:manage')], webhooks.update, unseen),
    del('/api/webhooks/:id', [may('webhooks:manage')], webhooks.remove, unseen),
    post('/api/webhooks/:id/test', [may('webhooks:manage')], webhooks.test, unseen),
    get('/api/webhooks/:id/deliveries', [may('webhooks:manage')], webhooks.deliveries),

    get('/api/activity', [may('activity:read')], activity.list),
    get('/api/activity/people', [may('activity:read')], activity.people),
    get('/api/activity/export.csv', [may('activity:read')], activity.exportCsv),
  ];
}

/** The site's content going out, and old addresses sent on to where things are now. */
function portabilityRoutes({ db, mediaStorage, importsDir }: RouteDependencies): Route[] {
  const archive = portability.portabilityController(db, mediaStorage);
  const imports = portability.importController(db, { importsDir, mediaStorage });
  const receive = portability.receiveImportFile(importsDir);
  const redirects = redirectController();
  return [
    get('/api/exports/content', [may('content:export')], archive.exportContent),
    // An import's dry run writes nothing; its job reports what it changed itself.
    get('/api/imports', [may('content:import')], imports.list),
    post('/api/imports', [may('content:import'), receive], imports.check, uploadUnseen),
    get('/api/imports/:id', [may('content:import')], imports.show),
    post('/api/imports/:id/run', [may('content:import')], imports.start, unseen),

    // A 301 is kept in the public cache: every change to the redirects clears it.
    get('/api/redirects', [may('redirects:manage')], redirects.list),
    post('/api/redirects', [may('redirects:manage')], redirects.create),
    post('/api/redirects/import', [may('redirects:manage')], redirects.importCsv),
    del('/api/redirects/:id', [may('redirects:manage')], redirects.remove),
  ];
}

/** First-party analytics: the beacon anyone may send, and the figures editors read. */
function analyticsRoutes({ db, analytics, limiters }: RouteDependencies): Route[] {
  const controller = analyticsController(db, analytics);
  return [
    post('/api/events', [consume(limiters.events)], controller.collect, {
      ...unseen,
      // Without a session cookie, answered ahead of Express: src/middleware/beacon-front-door.ts.
      body: 'beacon',
    }),
    get('/api/analytics/summary', [may('analytics:read')], controller.summary),
    get('/api/analytics/glance', [may('analytics:read')], controller.glance),
    get('/api/analytics/posts', [may('analytics:read')], controller.posts),
    get('/api/analytics/export.csv', [may('analytics:read')], controller.exportCsv),
  ];
}

/**
 * Every API endpoint, one line each (a published resource's six in one), in a table per area:
 * grep a URL's start to find its guard and handler. No endpoint of one area overlaps another
 * area's, so the order of the areas does not matter (within an area, a fixed path such as
 * `/api/leads/counts` stands before the `:id` one).
 */
export function apiRoutes(dependencies: RouteDependencies): Route[] {
  return [
    ...accountRoutes(dependencies),
    ...contentRoutes(dependencies),
    ...operationsRoutes(dependencies),
    ...portabilityRoutes(dependencies),
    ...analyticsRoutes(dependencies),
  ];
}
