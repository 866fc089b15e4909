import { adminKeys } from '../data/query-keys';
import { useState } from 'react';
import type { ContentImportAnswer, ContentImportView } from '#src/schemas/wire/imports';
import { api } from '../data/api';
import { useApiMutation } from '../data/queries';
import { Panel } from '../kit';
import { ImportFileForm } from './import-file-form';
import { ImportPlan } from './import-plan';
import { ImportProgress } from './import-progress';
import { RecentImports } from './recent-imports';

/**
 * Moving in from WordPress or Ghost, one step at a time: choose the file, read what its dry run
 * says the import will do, then import it and follow it to the end.
 */
export function ContentImportPanel() {
  const [current, setCurrent] = useState<ContentImportView | null>(null);
  const [chosenAgain, setChosenAgain] = useState(false);
  const [startFailure, setStartFailure] = useState<string | null>(null);
  const start = useApiMutation(
    (id: number) => api.post<ContentImportAnswer>(`/api/imports/${id}/run`),
    [adminKeys.imports.all],
  );
  const chooseAnother = () => {
    setCurrent(null);
    setStartFailure(null);
    setChosenAgain(true);
  };
  const runImport = async (checked: ContentImportView) => {
    setStartFailure(null);
    try {
      setCurrent((await start.mutateAsync(checked.id)).import);
    } catch (error) {
      setStartFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Panel title="Import from WordPress or Ghost">
      <div className="space-y-6">
        <p className="text-sm text-slate-600">
          Posts, pages, categories, tags, authors, comments and images come in, and every old
          address leads to its new one. Checking the file changes nothing. Importing the same file
          again updates what changed and adds no duplicates.
        </p>
        {current === null ? (
          <ImportFileForm onChecked={setCurrent} focusFile={chosenAgain} />
        ) : current.state === 'checked' ? (
          <ImportPlan
            checked={current}
            starting={start.isPending}
            failure={startFailure}
            onImport={() => void runImport(current)}
            onChooseAnother={chooseAnother}
          />
        ) : (
          <ImportProgress started={current} onAnother={chooseAnother} />
        )}
        <RecentImports />
      </div>
    </Panel>
  );
}
