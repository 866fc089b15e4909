import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { can } from '#src/auth/permissions';
import { useSession } from '#views/components/auth/use-session';
import { api } from '../data/api';
import { useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { FormAlert } from '../kit';

interface PostChoice {
  id: number;
  title: string;
  status: string;
}

export interface PostDetail extends PostChoice {
  excerpt: string;
  content: string;
}

/** Opens a saved post into the assistant: an author's own, or anyone's for editors. */
export function PostPicker({ onOpen }: { onOpen: (post: PostDetail) => void }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState('');
  const [openError, setOpenError] = useState<string>();
  const own = user && !can(user.role, 'posts:write-any') ? `&authorId=${user.id}` : '';
  const posts = useApiQuery<{ posts: PostChoice[] }>(
    adminKeys.posts.list({ assistant: own }),
    user ? `/api/posts?status=all&limit=50${own}` : null,
  );
  const pick = async (id: string) => {
    setChosen(id);
    if (!id) return;
    try {
      onOpen(
        await queryClient.fetchQuery({
          queryKey: adminKeys.posts.detail(id),
          queryFn: () => api.get<PostDetail>(`/api/posts/${id}`),
        }),
      );
    } catch (error) {
      setOpenError(error instanceof Error ? error.message : 'Could not open the post');
    }
  };
  return (
    <>
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
            {posts.data ? 'Paste text below, or choose a post' : 'Loading posts...'}
          </option>
          {posts.data?.posts.map((post) => (
            <option key={post.id} value={post.id}>
              {post.title} ({post.status})
            </option>
          ))}
        </select>
      </div>
      <FormAlert message={posts.error?.message ?? openError} />
    </>
  );
}
