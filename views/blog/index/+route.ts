import type { PageContext } from 'vike/types';

/**
 * The blog list answers at /blog and at /news (SPEC §2): one page for both addresses. The
 * precedence puts it ahead of the `/@slug` catch-all, which would otherwise take both.
 */
export default ({ urlPathname }: PageContext) =>
  urlPathname === '/blog' || urlPathname === '/news' ? { precedence: 1 } : false;
