import { Router, type Response } from 'express';
import { brand, feedPath } from '../config/site';
import { siteOf } from '../middleware/site';
import {
  listFeedPosts,
  listSitemapEntries,
  renderRobots,
  renderRss,
  renderSitemap,
  type SiteInfo,
} from '../services/feed-service';

/** Crawlers and feed readers poll often; five minutes keeps them off the database. */
const cacheFor = 'public, max-age=300';

/** /rss.xml, /sitemap.xml and /robots.txt: built from the database on each request. */
export function feedRoutes(): Router {
  // Absolute links use the configured public origin (`SITE_URL`), never the request's Host.
  const siteInfo = (res: Response): SiteInfo => {
    const site = siteOf(res);
    return { url: site.url, name: site.name, description: brand.tagline };
  };
  const send = (res: Response, type: string, body: string) => {
    res.type(type).setHeader('Cache-Control', cacheFor);
    res.send(body);
  };

  const router = Router();
  router.get(feedPath, async (req, res) => {
    send(
      res,
      'application/rss+xml; charset=utf-8',
      renderRss(siteInfo(res), await listFeedPosts()),
    );
  });
  router.get('/sitemap.xml', async (req, res) => {
    send(
      res,
      'application/xml; charset=utf-8',
      renderSitemap(siteInfo(res), await listSitemapEntries()),
    );
  });
  router.get('/robots.txt', (req, res) => {
    send(res, 'text/plain; charset=utf-8', renderRobots(siteInfo(res)));
  });
  return router;
}
