import type { SessionUser } from '../src/auth/roles';
import type { PublicSite } from '../src/config/site';

declare global {
  namespace Vike {
    interface PageContext {
      user: SessionUser | null;
      site: PublicSite;
    }
  }
}

export {};
