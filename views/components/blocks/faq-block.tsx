import { Faq } from '../marketing/faq';
import { BlockSection } from './block-section';
import type { BlockViewProps } from './types';

export function FaqBlock({ data, blockId }: BlockViewProps<'faq'>) {
  return (
    <BlockSection heading={data} blockId={blockId}>
      <Faq items={data.items} />
    </BlockSection>
  );
}
