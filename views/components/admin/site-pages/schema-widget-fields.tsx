import { lazy, Suspense, useState } from 'react';
import type { PageList } from '#src/schemas/wire/pages';
import { MediaPicker } from '../blog/media-picker';
import { useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { buttonStyle, FieldMessage } from '../kit';
import { TextField, useLeaf, type LeafProps } from './schema-leaf-fields';

const RichTextEditor = lazy(() => import('../blog/rich-text-editor'));

/** The suggestions of every link field: the site's pages by path (the builder renders it once). */
const sitePathsId = 'site-page-paths';

/** The pages of the site as suggestions for link fields, each path with its title. */
export function SitePathOptions() {
  const pages = useApiQuery<PageList>(adminKeys.pages.list(), '/api/pages');
  return (
    <datalist id={sitePathsId}>
      {pages.data?.pages.map((page) => (
        <option key={page.id} value={page.path}>
          {page.title}
        </option>
      ))}
    </datalist>
  );
}

/** A link: a page of this site picked from the suggestions as one types, or any address. */
export function LinkField(props: LeafProps) {
  return (
    <TextField
      {...props}
      hint={
        props.node.description ??
        'A page of this site (type / to see them), a web address, mailto:, tel: or #anchor.'
      }
      input={{ list: sitePathsId, inputMode: 'url' }}
    />
  );
}

/** An image from the media library (or uploaded there), shown small with its address. */
export function ImageField({ name, label, required }: LeafProps & { required: boolean }) {
  const { id, error, ref, value: chosen, onChange } = useLeaf(name);
  const [choosing, setChoosing] = useState(false);
  const value = typeof chosen === 'string' ? chosen : '';
  return (
    <fieldset aria-describedby={error ? `${id}-message` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      {value ? (
        <div className="mt-1 flex items-center gap-3">
          <img src={value} alt="" className="h-14 w-24 rounded bg-slate-100 object-cover" />
          <span className="break-all text-sm text-slate-700">{value}</span>
        </div>
      ) : (
        <p className="mt-1 text-sm text-slate-600">No image chosen.</p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          id={id}
          ref={ref}
          onClick={() => setChoosing(true)}
          aria-label={`${value ? 'Change image' : 'Choose image'}: ${label}`}
          className={buttonStyle('secondary', 'sm')}
        >
          {value ? 'Change image' : 'Choose image'}
        </button>
        {value && !required ? (
          <button
            type="button"
            onClick={() => onChange(undefined)}
            aria-label={`Remove image: ${label}`}
            className={buttonStyle('secondary', 'sm')}
          >
            Remove image
          </button>
        ) : null}
      </div>
      <FieldMessage id={id} message={error} />
      <MediaPicker
        title={`Choose an image: ${label}`}
        open={choosing}
        onOpenChange={setChoosing}
        onChoose={({ url }) => onChange(url)}
      />
    </fieldset>
  );
}

/** Rich text in the editor posts use, loaded with its own script when a block is opened. */
export function RichTextField({ name, label }: LeafProps) {
  const { id, error, value, onChange } = useLeaf(name);
  return (
    <div>
      <span id={`${id}-label`} className="block text-sm font-medium text-slate-800">
        {label}
      </span>
      <Suspense fallback={<p className="mt-1 text-slate-600">Loading the editor…</p>}>
        <RichTextEditor
          id={id}
          labelledBy={`${id}-label`}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          invalid={!!error}
          describedBy={error ? `${id}-message` : undefined}
        />
      </Suspense>
      <FieldMessage id={id} message={error} />
    </div>
  );
}
