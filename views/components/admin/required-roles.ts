import type { Role } from '#src/auth/roles';

/** 'admin, editor, or author': the roles a page allows, as the Access Denied screen names them. */
export function describeRoles(roles: readonly Role[]): string {
  return new Intl.ListFormat('en', { type: 'disjunction' }).format(roles);
}

/** Why the server refused a protected page: carried to the error page as Vike's abort reason. */
export interface AccessDeniedReason {
  kind: 'access-denied';
  allowed: readonly Role[];
}

export function isAccessDenied(reason: unknown): reason is AccessDeniedReason {
  return (
    !!reason &&
    typeof reason === 'object' &&
    (reason as { kind?: unknown }).kind === 'access-denied' &&
    Array.isArray((reason as { allowed?: unknown }).allowed)
  );
}
