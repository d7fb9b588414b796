import type { FastifyInstance } from 'fastify';

/**
 * Stops the server on SIGTERM or SIGINT without losing work: it stops listening at once (new
 * connections are refused), lets the requests in flight finish and answer (an upload still
 * streaming in included), closes the database and exits 0. Whatever still runs after `graceMs`,
 * or at a second signal, is cut off: the process exits 1, leaving what a crash would leave (a
 * request's files without a row, removed by the sweep at the next start; never a row without its files).
 */
export function stopOnSignals(app: FastifyInstance, graceMs: number) {
  let stopping = false;
  let cutOff = false;

  // While stopping, every answer closes its connection: a browser's kept-alive connection would
  // otherwise hold the stop until its keep-alive timeout (72 s), well past any grace period.
  app.addHook('onSend', (_req, reply, _payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done();
  });

  const cut = (why: string) => {
    if (cutOff) return;
    cutOff = true;
    process.exitCode = 1;
    app.log.error(`${why}: cutting off the requests still running; an upload among them is not saved`);
    app.server.closeAllConnections();
    // app.close() then completes (the database closed) and exits 1; should anything still hold it, exit anyway.
    setTimeout(() => process.exit(1), 5000).unref();
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return cut(`${signal} again`);
    stopping = true;
    app.log.info(`${signal}: no new connections; finishing the requests in flight (at most ${graceMs / 1000} s)`);
    const timer = setTimeout(() => cut(`still running after the ${graceMs / 1000} s grace period`), graceMs);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        process.exit(cutOff ? 1 : 0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
