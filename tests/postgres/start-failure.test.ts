import { afterAll, beforeAll, it } from 'vitest';
import { buildServerOnce, expectTwoLines, removeTempDirs, start } from '../api/start-run.js';

// What only a real PostgreSQL can answer at start (tests/api/start-failures.test.ts has the rest).
beforeAll(buildServerOnce, 90_000);
afterAll(removeTempDirs);

it('on a PostgreSQL that has no such database names it and how to create it', async () => {
  const url = new URL(process.env.TEST_POSTGRES_URL!);
  url.pathname = '/tucasa_not_created';
  const place = `${url.hostname}:${url.port}/tucasa_not_created`;
  expectTwoLines(
    await start({ DATABASE_URL: url.toString() }),
    `PostgreSQL at ${place} has no database "tucasa_not_created".`,
    `Create it (createdb -O ${decodeURIComponent(url.username)} tucasa_not_created), or correct DATABASE in DATABASE_URL.`,
  );
});

