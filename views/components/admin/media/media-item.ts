import { acceptedImageTypes, maxUploadBytes, mediaMessages } from '#src/schemas/media';

export interface MediaItem {
  id: number;
  url: string;
  originalName: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  alt: string;
  createdAt: string;
  variants: Array<{ width: number; url: string }>;
}

/** The same checks as the server, before anything is sent: type and size. */
export function uploadProblem(file: File): string | null {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type))
    return mediaMessages.notAnImage;
  if (file.size > maxUploadBytes) return mediaMessages.tooLarge;
  return null;
}

export function sizeText(bytes: number) {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
