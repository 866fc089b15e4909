import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { MediaPicker } from './media-picker';
import { buttonStyle } from '../kit';

/** The post's featured image: chosen from the library, uploaded, or given by address. */
export function FeaturedImageField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (url: string) => void;
  error?: FieldError;
}) {
  const [choosing, setChoosing] = useState(false);
  return (
    <fieldset className="space-y-3" aria-describedby={error ? 'featured-image-message' : undefined}>
      <legend className="text-sm font-semibold text-slate-900">Featured image</legend>
      {value ? (
        <img
          src={value}
          alt="The chosen featured image"
          className="aspect-video w-full rounded-lg bg-slate-100 object-cover"
        />
      ) : (
        <p className="text-sm text-slate-600">No image chosen.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => setChoosing(true)}
          className={buttonStyle('secondary')}
        >
          {value ? 'Change image' : 'Choose image'}
        </button>
        {value ? (
          <button type="button" onClick={() => onChange('')} className={buttonStyle('secondary')}>
            Remove image
          </button>
        ) : null}
      </div>
      {error?.message ? (
        <p id="featured-image-message" className="text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
      <MediaPicker
        title="Choose the featured image"
        open={choosing}
        onOpenChange={setChoosing}
        onChoose={({ url }) => onChange(url)}
      />
    </fieldset>
  );
}
