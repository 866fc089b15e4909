import { CtaBand } from '../marketing/cta-band';
import { BlockButton } from './block-button';
import type { BlockViewProps } from './types';

export function CtaBandBlock({ data, blockId }: BlockViewProps<'ctaBand'>) {
  return (
    <CtaBand id={data.anchor || `section-${blockId}`} title={data.title} text={data.text}>
      {data.buttons.map((button, index) => (
        <BlockButton key={index} button={button} background="dark" />
      ))}
    </CtaBand>
  );
}
