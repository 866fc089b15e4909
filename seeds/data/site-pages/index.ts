import { businessOperationsPage } from './ai-business-operations';
import { consultingPage } from './ai-consulting';
import { readinessConsultingPage } from './ai-readiness-consulting';
import { voiceReceptionistsPage } from './ai-voice-receptionists';
import { contactPage } from './contact';
import { funnelPage } from './funnel';
import { landingPage } from './landing';
import { privacyPolicyPage } from './privacy-policy';
import { termsAndConditionsPage } from './terms-and-conditions';
import { termsOfServicePage } from './terms-of-service';
import { homePage } from './home';
import type { SitePageSeed } from './types';

/** The site's own pages, in the order the sitemap lists them. */
export const sitePages: readonly SitePageSeed[] = [
  homePage,
  landingPage,
  funnelPage,
  contactPage,
  voiceReceptionistsPage,
  businessOperationsPage,
  consultingPage,
  readinessConsultingPage,
  privacyPolicyPage,
  termsOfServicePage,
  termsAndConditionsPage,
];
