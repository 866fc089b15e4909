import { z } from './zod';
import { text } from './common';

/** Upload limits shared by the media library's picker (checked before sending) and the server. */
export const maxUploadBytes = 5 * 1024 * 1024;

/**
 * Most pixels an image may have (8000 × 5000): a decoded image takes 3 to 4 bytes per pixel
 * whatever its file size, so a few kilobytes can otherwise claim gigabytes of memory.
 */
export const maxImagePixels = 40_000_000;

export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const mediaMessages = {
  notFound: 'File not found',
  missingFile: 'Choose an image to upload',
  unreadable: 'The upload could not be read. Please choose the image again.',
  notAnImage: 'Only JPEG, PNG, WebP and GIF images can be uploaded',
  notYours: 'You can only change files you uploaded',
  tooLarge: `Images must be at most ${maxUploadBytes / 1024 / 1024} MB`,
  tooManyPixels: `Images must be at most ${maxImagePixels / 1_000_000} megapixels, for example 8000 × 5000 pixels`,
  tooSlow: 'This image takes too long to process. Please upload a smaller or simpler image.',
  busy: 'Other images are being processed right now. Please try again in a few seconds.',
} as const;

export const maxAltLength = 500;

/** PUT /api/media/:id, and the upload's other field. */
export const mediaAltSchema = z.object({ alt: text(maxAltLength, 'Alt text').default('') });

/** POST /api/media: the multipart form (the file is read by multer, the rest by `mediaAltSchema`). */
export const mediaUploadForm = mediaAltSchema.extend({
  file: z.string().meta({ format: 'binary', description: 'A JPEG, PNG, WebP or GIF image' }),
});
