/** Backups (tag backup, owners only): download one with progress, restore one with upload progress. */
import type { components } from '../../../shared/api-schema';
import { api, type CallOptions } from '../client';
import { ApiError, errorFromResponse, unwrap } from '../errors';
import { requireToken } from '../token';
import { createXhrFetch } from '../upload';
import { backupFileName, type Transfer } from '../../domain/backup';

export type BackupRestored = components['schemas']['BackupRestored'];

export type SavedBackup = components['schemas']['SavedBackups']['backups'][number];

export type BackupStatus = components['schemas']['BackupStatus'];

/** GET /api/backup/status: the continuous backup's state (BACKUP_URL, decision 031). */
export async function getBackupStatus(options: CallOptions = {}): Promise<BackupStatus> {
  requireToken();
  return unwrap(api.GET('/api/backup/status', { signal: options.signal }));
}

/**
 * GET /api/backup: the archive, read chunk by chunk to report the bytes received against the
 * Content-Length. Returns it with the name to save it under.
 */
export async function downloadBackup(onProgress: (t: Transfer) => void, options: CallOptions = {}): Promise<{ blob: Blob; name: string }> {
  requireToken();
  const { response, error } = await api.GET('/api/backup', { parseAs: 'stream', signal: options.signal });
  return readArchive(response, error, onProgress);
}

/** GET /api/backup/saved: the automatic backups kept before each restore, newest first. */
export async function listSavedBackups(options: CallOptions = {}): Promise<SavedBackup[]> {
  requireToken();
  return (await unwrap(api.GET('/api/backup/saved', { signal: options.signal }))).backups;
}

/** GET /api/backup/saved/{name}: one kept backup, with its progress as downloadBackup's. */
export async function downloadSavedBackup(name: string, onProgress: (t: Transfer) => void, options: CallOptions = {}): Promise<{ blob: Blob; name: string }> {
  requireToken();
  const { response, error } = await api.GET('/api/backup/saved/{name}', { params: { path: { name } }, parseAs: 'stream', signal: options.signal });
  return readArchive(response, error, onProgress);
}

async function readArchive(response: Response, error: unknown, onProgress: (t: Transfer) => void): Promise<{ blob: Blob; name: string }> {
  if (!response.ok) throw errorFromResponse(response, error);
  const total = Number(response.headers.get('content-length')) || null;
  const reader = response.body?.getReader();
  if (!reader) throw new ApiError('The server sent no backup.', { code: 'BAD_RESPONSE', status: response.status });
  const parts: Uint8Array[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return { blob: new Blob(parts as BlobPart[], { type: 'application/x-tar' }), name: backupFileName(response.headers.get('content-disposition'), new Date()) };
}

/** POST /api/backup: sends the archive as it is, reporting the upload's percent. */
export async function restoreBackup(file: Blob, onProgress: (percent: number) => void, options: CallOptions = {}): Promise<BackupRestored> {
  requireToken();
  return unwrap(
    api.POST('/api/backup', {
      body: file as unknown as string,
      bodySerializer: (body: unknown) => body as Blob,
      headers: { 'Content-Type': 'application/x-tar' },
      fetch: createXhrFetch(onProgress),
      signal: options.signal,
    }),
  );
}
