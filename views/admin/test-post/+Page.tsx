import { useForm, useWatch } from 'react-hook-form';
import { Field, Form, FormAlert, PageHeading, Panel, TextArea } from '#views/components/admin/kit';
import { useSanitizedPreview } from '#views/components/admin/use-sanitized-preview';
import { useSession } from '#views/components/auth/use-session';
import { RichText } from '#views/components/blog/rich-text';

const sample =
  '<p>Every missed call is a customer who may not call back.</p>\n<h2>What Ava does</h2>\n<ul>\n  <li>Answers day and night</li>\n  <li>Books appointments</li>\n</ul>';

export default function PreviewSandbox() {
  const { user } = useSession();
  const form = useForm({ defaultValues: { title: 'A post title', html: sample } });
  const { title, html } = useWatch({ control: form.control });
  const preview = useSanitizedPreview(html ?? '');
  const today = new Date().toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

  return (
    <div>
      <PageHeading
        title="Preview sandbox"
        description="Try out HTML and see it exactly as a published post shows it. Nothing here is saved."
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title="Write">
          <Form form={form} onSubmit={(event) => event.preventDefault()}>
            <Field name="title" id="sandbox-title" label="Title" />
            <TextArea
              name="html"
              id="sandbox-html"
              label="HTML"
              rows={18}
              className="font-mono text-sm"
              hint="The preview goes through the same filter as a saved post: scripts, styles, event handlers and unsafe links are removed."
            />
          </Form>
        </Panel>
        <Panel title="As readers see it">
          {preview.error ? <FormAlert message={`Preview unavailable: ${preview.error}`} /> : null}
          <article
            data-testid="sandbox-preview"
            className="rounded-lg border border-slate-100 bg-white p-6"
          >
            <p className="text-sm font-medium text-brand-800">
              <span aria-hidden="true">← </span>All posts
            </p>
            <h2 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {title || 'Untitled'}
            </h2>
            <p className="mt-4 text-slate-600">
              By{' '}
              <span className="font-medium text-slate-800">{user?.fullName || user?.username}</span>
              <span aria-hidden="true"> · </span>
              {today}
            </p>
            <div className="mt-10">
              <RichText html={preview.content} />
            </div>
          </article>
        </Panel>
      </div>
    </div>
  );
}
