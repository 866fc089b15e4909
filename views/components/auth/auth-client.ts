import type { SessionUser } from '#src/auth/roles';
import type { LoginPayload, RegisterPayload } from '#src/schemas/auth';

/** SPEC §8, the shared sign-in flow's messages, spelled exactly. */
export const authClientMessages = {
  invalidCredentials: 'Invalid username or password',
  loginStatus: (status: number) => `Login failed with status ${status}`,
  loginNetwork: 'Network error during login',
  loginNoUserData: "Login succeeded but couldn't retrieve user data",
  loginUnverified: "Login may have succeeded but couldn't verify",
  loginVerifyNetwork: 'Network error when verifying login',
  registerValidation: 'Registration validation failed',
  registerFieldErrors: 'Registration failed with validation errors',
  registerUnreadable: 'Registration failed: Could not process server response',
  registerStatus: (status: number) => `Registration failed with status ${status}`,
  registerNetwork: 'Network error during registration',
  logoutStatus: (status: number) => `Logout failed with status ${status}`,
  logoutNetwork: 'Network error during logout',
} as const;

/** A refused sign-in, registration or sign-out: `message` is the catalogue's text. */
export class AuthRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** What the server itself said, when it said something. */
    readonly serverMessage: string | null = null,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthRequestError';
  }
}

const jsonHeaders = { 'Content-Type': 'application/json', Accept: 'application/json' };

function post(path: string, body?: unknown) {
  return fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: body === undefined ? { Accept: 'application/json' } : jsonHeaders,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Posts `payload`; the answer with its body read, or `networkMessage` when none came. */
async function postForAnswer(path: string, payload: unknown, networkMessage: string) {
  let response: Response;
  try {
    response = await post(path, payload);
  } catch {
    throw new AuthRequestError(networkMessage, null);
  }
  const body = await readJson(response);
  const serverMessage = typeof body?.message === 'string' ? body.message : null;
  return { response, body, serverMessage };
}

const isUser = (
  body: Record<string, unknown> | null,
): body is Record<string, unknown> & SessionUser =>
  !!body && typeof body.username === 'string' && typeof body.role === 'string';

/** The signed-in user, or null when signed out or when the server cannot say. */
export async function fetchCurrentUser(): Promise<SessionUser | null> {
  try {
    const response = await fetch('/api/auth/me', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = await readJson(response);
    return isUser(body) ? body : null;
  } catch {
    return null;
  }
}

/** When the sign-in answer cannot be read, ask who is signed in instead (SPEC §7). */
async function verifyLogin(): Promise<SessionUser> {
  let response: Response;
  try {
    response = await fetch('/api/auth/me', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new AuthRequestError(authClientMessages.loginVerifyNetwork, null);
  }
  if (!response.ok) throw new AuthRequestError(authClientMessages.loginUnverified, response.status);
  const body = await readJson(response);
  if (!isUser(body))
    throw new AuthRequestError(authClientMessages.loginNoUserData, response.status);
  return body;
}

/** The password was right; a code from the authenticator app (or a recovery code) comes next. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
}

/** Signed in; staff whom an admin requires to use two-step sign-in may have to enrol first. */
export type SignedInUser = SessionUser & { twoFactorEnrolmentRequired?: boolean };

export const isChallenge = (
  answer: SignedInUser | TwoFactorChallenge,
): answer is TwoFactorChallenge => 'twoFactorRequired' in answer;

export async function login(payload: LoginPayload): Promise<SignedInUser | TwoFactorChallenge> {
  const { response, body, serverMessage } = await postForAnswer(
    '/api/auth/login',
    payload,
    authClientMessages.loginNetwork,
  );
  if (response.status === 401) {
    throw new AuthRequestError(authClientMessages.invalidCredentials, 401, serverMessage);
  }
  if (!response.ok) {
    throw new AuthRequestError(
      authClientMessages.loginStatus(response.status),
      response.status,
      serverMessage,
    );
  }
  if (body?.twoFactorRequired === true) return { twoFactorRequired: true };
  return isUser(body) ? body : verifyLogin();
}

export const twoFactorMessages = {
  wrongCode: 'That code is not right. Try again.',
  failed: (status: number) => `Verification failed with status ${status}`,
  network: 'Network error during verification',
} as const;

/** The second step of a sign-in: a code from the app or a recovery code. */
export async function verifyTwoFactor(code: string, rememberDevice: boolean): Promise<SessionUser> {
  const { response, body, serverMessage } = await postForAnswer(
    '/api/auth/2fa/verify',
    { code, rememberDevice },
    twoFactorMessages.network,
  );
  if (!response.ok) {
    const fallback =
      response.status === 401
        ? twoFactorMessages.wrongCode
        : twoFactorMessages.failed(response.status);
    throw new AuthRequestError(serverMessage ?? fallback, response.status, serverMessage);
  }
  return isUser(body) ? body : verifyLogin();
}

export async function register(payload: RegisterPayload): Promise<SessionUser> {
  const { response, body, serverMessage } = await postForAnswer(
    '/api/auth/register',
    payload,
    authClientMessages.registerNetwork,
  );
  const fieldErrors =
    body?.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string>) : {};
  if (response.status === 400) {
    const fallback = Object.keys(fieldErrors).length
      ? authClientMessages.registerFieldErrors
      : authClientMessages.registerValidation;
    throw new AuthRequestError(serverMessage ?? fallback, 400, serverMessage, fieldErrors);
  }
  if (!response.ok) {
    throw new AuthRequestError(
      authClientMessages.registerStatus(response.status),
      response.status,
      serverMessage,
      fieldErrors,
    );
  }
  if (!isUser(body))
    throw new AuthRequestError(authClientMessages.registerUnreadable, response.status);
  return body;
}

export async function logout(): Promise<void> {
  let response: Response;
  try {
    response = await post('/api/auth/logout');
  } catch {
    throw new AuthRequestError(authClientMessages.logoutNetwork, null);
  }
  if (!response.ok)
    throw new AuthRequestError(authClientMessages.logoutStatus(response.status), response.status);
}
