import { PlanCard } from '../marketing/plan-card';
import { BlockButton } from './block-button';
import { BlockSection } from './block-section';
import type { BlockViewProps } from './types';

/** One plan of the shared pricing under the offer's name; nothing when no plan has its id. */
export function PlanOfferBlock({ data, blockId, shared }: BlockViewProps<'planOffer'>) {
  const plan = shared.pricing?.plans.find((candidate) => candidate.id === data.planId);
  if (!plan) return null;
  return (
    <BlockSection heading={data} blockId={blockId}>
      <div className="mx-auto max-w-md">
        <PlanCard plan={plan} name={data.name} note={data.note}>
          <BlockButton button={data.button} />
        </PlanCard>
      </div>
    </BlockSection>
  );
}
