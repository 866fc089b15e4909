import type { PageContext } from 'vike/types';

// The footer links to /sitemap.html; a folder of that name would confuse the bundler, which takes
// `.html` paths for HTML entry files. A route function with a positive precedence, because Vike
// otherwise lets the filesystem's /@slug catch-all answer first.
export default function route(pageContext: PageContext) {
  return pageContext.urlPathname === '/sitemap.html' ? { precedence: 1 } : false;
}
