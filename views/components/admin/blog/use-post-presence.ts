import { useEffect, useState } from 'react';
import type { Presence } from '#src/schemas/wire/revisions';
import { api } from '../data/api';

/** How often an open editor says it is still open (the server counts a minute). */
const heartbeatMs = 20_000;

/**
 * Who else has this post open: the editor's heartbeat answers it, and so does every autosave
 * (`setEditors`). Nothing for a post not yet created.
 */
export function usePostPresence(postId: number | null, editingSession: string) {
  const [editors, setEditors] = useState<Presence['editors']>([]);
  useEffect(() => {
    if (postId === null) return;
    let stopped = false;
    const beat = async () => {
      try {
        const answer = await api.put<Presence>(`/api/posts/${postId}/presence`, { editingSession });
        if (!stopped) setEditors(answer.editors);
      } catch {
        // Offline or refused: the last known list stays until the next beat.
      }
    };
    void beat();
    const timer = setInterval(() => void beat(), heartbeatMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [postId, editingSession]);
  return { editors, setEditors };
}
