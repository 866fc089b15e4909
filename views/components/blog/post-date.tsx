import type { DateText } from './types';

export function PostDate({ date }: { date: DateText }) {
  return <time dateTime={date.iso}>{date.text}</time>;
}

/** "By author · date" under a post's title, in the list and on the post alike. */
export function PostByline({
  post,
  className,
}: {
  post: { authorName: string; published: DateText };
  className: string;
}) {
  return (
    <p className={className}>
      By <span className="font-medium text-slate-800">{post.authorName}</span>
      <span aria-hidden="true"> · </span>
      <PostDate date={post.published} />
    </p>
  );
}
