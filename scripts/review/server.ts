/**
 * The review's page and its API (decision 038): one local server, on the loopback only, over the
 * last screenshot run's record. GET /api/review lists what to decide; POST /api/decide takes a
 * decision on pictures by name; the pictures themselves are served from the approved folder and the
 * run's folder, by their file names only. It answers only to its own names (127.0.0.1, localhost):
 * the loopback alone does not stop another site's page, through a name rebound to 127.0.0.1 (DNS
 * rebinding), from reading the review or deciding in the working tree.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import ts from 'typescript';
import { SCREENSHOTS_DIR } from '../../.storybook/approvedPictures';
import { decide, DecisionError, readReview, workingTree, type ReviewPaths } from './reviewRun';

export interface ReviewOptions {
  paths: ReviewPaths;
  /**
   * The port its page's requests name in their Host header while it listens on none (tests drive it
   * with inject); listening, the port it listens on.
   */
  port?: number;
  /** Storybook's address, which each picture links its story to. */
  storybook: string;
}

/** A picture's file name as the review hands it out: no folder, nothing but these characters. */
const FILE = /^[\w-]+\.(png|webp)$/;

/** The page's script, TypeScript made JavaScript once when the server starts (no build step for a tool). */
function pageScript(): string {
  const source = readFileSync(path.join(import.meta.dirname, 'page.ts'), 'utf8');
  return ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } }).outputText;
}

export function reviewServer({ paths, port, storybook }: ReviewOptions): FastifyInstance {
  const app = Fastify({ bodyLimit: 1024 * 1024 });
  const script = pageScript();
  const html = readFileSync(path.join(import.meta.dirname, 'page.html'), 'utf8');

  // Before routing, so that no route, a missing one's 404 included, answers another site's name.
  app.addHook('onRequest', async (request, reply) => {
    const address = app.server.address();
    const at = address && typeof address === 'object' ? address.port : port;
    const host = request.headers.host?.toLowerCase() ?? '';
    const { origin } = request.headers;
    if (at === undefined || (host !== `127.0.0.1:${at}` && host !== `localhost:${at}`)) {
      return reply.status(403).type('text/plain; charset=utf-8').send(`This review answers only at http://127.0.0.1:${at}/ and http://localhost:${at}/.`);
    }
    // A browser names the page a request comes from; another site's page posting here is refused.
    if (request.method !== 'GET' && request.method !== 'HEAD' && origin !== undefined && origin !== `http://${host}`) {
      return reply.status(403).type('text/plain; charset=utf-8').send('Decisions are taken only from the review’s own page.');
    }
  });

  // Each decision reads, changes and writes decisions.json, verified-shots.json and pictures: two at
  // once (a story accepted while a click on the next one is sent) would lose one's record. One at a time.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work);
    queue = turn.catch(() => undefined);
    return turn;
  };

  app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html));
  app.get('/page.js', (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(script));

  app.get('/api/review', async (_request, reply) => {
    const review = await readReview(paths);
    return reply.header('cache-control', 'no-store').send({ ...review, storybook, workingTree: workingTree(paths) });
  });

  app.post<{ Body: { names?: unknown; decision?: unknown } }>('/api/decide', async (request, reply) => {
    const { names, decision } = request.body ?? {};
    if (!Array.isArray(names) || names.length === 0 || names.length > 5000 || !names.every((name) => typeof name === 'string')) {
      return reply.status(400).send({ error: 'names: the pictures to decide on, by name.' });
    }
    if (decision !== 'accept' && decision !== 'reject' && decision !== 'remove') {
      return reply.status(400).send({ error: 'decision: accept, reject or remove.' });
    }
    try {
      const decided = await inTurn(() => decide(paths, names, decision));
      return reply.send({ decided, workingTree: workingTree(paths) });
    } catch (error) {
      if (error instanceof DecisionError) return reply.status(error.status).send({ error: error.message });
      throw error;
    }
  });

  for (const [prefix, dir] of [
    ['/approved/', path.join(paths.root, SCREENSHOTS_DIR)],
    ['/run/', paths.run],
  ] as const) {
    app.get<{ Params: { file: string } }>(`${prefix}:file`, (request, reply) => {
      const { file } = request.params;
      const full = path.join(dir, file);
      if (!FILE.test(file) || !existsSync(full)) return reply.status(404).send({ error: 'No such picture.' });
      return reply.type(file.endsWith('.png') ? 'image/png' : 'image/webp').header('cache-control', 'no-store').send(readFileSync(full));
    });
  }
  return app;
}
