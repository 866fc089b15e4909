import { homePage } from './home';
import type { SitePageSeed } from './types';

/** The site's own pages, in the order the sitemap lists them. */
export const sitePages: readonly SitePageSeed[] = [homePage];
