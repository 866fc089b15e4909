import type { PageContext } from 'vike/types';
import { absoluteUrl } from '#src/config/site';
import type { SitePageData } from './+data';

/** The page's social preview image, where one is set (else the site's default, in +Head). */
export default (pageContext: PageContext<SitePageData>) => {
  const { data, site } = pageContext;
  const image = data.kind === 'page' ? data.page.seoImage : null;
  if (!image) return null;
  return image.startsWith('/') ? absoluteUrl(site, image) : image;
};
