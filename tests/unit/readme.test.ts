/**
 * The README and the pages of docs/ that a newcomer opens: short enough to read, every link
 * leading somewhere in the repository, and the generated permissions table up to date.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS_PAGE, pageWithTable } from '../../scripts/permissionsTable';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const README = path.join(ROOT, 'README.md');
const DOCS = (readdirSync(path.join(ROOT, 'docs'), { recursive: true }) as string[])
  .filter((file) => file.endsWith('.md'))
  .map((file) => path.join(ROOT, 'docs', file));

/** GitHub's anchor of a heading: lower case, punctuation but hyphens and underscores dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (markdown: string) => new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1])));

/** The links of a Markdown page that lead inside the repository: [text](target), outside code blocks. */
function localLinks(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]).filter((target) => !/^[a-z]+:/i.test(target));
}

/** What is wrong with each local link of `file`: a missing file, or an anchor no heading gives. */
function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const link of localLinks(readFileSync(file, 'utf8'))) {
    const [target, anchor] = link.split('#');
    const resolved = target ? path.resolve(path.dirname(file), target) : file;
    if (!resolved.startsWith(ROOT) || !existsSync(resolved)) broken.push(`${link}: no such file`);
    else if (anchor && resolved.endsWith('.md') && !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)) broken.push(`${link}: no such heading`);
  }
  return broken;
}

describe('README', () => {
  it('fits what a new user and a new contributor need in about 250 lines', () => {
    expect(readFileSync(README, 'utf8').split('\n').length).toBeLessThanOrEqual(260);
  });

  it('and every page of docs/ link only to files and headings that exist in the repository', () => {
    const broken = [README, ...DOCS].flatMap((file) => brokenLinks(file).map((problem) => `${path.relative(ROOT, file)} → ${problem}`));
    expect(broken).toEqual([]);
    // The check itself finds a broken link.
    expect(localLinks('see [x](docs/nowhere.md) and [y](https://example.com)')).toEqual(['docs/nowhere.md']);
  });
});

describe('docs/permissions.md', () => {
  it('documents the current default role-to-permission mapping (run npm run docs:permissions)', () => {
    const page = readFileSync(PERMISSIONS_PAGE, 'utf8');
    expect(page).toBe(pageWithTable(page));
  });
});
