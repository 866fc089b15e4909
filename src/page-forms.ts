import type { Request } from 'express';
import type { SessionUser } from './auth/roles';
import { loginFormSchema, loginPayloadSchema } from './schemas/auth';
import { calculatorInputOf, calculatorSchema } from './schemas/calculator';
import type { Attribution } from './schemas/leads';
import {
  formNotices,
  signInDestination,
  type FormOutcome,
  type PageFormIntent,
} from './schemas/page-forms';
import { setupFormSchema } from './schemas/setup';

/*
 * The public forms that work without scripts, one entry each: where it is shown (and posted),
 * the API endpoint it goes through, as the page's script would call it, and where the visitor
 * goes once it is accepted. src/middleware/page-form-posts.ts runs them.
 */

/** A form's fields as posted (the last value of a repeated one). */
export type PostedFields = Partial<Record<string, string>>;

/**
 * What follows an accepted form: another page (with a notice for it), or this page again with
 * an outcome (its fields as sent).
 */
export type Accepted =
  | { redirect: string; notice?: Pick<FormOutcome, 'values' | 'message'> }
  | { show: Pick<FormOutcome, 'intent' | 'accepted'> };

export interface PageForm {
  intent: PageFormIntent;
  /** The pages that show the form, as Express paths: it is posted to the page it is on. */
  pages: string[];
  /**
   * The API endpoint (POST) whose guards, limits, schema and action the form goes through; none
   * for a form that stores nothing, whose answer is its own checked body.
   */
  endpoint?: string;
  /** The JSON the page's script sends for these fields; throws the checks it makes first. */
  payload: (fields: PostedFields, req: Request) => unknown;
  /** Fields never put back into the page: passwords and codes. */
  secret?: readonly string[];
  /** What follows the endpoint's answer. */
  accepted: (answer: unknown, req: Request, fields: PostedFields) => Accepted;
}

/** Any page may show a lead form or the calculator (a marketing page, a campaign's page). */
const anyPage = ['/{*splat}'];

/** What a signed-in answer leads to: the code step, or the page the script goes to. */
const signedIn =
  (page: '/auth' | '/blog/login') =>
  (answer: unknown): Accepted => {
    const user = answer as SessionUser & { twoFactorRequired?: boolean };
    if (user.twoFactorRequired) return { show: { intent: 'two-factor', accepted: false } };
    return { redirect: signInDestination(page, user) };
  };

/** A sign-in page's two forms: the password (checked as that page's script checks it), then the code. */
function signIn(page: '/auth' | '/blog/login', schema = loginPayloadSchema): PageForm[] {
  return [
    {
      intent: 'sign-in',
      pages: [page],
      endpoint: '/api/auth/login',
      payload: (fields) => schema.parse({ username: fields.username, password: fields.password }),
      secret: ['password'],
      accepted: signedIn(page),
    },
    {
      intent: 'two-factor',
      pages: [page],
      endpoint: '/api/auth/2fa/verify',
      payload: (fields) => ({ code: fields.code, rememberDevice: fields.rememberDevice === 'on' }),
      secret: ['code'],
      accepted: signedIn(page),
    },
  ];
}

const campaignParams = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/**
 * A visit without scripts keeps no first touch, so the page the form was sent from stands for
 * it: its path, and the campaign parameters of its address (the browser names it in `Referer`).
 */
function pageAttribution(req: Request): Partial<Attribution> {
  const from = URL.parse(req.get('referer') ?? '');
  const sameSite = from?.host === req.get('host') && from?.pathname === req.path;
  const params = sameSite ? from.searchParams : new URLSearchParams();
  const attribution: Partial<Record<keyof Attribution, string | boolean>> = {
    landingPath: req.path,
    gclid: params.has('gclid'),
    fbclid: params.has('fbclid'),
  };
  for (const name of campaignParams) {
    const value = params.get(`utm_${name}`);
    if (value)
      attribution[`utm${name[0]!.toUpperCase()}${name.slice(1)}` as keyof Attribution] = value;
  }
  return attribution as Partial<Attribution>;
}

const leadForm: PageForm = {
  intent: 'lead',
  pages: anyPage,
  endpoint: '/api/leads',
  payload: (fields, req) => ({
    kind: fields.kind,
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    company: fields.company,
    message: fields.message ?? '',
    campaign: fields.campaign,
    website: fields.website,
    sourcePath: req.path,
    attribution: pageAttribution(req),
  }),
  accepted: (_answer, req, fields) => ({
    redirect: req.path,
    notice: { values: { kind: fields.kind ?? 'contact' }, message: null },
  }),
};

const commentForm: PageForm = {
  intent: 'comment',
  pages: ['/blog/post/:slug'],
  endpoint: '/api/comments',
  payload: (fields) => ({ postId: fields.postId, content: fields.content ?? '' }),
  accepted: (answer, req) => ({
    redirect: req.path,
    notice: {
      values: {},
      message: (answer as { isApproved: boolean }).isApproved
        ? formNotices.commentPublished
        : formNotices.commentAwaiting,
    },
  }),
};

export const pageForms: PageForm[] = [
  ...signIn('/auth', loginFormSchema),
  ...signIn('/blog/login'),
  {
    intent: 'register',
    pages: ['/blog/register'],
    endpoint: '/api/auth/register',
    payload: ({ username, email, fullName, password }) => ({ username, email, fullName, password }),
    secret: ['password'],
    accepted: () => ({
      redirect: '/blog/login',
      notice: { values: {}, message: formNotices.registered },
    }),
  },
  {
    intent: 'setup',
    pages: ['/setup'],
    endpoint: '/api/setup',
    payload: (fields, req) => {
      const { confirmPassword: _typedTwice, ...account } = setupFormSchema.parse(fields);
      return { ...account, token: req.query.token };
    },
    secret: ['password', 'confirmPassword'],
    accepted: () => ({ redirect: '/admin' }),
  },
  leadForm,
  commentForm,
  {
    intent: 'calculator',
    pages: anyPage,
    payload: (fields) => calculatorSchema.parse(calculatorInputOf(fields)),
    accepted: () => ({ show: { intent: 'calculator', accepted: true } }),
  },
];
