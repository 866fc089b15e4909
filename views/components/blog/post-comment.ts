import type { CommentItem } from './blog-data.server';

/** A comment just written, as shown to its writer: approved at once only for staff. */
export interface PostedComment extends CommentItem {
  isApproved: boolean;
}

/** What POST /api/comments answers. */
interface CommentAnswer {
  id: number;
  content: string;
  createdAt: string;
  isApproved: boolean;
  author: { username: string };
}

export const justNow = 'Just now';

/** SPEC §8: the body's message, else its error, else '{status}: {statusText}'. */
async function errorMessageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    const message = body.message ?? body.error;
    if (typeof message === 'string' && message) return message;
  } catch {
    return `${response.status}: ${text || response.statusText}`;
  }
  return `${response.status}: ${response.statusText}`;
}

export class CommentError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function postComment(postId: number, content: string): Promise<PostedComment> {
  const response = await fetch('/api/comments', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ postId, content }),
  });
  if (!response.ok) throw new CommentError(await errorMessageOf(response), response.status);
  const comment = (await response.json()) as CommentAnswer;
  return {
    id: comment.id,
    content: comment.content,
    created: { iso: comment.createdAt, text: justNow },
    deleted: false,
    author: { username: comment.author.username },
    isApproved: comment.isApproved,
    replies: [],
  };
}
