import type { SiteSettings, SiteSettingsInput } from '#src/schemas/site-settings';

export interface SettingsAnswer {
  settings: SiteSettings;
  defaults: SiteSettings;
}

type UrlField = Exclude<keyof SiteSettings, 'address'>;

/** Every field the server may name in a refusal. */
export const fieldPaths = [
  'name',
  'phone',
  'email',
  'address.street',
  'address.city',
  'address.region',
  'address.postalCode',
  'bookingWidgetUrl',
  'contactFormUrl',
  'quoteFormUrl',
  'formEmbedScriptUrl',
  'videoEmbedUrl',
  'signupUrl',
  'appSigninUrl',
  'linkedinUrl',
  'facebookUrl',
  'youtubeUrl',
] as const;

/** Inputs hold text: an unset widget is an empty field. */
export const toFormValues = (settings: SiteSettings): SiteSettingsInput => ({
  ...settings,
  bookingWidgetUrl: settings.bookingWidgetUrl ?? '',
  contactFormUrl: settings.contactFormUrl ?? '',
  quoteFormUrl: settings.quoteFormUrl ?? '',
  formEmbedScriptUrl: settings.formEmbedScriptUrl ?? '',
  videoEmbedUrl: settings.videoEmbedUrl ?? '',
});

export const urlFields: ReadonlyArray<{
  section: string;
  hint?: string;
  fields: Array<[UrlField, string]>;
}> = [
  {
    section: 'Forms and widgets',
    hint: "Addresses of the hosted widgets (https only). Leave a form's address empty to show the site's own form instead; requests sent through it appear under Leads.",
    fields: [
      ['bookingWidgetUrl', 'Booking widget URL'],
      ['contactFormUrl', 'Contact form URL'],
      ['quoteFormUrl', 'Quote form URL'],
      ['formEmbedScriptUrl', 'Form embed script URL'],
      ['videoEmbedUrl', 'Meet Ava video URL'],
    ],
  },
  {
    section: 'Application links',
    hint: 'Where the Sign In link and the plan buttons send visitors.',
    fields: [
      ['appSigninUrl', 'Sign-in URL'],
      ['signupUrl', 'Sign-up URL'],
    ],
  },
  {
    section: 'Social links',
    hint: 'Shown in the footer.',
    fields: [
      ['linkedinUrl', 'LinkedIn URL'],
      ['facebookUrl', 'Facebook URL'],
      ['youtubeUrl', 'YouTube URL'],
    ],
  },
];
