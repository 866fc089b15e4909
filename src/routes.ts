import type { Request, RequestHandler } from 'express';
import type { PublicSite } from './config/site';
import * as admin from './controllers/admin-controllers';
import { createAuthController, type AuthLimiters } from './controllers/auth-controller';
import * as comments from './controllers/comment-controller';
import * as content from './controllers/content-controllers';
import { mediaController, parseUpload } from './controllers/media-controller';
import * as posts from './controllers/post-controller';
import { setupController } from './controllers/setup-controller';
import { taxonomyController } from './controllers/taxonomy-controller';
import { limitComments, type CommentLimiters } from './middleware/comment-limits';
import { requireCapability as may, requireSignIn as signedIn } from './middleware/guards';
import type { RateLimiter } from './services/rate-limit';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Action = (...args: Parameters<RequestHandler>) => unknown;

export interface Route {
  method: Method;
  path: string;
  guards: RequestHandler[];
  action: Action;
  /** What a request body must be; JSON unless stated. */
  body?: 'multipart';
}

export interface RouteDependencies {
  /** The site as configured, before the settings admins saved. */
  configuredSite: PublicSite;
  limiters: AuthLimiters & {
    leads: RateLimiter;
    comments: CommentLimiters;
    uploads: RateLimiter;
    setup: RateLimiter;
  };
  uploadsDir: string;
  /** Signs device cookies (src/auth/device-cookie.ts). */
  sessionSecret: string;
}

const byAddress = (req: Request) => `ip:${req.ip}`;
/** For routes behind a sign-in guard. */
const byAccount = (req: Request) => `user:${req.user!.id}`;

/** Counts the request against `limiter` (429 with Retry-After past the allowance). */
const consume =
  (limiter: RateLimiter, subjectOf: (req: Request) => string = byAddress): RequestHandler =>
  async (req, _res, next) => {
    await limiter.consume([subjectOf(req)]);
    next();
  };

