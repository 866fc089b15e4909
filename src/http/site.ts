import type { Response } from 'express';
import type { PublicSite } from '../config/site';

/** The site laid over the defaults for this response (the `loadSite` middleware sets it). */
export function siteOf(res: Response): PublicSite {
  return res.locals.site as PublicSite;
}
