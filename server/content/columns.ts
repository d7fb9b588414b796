// The JSON columns of the content tables, read back whatever a hand-edited row holds.

/** Reads a JSON list column; anything but a list of strings (a hand-edited row) reads as empty. */
export function readList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
  } catch {
    return [];
  }
}

/** A video's stored path -> its poster picture's (media.video_posters). */
export type Posters = Record<string, string>;

/** Reads a video_posters column; anything but an object of strings (a hand-edited row) reads as empty. */
export function readPosters(json: string): Posters {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  } catch {
    return {};
  }
}
