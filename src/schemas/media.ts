/** Upload limits shared by the media library's picker (checked before sending) and the server. */
export const maxUploadBytes = 5 * 1024 * 1024;

export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const mediaMessages = {
  notFound: 'File not found',
  missingFile: 'Choose an image to upload',
  unreadable: 'The upload could not be read. Please choose the image again.',
  notAnImage: 'Only JPEG, PNG, WebP and GIF images can be uploaded',
  notYours: 'You can only change files you uploaded',
  tooLarge: `Images must be at most ${maxUploadBytes / 1024 / 1024} MB`,
} as const;

export const maxAltLength = 500;
