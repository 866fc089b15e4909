import { z } from './zod';
import { authMessages } from './auth';
import { emptyAsNull, requiredText } from './common';

export const siteSettingsMessages = {
  httpsOnly: 'Must be an https:// address',
  phone: 'Please enter a valid phone number',
  hexColor: 'Use a hex colour such as #1d4ed8',
} as const;

const isHttpsUrl = (value: string) =>
  /^https:\/\/[^\s]+$/i.test(value) && URL.parse(value)?.protocol === 'https:';

const urlText = z
  .string({ error: siteSettingsMessages.httpsOnly })
  .trim()
  .max(500, 'URL must be at most 500 characters');

/** An address visitors are sent to or that the site embeds: https only. */
const httpsUrl = urlText.refine(isHttpsUrl, siteSettingsMessages.httpsOnly);

/** Empty or missing means "not configured" (the site then shows its own form). */
const optionalHttpsUrl = emptyAsNull(
  urlText.refine((value) => value === '' || isHttpsUrl(value), siteSettingsMessages.httpsOnly),
);

/**
 * What an admin can change about the public site (/admin/settings): stored in the settings
 * table (context `site`, one key per field) and laid over the configured defaults.
 */
export const siteSettingsSchema = z.object({
  name: requiredText(80, 'Site name'),
  phone: requiredText(40, 'Phone').pipe(
    z.string().regex(/^\+?[\d\s().-]{7,}$/, siteSettingsMessages.phone),
  ),
  email: z.email({ error: authMessages.invalidEmail }).trim().max(254),
  address: z.object({
    street: requiredText(200, 'Street address'),
    city: requiredText(100, 'City'),
    region: requiredText(60, 'State'),
    postalCode: requiredText(20, 'ZIP code'),
  }),
  bookingWidgetUrl: optionalHttpsUrl,
  contactFormUrl: optionalHttpsUrl,
  quoteFormUrl: optionalHttpsUrl,
  formEmbedScriptUrl: optionalHttpsUrl,
  videoEmbedUrl: optionalHttpsUrl,
  signupUrl: httpsUrl,
  appSigninUrl: httpsUrl,
  linkedinUrl: httpsUrl,
  facebookUrl: httpsUrl,
  youtubeUrl: httpsUrl,
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;

const hexColor = z
  .string({ error: siteSettingsMessages.hexColor })
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, siteSettingsMessages.hexColor)
  .transform((value) => value.toLowerCase());

/** Brand colours (/admin/settings/colors), stored in the settings table under context `theme`. */
export const themeSettingsSchema = z.object({
  primaryColor: hexColor,
  accentColor: hexColor,
});
export type ThemeSettings = z.output<typeof themeSettingsSchema>;

/** The look of views/styles.css, used until an admin picks other colours. */
export const defaultTheme: ThemeSettings = { primaryColor: '#1d4ed8', accentColor: '#0d9488' };
