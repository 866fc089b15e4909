import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ContentImportAnswer, ContentImportView } from '#src/schemas/wire/imports';
import { toast } from '#views/components/ui/toast';
import { refreshAfterChange, useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';

const pollMs = 1_000;

export const isFinished = (state: ContentImportView['state']) =>
  state === 'done' || state === 'failed';

/**
 * A started import as it runs: asked for every second until it is done or failed, then
 * announced once, and everything the admin shows is read again (it may all have changed).
 */
export function useImportProgress(started: ContentImportView) {
  const queryClient = useQueryClient();
  const announced = useRef(false);
  const query = useApiQuery<ContentImportAnswer>(
    adminKeys.imports.detail(started.id),
    `/api/imports/${started.id}`,
    {
      initialData: { import: started },
      refetchInterval: (current) =>
        current.state.data && isFinished(current.state.data.import.state) ? false : pollMs,
    },
  );
  const current = query.data?.import ?? started;
  useEffect(() => {
    if (!isFinished(current.state) || announced.current) return;
    announced.current = true;
    if (current.state === 'done') {
      toast({
        title: 'Import finished',
        description: `${current.done} posts and pages from ${current.fileName}`,
      });
    } else {
      toast({ title: 'Import failed', description: current.error ?? '', variant: 'destructive' });
    }
    void refreshAfterChange(queryClient, adminKeys.all);
  }, [current, queryClient]);
  return { current, error: query.error };
}
