import { Router, type Response } from 'express';
import { brand, feedPath, robotsPath, sitemapXmlPath } from '../config/site';
import type { FreshResponse, PublicCache } from '../http/public-cache';
import { answerPublic } from '../http/public-responses';
import { siteOf } from '../http/site';
import {
  listFeedPosts,
  listSitemapEntries,
  renderRobots,
  renderRss,
  renderSitemap,
  type SiteInfo,
} from '../services/feed-service';

/**
 * /rss.xml, /sitemap.xml and /robots.txt: the same for every visitor, signed in or not, so they
 * are mounted before the session (they never read or renew it) and answered as public responses
 * (ETag, 304, kept at the edge), from the public cache when given one.
 */
export function feedRoutes(cache?: PublicCache): Router {
  // Absolute links use the configured public origin (`SITE_URL`), never the request's Host.
  const siteInfo = (res: Response): SiteInfo => {
    const site = siteOf(res);
    return { url: site.url, name: site.name, description: brand.tagline };
  };
  const document = (type: string, body: string): FreshResponse => ({
    statusCode: 200,
    headers: [['Content-Type', type]],
    body,
    variesByCookie: false,
  });

  const router = Router();
  router.get(feedPath, (req, res) =>
    answerPublic(req, res, cache, async () =>
      document(
        'application/rss+xml; charset=utf-8',
        renderRss(siteInfo(res), await listFeedPosts()),
      ),
    ),
  );
  router.get(sitemapXmlPath, (req, res) =>
    answerPublic(req, res, cache, async () =>
      document(
        'application/xml; charset=utf-8',
        renderSitemap(siteInfo(res), await listSitemapEntries()),
      ),
    ),
  );
  router.get(robotsPath, (req, res) =>
    answerPublic(req, res, cache, async () =>
      document('text/plain; charset=utf-8', renderRobots(siteInfo(res))),
    ),
  );
  return router;
}
