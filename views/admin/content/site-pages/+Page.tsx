import { useEffect, useState } from 'react';
import { slugify } from '../../../../src/schemas/common';
import { pageInputSchema } from '../../../../src/schemas/pages';
import { api } from '../../../components/admin/admin-api';
import { ConfirmDelete } from '../../../components/admin/confirm-delete';
import {
  buttonClass,
  EmptyState,
  fieldErrorsFromApi,
  fieldErrorsOf,
  FormAlert,
  formatDate,
  Panel,
  TextAreaField,
  TextField,
  type FieldErrors,
} from '../../../components/admin/content-ui';
import { PageHeading, SkeletonRow } from '../../../components/admin/page-heading';
import { useSanitizedPreview } from '../../../components/admin/use-sanitized-preview';
import { RichText } from '../../../components/blog/rich-text';
import { toast } from '../../../components/ui/toast';

interface CmsPage {
  id: number;
  slug: string;
  title: string;
  content: string;
  status: 'draft' | 'published';
  seoTitle: string | null;
  seoDescription: string | null;
  seoImage: string | null;
  updatedAt: string;
}

interface Draft {
  title: string;
  slug: string;
  content: string;
  status: 'draft' | 'published';
  seoTitle: string;
  seoDescription: string;
}

const blank: Draft = {
  title: '',
  slug: '',
  content: '',
  status: 'draft',
  seoTitle: '',
  seoDescription: '',
};

