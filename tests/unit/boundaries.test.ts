/**
 * The layers of docs/architecture.md hold: the real tree has no forbidden import, and the
 * checker does find each kind of forbidden import when one is there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boundaryViolations } from '../../scripts/boundaries/check';

const root = path.resolve(__dirname, '../..');

describe('import boundaries', () => {
  it('hold in src', async () => {
    expect(await boundaryViolations(root)).toEqual([]);
  }, 60_000);
});

describe('the boundary checker', () => {
  const fixtures: string[] = [];
  afterAll(() => fixtures.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  /** A throw-away tree of files (path -> source), checked like src. */
  async function violationsOf(files: Record<string, string>) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fielddesk-boundaries-'));
    fixtures.push(dir);
    for (const [file, source] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), source);
    }
    return boundaryViolations(dir);
  }

  const leaf = 'export const value = 1;\nexport type Shape = { a: number };\n';

  it.each([
    ['domain-is-pure', 'src/domain/rules.ts', 'src/ui/kit.ts', "import { value } from '../ui/kit';\nexport const x = value;\n"],
    ['domain-is-pure', 'src/domain/rules.ts', 'src/server/db.ts', "import type { Shape } from '../server/db';\nexport type X = Shape;\n"],
    ['server-not-browser', 'src/server/area/index.ts', 'src/custom/area/page.ts', "import { value } from '../../custom/area/page';\nexport const x = value;\n"],
    ['browser-not-server', 'src/custom/area/page.ts', 'src/server/area/index.ts', "import { value } from '../../server/area/index';\nexport const x = value;\n"],
    ['ui-not-up', 'src/ui/list/grid.ts', 'src/resources/list/page.ts', "import { value } from '../../resources/list/page';\nexport const x = value;\n"],
    ['resources-not-up', 'src/resources/list/page.ts', 'src/custom/users/index.ts', "import { value } from '../../custom/users/index';\nexport const x = value;\n"],
    ['custom-not-app', 'src/custom/home/page.ts', 'src/app/areas.ts', "import { value } from '../../app/areas';\nexport const x = value;\n"],
    ['product-not-tooling', 'src/server/seed.ts', 'tests/support/api.ts', "import { value } from '../../tests/support/api';\nexport const x = value;\n"],
  ])('reports %s for %s importing %s', async (rule, from, to, source) => {
    expect(await violationsOf({ [from]: source, [to]: leaf })).toEqual([{ rule, from, to }]);
  });

  it('reports Node modules in domain and browser code', async () => {
    const found = await violationsOf({
      'src/domain/files.ts': "import fs from 'node:fs';\nexport const read = fs.readFileSync;\n",
      'src/resources/validation/write.ts': "import path from 'node:path';\nexport const join = path.join;\n",
    });
    expect(found.map((v) => [v.rule, v.from])).toEqual([
      ['domain-has-no-io', 'src/domain/files.ts'],
      ['browser-has-no-node', 'src/resources/validation/write.ts'],
    ]);
  });

  it('reports modules that import each other', async () => {
    const found = await violationsOf({
      'src/ui/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'src/ui/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(found.map((v) => v.rule)).toEqual(['no-circular']);
  });

  it('allows the arrows the architecture draws', async () => {
    const found = await violationsOf({
      'src/app/areas.ts': "import { value } from '../custom/home/index';\nexport const a = value;\n",
      'src/custom/home/index.ts': "import { value } from '../../resources/registry/entries';\nexport const b = value;\n",
      'src/resources/registry/entries.ts': "import { value } from '../../ui/list/grid';\nexport const c = value;\n",
      'src/ui/list/grid.ts': "import { value } from '../../domain/access';\nexport const d = value;\n",
      'src/server/area/index.ts': "import { value } from '../../domain/access';\nexport const e = value;\n",
      'src/domain/access.ts': leaf,
    });
    expect(found).toEqual([]);
  });
});
