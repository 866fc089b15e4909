import type { SessionUser } from '../src/auth/roles';
import type { PublicSite } from '../src/config/site';
import type { FormOutcome } from '../src/schemas/page-forms';
import type { SeoOverride } from '../src/schemas/seo';
import type { SharedContent, SharedContentKind } from '../src/schemas/shared';
import type { ShownNavigation } from '../src/schemas/shared/navigation';
import type { ShownPage } from './components/blocks/shown-page.server';

declare global {
  namespace Vike {
    interface PageContext {
      user: SessionUser | null;
      /** Server only: staff who must set up two-step sign-in before the admin (an admin requires it). */
      twoFactorEnrolmentDue?: boolean;
      site: PublicSite;
      /** The header's and footer's menus, read once per render (src/services/navigation-service.ts). */
      navigation: ShownNavigation;
      /** Server only: a warning in the request's log line (a page's data it cannot show). */
      warn?: (details: object, message: string) => void;
      /** What the server made of a form this page posted without scripts (src/schemas/page-forms.ts). */
      formOutcome?: FormOutcome | null;
      /** Server only: looks up staff's head-tag override of a public path. */
      seoOverrideFor?: (path: string) => Promise<SeoOverride | null>;
      /** Server only: shared content as the server keeps it (src/services/shared-content-service.ts). */
      sharedContent?: <Kind extends SharedContentKind>(
        kinds: readonly Kind[],
      ) => Promise<Partial<Pick<SharedContent, Kind>>>;
      /**
       * Server only: the block page being rendered, whole; its data, sent to the browser, holds
       * only what hydration needs (views/site-page/+onBeforeRender.ts).
       */
      shownPage?: ShownPage;
      /** Server only: the override of this page, when staff set one. */
      seoOverride?: SeoOverride | null;
    }
  }
}

export {};
