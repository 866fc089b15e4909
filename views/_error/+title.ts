import type { PageContext } from 'vike/types';
import { problemPages } from '#src/problem-pages';
import { blogNotFoundKind, notFoundMessages } from '../components/blog/blog-not-found';
import { isAccessDenied } from '../components/admin/required-roles';

/** Error screens name what went wrong in the tab, as the page itself does. */
export default (pageContext: PageContext) => {
  const { is404, abortStatusCode, abortReason, site } = pageContext;
  const kind = blogNotFoundKind(abortReason);
  const heading = is404
    ? kind
      ? notFoundMessages[kind].title
      : 'Page Not Found'
    : abortStatusCode === 403 && isAccessDenied(abortReason)
      ? 'Access Denied'
      : (abortStatusCode === 503 ? problemPages[503] : problemPages[500]).title;
  return `${heading} | ${site.name}`;
};
