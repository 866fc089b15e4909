import { z } from './zod';

/*
 * Moving in from WordPress or Ghost: the admin's upload form (POST /api/imports, multipart with
 * the export as `file`) and the command line take the same settings.
 */

export const importFormMessages = {
  siteUrl: 'The old address must be an http(s) address, such as https://blog.example.com',
} as const;

/**
 * Where the old site answered. WordPress's export names it; Ghost's does not, and its images
 * and links are written against it, so a Ghost import needs it to fetch them and redirect.
 */
export const importSiteUrl = z
  .string()
  .trim()
  .max(300, importFormMessages.siteUrl)
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value),
    importFormMessages.siteUrl,
  )
  .transform((value) => value.replace(/\/+$/, ''));

export const importUploadSchema = z.strictObject({
  siteUrl: importSiteUrl.optional(),
});
