import { useData } from 'vike-react/useData';
import { BlockHeads } from '../components/blocks/block-page';
import type { PagePreviewData } from './+data';

export default function Head() {
  const { page } = useData<PagePreviewData>();
  return <BlockHeads blocks={page.blocks} />;
}
