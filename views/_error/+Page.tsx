import { usePageContext } from 'vike-react/usePageContext';
import { problemPages } from '#src/problem-pages';
import { BlogNotFound, blogNotFoundKind } from '../components/blog/blog-not-found';
import { AccessDenied } from '../components/admin/access-denied';
import { isAccessDenied } from '../components/admin/required-roles';
import { NotFound } from '../components/not-found';

export default function ErrorPage() {
  const { is404, abortStatusCode, abortReason } = usePageContext();
  const blogKind = blogNotFoundKind(abortReason);
  if (is404) return blogKind ? <BlogNotFound kind={blogKind} /> : <NotFound />;
  if (abortStatusCode === 403 && isAccessDenied(abortReason)) {
    return <AccessDenied reason={abortReason} />;
  }
  const problem = abortStatusCode === 503 ? problemPages[503] : problemPages[500];
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{problem.title}</h1>
      <p className="mt-4 text-slate-600">{problem.text}</p>
      <a
        href="/"
        className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white"
      >
        Back to Home
      </a>
    </section>
  );
}
