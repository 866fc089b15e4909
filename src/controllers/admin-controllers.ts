import type { Request, Response } from 'express';
import { settingsQuerySchema, settingsUpdateSchema } from '../schemas/settings';
import { siteSettingsSchema, themeSettingsSchema } from '../schemas/site-settings';
import { taskInputSchema, taskListQuerySchema } from '../schemas/tasks';
import { userCreateSchema, userUpdateSchema } from '../schemas/users.server';
import type { PublicSite } from '../config/site';
import * as overviewService from '../services/overview-service';
import * as settingsService from '../services/settings-service';
import * as siteSettingsService from '../services/site-settings-service';
import * as taskService from '../services/task-service';
import * as userService from '../services/user-service';
import { actorOf, currentUser, idParam } from './params';

export const users = {
  async list(_req: Request, res: Response) {
    res.json(await userService.listUsers());
  },
  async create(req: Request, res: Response) {
    const user = await userService.addUser(userCreateSchema.parse(req.body), actorOf(req));
    res.status(201).json(userService.toUserView(user));
  },
  async update(req: Request, res: Response) {
    const id = idParam(req, userService.messages.notFound);
    const input = userUpdateSchema.parse(req.body);
    const user = currentUser(req);
    res.json(await userService.updateUser(id, input, user, actorOf(req), req.sessionID));
  },
  async remove(req: Request, res: Response) {
    const id = idParam(req, userService.messages.notFound);
    await userService.deleteUser(id, currentUser(req), actorOf(req));
    res.status(204).end();
  },
};

export const settings = {
  async list(req: Request, res: Response) {
    res.json(await settingsService.listSettings(settingsQuerySchema.parse(req.query).context));
  },
  async save(req: Request, res: Response) {
    const update = settingsUpdateSchema.parse(req.body);
    res.json(await settingsService.saveSettings(update, actorOf(req)));
  },
};

/** /admin/settings and /admin/settings/colors; `configured` is the site before any saved settings. */
export function siteSettings(configured: PublicSite) {
  return {
    async show(_req: Request, res: Response) {
      res.json(await siteSettingsService.getSiteSettings(configured));
    },
    async save(req: Request, res: Response) {
      const settings = siteSettingsSchema.parse(req.body);
      res.json(await siteSettingsService.saveSiteSettings(configured, settings, actorOf(req)));
    },
    async showTheme(_req: Request, res: Response) {
      res.json(await siteSettingsService.getThemeSettings());
    },
    async saveTheme(req: Request, res: Response) {
      const theme = themeSettingsSchema.parse(req.body);
      res.json(await siteSettingsService.saveThemeSettings(theme, actorOf(req)));
    },
  };
}

export const overview = {
  async show(req: Request, res: Response) {
    res.json(await overviewService.getOverview(currentUser(req)));
  },
};

export const tasks = {
  async list(req: Request, res: Response) {
    res.json(await taskService.listTasks(taskListQuerySchema.parse(req.query).status));
  },
  async assignees(_req: Request, res: Response) {
    res.json(await taskService.listAssignees());
  },
  async create(req: Request, res: Response) {
    res
      .status(201)
      .json(await taskService.createTask(taskInputSchema.parse(req.body), currentUser(req)));
  },
  async update(req: Request, res: Response) {
    const id = idParam(req, taskService.messages.notFound);
    res.json(await taskService.updateTask(id, taskInputSchema.parse(req.body), currentUser(req)));
  },
  async remove(req: Request, res: Response) {
    await taskService.deleteTask(idParam(req, taskService.messages.notFound), currentUser(req));
    res.status(204).end();
  },
};
