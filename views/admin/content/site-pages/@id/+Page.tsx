import { usePageContext } from 'vike-react/usePageContext';
import { PageBuilderScreen } from '#views/components/admin/site-pages/page-builder-screen';

export default function PageBuilderPage() {
  const { routeParams } = usePageContext();
  return <PageBuilderScreen id={routeParams.id} />;
}
