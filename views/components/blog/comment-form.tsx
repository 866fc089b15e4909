import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PageForm, usePageFormOutcome } from '../page-form';
import { CommentError, postComment, type PostedComment } from './post-comment';

interface CommentFormProps {
  postId: number;
  username: string;
  /** Where a comment posted with scripts goes, and what Cancel does: none without scripts. */
  onPosted?: (comment: PostedComment) => void;
  onCancel?: () => void;
}

/** Longest comment the server accepts. */
const maxLength = 5000;

/** Why the comment was not posted, with the way to sign in when that is why. */
function CommentFailure({ message, signIn }: { message: string; signIn: boolean }) {
  return (
    <p id="comment-error" role="alert" className="mt-2 text-sm text-red-700">
      {message}
      {signIn && (
        <>
          {' '}
          <a href="/blog/login" className="font-semibold underline">
            Sign in
          </a>
        </>
      )}
    </p>
  );
}

/**
 * A comment on the post, as a signed-in reader writes it. Without scripts it is posted to the
 * post's page (src/page-forms.ts), which comes back to the comments with the outcome.
 */
export function CommentForm({ postId, username, onPosted, onCancel }: CommentFormProps) {
  const posted = usePageFormOutcome('comment');
  const refused = posted && !posted.accepted ? posted : null;
  const [content, setContent] = useState(refused?.values.content ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(
    refused?.message ? { message: refused.message, signIn: false } : null,
  );
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const comment = await postComment(postId, content);
      onPosted?.(comment);
    } catch (caught) {
      const status = caught instanceof CommentError ? caught.status : 0;
      const message = caught instanceof Error ? caught.message : String(caught);
      setError({ message, signIn: status === 401 });
      setBusy(false);
    }
  };

  return (
    <PageForm
      intent="comment"
      anchor="comments"
      onSubmit={onSubmit}
      className="rounded-xl border border-slate-200 p-5"
    >
      <input type="hidden" name="postId" value={postId} />
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
        name="content"
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
      {error && <CommentFailure message={error.message} signIn={error.signIn} />}
      <div className="mt-4 flex gap-3">
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {busy ? 'Posting...' : 'Post Comment'}
        </button>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-lg px-4 py-2 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            Cancel
          </button>
        )}
      </div>
    </PageForm>
  );
}
