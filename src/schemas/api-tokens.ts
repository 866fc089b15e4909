import { can, capabilities, type Capability } from '../auth/permissions';
import type { Role } from '../auth/roles';
import { text } from './common';
import { z } from './zod';

/*
 * Personal access tokens for the API (docs/api-tokens.md): what the /account form sends, checked
 * by the same schema in the browser and on the server.
 */

/** How long a new token lasts, in days; `none` (never expires) is for admins only. */
export const tokenExpiries = ['30', '90', '365', 'none'] as const;
export type TokenExpiry = (typeof tokenExpiries)[number];

export const tokenExpiryLabels: Record<TokenExpiry, string> = {
  '30': '30 days',
  '90': '90 days',
  '365': '1 year',
  none: 'No expiry',
};

/** Tokens an account may hold at once (neither revoked nor expired). */
export const maxLiveTokens = 25;

/** What the start of every token says: this site's personal access token. */
export const tokenPrefix = 'ava_pat_';

export const scopeGroups = [
  'Posts',
  'Site content',
  'Comments',
  'Leads',
  'Tasks',
  'Figures and log',
  'Administration',
] as const;
type ScopeGroup = (typeof scopeGroups)[number];

/**
 * Each capability as a token's scope, in words, and where the form lists it; `null` for the
 * capabilities that open a screen rather than an API endpoint (no token needs them).
 */
const scopeInfo: Record<Capability, { group: ScopeGroup; label: string } | null> = {
  'posts:write-own': { group: 'Posts', label: 'Write, publish and delete own posts' },
  'posts:write-any': { group: 'Posts', label: 'Edit and delete everyone’s posts' },
  'posts:read-unpublished': { group: 'Posts', label: 'Read drafts and scheduled posts' },
  'posts:preview-sandbox': null,
  'taxonomy:write': { group: 'Site content', label: 'Edit categories and tags' },
  'pages:write': { group: 'Site content', label: 'Edit pages, menus and pricing' },
  'pages:read-unpublished': { group: 'Site content', label: 'Read unpublished pages' },
  'seo:write': { group: 'Site content', label: 'Edit SEO tags' },
  'redirects:manage': { group: 'Site content', label: 'Manage redirects' },
  'media:upload': { group: 'Site content', label: 'Upload and edit own images' },
  'media:manage-any': { group: 'Site content', label: 'Edit and delete everyone’s images' },
  'comments:create': { group: 'Comments', label: 'Write comments' },
  'comments:moderate': { group: 'Comments', label: 'Approve, reject and delete comments' },
  'comments:publish-directly': { group: 'Comments', label: 'Publish comments without review' },
  'leads:read': { group: 'Leads', label: 'Read leads' },
  'leads:write': { group: 'Leads', label: 'Update leads and add notes' },
  'leads:erase': { group: 'Leads', label: 'Erase leads' },
  'tasks:use': { group: 'Tasks', label: 'Read and write tasks' },
  'tasks:manage-any': { group: 'Tasks', label: 'Manage everyone’s tasks' },
  'overview:read': { group: 'Figures and log', label: 'Read the overview' },
  'analytics:read': { group: 'Figures and log', label: 'Read analytics' },
  'activity:read': { group: 'Figures and log', label: 'Read the activity log' },
  'users:manage': { group: 'Administration', label: 'Manage users' },
  'settings:write': { group: 'Administration', label: 'Change settings' },
  'notifications:manage': { group: 'Administration', label: 'Manage e-mail notifications' },
  'webhooks:manage': { group: 'Administration', label: 'Manage webhooks' },
  'jobs:manage': { group: 'Administration', label: 'Manage background jobs' },
  'content:export': { group: 'Administration', label: 'Export the site’s content' },
  'content:import': { group: 'Administration', label: 'Import content' },
};

/** Every capability a token may carry, in the form's order. */
const tokenScopes = (Object.keys(capabilities) as Capability[])
  .filter((scope) => scopeInfo[scope] !== null)
  .sort(
    (a, b) => scopeGroups.indexOf(scopeInfo[a]!.group) - scopeGroups.indexOf(scopeInfo[b]!.group),
  );

/** A scope in words ("Read leads"), or its name when it is not a token's scope. */
export const scopeLabel = (scope: string) =>
  scopeInfo[scope as Capability]?.label ?? scope.replace(/[:-]/g, ' ');

/** The scopes a role's tokens may carry: the role's own capabilities, no more. */
export const scopesOfRole = (role: Role): Capability[] =>
  tokenScopes.filter((scope) => can(role, scope));

/** The role's scopes in their groups, as the form shows them. */
export function scopeGroupsOfRole(role: Role) {
  const scopes = scopesOfRole(role);
  return scopeGroups
    .map((group) => ({
      group,
      scopes: scopes
        .filter((scope) => scopeInfo[scope]!.group === group)
        .map((scope) => ({ scope, label: scopeInfo[scope]!.label })),
    }))
    .filter((entry) => entry.scopes.length > 0);
}

export const tokenMessages = {
  nameRequired: 'Give the token a name',
  noScope: 'Choose at least one thing the token may do',
  unknownScope: (scope: string) => `There is no scope called ${scope}`,
  scopeNotYours: (scope: string) =>
    `Your role does not have the ${scope} scope (${scopeLabel(scope)}), so a token of yours cannot`,
  expiryRequired: 'Choose when the token expires',
  noExpiryAdminsOnly: 'Only admins may make a token that never expires: choose 30, 90 or 365 days',
  tooMany: `You have ${maxLiveTokens} tokens, the most an account may hold: revoke one first`,
} as const;

const expiry = z.enum(tokenExpiries, { error: tokenMessages.expiryRequired });

/**
 * POST /api/auth/tokens, for an account of `role`: a name, an expiry (`none` for admins only)
 * and the scopes, each one the role has (400 naming any other).
 */
export function tokenCreateSchema(role: Role) {
  return z
    .object({
      name: z
        .string({ error: tokenMessages.nameRequired })
        .pipe(text(80, 'Name'))
        .transform((value) => value.trim())
        .pipe(z.string().min(1, tokenMessages.nameRequired)),
      expiry,
      scopes: z
        .array(z.string().max(64), { error: tokenMessages.noScope })
        .min(1, tokenMessages.noScope)
        .max(100, 'Too many scopes'),
    })
    .superRefine((value, context) => {
      if (value.expiry === 'none' && role !== 'admin')
        context.addIssue({
          code: 'custom',
          path: ['expiry'],
          message: tokenMessages.noExpiryAdminsOnly,
        });
      for (const scope of value.scopes) {
        const known = scope in scopeInfo && scopeInfo[scope as Capability] !== null;
        if (known && can(role, scope as Capability)) continue;
        const message = known
          ? tokenMessages.scopeNotYours(scope)
          : tokenMessages.unknownScope(scope);
        context.addIssue({ code: 'custom', path: ['scopes'], message });
        return;
      }
    })
    .transform((value) => ({
      ...value,
      // Each once, in the form's order.
      scopes: tokenScopes.filter((scope) => value.scopes.includes(scope)),
    }));
}
export type TokenCreateForm = z.input<ReturnType<typeof tokenCreateSchema>>;
export type TokenCreateInput = z.output<ReturnType<typeof tokenCreateSchema>>;

/** The days an expiry choice lasts; null for a token that never expires. */
export const tokenDays = (expiryChoice: TokenExpiry): number | null =>
  expiryChoice === 'none' ? null : Number(expiryChoice);
