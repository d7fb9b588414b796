/**
 * The review's page and its API (decision 038): one local server, on the loopback only, over the
 * last screenshot run's record. GET /api/review lists what to decide; POST /api/decide takes a
 * decision on pictures by name; the pictures themselves are served from the approved folder and the
 * run's folder, by their file names only.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import ts from 'typescript';
import { SCREENSHOTS_DIR } from '../../.storybook/approvedPictures';
import { decide, DecisionError, readReview, workingTree, type ReviewPaths } from './reviewRun';

export interface ReviewOptions {
  paths: ReviewPaths;
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

export function reviewServer({ paths, storybook }: ReviewOptions): FastifyInstance {
  const app = Fastify({ bodyLimit: 1024 * 1024 });
  const script = pageScript();
  const html = readFileSync(path.join(import.meta.dirname, 'page.html'), 'utf8');

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
      const decided = await decide(paths, names, decision);
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
