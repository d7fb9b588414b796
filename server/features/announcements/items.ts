// The announcements' item page read from the database (server/follow/items.ts says how a reader is asked).
import { focusOf, type ItemPreview, type ItemReader } from '../../follow/items.js';
import { publicPosts } from './published.js';

/** An announcement: only while it is published (decision 017). */
export const announcementItems: ItemReader<ItemPreview<'announcement'>> = {
  ids(db, now, id) {
    const posts = publicPosts(db, now).select('id');
    return (id === undefined ? posts : posts.where('id', '=', id)).orderBy('id').execute();
  },
  async preview(db, id, now) {
    const row = await publicPosts(db, now).select(['title', 'description', 'image', 'created_at', 'image_focus_x', 'image_focus_y']).where('id', '=', id).executeTakeFirst();
    return row
      ? { kind: 'announcement', id, title: row.title, description: row.description, image: row.image, createdAt: row.created_at, imageFocus: focusOf(row.image_focus_x, row.image_focus_y) }
      : null;
  },
  async search(db, now) {
    const rows = await publicPosts(db, now).select(['id', 'title', 'description', 'language', 'publish_at']).execute();
    return rows.map((row) => ({ id: row.id, title: row.title, text: row.description ?? '', language: row.language, date: row.publish_at }));
  },
};
