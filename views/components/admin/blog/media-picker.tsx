import { useState, type FormEvent } from 'react';
import { urlOrPath } from '#src/schemas/common';
import { Dialog } from '#views/components/ui/dialog';
import { api, ApiError } from '../data/api';
import { useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { buttonStyle, ListSkeleton, LoadError } from '../kit';
import { AddressInput, useAddressField } from './address-input';
import type { MediaItem } from './types';

export interface ChosenImage {
  url: string;
  alt: string;
}

/**
 * Picks an image: from the media library (GET /api/media), a new upload (POST /api/media) or
 * an address. The library loads when the dialog opens.
 */
export function MediaPicker({
  title,
  open,
  onOpenChange,
  onChoose,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (image: ChosenImage) => void;
}) {
  const choose = (image: ChosenImage) => {
    onChoose(image);
    onOpenChange(false);
  };
  return (
    <Dialog title={title} open={open} onOpenChange={onOpenChange} wide>
      {open ? <PickerBody onChoose={choose} /> : null}
    </Dialog>
  );
}

function PickerBody({ onChoose }: { onChoose: (image: ChosenImage) => void }) {
  const library = useApiQuery<{ media: MediaItem[] }>(adminKeys.media.list(), '/api/media');
  const images = library.data?.media ?? [];
  return (
    <div className="space-y-8">
      <UploadForm onUploaded={onChoose} />
      <AddressForm onChoose={onChoose} />
      <section aria-labelledby="media-library-heading">
        <h3 id="media-library-heading" className="text-lg font-semibold text-slate-900">
          Media library
        </h3>
        <div className="mt-3">
          {library.isPending ? (
            <ListSkeleton />
          ) : library.error ? (
            <LoadError error={library.error} onRetry={() => void library.refetch()} />
          ) : images.length === 0 ? (
            <p className="text-slate-600">No images uploaded yet.</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {images.map((image) => (
                <li key={image.id}>
                  <button
                    type="button"
                    onClick={() => onChoose({ url: image.url, alt: image.alt })}
                    className="w-full rounded-lg border border-slate-200 p-1 text-left hover:border-brand-600 focus:border-brand-600"
                  >
                    <img
                      src={image.url}
                      alt=""
                      loading="lazy"
                      className="aspect-video w-full rounded bg-slate-100 object-cover"
                    />
                    <span className="mt-1 block truncate text-xs text-slate-700">
                      Choose {image.alt || image.originalName}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}

function UploadForm({ onUploaded }: { onUploaded: (image: ChosenImage) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the post form in React's tree: its submit must not reach that form.
    event.stopPropagation();
    if (!file) {
      setError('Choose an image to upload');
      return;
    }
    setBusy(true);
    setError(null);
    const body = new FormData();
    body.append('alt', alt.trim());
    body.append('file', file);
    try {
      const stored = await api.post<MediaItem>('/api/media', body);
      onUploaded({ url: stored.url, alt: stored.alt });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'The upload failed.');
      setBusy(false);
    }
  };

  return (
    <form onSubmit={upload} noValidate className="space-y-3" aria-labelledby="upload-heading">
      <h3 id="upload-heading" className="text-lg font-semibold text-slate-900">
        Upload an image
      </h3>
      <p className="text-sm text-slate-600">JPEG, PNG, WebP or GIF, up to 5 MB.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="upload-file" className="block text-sm font-medium text-slate-800">
            Image file
          </label>
          <input
            id="upload-file"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="mt-1 block w-full text-sm text-slate-700"
          />
        </div>
        <div>
          <label htmlFor="upload-alt" className="block text-sm font-medium text-slate-800">
            Alt text (what the image shows)
          </label>
          <input
            id="upload-alt"
            type="text"
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
          />
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className={buttonStyle('primary')}>
        {busy ? 'Uploading...' : 'Upload and use'}
      </button>
    </form>
  );
}

function AddressForm({ onChoose }: { onChoose: (image: ChosenImage) => void }) {
  const { address, error, setError, input } = useAddressField('image-address');
  const use = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the post form in React's tree: its submit must not reach that form.
    event.stopPropagation();
    const parsed = urlOrPath.safeParse(address);
    if (!parsed.success || parsed.data === '') {
      setError(parsed.success ? 'Enter an image address' : parsed.error.issues[0]!.message);
      return;
    }
    onChoose({ url: parsed.data, alt: '' });
  };
  return (
    <form onSubmit={use} noValidate className="space-y-2">
      <label htmlFor="image-address" className="block text-sm font-medium text-slate-800">
        Or use an image address
      </label>
      <div className="flex flex-wrap gap-2">
        <AddressInput
          {...input}
          placeholder="https:// or /images/…"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
        />
        <button type="submit" className={buttonStyle('secondary')}>
          Use address
        </button>
      </div>
      {error ? (
        <p id="image-address-message" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
