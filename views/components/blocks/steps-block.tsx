import { Steps } from '../marketing/steps';
import { BlockSection } from './block-section';
import type { BlockViewProps } from './types';

export function StepsBlock({ data, blockId }: BlockViewProps<'steps'>) {
  return (
    <BlockSection heading={data} blockId={blockId}>
      <Steps steps={data.items} />
    </BlockSection>
  );
}
