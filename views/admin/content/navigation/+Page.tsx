import type { Navigation } from '#src/schemas/shared/navigation';
import { useApiQuery } from '#views/components/admin/data/queries';
import { adminKeys } from '#views/components/admin/data/query-keys';
import { PageHeading, QueryState, Skeleton } from '#views/components/admin/kit';
import { NavigationForm } from '#views/components/admin/navigation/navigation-form';

export default function NavigationScreen() {
  const navigation = useApiQuery<Navigation>(
    adminKeys.navigation.detail('site'),
    '/api/navigation',
  );
  return (
    <>
      <PageHeading
        title="Navigation"
        description="The header menu, the Solutions menu and the footer's links, as every public page shows them."
      />
      <QueryState query={navigation} placeholder={<Skeleton />}>
        {(answer) => <NavigationForm navigation={answer} />}
      </QueryState>
    </>
  );
}
