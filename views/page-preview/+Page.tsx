import { useData } from 'vike-react/useData';
import { BlockPage } from '../components/blocks/block-page';
import type { PagePreviewData } from './+data';

/** The draft as visitors will see it once published (the same view as views/site-page). */
export default function PagePreview() {
  const { page } = useData<PagePreviewData>();
  return <BlockPage page={page} />;
}
