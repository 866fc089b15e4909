import type { Role } from '../auth/roles';

/*
 * The public forms that work without scripts
 * (docs/decisions/0029-forms-work-without-javascript.md). Each posts to the page it is on with a
 * hidden `intent` naming it; the server (src/middleware/page-form-posts.ts) answers with a
 * redirect, or the page again with this outcome, which the form reads from
 * `pageContext.formOutcome`.
 */

export type PageFormIntent =
  'sign-in' | 'two-factor' | 'register' | 'setup' | 'lead' | 'comment' | 'calculator';

/** The hidden field that names the form. */
export const intentField = 'intent';

/** What the server made of a form posted without scripts, for the page to show. */
export interface FormOutcome {
  intent: PageFormIntent;
  /** The server took it: the page says so (a notice after the redirect, the calculator's results). */
  accepted: boolean;
  /** What was sent, passwords and codes left out, for the fields to show again. */
  values: Record<string, string>;
  /** Why, by field. */
  errors: Record<string, string>;
  /** Why, in a sentence (refused), or the notice (accepted). */
  message: string | null;
}

/** What a page says once the server has taken its form, the same with scripts or without. */
export const formNotices = {
  registered: 'Your account has been created successfully. You can now log in.',
  commentPublished: 'Thanks! Your comment is published.',
  commentAwaiting:
    'Thanks! Your comment is awaiting moderation and will appear once it is approved.',
} as const;

/** The outcome of the page's `intent` form, when it has one. */
export function outcomeOf(
  outcome: FormOutcome | null | undefined,
  intent: PageFormIntent,
): FormOutcome | null {
  return outcome?.intent === intent ? outcome : null;
}

/** Signed in, as the sign-in answer says: staff whom an admin requires to enrol may have to first. */
interface SignedIn {
  role: Role;
  twoFactorEnrolmentRequired?: boolean;
}

/**
 * Where a sign-in leads from each page that offers one (SPEC §8): the blog's to /admin, /auth an
 * admin to /admin and everyone else home; enrolment in two-step sign-in first when it is due.
 */
export function signInDestination(page: '/auth' | '/blog/login', user: SignedIn): string {
  if (user.twoFactorEnrolmentRequired) return '/account?enrol=1';
  if (page === '/blog/login') return '/admin';
  return user.role === 'admin' ? '/admin' : '/';
}
