import { useState } from 'react';
import { seoRoutes, type SeoOverride } from '#src/schemas/seo';
import { useApiQuery } from '#views/components/admin/data/queries';
import { adminKeys } from '#views/components/admin/data/query-keys';
import { PageHeading, QueryState, Skeleton } from '#views/components/admin/kit';
import { SeoForm } from '#views/components/admin/seo/seo-form';
import { SeoRouteNav } from '#views/components/admin/seo/seo-route-nav';

function SeoEditor({ overrides }: { overrides: SeoOverride[] }) {
  const [path, setPath] = useState(seoRoutes[0]!.path);
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <SeoRouteNav
        current={path}
        overridden={new Set(overrides.map((item) => item.path))}
        onChoose={setPath}
      />
      <SeoForm key={path} path={path} override={overrides.find((item) => item.path === path)} />
    </div>
  );
}

export default function SeoOverrides() {
  const seo = useApiQuery<{ overrides: SeoOverride[] }>(adminKeys.seo.list(), '/api/seo');
  return (
    <>
      <PageHeading
        title="SEO"
        description="Replace the title, description and social image that search engines and link previews show for a public page. Leave a field empty to keep the page's own."
      />
      <QueryState query={seo} placeholder={<Skeleton />}>
        {({ overrides }) => <SeoEditor overrides={overrides} />}
      </QueryState>
    </>
  );
}
