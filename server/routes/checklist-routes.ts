import { Hono } from 'hono';
import { requireUser } from './principal';
import type { ServerEnv } from '../route-env';
import { creatorChecklist } from '../services/creator-checklist';

/** A new creator's checklist (the app shows it to creators until every step is done). */
export function checklistRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  app.get('/v1/creator/checklist', (c) => c.json({ checklist: creatorChecklist(requireUser(c).user) }));
  return app;
}
