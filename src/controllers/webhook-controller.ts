import type { Request, Response } from 'express';
import {
  webhookCreateSchema,
  webhookDeliveriesQuerySchema,
  webhookUpdateSchema,
} from '../schemas/webhooks';
import { NotFoundError } from '../errors';
import { idSchema, isStorableId } from '../schemas/common';
import * as webhookService from '../services/webhook-service';
import * as deliveryLog from '../services/webhooks/delivery-log';
import { actorOf, idParam } from './params';

/** The `:deliveryId` path parameter: 400 when it is not a number, 404 when no row could have it. */
function deliveryIdParam(req: Request): number {
  const id = idSchema.parse(req.params.deliveryId);
  if (!isStorableId(id)) throw new NotFoundError(webhookService.messages.deliveryNotFound);
  return id;
}

/** /api/webhooks; `production` decides which URLs may be saved (https to public hosts only). */
export function webhookController({ production }: { production: boolean }) {
  const endpointId = (req: Request) => idParam(req, webhookService.messages.notFound);
  return {
    async list(_req: Request, res: Response) {
      res.json(await webhookService.listEndpoints());
    },
    async create(req: Request, res: Response) {
      const input = webhookCreateSchema.parse(req.body);
      res
        .status(201)
        .json(await webhookService.createEndpoint(input, { production }, actorOf(req)));
    },
    async update(req: Request, res: Response) {
      const id = endpointId(req);
      const input = webhookUpdateSchema.parse(req.body);
      res.json(await webhookService.updateEndpoint(id, input, { production }, actorOf(req)));
    },
    async remove(req: Request, res: Response) {
      await webhookService.deleteEndpoint(endpointId(req), actorOf(req));
      res.status(204).end();
    },
    async test(req: Request, res: Response) {
      res.status(202).json(await webhookService.sendTestPing(endpointId(req)));
    },
    async deliveries(req: Request, res: Response) {
      const id = endpointId(req);
      const paging = webhookDeliveriesQuerySchema.parse(req.query);
      res.json(await deliveryLog.listDeliveries(id, paging));
    },
    async delivery(req: Request, res: Response) {
      const id = endpointId(req);
      res.json(await deliveryLog.getDelivery(id, deliveryIdParam(req)));
    },
    async resend(req: Request, res: Response) {
      const id = endpointId(req);
      const deliveryId = deliveryIdParam(req);
      res.status(202).json(await deliveryLog.resendDelivery(id, deliveryId, actorOf(req)));
    },
  };
}