/** Every API endpoint, one line each: grep a URL to find its guard and handler. */
export function apiRoutes({
  configuredSite,
  limiters,
  uploadsDir,
  sessionSecret,
}: RouteDependencies): Route[] {
  const auth = createAuthController(limiters, sessionSecret);
  const categories = taxonomyController('categories');
  const tags = taxonomyController('tags');
  const media = mediaController(uploadsDir);
  const siteSettings = admin.siteSettings(configuredSite);
  const setup = setupController(limiters.setup);
  return [
    { method: 'post', path: '/api/auth/login', guards: [], action: auth.login },
    { method: 'post', path: '/api/auth/register', guards: [], action: auth.register },
    { method: 'post', path: '/api/auth/logout', guards: [], action: auth.logout },
    { method: 'get', path: '/api/auth/me', guards: [], action: auth.me },
    { method: 'post', path: '/api/setup', guards: [], action: setup.complete },

    { method: 'get', path: '/api/posts', guards: [], action: posts.list },
    { method: 'get', path: '/api/posts/by-slug/:slug', guards: [], action: posts.showBySlug },
    { method: 'get', path: '/api/posts/:id', guards: [], action: posts.show },
    { method: 'post', path: '/api/posts', guards: [may('posts:write-own')], action: posts.create },
    {
      method: 'put',
      path: '/api/posts/:id',
      guards: [may('posts:write-own')],
      action: posts.update,
    },
    {
      method: 'delete',
      path: '/api/posts/:id',
      guards: [may('posts:write-own')],
      action: posts.remove,
    },

    {
      method: 'post',
      path: '/api/preview',
      guards: [may('posts:write-own')],
      action: content.preview,
    },
    {
      method: 'get',
      path: '/api/authors',
      guards: [may('posts:read-unpublished')],
      action: content.authors,
    },

    { method: 'get', path: '/api/categories', guards: [], action: categories.list },
    {
      method: 'get',
      path: '/api/categories/by-slug/:slug',
      guards: [],
      action: categories.showBySlug,
    },
    { method: 'get', path: '/api/categories/:id', guards: [], action: categories.show },
    {
      method: 'post',
      path: '/api/categories',
      guards: [may('taxonomy:write')],
      action: categories.create,
    },
    {
      method: 'put',
      path: '/api/categories/:id',
      guards: [may('taxonomy:write')],
      action: categories.update,
    },
    {
      method: 'delete',
      path: '/api/categories/:id',
      guards: [may('taxonomy:write')],
      action: categories.remove,
    },

    { method: 'get', path: '/api/tags', guards: [], action: tags.list },
    { method: 'get', path: '/api/tags/by-slug/:slug', guards: [], action: tags.showBySlug },
    { method: 'get', path: '/api/tags/:id', guards: [], action: tags.show },
    { method: 'post', path: '/api/tags', guards: [may('taxonomy:write')], action: tags.create },
    { method: 'put', path: '/api/tags/:id', guards: [may('taxonomy:write')], action: tags.update },
    {
      method: 'delete',
      path: '/api/tags/:id',
      guards: [may('taxonomy:write')],
      action: tags.remove,
    },

    { method: 'get', path: '/api/comments', guards: [], action: comments.list },
    {
      method: 'post',
      path: '/api/comments',
      guards: [may('comments:create'), limitComments(limiters.comments)],
      action: comments.create,
    },
    {
      method: 'patch',
      path: '/api/comments/:id',
      guards: [may('comments:moderate')],
      action: comments.moderate,
    },
    { method: 'delete', path: '/api/comments/:id', guards: [signedIn], action: comments.remove },

    { method: 'get', path: '/api/users', guards: [may('users:manage')], action: admin.users.list },
    {
      method: 'post',
      path: '/api/users',
      guards: [may('users:manage')],
      action: admin.users.create,
    },
    {
      method: 'put',
      path: '/api/users/:id',
      guards: [may('users:manage')],
      action: admin.users.update,
    },
    {
      method: 'delete',
      path: '/api/users/:id',
      guards: [may('users:manage')],
      action: admin.users.remove,
    },

    { method: 'get', path: '/api/settings', guards: [], action: admin.settings.list },
    {
      method: 'put',
      path: '/api/settings',
      guards: [may('settings:write')],
      action: admin.settings.save,
    },

    {
      method: 'get',
      path: '/api/settings/site',
      guards: [may('settings:write')],
      action: siteSettings.show,
    },
    {
      method: 'put',
      path: '/api/settings/site',
      guards: [may('settings:write')],
      action: siteSettings.save,
    },
    {
      method: 'get',
      path: '/api/settings/theme',
      guards: [may('settings:write')],
      action: siteSettings.showTheme,
    },
    {
      method: 'put',
      path: '/api/settings/theme',
      guards: [may('settings:write')],
      action: siteSettings.saveTheme,
    },

    {
      method: 'get',
      path: '/api/admin/overview',
      guards: [may('overview:read')],
      action: admin.overview.show,
    },

    { method: 'get', path: '/api/pages', guards: [], action: admin.pages.list },
    { method: 'get', path: '/api/pages/by-slug/:slug', guards: [], action: admin.pages.showBySlug },
    { method: 'get', path: '/api/pages/:id', guards: [], action: admin.pages.show },
    {
      method: 'post',
      path: '/api/pages',
      guards: [may('pages:write')],
      action: admin.pages.create,
    },
    {
      method: 'put',
      path: '/api/pages/:id',
      guards: [may('pages:write')],
      action: admin.pages.update,
    },
    {
      method: 'delete',
      path: '/api/pages/:id',
      guards: [may('pages:write')],
      action: admin.pages.remove,
    },

    { method: 'get', path: '/api/seo', guards: [], action: content.seo.list },
    { method: 'put', path: '/api/seo', guards: [may('seo:write')], action: content.seo.save },

    { method: 'get', path: '/api/media', guards: [may('media:upload')], action: media.list },
    {
      method: 'post',
      path: '/api/media',
      guards: [may('media:upload'), consume(limiters.uploads, byAccount), parseUpload],
      action: media.upload,
      body: 'multipart',
    },
    { method: 'put', path: '/api/media/:id', guards: [may('media:upload')], action: media.update },
    {
      method: 'delete',
      path: '/api/media/:id',
      guards: [may('media:upload')],
      action: media.remove,
    },

    { method: 'get', path: '/api/tasks', guards: [may('tasks:use')], action: admin.tasks.list },
    {
      method: 'get',
      path: '/api/tasks/assignees',
      guards: [may('tasks:use')],
      action: admin.tasks.assignees,
    },
    { method: 'post', path: '/api/tasks', guards: [may('tasks:use')], action: admin.tasks.create },
    {
      method: 'put',
      path: '/api/tasks/:id',
      guards: [may('tasks:use')],
      action: admin.tasks.update,
    },
    {
      method: 'delete',
      path: '/api/tasks/:id',
      guards: [may('tasks:use')],
      action: admin.tasks.remove,
    },

    { method: 'get', path: '/api/leads', guards: [may('leads:read')], action: admin.leads.list },
    {
      method: 'post',
      path: '/api/leads',
      guards: [consume(limiters.leads)],
      action: admin.leads.create,
    },
  ];
}
