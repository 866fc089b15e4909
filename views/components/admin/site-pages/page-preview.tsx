import { useSanitizedPreview } from '../use-sanitized-preview';
import { RichText } from '#views/components/blog/rich-text';
import { FormAlert, Panel } from '../kit';

/** The page as readers will see it, through the same filter as a saved page. */
export function PagePreview({ title, content }: { title: string; content: string }) {
  const preview = useSanitizedPreview(content);
  return (
    <Panel title="Preview">
      {preview.error ? <FormAlert message={`Preview unavailable: ${preview.error}`} /> : null}
      <div data-testid="page-preview" className="rounded-lg border border-slate-100 p-4">
        <h2 className="text-3xl font-bold tracking-tight text-slate-900">
          {title || 'Untitled page'}
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
  );
}
