import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { renderPage } from 'vike/server';
import { isDatabaseUnavailable } from '../errors';
import { pageCacheKey } from './page-cache-key';
import {
  type CachedResponse,
  type FreshResponse,
  type PublicCache,
  unkept,
} from '../http/public-cache';
import { takeOutcome } from '../http/form-outcome';
import type { FormOutcome } from '../schemas/page-forms';
import { movedCacheControl, privateCacheControl, sendPublic } from '../http/public-responses';
import { collectShownContent, type ContentTag } from '../services/public-content';
import { shownNavigation } from '../services/navigation-service';
import { countRedirectHit, findRedirectFrom } from '../services/redirect-service';
import { seoOverrideFor } from '../services/seo-service';
import { keptSharedContent } from '../services/shared-content-service';
import type { SharedContentKind } from '../schemas/shared';
import { twoFactorEnrolmentDue } from '../services/two-factor-service';
import { cspNonceOf } from './security';
import { siteOf } from '../http/site';

/** The first-admin setup page: never cached (its address carries a one-time token). */
export const isSetupPath = (path: string) => path === '/setup' || path.startsWith('/setup/');
const isSetupPage = (req: Request) => isSetupPath(req.path);

/** An inline script the browser runs (not a data block such as JSON or JSON-LD). */
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const dataBlockType = /\btype="application\/(?:ld\+)?json"/i;

/**
 * The CSP sources that allow a cached page's inline scripts: their SHA-256 hashes, in place of a
 * per-response nonce, so that every copy of the page, and its ETag, is the same.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(inlineScript)) {
    if (/\bsrc=/i.test(attributes!) || dataBlockType.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content!).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Anonymous GETs are the same for every visitor until content changes: those are cached. The
 * first-admin setup page is not: its URL carries a one-time token, and it closes for good
 * once an admin exists, whichever process created it.
 */
const isCacheable = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') && !req.user && !isSetupPage(req);

/** The key an anonymous page is kept under, or null for a page never cached. */
export const pageKeyOf = (req: Request) =>
  isSetupPage(req) ? null : pageCacheKey(req.originalUrl);

/** What Vike's hooks know of the request: the visitor, the site, its menus, a form's outcome. */
async function pageContextInit(
  req: Request,
  res: Response,
  { url, cacheable, outcome }: { url: string; cacheable: boolean; outcome: FormOutcome | null },
) {
  const site = siteOf(res);
  const warnOnFailure = (what: string) => (error: unknown) => req.log.warn({ err: error }, what);
  return {
    urlOriginal: url,
    headersOriginal: req.headers,
    // A cached page carries no nonce: its inline scripts are allowed by their hashes.
    cspNonce: cacheable ? undefined : cspNonceOf(res),
    user: req.user ?? null,
    twoFactorEnrolmentDue: req.user ? await twoFactorEnrolmentDue(req.user) : false,
    site,
    navigation: await shownNavigation(
      site,
      warnOnFailure('navigation could not be read; pages show the last one read'),
    ),
    warn: (details: object, message: string) => req.log.warn(details, message),
    formOutcome: outcome,
    seoOverrideFor: (path: string) => seoOverrideFor(path, seoWarning(req)),
    sharedContent: <Kind extends SharedContentKind>(kinds: readonly Kind[]) =>
      keptSharedContent(
        kinds,
        warnOnFailure('shared content could not be read; pages show the last read'),
      ),
  };
}

const seoWarning = (req: Request) => (error: unknown) =>
  req.log.warn({ err: error }, 'SEO overrides could not be read; pages use their own');

/**
 * The redirect from this address, if any, with what every render reads and this process keeps
 * (the shared content, the SEO overrides) asked for meanwhile: after a change empties them, a
 * render waits for one round trip instead of three. A failure to read ahead is left to the
 * render, which logs it or shows what was read last.
 */
async function findRedirectReadingAhead(req: Request) {
  const [moved] = await Promise.all([
    findRedirect(req, req.path),
    keptSharedContent(['navigation']).catch(() => undefined),
    seoOverrideFor(req.path, seoWarning(req)),
  ]);
  return moved;
}

/**
 * Vike's catch-all: every non-API URL becomes a server-rendered page, streamed to signed-in
 * visitors (private, with this response's nonce) and served from `cache` (when given) to
 * anonymous ones.
 */
