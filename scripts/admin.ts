// `npm run admin -- add EMAIL` (an owner) / `npm run admin -- passwd EMAIL`: manage admin accounts from the shell.
// The password is read from ADMIN_PASSWORD or asked for without echo.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { addAdmin, changePassword } from '../server/auth/admins.js';
import { loadSecret, tokenService } from '../server/auth/tokens.js';
import { systemClock } from '../server/clock.js';
import { loadConfig } from '../server/config.js';
import { openDatabase, type Db } from '../server/db/index.js';

const [command, email] = process.argv.slice(2);
if (!['add', 'passwd'].includes(command ?? '') || !email) {
  console.error('usage: npm run admin -- add EMAIL | passwd EMAIL   (password from ADMIN_PASSWORD or a prompt)');
  process.exit(2);
}

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  let muted = false;
  const output = new Writable({ write(chunk: Buffer, _enc, done) { if (!muted) process.stdout.write(chunk); done(); } });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const ask = (q: string) => new Promise<string>((resolve) => { rl.question(q, (a) => { process.stdout.write('\n'); resolve(a); }); muted = true; });
  const first = await ask('New password: ');
  muted = false;
  const second = await ask('Repeat it: ');
  rl.close();
  if (first !== second) throw new Error('The passwords differ.');
  return first;
}

// Inside the try: a setting it cannot read, or a database it must not touch (one a newer version has
// migrated, one a migration fails on), is said in a line, with exit code 1, not as a stack trace.
let db: Db | undefined;
try {
  const config = loadConfig();
  db = await openDatabase(config);
  const password = await askPassword();
  if (command === 'add') {
    await addAdmin(db, email, password, systemClock());
    console.log(`Admin ${email} added.`);
  } else {
    await changePassword(db, tokenService(db, loadSecret(config.dataDir, config.jwtSecret), config.tokenTtlSeconds, systemClock), email, password);
    console.log(`Password of ${email} changed; its sessions are logged out.`);
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
} finally {
  await db?.destroy();
}
