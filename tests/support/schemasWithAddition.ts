/**
 * A schemas directory as a developer would have it after adding one file: every schema of
 * the repository plus tests/support/addedSchemas/*. Servers started on it show that a new
 * list needs no other change.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCHEMAS_DIR } from './resourceSamples';

export const ADDED_SCHEMAS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'addedSchemas');

export function schemasWithAddition(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fielddesk-schemas-'));
  cpSync(SCHEMAS_DIR, dir, { recursive: true });
  cpSync(ADDED_SCHEMAS_DIR, dir, { recursive: true });
  return dir;
}
