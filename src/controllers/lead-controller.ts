import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { siteOf } from '../http/site';
import {
  leadBulkUpdateSchema,
  leadFilterSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadUpdateSchema,
} from '../schemas/leads';
import { leadSubmissionSchema } from '../schemas/lead-challenge';
import { createLead } from '../services/leads/lead-intake';
import { recordExport } from '../services/activity/activity-log';
import { exportSlots, leadCsv } from '../services/leads/lead-export';
import * as pipelineService from '../services/leads/lead-pipeline';
import { actorOf, currentUser, idParam } from './params';

const notFound = 'Lead not found';

export const leads = {
  async create(req: Request, res: Response) {
    res.status(201).json(await createLead(leadSubmissionSchema.parse(req.body), siteOf(res)));
  },
  async list(req: Request, res: Response) {
    res.json(await pipelineService.listLeads(leadListQuerySchema.parse(req.query)));
  },
  async counts(_req: Request, res: Response) {
    res.json(await pipelineService.countNewLeads());
  },
  async show(req: Request, res: Response) {
    res.json(await pipelineService.showLead(idParam(req, notFound)));
  },
  async update(req: Request, res: Response) {
    const change = leadUpdateSchema.parse(req.body);
    const id = idParam(req, notFound);
    const user = currentUser(req);
    res.json(await pipelineService.updateLead(id, change, user, actorOf(req), siteOf(res)));
  },
  async updateMany(req: Request, res: Response) {
    const change = leadBulkUpdateSchema.parse(req.body);
    const user = currentUser(req);
    res.json(await pipelineService.updateLeads(change, user, actorOf(req), siteOf(res)));
  },
  async addNote(req: Request, res: Response) {
    const { body } = leadNoteSchema.parse(req.body);
    const id = idParam(req, notFound);
    res.status(201).json(await pipelineService.addNote(id, body, currentUser(req)));
  },
  async erase(req: Request, res: Response) {
    const id = idParam(req, notFound);
    res.json(await pipelineService.eraseLead(id, currentUser(req), actorOf(req)));
  },
  /** The current filter as CSV, streamed: memory stays flat however many leads there are. */
  async exportCsv(req: Request, res: Response) {
    const filter = leadFilterSchema.parse(req.query);
    await exportSlots.run(async () => {
      await recordExport(actorOf(req), 'export.leads', filter);
      const day = new Date().toISOString().slice(0, 10);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="leads-${day}.csv"`);
      await pipeline(Readable.from(leadCsv(filter)), res);
    });
  },
};
