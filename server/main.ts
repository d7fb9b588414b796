import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { stopOnSignals } from './shutdown.js';
import { CALENDAR_TIME_ZONE } from '../src/domain/follow.js';

// The pages' dates are written in the server's zone and then shown by the browser in the visitor's
// (decision 013): the association's zone, where its members are, unless the operator sets TZ, so a
// post made late in the evening reads the same day in both and the page is not rendered twice.
process.env.TZ ||= CALENDAR_TIME_ZONE;

const config = loadConfig();
const { app, firstAdmin } = await buildApp(config, { logger: true });
if (firstAdmin?.generatedPassword) {
  // Printed once, on the start that created the account; it is not stored anywhere in clear.
  console.log(
    `\n  First admin created: ${firstAdmin.email}\n  Password: ${firstAdmin.generatedPassword}\n` +
      `  (shown only now; change it with: npm run admin -- passwd ${firstAdmin.email})\n`,
  );
}
stopOnSignals(app, config.shutdownGraceSeconds * 1000);
await app.listen({ port: config.port, host: config.host });
