import { useEffect, useRef, useState, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { pageAutosaveSchema } from '#src/schemas/pages';
import type { AutosaveAnswer } from '#src/schemas/wire/revisions';
import { api, ApiError } from '../data/api';
import type { RevisionTracking } from '../blog/revision-tracking';
import { toPayload, type PageFormValues } from './page-form';

/**
 * The autosave is also what the live preview shows (views/page-preview): it goes a moment after
 * typing pauses, and at least once a second while it goes on, so the preview follows within one.
 */
const pauseMs = 300;
const maxWaitMs = 1_000;

interface PageAutosaving {
  form: UseFormReturn<PageFormValues>;
  pageId: number;
  tracking: RevisionTracking<PageFormValues>;
  /** The server kept the changes: who else is editing, as its answer says. */
  onAutosaved: (answer: AutosaveAnswer) => void;
  /** Someone else's newer version: the person must choose (409). */
  onConflict: (message: string) => void;
}

/** The one request at a time that sends the form as this session's autosave. */
function autosaver(
  { form, pageId, tracking }: Omit<PageAutosaving, 'onAutosaved' | 'onConflict'>,
  callbacks: RefObject<PageAutosaving>,
  report: { setUnsaved: (unsaved: boolean) => void; setWaiting: (why: string | null) => void },
) {
  const url = `/api/pages/${pageId}/autosave`;
  const bodyOf = (values: PageFormValues) => ({ ...toPayload(values), ...tracking.revisionBase() });
  let sending = false;
  let again = false;
  const send = async (): Promise<void> => {
    const values = form.getValues();
    report.setUnsaved(tracking.differsFromSaved(values));
    if (!tracking.differsFromAutosaved(values)) return report.setWaiting(null);
    const checked = pageAutosaveSchema.safeParse(toPayload(values));
    if (!checked.success) return report.setWaiting(checked.error.issues[0]?.message ?? null);
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    const noteSent = tracking.autosaving(values);
    try {
      const answer = await api.put<AutosaveAnswer>(url, bodyOf(values));
      noteSent(answer.revisionId);
      report.setWaiting(null);
      callbacks.current.onAutosaved(answer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.errors.updatedAt) {
        callbacks.current.onConflict(error.message);
      } else report.setWaiting(error instanceof Error ? error.message : String(error));
    } finally {
      sending = false;
      if (again) {
        again = false;
        void send();
      }
    }
  };
  /** Leaving: a request that outlives the page, when the last changes have not gone yet. */
  const sendOnLeaving = () => {
    const values = form.getValues();
    if (!tracking.differsFromAutosaved(values)) return;
    void fetch(url, {
      method: 'PUT',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(bodyOf(values)),
    }).catch(() => undefined);
  };
  return { send, sendOnLeaving };
}

/**
 * Sends the form as this editing session's autosave after each pause, one request at a time,
 * and once more as the page is left. `unsaved` says whether the form differs from the saved
 * page; `waiting` why the last changes were not autosaved (a field the schema refuses, say).
 */
export function usePageAutosave(autosaving: PageAutosaving) {
  const { form, pageId, tracking } = autosaving;
  const callbacks = useRef(autosaving);
  useEffect(() => {
    callbacks.current = autosaving;
  });
  const [unsaved, setUnsaved] = useState(false);
  const [waiting, setWaiting] = useState<string | null>(null);

  useEffect(() => {
    const { send, sendOnLeaving } = autosaver({ form, pageId, tracking }, callbacks, {
      setUnsaved,
      setWaiting,
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let firstPendingAt: number | null = null;
    const schedule = () => {
      clearTimeout(timer);
      const now = Date.now();
      firstPendingAt ??= now;
      const due = Math.min(pauseMs, firstPendingAt + maxWaitMs - now);
      timer = setTimeout(
        () => {
          firstPendingAt = null;
          void send();
        },
        Math.max(0, due),
      );
    };
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        // A field changed (a reset has no name): unsaved at once, autosaved shortly.
        if (name) setUnsaved(true);
        schedule();
      },
    });
    window.addEventListener('pagehide', sendOnLeaving);
    return () => {
      unsubscribe();
      clearTimeout(timer);
      window.removeEventListener('pagehide', sendOnLeaving);
    };
  }, [form, pageId, tracking]);

  return { unsaved, setUnsaved, waiting };
}
