import { useEffect, useState } from 'react';
import type { Presence } from '#src/schemas/wire/revisions';
import { api } from '../data/api';

/** How often an open editor says it is still open (the server counts a minute). */
const heartbeatMs = 20_000;

/**
 * Who else has this post or page open: the editor's heartbeat to `presencePath` answers it, and
 * so does every autosave (`setEditors`). Nothing for an item not yet created (a null path).
 */
export function useEditorPresence(presencePath: string | null, editingSession: string) {
  const [editors, setEditors] = useState<Presence['editors']>([]);
  useEffect(() => {
    if (presencePath === null) return;
    let stopped = false;
    const beat = async () => {
      try {
        const answer = await api.put<Presence>(presencePath, { editingSession });
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
  }, [presencePath, editingSession]);
  return { editors, setEditors };
}
