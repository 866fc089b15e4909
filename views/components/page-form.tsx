import { useEffect, useId, type FormHTMLAttributes, type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import {
  intentField,
  outcomeOf,
  type FormOutcome,
  type PageFormIntent,
} from '#src/schemas/page-forms';

/** The outcome of this page's `intent` form posted without scripts, when it has one. */
export function usePageFormOutcome(intent: PageFormIntent): FormOutcome | null {
  return outcomeOf(usePageContext().formOutcome, intent);
}

/**
 * A public form that works without scripts: posted to the page it is on, with a hidden field
 * naming it (src/page-forms.ts). `anchor` brings the visitor back to it: a browser keeps the
 * fragment of the address it posted to across the redirect that answers. With scripts, the
 * form's own `onSubmit` sends it instead; until the form has hydrated (its code may load after
 * the page's), the cached page's script loader holds a click on its button, as it does in a
 * part of the page (the form names itself the part, marked once hydrated:
 * src/middleware/defer-scripts.ts).
 */
export function PageForm({
  intent,
  action,
  anchor,
  children,
  id: givenId,
  ...form
}: {
  intent: PageFormIntent;
  /** Where it is posted, when not to this page's path. */
  action?: string;
  anchor?: string;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action'>) {
  const { urlPathname } = usePageContext();
  const ownId = useId();
  const id = givenId ?? ownId;
  useEffect(() => {
    document.getElementById(id)?.setAttribute('data-hydrated', 'true');
  }, [id]);
  return (
    <form
      id={id}
      data-part={id}
      method="post"
      action={`${action ?? urlPathname}${anchor ? `#${anchor}` : ''}`}
      {...form}
    >
      <input type="hidden" name={intentField} value={intent} />
      {children}
    </form>
  );
}
