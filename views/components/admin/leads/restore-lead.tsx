import { api } from '../data/api';
import { Button, toastOutcome } from '../kit';
import { useLeadsChanged } from './lead-changes';

/** One click takes a lead out of spam: it becomes new, and is announced as new leads are. */
export function RestoreLead({ id, name }: { id: number; name: string }) {
  const leadsChanged = useLeadsChanged();
  const restore = () =>
    toastOutcome(
      async () => {
        await api.patch(`/api/leads/${id}`, { status: 'new' });
        await leadsChanged();
      },
      { title: 'Lead restored', description: name },
      'Could not restore the lead',
    );
  return (
    <Button variant="secondary" size="sm" aria-label={`Not spam: ${name}`} onClick={restore}>
      Not spam
    </Button>
  );
}
