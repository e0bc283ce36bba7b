/**
 * Who imports what from a module of src: reads every source file of src and resolves the
 * relative specifiers of its import and export-from clauses.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Every .ts and .tsx file under src (relative to the repository), generated code included. */
export function sourceFiles(dir = 'src'): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

export const readSource = (file: string) => readFileSync(join(root, file), 'utf8');

const CLAUSE = /\b(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g;

/** The names each file imports (or re-exports) from `target`, keyed by name: name -> files. */
export function importersOf(target: string): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    if (file === target) continue;
    for (const [, names, specifier] of readSource(file).matchAll(CLAUSE)) {
      if (!specifier.startsWith('.')) continue;
      const resolved = relative(root, resolve(root, dirname(file), specifier));
      if (`${resolved}.ts` !== target && `${resolved}/index.ts` !== target) continue;
      for (const clause of names.split(',')) {
        const name = clause.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (name) byName.set(name, [...(byName.get(name) ?? []), file]);
      }
    }
  }
  return byName;
}
