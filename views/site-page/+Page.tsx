import { useData } from 'vike-react/useData';
import { BlogShell } from '../components/blog/blog-shell';
import { PostArticle } from '../components/blog/post-article';
import { BlockPage } from '../components/blocks/block-page';
import type { SitePageData } from './+data';

/** A page of the site, built from blocks, or a post under its short address. */
export default function SitePage() {
  const data = useData<SitePageData>();
  if (data.kind === 'post') {
    return (
      <BlogShell sidebar={data.sidebar}>
        <PostArticle post={data.post} comments={data.comments} />
      </BlogShell>
    );
  }
  return <BlockPage page={data.page} />;
}
