import { useState } from 'react';
import { seoRoutes, type SeoOverride } from '#src/schemas/seo';
import { useApiQuery } from '#views/components/admin/data/queries';
import { adminKeys } from '#views/components/admin/data/query-keys';
import { FormAlert, PageHeading, Skeleton } from '#views/components/admin/kit';
import { SeoForm } from '#views/components/admin/seo/seo-form';
import { SeoRouteNav } from '#views/components/admin/seo/seo-route-nav';

export default function SeoOverrides() {
  const [path, setPath] = useState(seoRoutes[0]!.path);
  const { data, error, isPending } = useApiQuery<{ overrides: SeoOverride[] }>(
    adminKeys.seo.list(),
    '/api/seo',
  );
  const overrides = data?.overrides;
  return (
    <div>
      <PageHeading
        title="SEO"
        description="Replace the title, description and social image that search engines and link previews show for a public page. Leave a field empty to keep the page's own."
      />
      <FormAlert message={error?.message} />
      {isPending ? <Skeleton /> : null}
      {overrides ? (
        <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
          <SeoRouteNav
            current={path}
            overridden={new Set(overrides.map((item) => item.path))}
            onChoose={setPath}
          />
          <SeoForm key={path} path={path} override={overrides.find((item) => item.path === path)} />
        </div>
      ) : null}
    </div>
  );
}
