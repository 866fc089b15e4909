import { accountController } from '../controllers/account-controller';
import * as admin from '../controllers/admin-controllers';
import { createAuthController } from '../controllers/auth-controller';
import { setupController } from '../controllers/setup-controller';
import { apiTokens } from '../controllers/api-token-controller';
import {
  requireAccountSession as ownAccount,
  refuseTokens as noToken,
  requireCapability as may,
} from '../middleware/guards';
import { tokenCreateSchema } from '../schemas/api-tokens';
import {
  accountApiTokenListWire,
  apiTokenListWire,
  createdApiTokenWire,
} from '../schemas/wire/tokens';
import {
  loginPayloadSchema,
  passwordChangeSchema,
  registerPayloadSchema,
  sessionIdParamsSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorVerifySchema,
} from '../schemas/auth';
import { setupPayloadServerSchema } from '../schemas/setup.server';
import { userCreateSchema, userUpdateSchema } from '../schemas/users.server';
import {
  accountSessionListWire,
  endedSessionsWire,
  recoveryCodesWire,
  secondStepDueWire,
  signedInWire,
  twoFactorSetupWire,
  twoFactorStatusWire,
} from '../schemas/wire/account';
import { messageWire } from '../schemas/wire/common';
import { userListWire, userWire } from '../schemas/wire/users';
import { z } from '../schemas/zod';
import {
  created,
  del,
  get,
  noContent,
  post,
  put,
  unseen,
  type Route,
  type RouteDependencies,
} from '../route-kit';

/** Signing in and out, and first-run setup: a browser's session, never an API token. */
function signInRoutes({ limiters, sessionSecret, passport }: RouteDependencies): Route[] {
  const auth = createAuthController(limiters, sessionSecret, passport);
  const setup = setupController(limiters.setup);
  return [
    post('/api/auth/login', [noToken], auth.login, {
      ...unseen,
      summary: 'Sign in with a username and password',
      description:
        'Starts a session (cookie `sid`), or asks for the second step when the account has one.',
      body: loginPayloadSchema,
      answer: z.union([signedInWire, secondStepDueWire]),
    }),
    post('/api/auth/register', [noToken], auth.register, {
      ...unseen,
      summary: 'Create a reader account and sign in',
      body: registerPayloadSchema,
      answer: created(signedInWire),
    }),
    post('/api/auth/logout', [noToken], auth.logout, {
      ...unseen,
      summary: 'Sign out',
      answer: messageWire,
    }),
    get('/api/auth/me', [], auth.me, { summary: 'Who is signed in', answer: signedInWire }),
    post('/api/auth/2fa/verify', [noToken], auth.verifyTwoFactor, {
      ...unseen,
      summary: 'Finish signing in with a code from the app or a recovery code',
      body: twoFactorVerifySchema,
      answer: signedInWire,
    }),
    post('/api/setup', [noToken], setup.complete, {
      ...unseen,
      summary: 'Create the first admin from the one-time setup link',
      body: setupPayloadServerSchema,
      answer: created(signedInWire),
    }),
  ];
}

/**
 * The signed-in account's own second factor, password, sessions and API tokens: through a
 * session only, so a token cannot make tokens or change the password that would revoke it.
 */
function ownAccountRoutes({ limiters, db }: RouteDependencies): Route[] {
  const account = accountController(limiters.signIn, db);
  return [
    get('/api/auth/2fa', [ownAccount], account.twoFactorStatus, {
      summary: "The account's two-step sign-in",
      answer: twoFactorStatusWire,
    }),
    post('/api/auth/2fa/setup', [ownAccount], account.setupTwoFactor, {
      ...unseen,
      summary: 'Start setting up two-step sign-in',
      answer: twoFactorSetupWire,
    }),
    post('/api/auth/2fa/enable', [ownAccount], account.enableTwoFactor, {
      ...unseen,
      summary: 'Turn on two-step sign-in with a first code',
      body: twoFactorEnableSchema,
      answer: recoveryCodesWire,
    }),
    del('/api/auth/2fa', [ownAccount], account.disableTwoFactor, {
      ...unseen,
      summary: 'Turn off two-step sign-in',
      body: twoFactorDisableSchema,
      answer: noContent,
    }),
    put('/api/auth/password', [ownAccount], account.changePassword, {
      ...unseen,
      summary: 'Change your password',
      body: passwordChangeSchema,
      answer: messageWire,
    }),
    get('/api/auth/sessions', [ownAccount], account.listSessions, {
      summary: "The account's signed-in sessions",
      answer: accountSessionListWire,
    }),
    del('/api/auth/sessions', [ownAccount], account.endOtherSessions, {
      ...unseen,
      summary: 'Sign out every other session',
      answer: endedSessionsWire,
    }),
    del('/api/auth/sessions/:id', [ownAccount], account.endSession, {
      ...unseen,
      summary: 'Sign out one session',
      params: sessionIdParamsSchema,
      answer: noContent,
    }),
    get('/api/auth/tokens', [ownAccount], apiTokens.listOwn, {
      summary: 'List your API tokens',
      answer: apiTokenListWire,
    }),
    post('/api/auth/tokens', [ownAccount], apiTokens.create, {
      ...unseen,
      summary: 'Make an API token (its secret is shown once)',
      description: 'Scopes are capabilities your role has; an expiry of `none` is for admins only.',
      body: tokenCreateSchema('admin'),
      answer: created(createdApiTokenWire),
    }),
    del('/api/auth/tokens/:id', [ownAccount], apiTokens.revokeOwn, {
      ...unseen,
      summary: 'Revoke one of your API tokens',
      answer: noContent,
    }),
  ];
}

/** The accounts admins manage. */
function userRoutes({ limiters, db }: RouteDependencies): Route[] {
  const account = accountController(limiters.signIn, db);
  return [
    get('/api/users', [may('users:manage')], admin.users.list, {
      summary: 'List accounts',
      answer: userListWire,
    }),
    post('/api/users', [may('users:manage')], admin.users.create, {
      summary: 'Create an account',
      body: userCreateSchema,
      answer: created(userWire),
    }),
    put('/api/users/:id', [may('users:manage')], admin.users.update, {
      summary: 'Change an account',
      body: userUpdateSchema,
      answer: userWire,
    }),
    del('/api/users/:id', [may('users:manage')], admin.users.remove, {
      summary: 'Delete an account',
      answer: noContent,
    }),
    get('/api/tokens', [may('users:manage')], apiTokens.listAll, {
      summary: 'List everyone’s API tokens',
      answer: accountApiTokenListWire,
    }),
    del('/api/tokens/:id', [may('users:manage')], apiTokens.revokeAny, {
      ...unseen,
      summary: 'Revoke someone’s API token',
      answer: noContent,
    }),
    del('/api/users/:id/2fa', [may('users:manage')], account.resetTwoFactor, {
      ...unseen,
      summary: "Reset someone's two-step sign-in",
      answer: noContent,
    }),
  ];
}

/** Signing in and out, first-run setup, the signed-in account, and the accounts admins manage. */
export const accountRoutes = (dependencies: RouteDependencies): Route[] => [
  ...signInRoutes(dependencies),
  ...ownAccountRoutes(dependencies),
  ...userRoutes(dependencies),
];
