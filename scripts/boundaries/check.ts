import { cruise } from 'dependency-cruiser';
import { BOUNDARY_RULES } from './rules';

export interface BoundaryViolation {
  rule: string;
  from: string;
  to: string;
}

/**
 * Every import under `dirs` (relative to `baseDir`) that breaks a rule of BOUNDARY_RULES.
 * Type-only imports count: a type from another layer is a dependency on it too.
 */
export async function boundaryViolations(baseDir: string, dirs: string[] = ['src']): Promise<BoundaryViolation[]> {
  const result = await cruise(dirs, {
    baseDir,
    validate: true,
    ruleSet: { forbidden: BOUNDARY_RULES },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/generated/' },
  });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  return result.output.summary.violations
    .map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }))
    .sort((a, b) => a.from.localeCompare(b.from) || a.rule.localeCompare(b.rule) || a.to.localeCompare(b.to));
}
