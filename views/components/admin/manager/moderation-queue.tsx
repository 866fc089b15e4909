import type { ReactNode } from 'react';
import { api } from '../data/api';
import { useApiMutation, useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import {
  Button,
  DeleteAction,
  EmptyState,
  FormAlert,
  formatDate,
  Panel,
  Skeleton,
  toastOutcome,
} from '../kit';
import { personName, type CommentRow } from './manager-types';

function CommentItem({ comment, children }: { comment: CommentRow; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{personName(comment.author)}</span> on{' '}
          {comment.post ? (
            <a
              href={`/blog/post/${comment.post.slug}`}
              className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              {comment.post.title}
            </a>
          ) : (
            'a post'
          )}{' '}
          · {formatDate(comment.createdAt)}
        </p>
        <p className="mt-1 whitespace-pre-line break-words text-slate-800">{comment.content}</p>
      </div>
      <div className="flex shrink-0 gap-2">{children}</div>
    </li>
  );
}

function CommentActions({ comment }: { comment: CommentRow }) {
  const byline = `the comment by ${personName(comment.author)}`;
  const approve = useApiMutation(
    () => api.patch(`/api/comments/${comment.id}`, { isApproved: true }),
    [adminKeys.comments.all],
  );
  // The approved comment leaves this list.
  const approveNow = () =>
    toastOutcome(
      () => approve.mutateAsync(undefined),
      { title: 'Comment approved', description: 'It is now visible on the post.' },
      'Failed to approve the comment. Please try again.',
    );
  return (
    <>
      {comment.isApproved ? null : (
        <Button aria-label={`Approve ${byline}`} onClick={() => void approveNow()}>
          Approve
        </Button>
      )}
      <DeleteAction kind="comment" itemName={byline} resource="comments" id={comment.id} />
    </>
  );
}

function CommentList({ label, comments }: { label: string; comments: CommentRow[] }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-100">
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment}>
          <CommentActions comment={comment} />
        </CommentItem>
      ))}
    </ul>
  );
}

/** Comments waiting for approval, and the ten approved last. */
export function ModerationQueue() {
  const waiting = useApiQuery<{ comments: CommentRow[] }>(
    adminKeys.comments.list({ isApproved: false }),
    '/api/comments?isApproved=false&limit=100',
  );
  const approved = useApiQuery<{ comments: CommentRow[] }>(
    adminKeys.comments.list({ isApproved: true }),
    '/api/comments?isApproved=true&limit=10',
  );
  const error = waiting.error ?? approved.error;
  const queue = waiting.data?.comments;
  const recent = approved.data?.comments;
  return (
    <>
      <Panel title={`Comments awaiting approval${queue ? ` (${queue.length})` : ''}`}>
        <FormAlert message={error?.message} />
        {waiting.isPending ? <Skeleton /> : null}
        {queue?.length === 0 ? (
          <EmptyState>No comments are waiting. All caught up.</EmptyState>
        ) : null}
        {queue && queue.length > 0 ? (
          <CommentList label="Comments awaiting approval" comments={queue} />
        ) : null}
      </Panel>
      <Panel title="Recently approved comments">
        {approved.isPending ? <Skeleton /> : null}
        {recent?.length === 0 ? <EmptyState>No approved comments yet.</EmptyState> : null}
        {recent && recent.length > 0 ? (
          <CommentList label="Recently approved comments" comments={recent} />
        ) : null}
      </Panel>
    </>
  );
}