export default function CmsPages() {
  const [pages, setPages] = useState<CmsPage[] | null>(null);
  const [loadError, setLoadError] = useState<string>();
  /** `null`: the list; `'new'`: a page being created; a page: that page being edited. */
  const [editing, setEditing] = useState<CmsPage | 'new' | null>(null);

  useEffect(() => {
    api
      .get<{ pages: CmsPage[] }>('/api/pages')
      .then((answer) => setPages(answer.pages))
      .catch((error: Error) => setLoadError(error.message));
  }, []);

  const saved = (page: CmsPage) => {
    setPages((current) => {
      const others = (current ?? []).filter((each) => each.id !== page.id);
      return [...others, page].sort((a, b) => a.title.localeCompare(b.title));
    });
    setEditing(page);
  };

  return (
    <div>
      <PageHeading
        title="Pages"
        description="Simple pages of the site, each at its own address (for example /about). Drafts are visible only to staff."
        actions={
          editing === null ? (
            <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>
              New page
            </button>
          ) : (
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => setEditing(null)}
            >
              Back to all pages
            </button>
          )
        }
      />
      <FormAlert message={loadError} />
      {editing !== null ? (
        <PageEditor
          key={editing === 'new' ? 'new' : editing.id}
          page={editing === 'new' ? null : editing}
          onSaved={saved}
        />
      ) : pages === null ? (
        loadError ? null : (
          <div className="space-y-3">
            <SkeletonRow />
            <SkeletonRow />
          </div>
        )
      ) : pages.length === 0 ? (
        <EmptyState>No pages yet. Create the first one with New page.</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Pages</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Title
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Address
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Updated
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {pages.map((page) => (
                <tr key={page.id} className="border-b border-slate-100 last:border-0">
                  <td className="px-4 py-3 font-medium text-slate-900">{page.title}</td>
                  <td className="px-4 py-3">
                    <a href={`/${page.slug}`} className={buttonClass.link}>
                      /{page.slug}
                    </a>
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge status={page.status} />
                  </td>
                  <td className="px-4 py-3 text-slate-700">{formatDate(page.updatedAt)}</td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-2">
                      <button
                        type="button"
                        className={buttonClass.secondary}
                        aria-label={`Edit ${page.title}`}
                        onClick={() => setEditing(page)}
                      >
                        Edit
                      </button>
                      <ConfirmDelete
                        kind="page"
                        itemName={page.title}
                        deleted="Page deleted"
                        failed="Failed to delete the page. Please try again."
                        onConfirm={async () => {
                          await api.delete(`/api/pages/${page.id}`);
                          setPages(
                            (current) => current?.filter((each) => each.id !== page.id) ?? null,
                          );
                        }}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function StatusBadge({ status }: { status: 'draft' | 'published' }) {
  return status === 'published' ? (
    <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">
      Published
    </span>
  ) : (
    <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
      Draft
    </span>
  );
}

function PageEditor({ page, onSaved }: { page: CmsPage | null; onSaved: (page: CmsPage) => void }) {
  const [draft, setDraft] = useState<Draft>(
    page
      ? {
          title: page.title,
          slug: page.slug,
          content: page.content,
          status: page.status,
          seoTitle: page.seoTitle ?? '',
          seoDescription: page.seoDescription ?? '',
        }
      : blank,
  );
  // A new page's slug follows its title until someone edits the slug.
  const [slugTouched, setSlugTouched] = useState(page !== null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const preview = useSanitizedPreview(draft.content);

  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => {
      const next = { ...current, [field]: event.target.value };
      if (field === 'title' && !slugTouched) next.slug = slugify(event.target.value);
      return next;
    });

  const save = async () => {
    const body = { ...draft, seoImage: page?.seoImage ?? null };
    const parsed = pageInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      const answer = page
        ? await api.put<CmsPage>(`/api/pages/${page.id}`, body)
        : await api.post<CmsPage>('/api/pages', body);
      toast({ title: page ? 'Page saved' : 'Page created' });
      onSaved(answer);
    } catch (error) {
      setErrors(fieldErrorsFromApi(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="grid gap-6 xl:grid-cols-2"
    >
      <Panel
        title={page ? `Edit “${page.title}”` : 'New page'}
        actions={
          page ? (
            <a href={`/${page.slug}`} target="_blank" rel="noreferrer" className={buttonClass.link}>
              View page
            </a>
          ) : null
        }
      >
        <div className="space-y-4">
          <TextField
            id="page-title"
            label="Title"
            value={draft.title}
            onChange={set('title')}
            error={errors.title}
          />
          <TextField
            id="page-slug"
            label="Address"
            value={draft.slug}
            onChange={(event) => {
              setSlugTouched(true);
              set('slug')(event);
            }}
            error={errors.slug}
            hint={`The page answers at /${draft.slug || '…'}. Lowercase letters, numbers and dashes.`}
          />
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Status</legend>
            <div className="mt-1 flex gap-4">
              {(['draft', 'published'] as const).map((status) => (
                <label key={status} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="page-status"
                    value={status}
                    checked={draft.status === status}
                    onChange={set('status')}
                  />
                  {status === 'draft' ? 'Draft (staff only)' : 'Published'}
                </label>
              ))}
            </div>
          </fieldset>
          <TextAreaField
            id="page-content"
            label="Content (HTML)"
            rows={16}
            value={draft.content}
            onChange={set('content')}
            error={errors.content}
            className="font-mono text-sm"
            hint="Paragraphs, headings from h2, lists, links, images and tables. Scripts, styles and unsafe links are removed when saved."
          />
          <TextField
            id="page-seo-title"
            label="Search title (optional)"
            value={draft.seoTitle}
            onChange={set('seoTitle')}
            error={errors.seoTitle}
          />
          <TextAreaField
            id="page-seo-description"
            label="Search description (optional)"
            rows={2}
            value={draft.seoDescription}
            onChange={set('seoDescription')}
            error={errors.seoDescription}
          />
          <FormAlert message={errors.form ?? errors.status} />
          <button type="submit" disabled={saving} className={buttonClass.primary}>
            {saving ? 'Saving...' : page ? 'Save page' : 'Create page'}
          </button>
        </div>
      </Panel>
      <Panel title="Preview">
        {preview.error ? <FormAlert message={`Preview unavailable: ${preview.error}`} /> : null}
        <div data-testid="page-preview" className="rounded-lg border border-slate-100 p-4">
          <h2 className="text-3xl font-bold tracking-tight text-slate-900">
            {draft.title || 'Untitled page'}
          </h2>
          <div className="mt-6">
            {preview.content ? (
              <RichText html={preview.content} />
            ) : (
              <p className="text-slate-600">The content appears here as you type.</p>
            )}
          </div>
        </div>
      </Panel>
    </form>
  );
}
