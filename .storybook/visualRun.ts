/**
 * The visual project's global setup: its run's record (shotRun.ts) begun before the first story and
 * ended after the last, its folder emptied of the last run's shots and diffs first.
 */
import type { TestProject } from 'vitest/node';
import { endRun, runDir, startRun } from './shotRun';

export default async function visualRun(project: TestProject) {
  const dir = runDir(project.config.attachmentsDir);
  await startRun(dir);
  return () => endRun(dir);
}
