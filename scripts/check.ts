// `npm run check`: `tsc --noEmit -p tsconfig.json` and `eslint --max-warnings 0 .` on one TypeScript
// program (issue 30). The lint's type-aware rules need the whole program type-checked, which is
// what tsc does: apart, the two built and checked it once each (29 and 66 CPU-s on this machine);
// here the lint reads the types the check has already worked out (63 CPU-s for both). The same
// diagnostics and the same lint as the two commands; `npm run typecheck` and `npm run lint` stay
// for a quick look at one of them. The server's own check without the DOM library
// (tsconfig.node.json) is another program: `npm run typecheck:server`.
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');

/** The program tsc builds for `configFile`, its configuration's own errors included. */
function programOf(configFile: string): ts.Program {
  const host: ts.ParseConfigFileHost = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, configFile), {}, host)!;
  return ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences, configFileParsingDiagnostics: parsed.errors });
}

const program = programOf('tsconfig.json');
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.length) {
  const formatHost: ts.FormatDiagnosticsHost = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  console.log(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
  console.log(`Found ${diagnostics.length} type error${diagnostics.length === 1 ? '' : 's'}.`);
}

// The lint of eslint.config.js, whose type-aware rules then take their types from `program`
// instead of a project service of their own.
const eslint = new ESLint({ cwd: root, overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false, programs: [program] } } }] });
const results = await eslint.lintFiles(['.']);
const problems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
if (problems) console.log(await (await eslint.loadFormatter('stylish')).format(results));

process.exit(diagnostics.length || problems ? 1 : 0);
