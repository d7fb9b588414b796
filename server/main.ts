import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { stopOnSignals } from './http/shutdown.js';
import { startFailureExitCode, startFailureText, type StartPhase } from './start/failure.js';
import { prettyLogStream, prettyLogWanted, startBanner } from './start/terminal.js';
import { CALENDAR_TIME_ZONE } from '../src/domain/follow.js';

// The server's own local readings (a message's date and year when the form sends none) in the
// association's zone, where its members are, unless the operator sets TZ. The pages' dates no longer
// depend on it: they are written in that zone whatever TZ says (decision 013).
process.env.TZ ||= CALENDAR_TIME_ZONE;

let phase: StartPhase = 'config';
let config: Config | null = null;
try {
  config = loadConfig();
  // Readable lines on a terminal (or LOG_FORMAT=pretty); JSON lines otherwise, as a service reads them.
  const pretty = prettyLogWanted(config, process.stdout.isTTY);
  phase = 'open';
  const { app, firstAdmin } = await buildApp(config, { logger: true, ...(pretty ? { logStream: await prettyLogStream() } : {}) });
  if (firstAdmin?.generatedPassword) {
    // Printed once, on the start that created the account; it is not stored anywhere in clear.
    console.log(
      `\n  First admin created: ${firstAdmin.email}\n  Password: ${firstAdmin.generatedPassword}\n` +
        `  (shown only now; change it with: npm run admin -- passwd ${firstAdmin.email})\n`,
    );
  }
  stopOnSignals(app, config.shutdownGraceSeconds * 1000);
  phase = 'listen';
  await app.listen({ port: config.port, host: config.host });
  app.backup?.start();
  if (pretty) {
    const website = config.staticDir !== null && existsSync(path.join(config.staticDir, 'index.html'));
    console.log(startBanner(config, app.server.address() as AddressInfo, website));
  }
} catch (error) {
  // One or two plain lines for what a setting or the machine caused (the stack too at debug level),
  // on standard error, and a non-zero exit: a service manager or a container sees the start failed,
  // and whether starting again can help (startFailureExitCode).
  const level = config?.logLevel ?? process.env.LOG_LEVEL;
  process.stderr.write(startFailureText(error, { phase, config }, level === 'debug' || level === 'trace'));
  process.exit(startFailureExitCode(error, { phase, config }));
}
