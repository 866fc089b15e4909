import { lazy, Suspense, useId, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { formNotices } from '#src/schemas/page-forms';
import { usePageFormOutcome } from '../page-form';
import type { CommentItem } from './blog-data.server';
import { CommentCard, CommentList } from './comment-list';
import type { PostedComment } from './post-comment';

export const commentMessages = {
  empty: 'No comments yet. Be the first to share your thoughts!',
  toggle: 'Add Comment',
  signIn: 'Sign in',
  signInPrompt: 'to join the conversation.',
  published: formNotices.commentPublished,
  awaiting: formNotices.commentAwaiting,
  awaitingNote: 'Awaiting moderation',
} as const;

// Most readers never write a comment: the form's code loads when Add Comment is first pressed.
const loadCommentForm = () => import('./comment-form');
const CommentForm = lazy(() =>
  loadCommentForm().then((module) => ({ default: module.CommentForm })),
);
// The server also renders it for visitors without scripts, in place of the toggle.
const ServerCommentForm = import.meta.env.SSR ? (await loadCommentForm()).CommentForm : null;

/** Comments shown, replies included; a deleted comment's placeholder is not one. */
const countAll = (comments: CommentItem[]): number =>
  comments.reduce((sum, comment) => sum + (comment.deleted ? 0 : 1) + countAll(comment.replies), 0);

interface CommentsSectionProps {
  postId: number;
  comments: CommentItem[];
}

/** The way to sign in, where the form would be. */
function SignInPrompt() {
  return (
    <p className="rounded-xl bg-slate-50 p-5 text-slate-700">
      <a href="/blog/login" className="font-semibold text-brand-800 underline">
        {commentMessages.signIn}
      </a>{' '}
      {commentMessages.signInPrompt}
    </p>
  );
}

/** Without scripts the toggle does nothing: the form, or the way to sign in, is shown instead. */
function WithoutScripts({ postId, username }: { postId: number; username: string | undefined }) {
  return (
    <noscript>
      <div className="mt-6">
        {username && ServerCommentForm ? (
          <ServerCommentForm postId={postId} username={username} />
        ) : (
          <SignInPrompt />
        )}
      </div>
    </noscript>
  );
}

export function CommentsSection({ postId, comments }: CommentsSectionProps) {
  const { user } = usePageContext();
  const [open, setOpen] = useState(false);
  const [published, setPublished] = useState<CommentItem[]>([]);
  const [pending, setPending] = useState<CommentItem[]>([]);
  // A comment sent without scripts comes back here, thanked.
  const posted = usePageFormOutcome('comment');
  const [status, setStatus] = useState((posted?.accepted && posted.message) || '');
  const panelId = useId();
  const shown = [...comments, ...published];
  const count = countAll(shown);

  const onPosted = (comment: PostedComment) => {
    setOpen(false);
    if (comment.isApproved) {
      setPublished((list) => [...list, comment]);
      setStatus(commentMessages.published);
    } else {
      setPending((list) => [...list, comment]);
      setStatus(commentMessages.awaiting);
    }
  };

  return (
    <section
      id="comments"
      aria-labelledby="comments-heading"
      className="mt-14 border-t border-slate-200 pt-10"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="comments-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Comments{count > 0 ? ` (${count})` : ''}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onPointerEnter={() => void loadCommentForm()}
          onFocus={() => void loadCommentForm()}
          onClick={() => setOpen((value) => !value)}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {commentMessages.toggle}
        </button>
      </div>
      <p role="status" className="mt-4 text-slate-700 empty:hidden">
        {status}
      </p>
      <div id={panelId} hidden={!open} className="mt-6">
        {open &&
          (user ? (
            <Suspense fallback={<p className="text-slate-600">Loading…</p>}>
              <CommentForm
                postId={postId}
                username={user.username}
                onPosted={onPosted}
                onCancel={() => setOpen(false)}
              />
            </Suspense>
          ) : (
            <SignInPrompt />
          ))}
      </div>
      <WithoutScripts postId={postId} username={user?.username} />
      <div className="mt-8 space-y-5">
        {pending.map((comment) => (
          <CommentCard key={comment.id} comment={comment} note={commentMessages.awaitingNote} />
        ))}
        {shown.length > 0 ? (
          <CommentList comments={shown} />
        ) : (
          pending.length === 0 && <p className="text-slate-600">{commentMessages.empty}</p>
        )}
      </div>
    </section>
  );
}
