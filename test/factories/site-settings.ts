import type { SiteSettingsInput } from '#src/schemas/site-settings';

/** A complete, valid /api/settings/site body, with `overrides` on top. */
export function siteSettingsBody(overrides: Partial<SiteSettingsInput> = {}): SiteSettingsInput {
  return {
    name: 'Ava Automation',
    phone: '(555) 010-0142',
    email: 'hello@example.com',
    address: {
      street: '1200 Example Parkway, Suite 300',
      city: 'Overland Park',
      region: 'KS',
      postalCode: '66210',
    },
    bookingWidgetUrl: '',
    contactFormUrl: '',
    quoteFormUrl: '',
    formEmbedScriptUrl: '',
    videoEmbedUrl: '',
    signupUrl: 'https://app.example.com/signup',
    appSigninUrl: 'https://app.example.com/login',
    linkedinUrl: 'https://www.linkedin.com/company/example',
    facebookUrl: 'https://www.facebook.com/example',
    youtubeUrl: 'https://www.youtube.com/@example',
    ...overrides,
  };
}
