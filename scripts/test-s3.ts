// The API tests that store files, against an S3-compatible bucket (issue 14, decision 020): starts
// s3rver in-process (scripts/s3rver.ts), runs them with each test server on a prefix of its own
// there (tests/api/helpers.ts, storageFor), and stops it after, whatever the outcome. Extra
// arguments go to vitest (a file, -t NAME) in place of the default list.
import { spawn } from 'node:child_process';
import { startS3 } from './s3rver.js';

const FILES = ['posts', 'media', 'books', 'summits', 'leaders', 'settings', 'pdf', 'og-images', 'backup-archive', 'video-posters', 'list-picture-details', 'animated-images', 'trash-files', 'save-data', 'continuous-backup', 'backup-drill'].map((f) => `tests/api/${f}.test.ts`);
// Left out: crash.test.ts and trash.test.ts reach into DATA_DIR/uploads throughout; the few tests
// of these files that do are declared on the local folder only (tests/api/stored-files.ts
// onLocalDisk). The sweep and removal on a bucket are in file-stores.test.ts.

const s3 = await startS3();
let status: number;
try {
  const args = process.argv.slice(2);
  // Not spawnSync: s3rver answers from this process's event loop.
  const run = spawn('npx', ['vitest', 'run', '--project', 'api', ...(args.length ? args : FILES)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_STORAGE_URL: `s3://${s3.bucket}`,
      TEST_S3_ENDPOINT: s3.endpoint,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_REGION: 'us-east-1',
    },
  });
  status = await new Promise<number>((resolve) => run.on('exit', (code) => resolve(code ?? 1)));
} finally {
  await s3.stop();
}
process.exit(status);
