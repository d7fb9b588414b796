import type { Generated } from 'kysely';
import type { Locale as ContentLanguage } from '../../src/domain/locale.js';

/** An item a delete moves to the trash (006_trash): when it was moved there, null while it is live. */
interface Trashable {
  deleted_at: string | null;
}

/**
 * A picture's details (014_picture_text, decision 024) beside its column `P`: alt text, the
 * decorative mark (0/1) and the focal point (0..1 each, both or neither).
 */
type PictureColumns<P extends string> = {
  [K in `${P}_alt` | `${P}_focus_x` | `${P}_focus_y`]: K extends `${P}_alt` ? string | null : number | null;
} & { [K in `${P}_decorative`]: Generated<number> };

/** Tables as stored. Wire names (ID, EventTitle, ...) are produced in each route's toWire(). */
export interface Database {
  admins: {
    id: Generated<number>;
    email: string;
    password_hash: string;
    failed_logins: Generated<number>;
    locked_until: string | null;
    created_at: string;
    /** Set on every insert: the column's default ('owner') is only for the admins that existed before roles. */
    role: 'owner' | 'editor';
    deactivated_at: string | null;
    last_login_at: string | null;
    /** The back-office's language for this account, 'en' or 'sw'; null until chosen (018_account_language). */
    language: Generated<'en' | 'sw' | null>;
  };
  /** One-time links that set an account's password (an invite or a reset); used links are deleted. */
  account_links: {
    token_hash: string;
    admin_id: number;
    purpose: 'invite' | 'reset';
    expires_at: string;
    created_at: string;
  };
  tokens: {
    jti: string;
    admin_id: number;
    expires_at: string;
    revoked_at: string | null;
    created_at: string;
  };
  login_devices: {
    device_id: string;
    admin_id: number;
    failed_logins: Generated<number>;
    locked_until: string | null;
    created_at: string;
    last_seen_at: string;
  };
  /** @fastify/rate-limit's counts, shared by every instance (server/http/rate-store.ts). */
  rate_limits: {
    key: string;
    hits: number;
    /** When the window ends, in ms since the epoch. */
    resets_at: number;
  };
  media: Trashable & {
    id: Generated<number>;
    event_title: string;
    description: string | null;
    media_files: string;
    /** JSON object: a video's stored path -> its poster picture's (012_video_posters). */
    video_posters: Generated<string>;
    /** JSON object: a picture's stored path -> its PictureDetails (015_media_file_details). */
    file_details: Generated<string>;
    created_at: string;
    /** The language its texts are written in, 'en' or 'sw' (017_content_language). */
    language: Generated<ContentLanguage>;
  };
  leaders: Trashable & PictureColumns<'image'> & {
    id: Generated<number>;
    name: string;
    title: string;
    contact: string;
    image: string | null;
    created_at: string;
  };
  calendar_events: Trashable & {
    id: Generated<number>;
    event: string;
    date: string | null;
    description: string;
    participants: string;
    created_at: string;
    /** Edits so far, and the time of the last one: the calendar feed's SEQUENCE and LAST-MODIFIED. */
    sequence: Generated<number>;
    updated_at: string | null;
    /** The language its texts are written in, 'en' or 'sw' (017_content_language). */
    language: Generated<ContentLanguage>;
  };
  books: Trashable & PictureColumns<'image'> & {
    id: Generated<number>;
    title: string;
    description: string | null;
    image: string | null;
    reading_plan: string | null;
    created_at: string;
  };
  summits: Trashable & PictureColumns<'outfit_image'> & {
    id: Generated<number>;
    title: string;
    outfit_image: string | null;
    timetable: string | null;
    posters: string;
    /** JSON object: a poster's stored path -> its PictureDetails (016_summit_poster_details). */
    poster_details: Generated<string>;
    created_at: string;
  };
  posts: Trashable & PictureColumns<'image'> & {
    id: Generated<number>;
    title: string;
    description: string | null;
    image: string | null;
    attachment: string | null;
    created_at: string;
    /** Public from this instant (UTC ISO) until unpublish_at; null: a draft (decision 017). */
    publish_at: string | null;
    unpublish_at: string | null;
    /** The language its texts are written in, 'en' or 'sw' (017_content_language). */
    language: Generated<ContentLanguage>;
  };
  settings: PictureColumns<'hero_background_image'> & {
    id: number;
    mission_text: string;
    subtitle_text: string;
    hero_background_image: string | null;
    /** The association's WhatsApp Channel link (019_whatsapp_channel); null: none. */
    whatsapp_channel: Generated<string | null>;
    updated_at: string;
  };
  messages: {
    id: Generated<number>;
    from_email: string;
    message: string;
    date: string;
    year: string;
    client_ip: string | null;
    read: Generated<number>;
    created_at: string;
  };
  /** The activity log (007_activity): inserted into, never changed. */
  activity: {
    id: Generated<number>;
    at: string;
    actor_id: number | null;
    actor_email: string | null;
    action: string;
    item_type: string;
    item_id: number | null;
    title: string | null;
    ip: string | null;
  };
}
