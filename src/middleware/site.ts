import type { RequestHandler } from 'express';
import type { PublicSite } from '../config/site';
import { currentSite } from '../services/site-settings-service';

/** Requests that never show the site's name, contacts, widgets or colours. */
const siteless = /^\/(api|assets|uploads|healthz)(\/|$)/;

/**
 * The site for this response: the configured defaults with the settings admins saved laid over
 * them, for the pages, the feeds and the CSP (widget origins). API calls and files get the
 * defaults without a look at the database.
 */
export function loadSite(base: PublicSite): RequestHandler {
  return async (req, res, next) => {
    res.locals.site = siteless.test(req.path) ? base : await currentSite(base, req.log);
    next();
  };
}
