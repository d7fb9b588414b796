// A throw-away S3-compatible server for tests (s3rver, in-process, on a free loopback port): its
// objects in a temporary folder, removed when it stops.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from './free-port.js';

export interface TestS3 {
  /** AWS_ENDPOINT_URL for it. */
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

export async function startS3(bucket = 'tucasa'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'tucasa-s3-'));
  const port = await freePort();
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  await server.run();
  // s3rver accepts any key pair; the SDK only needs one to sign with.
  process.env.AWS_ACCESS_KEY_ID ??= 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'S3RVER';
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** What the API suites read to store each test server's uploads on the bucket (tests/api/stored-files.ts). */
export const testStorageEnv = (s3: TestS3): NodeJS.ProcessEnv => ({
  TEST_STORAGE_URL: `s3://${s3.bucket}`,
  TEST_S3_ENDPOINT: s3.endpoint,
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REGION: 'us-east-1',
});
