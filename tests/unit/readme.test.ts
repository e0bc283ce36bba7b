import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { README, readmeWithTable } from '../../scripts/permissionsTable';

describe('README', () => {
  it('documents the current default role-to-permission mapping (run npm run docs:permissions)', () => {
    const readme = readFileSync(README, 'utf8');
    expect(readme).toBe(readmeWithTable(readme));
  });
});
