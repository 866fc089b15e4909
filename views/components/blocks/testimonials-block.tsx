import { Testimonials } from '../marketing/testimonials';
import { BlockSection } from './block-section';
import type { BlockViewProps } from './types';

export function TestimonialsBlock({ data, blockId }: BlockViewProps<'testimonials'>) {
  return (
    <BlockSection heading={data} blockId={blockId}>
      <Testimonials testimonials={data.items} />
    </BlockSection>
  );
}
