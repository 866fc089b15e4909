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
import type { PublicEffect } from './http/public-cache';
import { requireCapability as may, requireSignIn as signedIn } from './middleware/guards';
import { commentListQuerySchema } from './schemas/comments';
import { postListQuerySchema } from './schemas/posts';
import { settingsQuerySchema } from './schemas/settings';
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
  /**
   * A GET whose anonymous answers are public and kept in the public cache; `query` names the
   * parameters the answer depends on (the others are left out of the cache key).
   */
  publicCache?: { query: readonly string[] };
  /** A write's effect on public pages when it succeeds: everything unless stated. */
  publicEffect?: PublicEffect;
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

/** Public reads: the answer depends on the path and these query parameters only. */
const publicRead = (query: { shape: object } | null = null) => ({
  publicCache: { query: query ? Object.keys(query.shape) : [] },
});
/** Writes that visitors never see, and writes whose service reports what changed. */
const unseen = { publicEffect: 'nothing' } as const;
const reported = { publicEffect: 'reported' } as const;

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
    { method: 'post', path: '/api/auth/login', guards: [], action: auth.login, ...unseen },
    { method: 'post', path: '/api/auth/register', guards: [], action: auth.register, ...unseen },
    { method: 'post', path: '/api/auth/logout', guards: [], action: auth.logout, ...unseen },
    { method: 'get', path: '/api/auth/me', guards: [], action: auth.me },
    { method: 'post', path: '/api/setup', guards: [], action: setup.complete, ...unseen },

    {
      method: 'get',
      path: '/api/posts',
      guards: [],
      action: posts.list,
      ...publicRead(postListQuerySchema),
    },
    {
      method: 'get',
      path: '/api/posts/by-slug/:slug',
      guards: [],
      action: posts.showBySlug,
      ...publicRead(),
    },
    { method: 'get', path: '/api/posts/:id', guards: [], action: posts.show, ...publicRead() },
    {
      method: 'post',
      path: '/api/posts',
      guards: [may('posts:write-own')],
      action: posts.create,
      ...reported,
    },
    {
      method: 'put',
      path: '/api/posts/:id',
      guards: [may('posts:write-own')],
      action: posts.update,
      ...reported,
    },
    {
      method: 'delete',
      path: '/api/posts/:id',
      guards: [may('posts:write-own')],
      action: posts.remove,
      ...reported,
    },

    {
      method: 'post',
      path: '/api/preview',
      guards: [may('posts:write-own')],
      action: content.preview,
      ...unseen,
    },
    {
      method: 'get',
      path: '/api/authors',
      guards: [may('posts:read-unpublished')],
      action: content.authors,
    },

    {
      method: 'get',
      path: '/api/categories',
      guards: [],
      action: categories.list,
      ...publicRead(),
    },
    {
      method: 'get',
      path: '/api/categories/by-slug/:slug',
      guards: [],
      action: categories.showBySlug,
      ...publicRead(),
    },
    {
      method: 'get',
      path: '/api/categories/:id',
      guards: [],
      action: categories.show,
      ...publicRead(),
    },
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

    { method: 'get', path: '/api/tags', guards: [], action: tags.list, ...publicRead() },
    {
      method: 'get',
      path: '/api/tags/by-slug/:slug',
      guards: [],
      action: tags.showBySlug,
      ...publicRead(),
    },
    { method: 'get', path: '/api/tags/:id', guards: [], action: tags.show, ...publicRead() },
    { method: 'post', path: '/api/tags', guards: [may('taxonomy:write')], action: tags.create },
    { method: 'put', path: '/api/tags/:id', guards: [may('taxonomy:write')], action: tags.update },
    {
      method: 'delete',
      path: '/api/tags/:id',
      guards: [may('taxonomy:write')],
      action: tags.remove,
    },

    {
      method: 'get',
      path: '/api/comments',
      guards: [],
      action: comments.list,
      ...publicRead(commentListQuerySchema),
    },
    {
      method: 'post',
      path: '/api/comments',
      guards: [may('comments:create'), limitComments(limiters.comments)],
      action: comments.create,
      ...reported,
    },
    {
      method: 'patch',
      path: '/api/comments/:id',
      guards: [may('comments:moderate')],
      action: comments.moderate,
      ...reported,
    },
    {
      method: 'delete',
      path: '/api/comments/:id',
      guards: [signedIn],
      action: comments.remove,
      ...reported,
    },

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

    {
      method: 'get',
      path: '/api/settings',
      guards: [],
      action: admin.settings.list,
      ...publicRead(settingsQuerySchema),
    },
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

    { method: 'get', path: '/api/pages', guards: [], action: admin.pages.list, ...publicRead() },
    {
      method: 'get',
      path: '/api/pages/by-slug/:slug',
      guards: [],
      action: admin.pages.showBySlug,
      ...publicRead(),
    },
    {
      method: 'get',
      path: '/api/pages/:id',
      guards: [],
      action: admin.pages.show,
      ...publicRead(),
    },
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

    { method: 'get', path: '/api/seo', guards: [], action: content.seo.list, ...publicRead() },
    { method: 'put', path: '/api/seo', guards: [may('seo:write')], action: content.seo.save },

    { method: 'get', path: '/api/media', guards: [may('media:upload')], action: media.list },
    {
      method: 'post',
      path: '/api/media',
      guards: [may('media:upload'), consume(limiters.uploads, byAccount), parseUpload],
      action: media.upload,
      ...unseen,
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
    {
      method: 'post',
      path: '/api/tasks',
      guards: [may('tasks:use')],
      action: admin.tasks.create,
      ...unseen,
    },
    {
      method: 'put',
      path: '/api/tasks/:id',
      guards: [may('tasks:use')],
      action: admin.tasks.update,
      ...unseen,
    },
    {
      method: 'delete',
      path: '/api/tasks/:id',
      guards: [may('tasks:use')],
      action: admin.tasks.remove,
      ...unseen,
    },

    { method: 'get', path: '/api/leads', guards: [may('leads:read')], action: admin.leads.list },
    {
      method: 'post',
      path: '/api/leads',
      guards: [consume(limiters.leads)],
      action: admin.leads.create,
      ...unseen,
    },
  ];
}
