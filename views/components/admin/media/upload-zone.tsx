import { useState, type DragEvent } from 'react';
import { acceptedImageTypes, maxUploadBytes } from '#src/schemas/media';
import { toast } from '#views/components/ui/toast';
import { api } from '../data/api';
import { useApiMutation } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { buttonStyle } from '../kit';
import { uploadProblem, type MediaItem } from './media-item';

function UploadProblems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800"
    >
      <p className="font-medium">Some files were not uploaded:</p>
      <ul className="mt-1 list-disc pl-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** Drop images here or choose them: each is checked, uploaded in turn and announced. */
export function UploadZone() {
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const [dragging, setDragging] = useState(false);
  const send = useApiMutation(
    (form: FormData) => api.post<MediaItem>('/api/media', form),
    [adminKeys.media.all],
  );
  const upload = async (files: File[]) => {
    const found: string[] = [];
    const accepted = files.filter((file) => {
      const problem = uploadProblem(file);
      if (problem) found.push(`${file.name}: ${problem}`);
      return !problem;
    });
    setUploading((count) => count + accepted.length);
    for (const file of accepted) {
      const form = new FormData();
      form.append('file', file);
      try {
        await send.mutateAsync(form);
        toast({ title: `${file.name} uploaded` });
      } catch (error) {
        found.push(`${file.name}: ${error instanceof Error ? error.message : 'Upload failed'}`);
      } finally {
        setUploading((count) => count - 1);
      }
    }
    setProblems(found);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload([...event.dataTransfer.files]);
  };
  return (
    <>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="drop-zone"
        className={`mb-6 rounded-xl border-2 border-dashed p-8 text-center transition ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white'
        }`}
      >
        <p className="font-medium text-slate-800">Drag images here to upload them</p>
        <p className="mt-1 text-sm text-slate-600">
          JPEG, PNG, WebP or GIF, up to {maxUploadBytes / 1024 / 1024} MB each.
        </p>
        <input
          id="media-file"
          type="file"
          multiple
          accept={acceptedImageTypes.join(',')}
          className="peer sr-only"
          onChange={(event) => {
            void upload([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <label
          htmlFor="media-file"
          className={`${buttonStyle()} mt-4 cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2`}
        >
          Choose images
        </label>
        {uploading > 0 ? (
          <p role="status" className="mt-3 text-sm text-slate-700">
            Uploading {uploading} {uploading === 1 ? 'image' : 'images'}...
          </p>
        ) : null}
      </div>
      <UploadProblems problems={problems} />
    </>
  );
}
