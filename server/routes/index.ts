import type { Ctx } from '../context.js';
import { KINDS } from '../../src/kinds/index.js';
import { activityRoutes } from './activity.js';
import { authRoutes } from './auth.js';
import { backupRoutes } from './backup.js';
import { docsRoutes } from './docs.js';
import { followRoutes } from './follow.js';
import { healthRoutes } from './health.js';
import { serverPartsOf } from './kinds.js';
import { previewRoutes } from './previews.js';
import { searchRoutes } from './search.js';
import { trashRoutes } from './trash.js';

/** One module per resource; each declares the operations of openapi.yaml it answers. Each kind's, with its feeds, come from its server part (kinds.ts). */
export async function registerRoutes(ctx: Ctx) {
  authRoutes(ctx);
  for (const kind of KINDS) {
    const parts = serverPartsOf(kind.key);
    parts.routes(ctx);
    for (const feed of Object.values(parts.feeds ?? {})) feed(ctx);
  }
  trashRoutes(ctx);
  activityRoutes(ctx);
  backupRoutes(ctx);
  healthRoutes(ctx);
  followRoutes(ctx);
  searchRoutes(ctx);
  previewRoutes(ctx);
  docsRoutes(ctx);
}
