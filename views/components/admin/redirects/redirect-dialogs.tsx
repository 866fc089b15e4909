import type { ChangeEvent } from 'react';
import { redirectCreateSchema, redirectImportSchema } from '#src/schemas/redirects';
import type { RedirectImportResult, RedirectView } from '#src/schemas/wire/redirects';
import { api, ApiError } from '../data/api';
import { adminKeys } from '../data/query-keys';
import { Button, Field, FormDialog, Select, TextArea, useDialogForm } from '../kit';

const statusChoice = { setValueAs: (value: unknown) => Number(value) };

export function AddRedirectDialog() {
  const dialog = useDialogForm({
    schema: redirectCreateSchema,
    defaultValues: { fromPath: '', toPath: '', status: 301 },
    submit: (values) => api.post<RedirectView>('/api/redirects', values),
    successToast: (values) => ({ title: 'Redirect added', description: values.fromPath }),
    invalidates: [adminKeys.redirects.all],
  });
  return (
    <FormDialog
      dialog={dialog}
      title="Add redirect"
      description="Visitors and search engines asking for the old address are sent to the new one."
      trigger={<Button>Add redirect</Button>}
      submitLabel="Add redirect"
      busyLabel="Adding..."
    >
      <Field
        name="fromPath"
        id="new-redirect-from"
        label="From"
        placeholder="/2019/05/our-menu"
        autoComplete="off"
        hint="An address of this site that no longer has a page."
      />
      <Field
        name="toPath"
        id="new-redirect-to"
        label="To"
        placeholder="/blog/post/our-menu"
        autoComplete="off"
        hint="A path of this site, or a full https:// address."
      />
      <Select name="status" id="new-redirect-status" label="Kind" rules={statusChoice}>
        <option value={301}>301: moved for good</option>
        <option value={302}>302: moved for a while</option>
      </Select>
    </FormDialog>
  );
}

/** A refused import lists every line it refused, in the form's alert. */
async function importCsv(csv: string): Promise<RedirectImportResult> {
  try {
    return await api.post<RedirectImportResult>('/api/redirects/import', { csv });
  } catch (error) {
    const lineNumber = ([key]: [string, string]) => Number(key.replace(/\D/g, '')) || 0;
    const lines =
      error instanceof ApiError
        ? Object.entries(error.errors).sort((a, b) => lineNumber(a) - lineNumber(b))
        : [];
    if (lines.length === 0 || lines.every(([key]) => key === 'csv')) throw error;
    const listed = lines.map(([line, message]) => `${line}: ${message}`).join('; ');
    throw new Error(`${(error as Error).message}. ${listed}`);
  }
}

export function ImportRedirectsDialog() {
  const dialog = useDialogForm({
    schema: redirectImportSchema,
    defaultValues: { csv: '' },
    submit: (values) => importCsv(values.csv),
    successToast: (_values, result) => ({
      title: 'Redirects imported',
      description: `${result.added} added, ${result.replaced} replaced`,
    }),
    invalidates: [adminKeys.redirects.all],
  });
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file) dialog.form.setValue('csv', await file.text(), { shouldValidate: true });
  };
  return (
    <FormDialog
      dialog={dialog}
      title="Import redirects"
      description="One redirect per line: from,to or from,to,status. A first line of column names is skipped. Nothing is added unless every line is right."
      trigger={<Button variant="secondary">Import CSV</Button>}
      submitLabel="Import"
      busyLabel="Importing..."
    >
      <div>
        <label htmlFor="redirects-file" className="block text-sm font-medium text-slate-800">
          CSV file
        </label>
        <input
          id="redirects-file"
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={readFile}
          className="mt-1 block w-full text-sm text-slate-700"
        />
      </div>
      <TextArea
        name="csv"
        id="redirects-csv"
        label="Redirects"
        rows={8}
        placeholder={'from,to,status\n/old-about,/landing,301'}
        hint="Choose a file above, or paste its lines here."
      />
    </FormDialog>
  );
}
