// `npm run doctor [-- --env FILE]`: checks this installation as the server would see it (the
// settings of the environment, and those of FILE over them: on a server, the service's
// /etc/tucasa/tucasa.env) and prints what to fix, one line each; exit 1 when something must be
// (server/doctor/). Run it as the service's user, who is the one that must be able to write.
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { doctor, doctorLines } from '../server/doctor/doctor.js';

const args = process.argv.slice(2);
const at = args.indexOf('--env');
if ((at >= 0 && !args[at + 1]) || args.some((a, i) => a !== '--env' && i !== at + 1)) {
  console.error('usage: npm run doctor [-- --env /etc/tucasa/tucasa.env]');
  process.exit(2);
}
const env = at >= 0 ? { ...process.env, ...parseEnv(readFileSync(args[at + 1]!, 'utf8')) } : process.env;
const findings = await doctor(env, new Date());
console.log(doctorLines(findings));
const failed = findings.filter((f) => f.verdict === 'fail').length;
console.log(failed ? `\n${failed} thing${failed === 1 ? '' : 's'} to fix.` : '\nNothing to fix.');
process.exit(failed ? 1 : 0);
