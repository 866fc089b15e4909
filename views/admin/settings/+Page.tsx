import { useApiQuery } from '#views/components/admin/data/queries';
import { adminKeys } from '#views/components/admin/data/query-keys';
import { buttonStyle, ListSkeleton, LoadError, PageHeading } from '#views/components/admin/kit';
import type { SettingsAnswer } from '#views/components/admin/settings/settings-fields';
import { SettingsForm } from '#views/components/admin/settings/settings-form';

export default function SettingsPage() {
  const { data, error, isPending } = useApiQuery<SettingsAnswer>(
    adminKeys.settings.detail('site'),
    '/api/settings/site',
  );
  return (
    <>
      <PageHeading
        title="Settings"
        description="The company details, forms and links the public site shows."
        actions={
          <a href="/admin/settings/colors" className={buttonStyle('secondary')}>
            Brand colours
          </a>
        }
      />
      {error ? <LoadError error={error} /> : null}
      {isPending ? <ListSkeleton /> : null}
      {data ? <SettingsForm answer={data} /> : null}
    </>
  );
}
