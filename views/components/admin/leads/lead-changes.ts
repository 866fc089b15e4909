import { useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from '../data/queries';
import { adminKeys } from '../data/query-keys';

/** Heard by the navigation's "new" badge, which lives outside the admin's query cache. */
export const leadsChangedEvent = 'admin:leads-changed';

/** After a change to leads: every leads query is refreshed and the badge recounts. */
export function useLeadsChanged() {
  const queryClient = useQueryClient();
  return async () => {
    window.dispatchEvent(new Event(leadsChangedEvent));
    await refreshAfterChange(queryClient, adminKeys.leads.all);
  };
}
