import { useForm, useWatch } from 'react-hook-form';
import { analyzeWriting, writingLimits } from '#src/content/writing-checks';
import { PostPicker } from '#views/components/admin/assistant/post-picker';
import { WritingReport } from '#views/components/admin/assistant/writing-report';
import { Field, Form, PageHeading, Panel, TextArea } from '#views/components/admin/kit';

export default function WritingAssistant() {
  const form = useForm({ defaultValues: { title: '', description: '', content: '' } });
  const [title = '', description = '', content = ''] = useWatch({
    control: form.control,
    name: ['title', 'description', 'content'],
  });
  const analysis = analyzeWriting({ title, content, description });
  return (
    <div>
      <PageHeading
        title="Writing assistant"
        description="Checks a post before you publish it and suggests a summary."
      />
      <p
        role="note"
        className="mb-6 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800"
      >
        This assistant uses simple text rules that run in your browser. It does not use an AI
        service and nothing you paste leaves this page. Suggestions are the first sentences of your
        post, trimmed to length: read them before you use them.
      </p>
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title="Your post">
          <div className="space-y-4">
            <PostPicker
              onOpen={(post) =>
                form.reset({ title: post.title, description: post.excerpt, content: post.content })
              }
            />
            <Form form={form} onSubmit={(event) => event.preventDefault()}>
              <Field
                name="title"
                id="assistant-title"
                label="Title"
                counter={writingLimits.title}
              />
              <TextArea
                name="description"
                id="assistant-description"
                label="Excerpt or meta description"
                rows={3}
                counter={writingLimits.description}
                hint="Leave empty to check the suggested description instead."
              />
              <TextArea
                name="content"
                id="assistant-content"
                label="Content (HTML or plain text)"
                rows={14}
                className="font-mono text-sm"
              />
            </Form>
          </div>
        </Panel>
        <WritingReport
          analysis={analysis}
          onUseDescription={(suggested) => form.setValue('description', suggested)}
        />
      </div>
    </div>
  );
}
