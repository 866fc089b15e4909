import type { LeadKind } from '#src/schemas/leads';
import type { Assignee } from '#src/schemas/wire/tasks';

/** How each form a lead came through is named in the admin. */
export const kindLabels: Record<LeadKind, string> = {
  contact: 'Contact form',
  booking: 'Booking form',
  quote: 'Quote form',
};

export const ownerName = (person: Pick<Assignee, 'fullName' | 'username'>) =>
  person.fullName || person.username;
