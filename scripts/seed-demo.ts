// `npm run seed:demo`: fills DATA_DIR with demo content (through the API, as an admin would).
import { randomBytes } from 'node:crypto';
import { buildApp } from '../server/app.js';
import { addAdmin } from '../server/auth/admins.js';
import { loadConfig } from '../server/config.js';
import { seedDemo } from './demo-content.js';

const config = loadConfig(process.env, { staticDir: null });
// No sweep: a server may be running on this DATA_DIR, with uploads not yet referenced by a row.
const built = await buildApp(config, { sweep: false });
// A throwaway account signs the demo uploads in; it is removed again at the end.
const email = `seed-${randomBytes(4).toString('hex')}@localhost`;
const password = randomBytes(18).toString('base64url');
const id = await addAdmin(built.db, email, password, built.app.clock());
try {
  const login = await built.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  await seedDemo(built, login.json<{ token: string }>().token, { log: (l) => console.log(`seeding ${l}...`) });
  console.log(`Demo content added to ${config.dataDir}.`);
} finally {
  await built.db.deleteFrom('admins').where('id', '=', id).execute();
  await built.app.close();
}
if (built.firstAdmin?.generatedPassword) {
  console.log(`First admin created: ${built.firstAdmin.email} / ${built.firstAdmin.generatedPassword} (shown only now)`);
}
