/**
 * Writes src/domain/uploadLimits.gen.ts from openapi.yaml's `components.x-upload-limits`, so the
 * website checks a file against the limit the server applies without stating it a second time.
 * Run by `npm run api:types`; tests/unit/upload-limits.test.ts fails when the file is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileKind } from '../server/openapi.js';

export const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'domain', 'uploadLimits.gen.ts');

export function renderUploadLimits(limits: Record<FileKind, number>): string {
  const entries = Object.entries(limits).map(([kind, bytes]) => `  ${kind}: ${bytes},\n`);
  return (
    '// Generated from openapi.yaml (components.x-upload-limits) by `npm run api:types`: do not edit.\n\n' +
    '/**\n' +
    ' * The largest file of each kind, in bytes, as openapi.yaml states it. The server may be set to\n' +
    ' * other image, PDF and video limits (MAX_IMAGE_MB, MAX_PDF_MB, MAX_VIDEO_MB); the hero image\'s is fixed.\n' +
    ' */\n' +
    `export const UPLOAD_LIMITS = {\n${entries.join('')}} as const;\n`
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { uploadLimits } = await import('../server/openapi.js');
  writeFileSync(target, renderUploadLimits(uploadLimits));
  console.log(`openapi.yaml → ${path.relative(process.cwd(), target)}`);
}
