import type { Ctx } from '../context.js';
import { authRoutes } from './auth.js';
import { postRoutes } from './posts.js';

/** One module per resource; each declares the operations of openapi.yaml it answers. */
export async function registerRoutes(ctx: Ctx) {
  authRoutes(ctx);
  postRoutes(ctx);
}
