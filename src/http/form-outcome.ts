import type { Request, Response } from 'express';
import type { FormOutcome } from '../schemas/page-forms';

/*
 * How the outcome of a form posted without scripts reaches the page that shows it: in the same
 * response (the page rendered again with the fields' messages), or once, after a 303, from the
 * session (a notice: "Request sent", "awaiting moderation").
 */

declare module 'express-session' {
  interface SessionData {
    /** Shown by the next page rendered for this session, then gone. */
    formOutcome?: FormOutcome;
  }
}

interface ShownOutcome {
  outcome: FormOutcome;
  status: number;
}

/** Renders the page of this request with `outcome`, answered with `status`. */
export function showOutcome(res: Response, outcome: FormOutcome, status: number): void {
  res.locals.formOutcome = { outcome, status } satisfies ShownOutcome;
}

/** Keeps `outcome` for the next page this session renders (after a redirect). */
export function keepOutcomeForNextPage(req: Request, outcome: FormOutcome): void {
  req.session.formOutcome = outcome;
}

/**
 * The outcome the page of this request shows, and the status it is answered with: this
 * response's own, else the one kept for the session (taken, so it shows once).
 */
export function takeOutcome(req: Request, res: Response): ShownOutcome | null {
  const shown = res.locals.formOutcome as ShownOutcome | undefined;
  if (shown) return shown;
  const kept = req.session?.formOutcome;
  if (!kept) return null;
  delete req.session.formOutcome;
  return { outcome: kept, status: 200 };
}
