import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { PayloadTooLargeError, ValidationError } from '../errors';
import { mediaAltSchema } from '../schemas/media';
import * as media from '../services/media-service';
import type { MediaStorage } from '../services/media-storage/media-storage';
import { actorOf, currentUser, idParam } from './params';

/** Accepts one `file` field held in memory (bounded), so nothing unchecked touches the disk. */
const receiveFile = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: media.maxUploadBytes, files: 1, fields: 5, fieldSize: 4096 },
}).single('file');

export const parseUpload: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
  receiveFile(req, res, (error: unknown) => {
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE')
        return next(new PayloadTooLargeError(media.messages.tooLarge));
      return next(new ValidationError(media.messages.missingFile, { file: error.message }));
    }
    // Anything else is a body busboy could not parse (no boundary, cut short, bad headers).
    next(error ? new ValidationError(media.messages.unreadable) : undefined);
  });
};

export function mediaController(storage: MediaStorage) {
  return {
    async list(_req: Request, res: Response) {
      res.json(await media.listMedia());
    },
    async upload(req: Request, res: Response) {
      if (!req.file)
        throw new ValidationError(media.messages.missingFile, { file: media.messages.missingFile });
      const { alt } = mediaAltSchema.parse(req.body ?? {});
      const upload = { buffer: req.file.buffer, originalName: req.file.originalname };
      const user = currentUser(req);
      res.status(201).json(await media.uploadMedia(storage, upload, alt, user, actorOf(req)));
    },
    async update(req: Request, res: Response) {
      const id = idParam(req, media.messages.notFound);
      const { alt } = mediaAltSchema.parse(req.body);
      res.json(await media.updateMediaAlt(id, alt, currentUser(req), actorOf(req)));
    },
    async remove(req: Request, res: Response) {
      const id = idParam(req, media.messages.notFound);
      await media.deleteMedia(storage, id, currentUser(req), actorOf(req));
      res.status(204).end();
    },
  };
}
