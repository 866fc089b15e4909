import { useData } from 'vike-react/useData';
import { PostJsonLd } from '../components/blog/post-json-ld';
import { BlockHeads } from '../components/blocks/block-page';
import { OrganizationJsonLd } from '../components/seo/organization-json-ld';
import type { SitePageData } from './+data';

export default function Head() {
  const data = useData<SitePageData>();
  if (data.kind === 'post') return <PostJsonLd post={data.post} />;
  return (
    <>
      {/* schema.org Organization for search engines, on the home page only. */}
      {data.page.path === '/' && <OrganizationJsonLd />}
      <BlockHeads blocks={data.page.blocks} />
    </>
  );
}
