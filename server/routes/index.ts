import type { Ctx } from '../context.js';
import { accountRoutes } from './accounts.js';
import { activityRoutes } from './activity.js';
import { authRoutes } from './auth.js';
import { backupRoutes } from './backup.js';
import { bookRoutes } from './books.js';
import { calendarRoutes } from './calendar.js';
import { docsRoutes } from './docs.js';
import { followRoutes } from './follow.js';
import { healthRoutes } from './health.js';
import { leaderRoutes } from './leaders.js';
import { mediaRoutes } from './media.js';
import { messageRoutes } from './messages.js';
import { postRoutes } from './posts.js';
import { previewRoutes } from './previews.js';
import { settingsRoutes } from './settings.js';
import { summitRoutes } from './summits.js';
import { trashRoutes } from './trash.js';

/** One module per resource; each declares the operations of openapi.yaml it answers. */
export async function registerRoutes(ctx: Ctx) {
  authRoutes(ctx);
  accountRoutes(ctx);
  postRoutes(ctx);
  mediaRoutes(ctx);
  summitRoutes(ctx);
  bookRoutes(ctx);
  leaderRoutes(ctx);
  calendarRoutes(ctx);
  settingsRoutes(ctx);
  messageRoutes(ctx);
  trashRoutes(ctx);
  activityRoutes(ctx);
  backupRoutes(ctx);
  healthRoutes(ctx);
  followRoutes(ctx);
  previewRoutes(ctx);
  docsRoutes(ctx);
}
