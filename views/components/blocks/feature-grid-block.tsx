import { FeatureGrid } from '../marketing/feature-grid';
import { BlockSection } from './block-section';
import type { BlockViewProps } from './types';

export function FeatureGridBlock({ data, blockId }: BlockViewProps<'featureGrid'>) {
  return (
    <BlockSection heading={data} blockId={blockId}>
      <FeatureGrid features={data.items} tone={data.cardTone} />
    </BlockSection>
  );
}
