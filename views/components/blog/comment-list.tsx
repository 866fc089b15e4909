import type { CommentItem } from './blog-data.server';
import { PostDate } from './post-date';

export const commentListMessages = {
  deleted: 'This comment was deleted.',
} as const;

/** Approved comments with their replies nested below them, at any depth. */
export function CommentList({ comments }: { comments: CommentItem[] }) {
  return (
    <ul className="space-y-5">
      {comments.map((comment) => (
        <li key={comment.id}>
          <CommentCard comment={comment} />
          {comment.replies.length > 0 && (
            <div className="mt-4 border-l-2 border-slate-200 pl-4 sm:pl-6">
              <CommentList comments={comment.replies} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

export function CommentCard({ comment, note }: { comment: CommentItem; note?: string }) {
  if (comment.deleted || !comment.author)
    return (
      <article
        aria-label="Deleted comment"
        className="rounded-xl border border-dashed border-slate-300 p-4 italic text-slate-600 sm:p-5"
      >
        {commentListMessages.deleted}
      </article>
    );
  return (
    <article
      aria-label={`Comment by ${comment.author.username}`}
      className="rounded-xl bg-slate-50 p-4 sm:p-5"
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold text-slate-900">{comment.author.username}</span>
        <span className="text-slate-600">
          <PostDate date={comment.created} />
        </span>
        {note && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            {note}
          </span>
        )}
      </p>
      <p className="mt-2 whitespace-pre-line leading-7 text-slate-700">{comment.content}</p>
    </article>
  );
}
