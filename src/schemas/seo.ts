import { z } from './zod';
import { solutionPages } from '../config/public-pages';
import { text } from './common';

/**
 * The public routes whose head tags staff may override: the site's own pages and the HTML
 * sitemap. A page of the site also has its own SEO fields, which the builder edits.
 */
export const seoRoutes: ReadonlyArray<{ path: string; label: string }> = [
  { path: '/', label: 'Home' },
  { path: '/landing', label: 'Pricing and plans' },
  { path: '/funnel', label: 'Try Ava AI Essential' },
  { path: '/contact', label: 'Contact us' },
  { path: '/blog', label: 'Blog' },
  ...solutionPages.map(({ title, href }) => ({ path: href, label: title })),
  { path: '/privacy-policy', label: 'Privacy Policy' },
  { path: '/terms-of-service', label: 'Terms of Service' },
  { path: '/terms-and-conditions', label: 'Terms and Conditions' },
  { path: '/sitemap.html', label: 'Sitemap' },
];

export const seoLimits = { title: 70, description: 160 } as const;

export const seoMessages = {
  unknownPath: 'Choose one of the listed pages',
  image: 'Use an https:// URL or an image from the media library (/uploads/…)',
} as const;

const emptyToNull = (value: string | null | undefined) => value?.trim() || null;

export const seoOverrideSchema = z.object({
  path: z
    .string({ error: seoMessages.unknownPath })
    .refine((value) => seoRoutes.some((route) => route.path === value), seoMessages.unknownPath),
  title: text(seoLimits.title, 'Title').nullable().optional().transform(emptyToNull),
  description: text(seoLimits.description, 'Description')
    .nullable()
    .optional()
    .transform(emptyToNull),
  image: z
    .string()
    .trim()
    .max(500, 'URL must be at most 500 characters')
    .refine(
      (value) =>
        value === '' ||
        /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value) ||
        /^\/uploads\/[\w.-]+$/.test(value),
      seoMessages.image,
    )
    .nullable()
    .optional()
    .transform(emptyToNull),
});
export type SeoOverrideInput = z.infer<typeof seoOverrideSchema>;

export interface SeoOverride {
  path: string;
  title: string | null;
  description: string | null;
  image: string | null;
  updatedAt: string | Date;
}
