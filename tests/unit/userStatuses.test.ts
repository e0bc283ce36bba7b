import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STATUS_DESCRIPTION_MAX, USER_STATUS, requiresCompanyDescription } from '../../src/domain/userStatus/statuses';

const seed: Array<{ id: number; name: string; requiresDescription: boolean }> = JSON.parse(
  readFileSync(new URL('../../schemas/userStatuses.schema.json', import.meta.url), 'utf8'),
)['x-seed'];

describe('user statuses', () => {
  it('every subscriber starts with the statuses the flows rely on, at their fixed ids (spec §3.5, §4, §9)', () => {
    expect(seed.find((s) => s.id === USER_STATUS.ON_SITE)?.name).toBe('On Site');
    expect(seed.find((s) => s.id === USER_STATUS.EN_ROUTE)?.name).toBe('En Route');
    expect(seed.find((s) => s.id === USER_STATUS.COMPANY_WORK)).toMatchObject({ name: 'Company Work', requiresDescription: true });
    expect(Object.values(USER_STATUS).sort((a, b) => a - b)).toEqual(seed.map((s) => s.id).sort((a, b) => a - b));
    expect(new Set(seed.map((s) => s.name)).size).toBe(seed.length);
  });

  it('only status 11 asks for a company description', () => {
    expect(requiresCompanyDescription(11)).toBe(true);
    for (const status of seed.filter((s) => s.id !== 11)) expect(requiresCompanyDescription(status.id)).toBe(false);
    expect(requiresCompanyDescription(null)).toBe(false);
    expect(requiresCompanyDescription(undefined)).toBe(false);
  });

  it('descriptions may be up to 1500 characters (spec §9)', () => {
    expect(STATUS_DESCRIPTION_MAX).toBe(1500);
  });
});
