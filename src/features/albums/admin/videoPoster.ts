/**
 * A video's poster picture (issue 13): a frame the admin's browser grabs when a video is chosen, so
 * the gallery shows it and downloads the video only when it is played. The rules, as plain numbers;
 * the grabbing itself is in VideoPosterPicker.tsx beside it.
 */

/** Wide enough for the viewer on a large screen; the server re-encodes it as any picture. */
export const POSTER_MAX_WIDTH = 1280;
export const POSTER_TYPE = 'image/jpeg';
export const POSTER_QUALITY = 0.85;

/** The moment shown at first: one second in (past a fade from black), or a tenth of a short clip. */
export function defaultPosterMoment(duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(1, duration / 10);
}

/** The frame's size: the video's, scaled down to POSTER_MAX_WIDTH, never up; whole pixels, at least 1. */
export function posterSize(width: number, height: number, max = POSTER_MAX_WIDTH): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / width);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A moment as read next to the slider: '0:01.5', '1:02.0'. */
export function formatMoment(seconds: number): string {
  const s = Math.max(0, Number.isFinite(seconds) ? seconds : 0);
  const minutes = Math.floor(s / 60);
  const rest = (s - minutes * 60).toFixed(1).padStart(4, '0');
  return `${minutes}:${rest}`;
}

/**
 * The form fields that send the posters with their videos (openapi.yaml, MediaCreateForm): each
 * grabbed poster, and the index of its video among `files`. A video without one is left out.
 */
export function posterFields(files: readonly File[], posters: ReadonlyMap<File, Blob | null>): { video_posters: Blob[]; video_poster_for: string[] } {
  const video_posters: Blob[] = [];
  const video_poster_for: string[] = [];
  files.forEach((file, index) => {
    const poster = posters.get(file);
    if (!poster) return;
    video_posters.push(poster);
    video_poster_for.push(String(index));
  });
  return { video_posters, video_poster_for };
}
