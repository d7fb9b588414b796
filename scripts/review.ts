// `npm run review`: the last screenshot run's changed, new and orphaned pictures in the browser, to
// accept or reject one by one (issue 49, decision 038). Reads the run `npm run test:screenshots` (or
// `npm test`) left in .vitest-attachments/; writes accepted pictures into stories/__screenshots__/.
//   --port N         the page's port (default 6007, beside Storybook's 6006)
//   --storybook URL  where Storybook runs, for each picture's link to its story (default http://localhost:6006)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { reviewPaths } from './review/reviewRun.js';
import { reviewServer } from './review/server.js';

const { values } = parseArgs({ options: { port: { type: 'string', default: '6007' }, storybook: { type: 'string', default: 'http://localhost:6006' } }, strict: true });
const root = path.resolve(import.meta.dirname, '..');
const app = reviewServer({ paths: reviewPaths(root), storybook: values.storybook });
// The loopback only: the review writes into the working tree.
const address = await app.listen({ port: Number(values.port), host: '127.0.0.1' });
console.log(`The review of the last screenshot run: ${address}/  (Ctrl-C to stop)`);
