import { PricingPointer } from '../marketing/pricing-pointer';
import type { BlockViewProps } from './types';

export function PricingPointerBlock({ data, blockId }: BlockViewProps<'pricingPointer'>) {
  return (
    <PricingPointer
      id={data.anchor || `section-${blockId}`}
      title={data.title}
      text={data.text}
      link={data.link}
    />
  );
}
