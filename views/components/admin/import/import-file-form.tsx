import { adminKeys } from '../data/query-keys';
import { useRef, useState, type FormEvent } from 'react';
import type { ContentImportAnswer, ContentImportView } from '#src/schemas/wire/imports';
import { fieldControlClass } from '#views/components/ui/field-style';
import { api, ApiError } from '../data/api';
import { useApiMutation } from '../data/queries';
import { Button, FieldFrame, FormAlert } from '../kit';
import { useFocusOnMount } from './use-focus-on-mount';

const messages = {
  missingFile: 'Choose the export file to import',
} as const;

const fileId = 'import-file';
const siteUrlId = 'import-site-url';

interface Refusal {
  file?: string;
  siteUrl?: string;
  form?: string;
}

/** A refusal of the file or the address goes beside it; anything else (a busy server) on top. */
function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError && (error.status === 400 || error.status === 413)) {
    if (error.errors.siteUrl) return { siteUrl: error.errors.siteUrl };
    return { file: error.errors.file ?? error.message };
  }
  return { form: error instanceof Error ? error.message : String(error) };
}

const describedBy = (id: string, message: string | undefined) =>
  [message ? `${id}-message` : null, `${id}-hint`].filter(Boolean).join(' ');

/** The file and the old address, sent for a dry run; the focus goes where a refusal is. */
function useImportCheck(onChecked: (checked: ContentImportView) => void, focusFile: boolean) {
  const [file, setFile] = useState<File | null>(null);
  const [siteUrl, setSiteUrl] = useState('');
  const [refusal, setRefusal] = useState<Refusal>({});
  const fileRef = useFocusOnMount<HTMLInputElement>(focusFile);
  const siteUrlRef = useRef<HTMLInputElement>(null);
  const check = useApiMutation(
    (form: FormData) => api.post<ContentImportAnswer>('/api/imports', form),
    [adminKeys.imports.all],
  );
  const refuse = (found: Refusal) => {
    setRefusal(found);
    (found.siteUrl ? siteUrlRef : fileRef).current?.focus();
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return refuse({ file: messages.missingFile });
    const form = new FormData();
    if (siteUrl.trim()) form.append('siteUrl', siteUrl.trim());
    form.append('file', file);
    try {
      onChecked((await check.mutateAsync(form)).import);
    } catch (error) {
      refuse(refusalOf(error));
    }
  };
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setRefusal({});
  };
  const typeSiteUrl = (typed: string) => {
    setSiteUrl(typed);
    setRefusal({});
  };
  return { refusal, submit, busy: check.isPending, fileRef, chooseFile, siteUrlRef, typeSiteUrl };
}

/** The export file, checked by a dry run on the server: nothing is written yet. */
export function ImportFileForm({
  onChecked,
  focusFile,
}: {
  onChecked: (checked: ContentImportView) => void;
  /** Back from a checked file: the keyboard starts at the file input again. */
  focusFile: boolean;
}) {
  const { refusal, submit, busy, fileRef, chooseFile, siteUrlRef, typeSiteUrl } = useImportCheck(
    onChecked,
    focusFile,
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert message={refusal.form} />
      <FieldFrame
        id={fileId}
        label="Export file"
        hint="A WordPress export (.xml, from Tools → Export) or a Ghost export (.json, from Settings → Export), up to 64 MB."
        error={refusal.file}
      >
        <input
          ref={fileRef}
          id={fileId}
          type="file"
          accept=".xml,.json"
          aria-invalid={refusal.file ? true : undefined}
          aria-describedby={describedBy(fileId, refusal.file)}
          onChange={(event) => chooseFile(event.currentTarget.files?.[0] ?? null)}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-100"
        />
      </FieldFrame>
      <FieldFrame
        id={siteUrlId}
        label="Old site address (Ghost only)"
        hint="A Ghost export does not name its site. Give its address so its images can be fetched and its old addresses lead here."
        error={refusal.siteUrl}
      >
        <input
          ref={siteUrlRef}
          id={siteUrlId}
          type="url"
          autoComplete="url"
          placeholder="https://blog.example.com"
          aria-invalid={refusal.siteUrl ? true : undefined}
          aria-describedby={describedBy(siteUrlId, refusal.siteUrl)}
          onChange={(event) => typeSiteUrl(event.currentTarget.value)}
          className={`${fieldControlClass(!!refusal.siteUrl)} bg-white`}
        />
      </FieldFrame>
      <Button type="submit" disabled={busy}>
        {busy ? 'Checking...' : 'Check file'}
      </Button>
    </form>
  );
}