export function renderPages(
  cache?: PublicCache,
  /**
   * Last changes to a cached page's HTML (production build): inline stylesheets, scripts
   * started after the first paint.
   */
  finishCachedHtml: (html: string) => string = (html) => html,
): RequestHandler {
  return async (req, res, next) => {
    // WordPress's plain links (`/?p=123`) land on the home page here: an imported site's post
    // answers them before the home page would.
    const plainLink = wordpressPlainLink(req.path, req.query);
    const linkMoved = plainLink && (await findRedirect(req, plainLink));
    if (linkMoved) return sendRedirect(res, linkMoved);
    // A form's outcome is one visitor's: that page is never cached (src/http/form-outcome.ts).
    const shown = takeOutcome(req, res);
    const cacheable = !!cache && isCacheable(req) && !shown;
    // A cached page is exactly what its key renders: the page never sees parameters it did not
    // declare, so the HTML kept for `/blog?page=2` is right for `/blog?page=2&utm_source=x`.
    const url = cacheable ? pageCacheKey(req.originalUrl) : req.originalUrl;
    if (cacheable) {
      const cached = cache.get(url);
      if (cached) return sendPublic(req, res, cached, true);
    }
    const since = cache?.version ?? 0;
    // An address that moved (a page, a post, an imported site's old link) goes on before any
    // page renders, in one hop also from the slash WordPress writes; a 301 is kept like a page.
    const moved = shown ? null : await findRedirectReadingAhead(req);
    if (moved) {
      if (!cacheable || moved.statusCode !== 301) return sendRedirect(res, moved);
      return sendPublic(req, res, cache.set(url, moved, redirectTags, since), false);
    }
    const tags = new Set<ContentTag>();
    const render = async () => {
      const pageContext = await renderPage(
        await pageContextInit(req, res, { url, cacheable, outcome: shown?.outcome ?? null }),
      );
      const body = cacheable ? await pageContext.httpResponse?.getBody() : undefined;
      return { pageContext, body };
    };
    const { pageContext, body } = await collectShownContent(tags, render);
    const { httpResponse, abortStatusCode } = pageContext;
    // A hook's `throw render(404)` is how a page answers "not found": not a failure to log.
    const errorWhileRendering =
      abortStatusCode === undefined ? pageContext.errorWhileRendering : null;
    if (errorWhileRendering) {
      if (isDatabaseUnavailable(errorWhileRendering)) return next(errorWhileRendering);
      req.log.error({ err: errorWhileRendering }, 'page render failed');
    }
    if (!httpResponse) return next();
    // helmet already sent the full policy; Vike's default would narrow it.
    const headers = httpResponse.headers.filter(
      ([name]) => name.toLowerCase() !== 'content-security-policy',
    );
    if (!cacheable || body === undefined) {
      // A refused form's page says why with its own status (400, 401, 429…); a page that is not
      // found stays 404.
      const ok = httpResponse.statusCode === 200;
      res.status(ok && shown ? shown.status : httpResponse.statusCode);
      for (const [name, value] of headers) res.setHeader(name, value);
      res.setHeader('Cache-Control', req.user ? privateCacheControl : 'no-store');
      res.setHeader('Vary', 'Cookie');
      return httpResponse.pipe(res);
    }
    const html = finishCachedHtml(body);
    const fresh: FreshResponse = {
      statusCode: httpResponse.statusCode,
      headers,
      body: html,
      variesByCookie: true,
      scriptHashes: inlineScriptHashes(html),
    };
    const page: CachedResponse =
      fresh.statusCode === 200 && !errorWhileRendering
        ? cache.set(url, fresh, tags, since)
        : unkept(fresh);
    sendPublic(req, res, page, false);
  };
}

/**
 * A redirect's answer: a move (301) may be kept by browsers and CDNs for an hour, so a removed
 * redirect stops being followed soon after; a temporary one (302) is never kept.
 */
/** `/?p=123`, `/?page_id=7`: the one query parameter that named a post or page on WordPress. */
function wordpressPlainLink(path: string, query: Request['query']): string | null {
  if (path !== '/') return null;
  for (const name of ['p', 'page_id']) {
    const value = query[name];
    if (typeof value === 'string' && /^\d{1,12}$/.test(value)) return `/?${name}=${value}`;
  }
  return null;
}

/** What a redirect's answer depends on: pages and posts that move, or take its address. */
const redirectTags: ReadonlySet<ContentTag> = new Set(['pages', 'posts']);

/**
 * The answer an old address gets, if a redirect starts there; each sending counts a hit. Pages
 * go on without their old addresses rather than fail with them when redirects cannot be read.
 */
async function findRedirect(req: Request, path: string) {
  const redirect = await findRedirectFrom(path).catch((error: unknown) => {
    req.log.warn({ err: error }, 'redirects could not be read');
    return null;
  });
  if (!redirect) return null;
  return {
    statusCode: redirect.status,
    headers: [['Location', redirect.location]] as Array<[string, string]>,
    body: '',
    variesByCookie: false,
    onServe: () => countRedirectHit(redirect.from),
  } satisfies FreshResponse;
}

function sendRedirect(res: Response, moved: FreshResponse) {
  moved.onServe?.();
  const location = moved.headers[0]![1];
  res.setHeader('Cache-Control', moved.statusCode === 301 ? movedCacheControl : 'no-store');
  res.redirect(moved.statusCode, location);
}
