export type NotFoundKind = 'post' | 'category' | 'tag';

export const notFoundMessages = {
  post: {
    title: 'Post Not Found',
    text: "The blog post you're looking for doesn't exist or may have been removed.",
    back: 'Return to Blog',
  },
  category: {
    title: 'Category Not Found',
    text: "The category you're looking for doesn't exist or may have been removed.",
    back: 'Back to Blog',
  },
  tag: {
    title: 'Tag Not Found',
    text: "The tag you're looking for doesn't exist or may have been removed.",
    back: 'Back to Blog',
  },
} as const satisfies Record<NotFoundKind, { title: string; text: string; back: string }>;

/** The reason a blog page aborts with (`throw render(404, reason)`), read by the error page. */
export function blogNotFoundKind(abortReason: unknown): NotFoundKind | null {
  const kind = (abortReason as { blogNotFound?: unknown } | null | undefined)?.blogNotFound;
  return typeof kind === 'string' && kind in notFoundMessages ? (kind as NotFoundKind) : null;
}

export function BlogNotFound({ kind }: { kind: NotFoundKind }) {
  const message = notFoundMessages[kind];
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{message.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{message.text}</p>
      <a
        href="/blog"
        className="mt-8 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {message.back}
      </a>
    </section>
  );
}
