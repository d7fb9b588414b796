/** Typed MSW handlers for the Backup screen (tag backup): the archive's download and a restore. */
import { http, HttpResponse } from 'msw';
import { apiError, later, mock, never, type Answer } from './admin-content';

/** The archive's stated size: 12 MB, of which `sent` arrive. */
export const ARCHIVE_BYTES = 12 * 1024 * 1024;
export const ARCHIVE_NAME = 'tucasa-backup-2026-11-27T09-30.tar';
export const SAVED_AS = 'before-restore-2026-11-27T09-31-04-512Z.tar';

/** GET /api/backup: `sent` bytes of the archive, then the end, or (`hang`) nothing more. */
function archive(sent: number, hang: boolean) {
  return http.get('/api/backup', () => {
    const chunk = new Uint8Array(1024 * 1024);
    let left = sent;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (left <= 0) {
          if (!hang) controller.close();
          return hang ? new Promise<void>(() => undefined) : undefined;
        }
        const n = Math.min(left, chunk.length);
        left -= n;
        controller.enqueue(chunk.subarray(0, n));
        return undefined;
      },
    });
    return new HttpResponse(body, {
      headers: {
        'content-type': 'application/x-tar',
        'content-length': String(ARCHIVE_BYTES),
        'content-disposition': `attachment; filename="${ARCHIVE_NAME}"`,
      },
    });
  });
}

export const backupHandlers = {
  /** The whole archive. */
  download: () => archive(ARCHIVE_BYTES, false),
  /** Half of it, then the download hangs: the progress bar stays at 50%. */
  halfway: () => archive(ARCHIVE_BYTES / 2, true),
  downloadError: (status: number, text: string) => http.get('/api/backup', () => apiError(status, text)),
  restore: (answer?: Answer) => mock('post', '/api/backup', (info) => (answer ? answer(info) : later(150, { savedAs: SAVED_AS, signInAgain: true }))),
};

/** The checks' refusal of an archive that is not a whole backup. */
export const refusedArchive = () =>
  apiError(422, "The backup's rows name files it does not hold: 5d0c1e8a9b7f4c3d2e1f0a9b8c7d6e5f-1200x800.webp. Nothing was changed.");

export const backupScreenHandlers = () => ({ download: backupHandlers.download(), restore: backupHandlers.restore() });

export { never };
