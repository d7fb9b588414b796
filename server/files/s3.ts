// The S3 driver of the file store (decision 020): any S3-compatible service (AWS, R2, MinIO,
// Garage, s3rver in tests). Credentials and region come from the SDK's own variables
// (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION); the bucket and prefix from STORAGE_URL.
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageConfig } from '../config.js';
import type { FileStore } from './stores.js';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

export const contentTypeOf = (name: string) => TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

const missing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function s3Store(storage: StorageConfig): FileStore & { close(): void } {
  const client = new S3Client({
    region: storage.region,
    ...(storage.endpoint ? { endpoint: storage.endpoint, forcePathStyle: true } : {}),
    // Checksums only where S3 requires them: S3-compatible servers (older MinIO, R2, s3rver) do
    // not all accept the SDK's default CRC32 trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = storage.bucket;
  const key = (name: string) => `${storage.prefix}${name}`;
  return {
    dir: null,
    async put(name, from) {
      const ContentType = contentTypeOf(name);
      if ('data' in from) {
        await client.send(new PutObjectCommand({ Bucket, Key: key(name), Body: from.data, ContentType }));
        return;
      }
      // In parts when large (a video): lib-storage sends 5 MB parts and aborts the upload on failure.
      await new Upload({ client, params: { Bucket, Key: key(name), Body: createReadStream(from.file), ContentType } }).done();
    },
    async read(name, range) {
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket, Key: key(name), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        const total = out.ContentRange ? Number(out.ContentRange.split('/')[1]) : (out.ContentLength ?? 0);
        return { body: out.Body as Readable, size: total, ...(out.ETag ? { etag: out.ETag } : {}) };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async stat(name) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key(name) }));
        return { size: out.ContentLength ?? 0, mtimeMs: out.LastModified?.getTime() ?? 0 };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }));
    },
    async list() {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const out = await client.send(new ListObjectsV2Command({ Bucket, Prefix: storage.prefix, ContinuationToken }));
        for (const o of out.Contents ?? []) {
          const name = o.Key?.slice(storage.prefix.length);
          if (name && !name.includes('/')) names.push(name);
        }
        ContinuationToken = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names;
    },
    close: () => client.destroy(),
  };
}
