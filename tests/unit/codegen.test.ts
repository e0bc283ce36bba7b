import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, generateResourceTypes } from '../../scripts/codegen';

describe('generated resource types', () => {
  it('match schemas/ (run npm run codegen after changing a schema)', async () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(await generateResourceTypes());
  }, 30_000);
});
