import { CheckList } from '../marketing/check-list';
import { Showcase } from '../marketing/showcase';
import { BlockSection } from './block-section';
import type { BlockViewProps } from './types';

export function ShowcaseBlock({ data, site, blockId }: BlockViewProps<'showcase'>) {
  return (
    <BlockSection heading={data} blockId={blockId}>
      <Showcase image={data.image} mediaBaseUrl={site.mediaBaseUrl}>
        <p className="text-lg leading-8 text-slate-700">{data.text}</p>
        <CheckList items={data.points} className="mt-6" />
      </Showcase>
    </BlockSection>
  );
}
