/** Typed MSW handlers for the Backup screen (tag backup): the archive's download, a restore, the kept backups. */
import { http, HttpResponse } from 'msw';
import type { components } from '../../shared/api-schema';
import { apiError, later, mock, never, type Answer } from './admin-content';

/** The archive's stated size: 12 MB, of which `sent` arrive. */
export const ARCHIVE_BYTES = 12 * 1024 * 1024;
export const ARCHIVE_NAME = 'tucasa-backup-2026-11-27T09-30.tar';
export const SAVED_AS = 'before-restore-2026-11-27T09-31-04-512Z.tar';

/** The automatic backups kept before the last restores, newest first. */
export const SAVED_BACKUPS = [
  { name: SAVED_AS, bytes: 11_534_336, savedAt: '2026-11-27T09:31:04.512Z' },
  { name: 'before-restore-2026-11-20T14-02-11-003Z.tar', bytes: 10_871_234, savedAt: '2026-11-20T14:02:11.003Z' },
];

/** GET `url` (the site's archive, or a kept one): `sent` bytes of it, then the end, or (`hang`) nothing more. */
function archive(sent: number, hang: boolean, url = '/api/backup', name = ARCHIVE_NAME) {
  return http.get(url, () => {
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
        'content-disposition': `attachment; filename="${name}"`,
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
  /** GET /api/backup/saved: the kept backups (none: an empty list), or its failure. */
  saved: (backups = SAVED_BACKUPS) => http.get('/api/backup/saved', () => HttpResponse.json({ backups })),
  savedError: () => http.get('/api/backup/saved', () => apiError(500, 'Internal server error.')),
  savedLoading: () => http.get('/api/backup/saved', () => never()),
  /** A kept backup, halfway then hanging (`hang`), or whole. */
  savedDownload: (hang = false) => archive(hang ? ARCHIVE_BYTES / 2 : ARCHIVE_BYTES, hang, '/api/backup/saved/:name', SAVED_AS),
};

/** The checks' refusal of an archive that is not a whole backup. */
export const refusedArchive = () =>
  apiError(422, "The backup's rows name files it does not hold: 5d0c1e8a9b7f4c3d2e1f0a9b8c7d6e5f-1200x800.webp. Nothing was changed.");

type BackupStatus = components['schemas']['BackupStatus'];

/** A continuous backup to a second disk, current: its last round 2 min 30 s before the request (a figure that holds for 30 s). */
export function currentStatus(changes: Partial<BackupStatus> = {}, lastMsAgo = 150_000): BackupStatus {
  const at = new Date(Date.now() - lastMsAgo).toISOString();
  return {
    configured: true,
    target: '/mnt/backup/tucasa',
    database: 'sqlite',
    lastBackupAt: at,
    lastVerifiedAt: at,
    statesKept: 812,
    oldestStateAt: '2026-11-06T21:59:40.000Z',
    newestStateAt: at,
    lastError: null,
    late: false,
    ...changes,
  };
}

export const OFF_STATUS: BackupStatus = { ...currentStatus(), configured: false, target: null, lastBackupAt: null, lastVerifiedAt: null, statesKept: 0, oldestStateAt: null, newestStateAt: null };

export const statusHandlers = {
  /** GET /api/backup/status: the state made at each request (its "ago"s then read the same whenever the story runs). */
  status: (make: () => BackupStatus = () => currentStatus()) => http.get('/api/backup/status', () => HttpResponse.json(make())),
  statusError: () => http.get('/api/backup/status', () => apiError(500, 'Internal server error.')),
  statusLoading: () => http.get('/api/backup/status', () => never()),
};

export const backupScreenHandlers = () => ({
  status: statusHandlers.status(),
  download: backupHandlers.download(),
  restore: backupHandlers.restore(),
  saved: backupHandlers.saved(),
  savedDownload: backupHandlers.savedDownload(),
});

export { never };
