import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { expect, it } from 'vitest';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const strip = (s: string) => s.split('\n').filter((l) => l.trim() !== '').join('\n');

it('shared/api-schema.d.ts is generated from the current openapi.yaml (run `npm run api:types`)', async () => {
  const ast = await openapiTS(new URL(`file://${path.join(root, 'openapi.yaml')}`));
  const generated = astToString(ast);
  const committed = readFileSync(path.join(root, 'shared/api-schema.d.ts'), 'utf8');
  expect(strip(committed)).toContain(strip(generated));
});
