import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { recordExport } from '../services/activity/activity-log';
import { exportSlots } from '../services/leads/lead-export';
import { writeSiteArchive } from '../services/portability/site-export';
import { actorOf } from './params';

/** Taking the site's content away: "Export content" in the admin, for admins. */
export function portabilityController(db: Knex, uploadsDir: string) {
  return {
    /**
     * The posts, pages, taxonomy, media (with their files), settings, navigation, redirects and
     * SEO overrides as one archive (no accounts, leads, comments or logs), streamed as it is
     * written. The export is an activity entry of its own, written first.
     */
    async exportContent(req: Request, res: Response) {
      await exportSlots.run(async () => {
        await recordExport(actorOf(req), 'export.content', {}, db);
        const day = new Date().toISOString().slice(0, 10);
        res.setHeader('Content-Type', 'application/gzip');
        res.setHeader('Content-Disposition', `attachment; filename="site-content-${day}.tar.gz"`);
        await writeSiteArchive(db, { scope: 'content', uploadsDir }, res);
      });
    },
  };
}
