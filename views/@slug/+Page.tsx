import { useData } from 'vike-react/useData';
import type { SlugPageData } from '../components/blog/blog-data.server';
import { BlogShell } from '../components/blog/blog-shell';
import { PostArticle } from '../components/blog/post-article';
import { RichText } from '../components/blog/rich-text';

/** /{slug}: a page written in the admin, or a post under its short address. */
export default function SlugPage() {
  const data = useData<SlugPageData>();
  if (data.kind === 'post') {
    return (
      <BlogShell sidebar={data.sidebar}>
        <PostArticle post={data.post} comments={data.comments} />
      </BlogShell>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        {data.page.title}
      </h1>
      <div className="mt-8">
        <RichText html={data.page.content} />
      </div>
    </article>
  );
}
