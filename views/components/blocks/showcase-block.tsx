import { CheckList } from '../marketing/check-list';
import { Showcase } from '../marketing/showcase';
import { BlockSection } from './block-section';
import type { BlockViewProps } from './types';
import { mediaSrc } from '#src/content/media-urls';

export function ShowcaseBlock({ data, site, blockId }: BlockViewProps<'showcase'>) {
  return (
    <BlockSection heading={data} blockId={blockId}>
      <Showcase image={{ ...data.image, src: mediaSrc(data.image.src, site.mediaBaseUrl) }}>
        <p className="text-lg leading-8 text-slate-700">{data.text}</p>
        <CheckList items={data.points} className="mt-6" />
      </Showcase>
    </BlockSection>
  );
}
