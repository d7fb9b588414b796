// The API tests that store files, against an S3-compatible bucket (issue 14, decision 020): starts
// s3rver in-process (scripts/s3rver.ts), runs them with each test server on a prefix of its own
// there (tests/api/helpers.ts, storageFor), and stops it after, whatever the outcome. Extra
// arguments go to vitest (a file, -t NAME) in place of the default list.
import { spawn } from 'node:child_process';
import { S3_FILES } from './api-suites.js';
import { startS3, testStorageEnv } from './s3rver.js';

const s3 = await startS3();
let status: number;
try {
  const args = process.argv.slice(2);
  // Not spawnSync: s3rver answers from this process's event loop.
  const run = spawn('npx', ['vitest', 'run', '--project', 'api', ...(args.length ? args : S3_FILES)], {
    stdio: 'inherit',
    env: { ...process.env, ...testStorageEnv(s3) },
  });
  status = await new Promise<number>((resolve) => run.on('exit', (code) => resolve(code ?? 1)));
} finally {
  await s3.stop();
}
process.exit(status);
