import { useEffect, useMemo, useState } from 'react';
import { can } from '../../../../../src/auth/permissions';
import {
  analyzeWriting,
  writingLimits,
  type WritingCheck,
} from '../../../../../src/content/writing-checks';
import { api } from '../../../../components/admin/admin-api';
import {
  buttonClass,
  FormAlert,
  Panel,
  TextAreaField,
  TextField,
} from '../../../../components/admin/content-ui';
import { PageHeading } from '../../../../components/admin/page-heading';
import { useSession } from '../../../../components/auth/use-session';
import { toast } from '../../../../components/ui/toast';

interface PostChoice {
  id: number;
  title: string;
  status: string;
}

interface PostDetail extends PostChoice {
  excerpt: string;
  content: string;
}

export default function WritingAssistant() {
  const { user } = useSession();
  const [posts, setPosts] = useState<PostChoice[] | null>(null);
  const [loadError, setLoadError] = useState<string>();
  const [chosen, setChosen] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [content, setContent] = useState('');

  useEffect(() => {
    if (!user) return;
    // Authors work on their own posts; editors and admins may check anyone's.
    const own = can(user.role, 'posts:write-any') ? '' : `&authorId=${user.id}`;
    api
      .get<{ posts: PostChoice[] }>(`/api/posts?status=all&limit=50${own}`)
      .then((answer) => setPosts(answer.posts))
      .catch((error: Error) => setLoadError(error.message));
  }, [user]);

  const pick = async (id: string) => {
    setChosen(id);
    if (!id) return;
    try {
      const post = await api.get<PostDetail>(`/api/posts/${id}`);
      setTitle(post.title);
      setDescription(post.excerpt);
      setContent(post.content);
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : 'Could not open the post');
    }
  };

  const analysis = useMemo(
    () => analyzeWriting({ title, content, description }),
    [title, content, description],
  );
  const copy = async (label: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: `${label} copied` });
    } catch {
      toast({ title: `Could not copy the ${label.toLowerCase()}`, variant: 'destructive' });
    }
  };

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
            <div>
              <label htmlFor="assistant-post" className="block text-sm font-medium text-slate-800">
                Check a saved post
              </label>
              <select
                id="assistant-post"
                value={chosen}
                onChange={(event) => void pick(event.target.value)}
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
              >
                <option value="">
                  {posts === null ? 'Loading posts...' : 'Paste text below, or choose a post'}
                </option>
                {posts?.map((post) => (
                  <option key={post.id} value={post.id}>
                    {post.title} ({post.status})
                  </option>
                ))}
              </select>
            </div>
            <FormAlert message={loadError} />
            <TextField
              id="assistant-title"
              label="Title"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              counter={{
                length: title.length,
                max: writingLimits.title.max,
                min: writingLimits.title.min,
              }}
            />
            <TextAreaField
              id="assistant-description"
              label="Excerpt or meta description"
              rows={3}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              counter={{
                length: description.length,
                max: writingLimits.description.max,
                min: writingLimits.description.min,
              }}
              hint="Leave empty to check the suggested description instead."
            />
            <TextAreaField
              id="assistant-content"
              label="Content (HTML or plain text)"
              rows={14}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              className="font-mono text-sm"
            />
          </div>
        </Panel>
        <div className="space-y-6">
          <Panel title="Report">
            <p className="text-sm text-slate-700" data-testid="reading-time">
              {analysis.wordCount} words ·{' '}
              {analysis.readingMinutes === 0
                ? 'nothing to read yet'
                : `about ${analysis.readingMinutes} min read`}{' '}
              (at {writingLimits.wordsPerMinute} words a minute)
            </p>
            <ul aria-label="Checks" className="mt-4 space-y-3">
              {analysis.checks.map((check) => (
                <CheckItem key={check.id} check={check} />
              ))}
            </ul>
          </Panel>
          <Panel title="Suggestions">
            <Suggestion
              label="Excerpt"
              text={analysis.suggestedExcerpt}
              onCopy={() => void copy('Excerpt', analysis.suggestedExcerpt)}
            />
            <Suggestion
              label="Meta description"
              text={analysis.suggestedDescription}
              onCopy={() => void copy('Meta description', analysis.suggestedDescription)}
              onUse={() => setDescription(analysis.suggestedDescription)}
            />
          </Panel>
        </div>
      </div>
    </div>
  );
}

function CheckItem({ check }: { check: WritingCheck }) {
  const ok = check.status === 'pass';
  return (
    <li
      data-testid={`check-${check.id}`}
      className={`rounded-lg border px-4 py-3 ${ok ? 'border-green-200 bg-green-50' : 'border-amber-200 bg-amber-50'}`}
    >
      <p className="font-medium text-slate-900">
        <span aria-hidden="true">{ok ? '✓ ' : '! '}</span>
        {check.label}: <span>{ok ? 'looks good' : 'needs attention'}</span>
      </p>
      <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
        {check.messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </li>
  );
}

function Suggestion({
  label,
  text,
  onCopy,
  onUse,
}: {
  label: string;
  text: string;
  onCopy: () => void;
  onUse?: () => void;
}) {
  return (
    <div className="mb-4 last:mb-0">
      <h3 className="text-sm font-semibold text-slate-900">
        {label} <span className="font-normal text-slate-600">({text.length} characters)</span>
      </h3>
      <p
        className="mt-1 rounded-lg bg-slate-50 px-3 py-2 text-slate-800"
        data-testid={`suggested-${label.toLowerCase().replace(/\s+/g, '-')}`}
      >
        {text || 'Add some content to get a suggestion.'}
      </p>
      {text ? (
        <div className="mt-2 flex gap-2">
          <button type="button" className={buttonClass.secondary} onClick={onCopy}>
            Copy {label.toLowerCase()}
          </button>
          {onUse ? (
            <button type="button" className={buttonClass.secondary} onClick={onUse}>
              Use as description
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
