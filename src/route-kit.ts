import type { Request, RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { AppPassport } from './auth/passport';
import type { Capability } from './auth/permissions';
import type { MediaStorage } from './services/media-storage/media-storage';
import type { PublicSite } from './config/site';
import type { AuthLimiters } from './controllers/auth-controller';
import type { CommentLimiters } from './middleware/comment-limits';
import type { AnalyticsCollector } from './services/analytics/collector';
import type { PublicEffect } from './http/public-responses';
import type { RateLimiter } from './services/rate-limit';
import type { z } from './schemas/zod';

/* How a line of the route table (src/routes.ts) is written. */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Action = (...args: Parameters<RequestHandler>) => unknown;

/** What a guard asks of a request, as the OpenAPI document tells it (src/middleware/guards.ts). */
export interface GuardNote {
  signIn?: boolean;
  capability?: Capability;
  /** A browser's session only: API tokens are refused. */
  sessionOnly?: boolean;
}
export type GuardHandler = RequestHandler & GuardNote;

/** A success answer: its status, and its wire schema or the file type it sends. */
export interface Answer {
  status: 200 | 201 | 202 | 204;
  schema?: z.ZodType;
  /** A file rather than JSON (a CSV export, a site archive). */
  file?: 'text/csv' | 'application/gzip';
}

/**
 * What a route takes and gives, for the OpenAPI document (src/http/openapi.ts): a one-line
 * summary, the zod schemas the controller parses (query, body, path parameters other than ids)
 * and the wire schema of its success answer (a bare schema: 200 with that JSON).
 */
export interface Contract {
  summary: string;
  description?: string;
  query?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodObject;
  answer: z.ZodType | Answer;
}

export interface Route extends Contract {
  method: Method;
  path: string;
  guards: RequestHandler[];
  action: Action;
  /** What a request body must be; JSON unless stated (a beacon: JSON, also sent as text, ≤ 4 KB). */
  bodyType?: 'multipart' | 'beacon';
  /** The largest JSON body in bytes, where the API's 1 MB is too much (a page: 256 KB). */
  jsonLimit?: number;
  /**
   * A GET whose anonymous answers are public and kept in the public cache; `query` names the
   * parameters the answer depends on (the others are left out of the cache key).
   */
  publicCache?: { query: readonly string[] };
  /** A write's effect on public pages when it succeeds: everything unless stated. */
  publicEffect?: PublicEffect;
}

const byAddress = (req: Request) => `ip:${req.ip}`;
/** For routes behind a sign-in guard. */
export const byAccount = (req: Request) => `user:${req.user!.id}`;

/** Counts the request against `limiter` (429 with Retry-After past the allowance). */
export const consume =
  (limiter: RateLimiter, subjectOf: (req: Request) => string = byAddress): RequestHandler =>
  async (req, _res, next) => {
    await limiter.consume([subjectOf(req)]);
    next();
  };

/** Public reads: the answer depends on the path and these query parameters only. */
export const publicRead = (query: z.ZodObject | null = null) => ({
  publicCache: { query: query ? Object.keys(query.shape) : [] },
  ...(query ? { query } : {}),
});
/** Writes that visitors never see, and writes whose service reports what changed. */
export const unseen = { publicEffect: 'nothing' } as const;
export const reported = { publicEffect: 'reported' } as const;
/** A file upload (multipart) that visitors never see. */
export const uploadUnseen = { ...unseen, bodyType: 'multipart' } as const;

/** Answers other than 200 with JSON. */
export const created = (schema: z.ZodType): Answer => ({ status: 201, schema });
export const accepted = (schema: z.ZodType): Answer => ({ status: 202, schema });
export const noContent: Answer = { status: 204 };
export const csvFile: Answer = { status: 200, file: 'text/csv' };
/** A site archive (.tar.gz). */
export const archiveFile: Answer = { status: 200, file: 'application/gzip' };

type RouteOptions = Contract &
  Partial<Pick<Route, 'bodyType' | 'jsonLimit' | 'publicCache' | 'publicEffect'>>;

const route =
  (method: Method) =>
  (path: string, guards: RequestHandler[], action: Action, options: RouteOptions): Route => ({
    method,
    path,
    guards,
    action,
    ...options,
  });
export const get = route('get');
export const post = route('post');
export const put = route('put');
export const patch = route('patch');
export const del = route('delete');

/** What the route table is built from: the app's configuration and shared services. */
export interface RouteDependencies {
  /** The site as configured, before the settings admins saved. */
  configuredSite: PublicSite;
  limiters: AuthLimiters & {
    leads: RateLimiter;
    comments: CommentLimiters;
    uploads: RateLimiter;
    setup: RateLimiter;
    events: RateLimiter;
  };
  /** Where analytics beacons go (buffered, written in batches). */
  analytics: AnalyticsCollector;
  /** The media library's files: DATA_DIR/uploads or an S3-compatible bucket. */
  mediaStorage: MediaStorage;
  /** Where WordPress and Ghost exports wait for their import job (DATA_DIR/imports). */
  importsDir: string;
  /** Signs device cookies (src/auth/device-cookie.ts) and the lead forms' challenges. */
  sessionSecret: string;
  /** Keeps the signed-in user in the session and checks passwords (src/auth/passport.ts). */
  passport: AppPassport;
  db: Knex;
  /** Whether e-mail goes out (SMTP_URL) or waits in the outbox. */
  smtpConfigured: boolean;
  /** Production rules for addresses the site sends to (webhook URLs: https to public hosts only). */
  production: boolean;
}
