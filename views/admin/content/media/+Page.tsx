import { useEffect, useState, type DragEvent } from 'react';
import {
  acceptedImageTypes,
  maxUploadBytes,
  mediaMessages,
  maxAltLength,
} from '../../../../src/schemas/media';
import { api, ApiError } from '../../../components/admin/admin-api';
import { ConfirmDelete } from '../../../components/admin/confirm-delete';
import {
  buttonClass,
  EmptyState,
  FormAlert,
  formatDate,
} from '../../../components/admin/content-ui';
import { PageHeading, SkeletonRow } from '../../../components/admin/page-heading';
import { toast } from '../../../components/ui/toast';

interface MediaItem {
  id: number;
  url: string;
  originalName: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  alt: string;
  createdAt: string;
  variants: Array<{ width: number; url: string }>;
}

/** The same checks as the server, before anything is sent: type and size. */
function uploadProblem(file: File): string | null {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type))
    return mediaMessages.notAnImage;
  if (file.size > maxUploadBytes) return mediaMessages.tooLarge;
  return null;
}

function sizeText(bytes: number) {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export default function MediaLibrary() {
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [loadError, setLoadError] = useState<string>();
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    api
      .get<{ media: MediaItem[] }>('/api/media')
      // An upload that finished while the list was loading stays in front of it.
      .then(({ media }) =>
        setItems((current) => {
          const loaded = new Set(media.map((item) => item.id));
          return [...(current ?? []).filter((item) => !loaded.has(item.id)), ...media];
        }),
      )
      .catch((error: Error) => setLoadError(error.message));
  }, []);

  const upload = async (files: File[]) => {
    const problems: string[] = [];
    const accepted = files.filter((file) => {
      const problem = uploadProblem(file);
      if (problem) problems.push(`${file.name}: ${problem}`);
      return !problem;
    });
    setUploading((count) => count + accepted.length);
    for (const file of accepted) {
      const form = new FormData();
      form.append('file', file);
      try {
        const created = await api.post<MediaItem>('/api/media', form);
        setItems((current) => [created, ...(current ?? [])]);
        toast({ title: `${file.name} uploaded` });
      } catch (error) {
        problems.push(`${file.name}: ${error instanceof Error ? error.message : 'Upload failed'}`);
      } finally {
        setUploading((count) => count - 1);
      }
    }
    setUploadErrors(problems);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload([...event.dataTransfer.files]);
  };

  return (
    <div>
      <PageHeading
        title="Media"
        description="Images for posts, pages and social previews. Uploads get smaller copies for phones and tablets automatically."
      />
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
          className={`${buttonClass.primary} mt-4 cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2`}
        >
          Choose images
        </label>

        {uploading > 0 ? (
          <p role="status" className="mt-3 text-sm text-slate-700">
            Uploading {uploading} {uploading === 1 ? 'image' : 'images'}...
          </p>
        ) : null}
      </div>
      {uploadErrors.length > 0 ? (
        <div
          role="alert"
          className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800"
        >
          <p className="font-medium">Some files were not uploaded:</p>
          <ul className="mt-1 list-disc pl-5">
            {uploadErrors.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormAlert message={loadError} />
      {items === null && !loadError ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <SkeletonRow />
          <SkeletonRow />
          <SkeletonRow />
        </div>
      ) : null}
      {items?.length === 0 ? (
        <EmptyState>No images yet. Upload the first one above.</EmptyState>
      ) : null}
      {items && items.length > 0 ? (
        <ul aria-label="Images" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <MediaCard
              key={item.id}
              item={item}
              onChanged={(changed) =>
                setItems(
                  (current) =>
                    current?.map((each) => (each.id === changed.id ? changed : each)) ?? null,
                )
              }
              onDeleted={() =>
                setItems((current) => current?.filter((each) => each.id !== item.id) ?? null)
              }
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function MediaCard({
  item,
  onChanged,
  onDeleted,
}: {
  item: MediaItem;
  onChanged: (item: MediaItem) => void;
  onDeleted: () => void;
}) {
  const [alt, setAlt] = useState(item.alt);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const thumbnail = item.variants[0]?.url ?? item.url;
  const srcSet = item.variants.length
    ? [
        ...item.variants.map((variant) => `${variant.url} ${variant.width}w`),
        `${item.url} ${item.width}w`,
      ].join(', ')
    : undefined;
  const altId = `alt-${item.id}`;

  const saveAlt = async () => {
    if (alt.length > maxAltLength) {
      setError(`Alt text must be at most ${maxAltLength} characters`);
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      onChanged(await api.put<MediaItem>(`/api/media/${item.id}`, { alt }));
      toast({ title: 'Alt text saved' });
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.fieldErrors.alt ?? failure.message)
          : 'Could not save. Please try again.',
      );
    } finally {
      setSaving(false);
    }
  };

  const copyUrl = async () => {
    const absolute = new URL(item.url, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(absolute);
      toast({ title: 'URL copied', description: absolute });
    } catch {
      toast({ title: 'Could not copy the URL', description: absolute, variant: 'destructive' });
    }
  };

  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-video bg-slate-100">
        <img
          src={thumbnail}
          srcSet={srcSet}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw"
          alt={item.alt}
          loading="lazy"
          className="h-full w-full object-contain"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <p className="truncate font-medium text-slate-900" title={item.originalName}>
            {item.originalName}
          </p>
          <p className="text-xs text-slate-600">
            {item.width && item.height ? `${item.width}×${item.height} · ` : ''}
            {sizeText(item.size)} · {formatDate(item.createdAt)}
          </p>
        </div>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void saveAlt();
          }}
        >
          <label htmlFor={altId} className="block text-sm font-medium text-slate-800">
            Alt text
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={altId}
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
              maxLength={maxAltLength}
              placeholder="Describe the image"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${altId}-message` : undefined}
              className="block w-full min-w-0 rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
            />
            <button
              type="submit"
              disabled={saving || alt === item.alt}
              className={buttonClass.secondary}
              aria-label={`Save alt text of ${item.originalName}`}
            >
              {saving ? 'Saving...' : 'Save'}
            </button>
          </div>
          {error ? (
            <p id={`${altId}-message`} className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </form>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
          <button
            type="button"
            onClick={() => void copyUrl()}
            className={buttonClass.secondary}
            aria-label={`Copy URL of ${item.originalName}`}
          >
            Copy URL
          </button>
          <ConfirmDelete
            kind="image"
            itemName={item.originalName}
            deleted="Image deleted"
            failed="Failed to delete the image. Please try again."
            onConfirm={async () => {
              await api.delete(`/api/media/${item.id}`);
              onDeleted();
            }}
          />
        </div>
      </div>
    </li>
  );
}
