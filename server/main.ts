import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { stopOnSignals } from './shutdown.js';

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
