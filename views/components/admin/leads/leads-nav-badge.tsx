import { useEffect, useState } from 'react';
import type { LeadCounts } from '#src/schemas/wire/leads';
import { api } from '../data/api';
import { leadsChangedEvent } from './lead-changes';

/**
 * The number of new leads beside "Leads" in the sidebar. The sidebar sits outside the admin's
 * query cache, so this asks on its own, and again whenever the leads screen changes leads.
 */
export function LeadsNavBadge() {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    const load = () =>
      api
        .get<LeadCounts>('/api/leads/counts')
        .then((counts) => current && setCount(counts.new))
        .catch(() => current && setCount(null));
    void load();
    window.addEventListener(leadsChangedEvent, load);
    return () => {
      current = false;
      window.removeEventListener(leadsChangedEvent, load);
    };
  }, []);
  if (!count) return null;
  return (
    <span className="ml-2 inline-flex min-w-5 justify-center rounded-full bg-sky-200 px-1.5 text-xs font-semibold text-slate-900">
      {count}
      <span className="sr-only"> new</span>
    </span>
  );
}
