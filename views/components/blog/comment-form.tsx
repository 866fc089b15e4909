import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CommentError, postComment, type PostedComment } from './post-comment';

interface CommentFormProps {
  postId: number;
  username: string;
  onPosted: (comment: PostedComment) => void;
  onCancel: () => void;
}

/** Longest comment the server accepts. */
const maxLength = 5000;

export function CommentForm({ postId, username, onPosted, onCancel }: CommentFormProps) {
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; signIn: boolean } | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onPosted(await postComment(postId, content));
    } catch (caught) {
      const status = caught instanceof CommentError ? caught.status : 0;
      const message = caught instanceof Error ? caught.message : String(caught);
      setError({ message, signIn: status === 401 });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="rounded-xl border border-slate-200 p-5">
      <label htmlFor="comment-content" className="block font-semibold text-slate-900">
        Your comment
      </label>
      <p id="comment-hint" className="mt-1 text-sm text-slate-600">
        Commenting as {username}.{' '}
        <a href="/account" className="font-semibold text-brand-800 underline">
          Your account
        </a>
      </p>
      <textarea
        id="comment-content"
        ref={field}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        required
        maxLength={maxLength}
        rows={5}
        aria-describedby={error ? 'comment-hint comment-error' : 'comment-hint'}
        aria-invalid={error ? true : undefined}
        className="mt-3 w-full rounded-lg border border-slate-300 p-3 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      {error && (
        <p id="comment-error" role="alert" className="mt-2 text-sm text-red-700">
          {error.message}
          {error.signIn && (
            <>
              {' '}
              <a href="/blog/login" className="font-semibold underline">
                Sign in
              </a>
            </>
          )}
        </p>
      )}
      <div className="mt-4 flex gap-3">
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {busy ? 'Posting...' : 'Post Comment'}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-lg px-4 py-2 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
