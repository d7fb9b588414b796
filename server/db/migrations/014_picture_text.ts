import type { Kysely } from 'kysely';

// A picture's alt text, decorative mark and focal point (issue 13, decision 024), beside each
// single picture's column (below). Rows from before have none: pages fall back as they did.
const PICTURE_COLUMNS = [
  ['posts', 'image'],
  ['leaders', 'image'],
  ['books', 'image'],
  ['summits', 'outfit_image'],
  ['settings', 'hero_background_image'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, picture] of PICTURE_COLUMNS) {
    await db.schema.alterTable(table).addColumn(`${picture}_alt`, 'text').execute();
    await db.schema.alterTable(table).addColumn(`${picture}_decorative`, 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable(table).addColumn(`${picture}_focus_x`, 'double precision').execute();
    await db.schema.alterTable(table).addColumn(`${picture}_focus_y`, 'double precision').execute();
  }
}
