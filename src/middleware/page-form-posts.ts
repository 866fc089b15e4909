import express, {
  type ErrorRequestHandler,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import { NotFoundError, toHttpError } from '../errors';
import { keepOutcomeForNextPage, showOutcome } from '../http/form-outcome';
import type { Accepted, PageForm, PostedFields } from '../page-forms';
import type { Route } from '../route-kit';
import { intentField, type FormOutcome } from '../schemas/page-forms';
import { writeHandlers } from './mount-api';
import { requireSameOrigin } from './origin-check';

/**
 * A form's body: flat text fields, a few dozen at most. The longest a person writes (a lead's
 * or a comment's 5,000 characters) fits even percent-encoded from a script of 3-byte letters.
 */
const formBodyLimit = '64kb';
const formBody = express.urlencoded({ extended: false, limit: formBodyLimit, parameterLimit: 40 });

function fieldsOf(body: unknown): PostedFields {
  const fields: PostedFields = {};
  if (!body || typeof body !== 'object') return fields;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const last = Array.isArray(value) ? value.at(-1) : value;
    if (typeof last === 'string') fields[name] = last;
  }
  return fields;
}

const postedFieldsOf = (res: Response) => (res.locals.postedFields as PostedFields) ?? {};

/** The fields to put back into the page: what was sent, but never a password or a code. */
function shownAgain(form: PageForm, fields: PostedFields): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name !== intentField && !form.secret?.includes(name) && value !== undefined) {
      values[name] = value;
    }
  }
  return values;
}

/**
 * Runs `form` as the page's script would: its fields become the endpoint's JSON, which goes
 * through the endpoint's own guards (limits, the spam check) and action (its schema). The
 * answer the action writes becomes a 303 to where the script would go, or this page again; a
 * refusal becomes this page again with the reasons beside the fields and what was typed kept.
 */
function formHandlers(
  form: PageForm,
  endpoint: Route | undefined,
  renderPage: RequestHandler | undefined,
): Array<RequestHandler | ErrorRequestHandler> {
  const forThisForm: RequestHandler = (req, res, next) => {
    const fields = fieldsOf(req.body);
    if (fields[intentField] !== form.intent) return next('route');
    res.locals.postedFields = fields;
    req.body = form.payload(fields, req);
    next();
  };

  const follow = (accepted: Accepted, ...[req, res, next]: Parameters<RequestHandler>) => {
    if ('redirect' in accepted) {
      if (accepted.notice) {
        keepOutcomeForNextPage(req, {
          intent: form.intent,
          accepted: true,
          errors: {},
          ...accepted.notice,
        });
      }
      return res.redirect(303, accepted.redirect);
    }
    if (!renderPage) return next(new NotFoundError());
    const values = shownAgain(form, postedFieldsOf(res));
    showOutcome(res, { ...accepted.show, values, errors: {}, message: null }, 200);
    return renderPage(req, res, next);
  };

  const answerAsPage: RequestHandler = (req, res, next) => {
    const json = res.json.bind(res);
    res.json = (answer: unknown) => {
      // An error the app's error handler writes goes out as it is.
      if (res.statusCode >= 400) return json(answer);
      void Promise.resolve()
        .then(() => follow(form.accepted(answer, req, postedFieldsOf(res)), req, res, next))
        .catch(next);
      return res;
    };
    next();
  };

  const refusedAsPage: ErrorRequestHandler = (error, req, res, next) => {
    const { status, body, retryAfterSeconds } = toHttpError(error);
    if (status >= 500 || !renderPage) return next(error);
    if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
    const outcome: FormOutcome = {
      intent: form.intent,
      accepted: false,
      values: shownAgain(form, postedFieldsOf(res)),
      errors: body.errors ?? {},
      message: body.message,
    };
    showOutcome(res, outcome, status);
    return renderPage(req, res, next);
  };

  const action: RequestHandler[] = endpoint
    ? writeHandlers(endpoint)
    : [(req, res) => void res.json(req.body)];
  return [forThisForm, answerAsPage, ...action, refusedAsPage];
}

/**
 * The public forms posted without scripts (src/page-forms.ts), answered like the API they stand
 * for: same origin only, read as a small form body, then the form's own handlers. A post that
 * names no form of its page is not found. Without pages (an app that serves the API alone),
 * a refusal is the app's error page.
 */
export function pageFormPosts(
  forms: PageForm[],
  routes: Route[],
  renderPage: RequestHandler | undefined,
): Router {
  const router = express.Router();
  router.post('/{*splat}', requireSameOrigin, formBody);
  for (const form of forms) {
    const endpoint = form.endpoint
      ? routes.find((route) => route.method === 'post' && route.path === form.endpoint)
      : undefined;
    if (form.endpoint && !endpoint) throw new Error(`No API endpoint POST ${form.endpoint}`);
    router.post(form.pages, ...formHandlers(form, endpoint, renderPage));
  }
  router.post('/{*splat}', (_req, _res, next) => next(new NotFoundError()));
  return router;
}
