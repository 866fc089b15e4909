import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import {
  seoLimits,
  seoOverrideSchema,
  seoRoutes,
  type SeoOverride,
} from '../../../../src/schemas/seo';
import { api } from '../../../components/admin/admin-api';
import {
  buttonClass,
  fieldErrorsFromApi,
  fieldErrorsOf,
  FormAlert,
  Panel,
  TextAreaField,
  TextField,
  type FieldErrors,
} from '../../../components/admin/content-ui';
import { PageHeading, SkeletonRow } from '../../../components/admin/page-heading';
import { toast } from '../../../components/ui/toast';

interface Draft {
  title: string;
  description: string;
  image: string;
}

const emptyDraft: Draft = { title: '', description: '', image: '' };

const draftOf = (override: SeoOverride | undefined): Draft => ({
  title: override?.title ?? '',
  description: override?.description ?? '',
  image: override?.image ?? '',
});

export default function SeoOverrides() {
  const { site } = usePageContext();
  const [overrides, setOverrides] = useState<SeoOverride[] | null>(null);
  const [loadError, setLoadError] = useState<string>();
  const [path, setPath] = useState(seoRoutes[0]!.path);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    api
      .get<{ overrides: SeoOverride[] }>('/api/seo')
      .then((answer) => {
        setOverrides(answer.overrides);
        setDraft(draftOf(answer.overrides.find((item) => item.path === seoRoutes[0]!.path)));
      })
      .catch((error: Error) => setLoadError(error.message));
  }, []);

  const choose = (next: string) => {
    setPath(next);
    setErrors({});
    setDraft(draftOf(overrides?.find((item) => item.path === next)));
  };

  const save = async (values: Draft) => {
    const parsed = seoOverrideSchema.safeParse({ path, ...values });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      const answer = await api.put<{ overrides: SeoOverride[] }>('/api/seo', parsed.data);
      setOverrides(answer.overrides);
      setDraft(values);
      const cleared = !parsed.data.title && !parsed.data.description && !parsed.data.image;
      toast({ title: cleared ? 'Override removed' : 'SEO override saved' });
    } catch (error) {
      setErrors(fieldErrorsFromApi(error));
    } finally {
      setSaving(false);
    }
  };

  const route = seoRoutes.find((item) => item.path === path)!;
  const previewTitle = draft.title.trim() || `${route.label} | ${site.name}`;
  const previewUrl = `${site.url}${path === '/' ? '' : path}`;
  const overridden = new Set(overrides?.map((item) => item.path));
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  return (
    <div>
      <PageHeading
        title="SEO"
        description="Replace the title, description and social image that search engines and link previews show for a public page. Leave a field empty to keep the page's own."
      />
      <FormAlert message={loadError} />
      {overrides === null && !loadError ? <SkeletonRow /> : null}
      {overrides ? (
        <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
          <nav aria-label="Public pages">
            <ul className="space-y-1">
              {seoRoutes.map((item) => (
                <li key={item.path}>
                  <button
                    type="button"
                    onClick={() => choose(item.path)}
                    aria-current={item.path === path ? 'true' : undefined}
                    className="flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-white aria-[current=true]:bg-white aria-[current=true]:font-semibold aria-[current=true]:shadow-sm"
                  >
                    <span>
                      {item.label}
                      <span className="block text-xs font-normal text-slate-600">{item.path}</span>
                    </span>
                    {overridden.has(item.path) ? (
                      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                        Custom
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="space-y-6">
            <Panel
              title={`${route.label} (${route.path})`}
              actions={
                <a href={route.path} target="_blank" rel="noreferrer" className={buttonClass.link}>
                  View page
                </a>
              }
            >
              <form
                noValidate
                className="space-y-4"
                onSubmit={(event) => {
                  event.preventDefault();
                  void save(draft);
                }}
              >
                <TextField
                  id="seo-title"
                  label="Title"
                  value={draft.title}
                  onChange={set('title')}
                  error={errors.title}
                  counter={{ length: draft.title.length, max: seoLimits.title }}
                  hint="The full title of the browser tab and the search result. Up to 70 characters."
                />
                <TextAreaField
                  id="seo-description"
                  label="Description"
                  rows={3}
                  value={draft.description}
                  onChange={set('description')}
                  error={errors.description}
                  counter={{ length: draft.description.length, max: seoLimits.description }}
                  hint="The snippet under the title in search results. Up to 160 characters."
                />
                <TextField
                  id="seo-image"
                  label="Social image"
                  value={draft.image}
                  onChange={set('image')}
                  error={errors.image}
                  placeholder="/uploads/… or https://…"
                  hint="Shown when the page is shared. Copy an image's URL from Media, or use an https:// address; 1200×630 works best."
                />
                <FormAlert message={errors.form ?? errors.path} />
                <div className="flex flex-wrap gap-3">
                  <button type="submit" disabled={saving} className={buttonClass.primary}>
                    {saving ? 'Saving...' : 'Save'}
                  </button>
                  {overridden.has(path) ? (
                    <button
                      type="button"
                      disabled={saving}
                      onClick={() => void save(emptyDraft)}
                      className={buttonClass.secondary}
                    >
                      Use the page&apos;s own tags
                    </button>
                  ) : null}
                </div>
              </form>
            </Panel>
            <Panel title="Search result preview">
              <div className="max-w-xl" data-testid="search-preview">
                <p className="truncate text-sm text-slate-700">{previewUrl}</p>
                <p className="mt-1 truncate text-xl text-[#1a0dab]">{previewTitle}</p>
                <p className="mt-1 line-clamp-2 text-sm text-slate-700">
                  {draft.description.trim() || "The page's own description is shown."}
                </p>
              </div>
              {!draft.title.trim() ? (
                <p className="mt-3 text-xs text-slate-600">
                  Without a title override the page keeps its own title; the preview shows an
                  approximation.
                </p>
              ) : null}
            </Panel>
          </div>
        </div>
      ) : null}
    </div>
  );
}
