import type { RequestHandler } from 'express';
import type { AppPassport } from './auth/passport';
import { createAuthController } from './controllers/auth-controller';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Action = (...args: Parameters<RequestHandler>) => unknown;

export interface Route {
  method: Method;
  path: string;
  guards: RequestHandler[];
  action: Action;
}

export interface RouteDependencies {
  passport: AppPassport;
}

/** Every API endpoint, one line each: grep a URL to find its handler. */
export function apiRoutes({ passport }: RouteDependencies): Route[] {
  const auth = createAuthController(passport);
  return [
    { method: 'post', path: '/api/auth/login', guards: [], action: auth.login },
    { method: 'post', path: '/api/auth/logout', guards: [], action: auth.logout },
    { method: 'get', path: '/api/auth/me', guards: [], action: auth.me },
  ];
}
