import { IndustrySection } from '../marketing/industry-section';
import { BlockSection } from './block-section';
import type { BlockViewProps } from './types';

export function IndustryDetailsBlock({ data, blockId }: BlockViewProps<'industryDetails'>) {
  return (
    <BlockSection heading={data} blockId={blockId}>
      <div className="space-y-8">
        {data.items.map((industry) => (
          <IndustrySection
            key={industry.anchor}
            industry={industry}
            exampleLabel={data.exampleLabel}
          />
        ))}
      </div>
    </BlockSection>
  );
}
