import { useApiQuery } from '#views/components/admin/data/queries';
import { adminKeys } from '#views/components/admin/data/query-keys';
import { buttonStyle, LoadError, PageHeading, Skeleton } from '#views/components/admin/kit';
import { ColoursForm, type ThemeAnswer } from '#views/components/admin/settings/colours-form';

export default function BrandColoursPage() {
  const { data, error, isPending } = useApiQuery<ThemeAnswer>(
    adminKeys.theme.detail('site'),
    '/api/settings/theme',
  );
  return (
    <>
      <PageHeading
        title="Brand colours"
        description="The colours of the public site's buttons, links and highlights."
        actions={
          <a href="/admin/settings" className={buttonStyle('secondary')}>
            Settings
          </a>
        }
      />
      {error ? <LoadError error={error} /> : null}
      {isPending ? <Skeleton /> : null}
      {data ? <ColoursForm answer={data} /> : null}
    </>
  );
}
