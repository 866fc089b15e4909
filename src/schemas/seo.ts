import { z } from './zod';
import { publicPageSections } from '../config/public-page-sections';
import { text } from './common';

/** The public routes whose head tags staff may override: the fixed pages and the HTML sitemap. */
export const seoRoutes: ReadonlyArray<{ path: string; label: string }> = [
  ...publicPageSections.flatMap((section) =>
    section.links.map((link) => ({ path: link.href, label: link.title })),
  ),
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
