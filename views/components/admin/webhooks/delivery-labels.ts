import type { DeliveryStatus } from '#src/schemas/wire/webhooks';

/** A delivery's status as the delivery log and its dialog name it. */
export const deliveryStatusLabels: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
  abandoned: 'Abandoned',
};
