/**
 * The import boundaries of docs/architecture.md, as dependency-cruiser rules. Arrows go
 * app -> custom -> resources -> ui -> domain in the browser and server -> domain on the server;
 * nothing imports back up, browser and server never import each other, and domain does no I/O.
 */
import type { IForbiddenRuleType } from 'dependency-cruiser';

const BROWSER = '^src/(app|custom|resources|ui)/';

export const BOUNDARY_RULES: IForbiddenRuleType[] = [
  {
    name: 'domain-is-pure',
    comment: 'src/domain is shared by browser and server: it imports no other layer and no Node module.',
    severity: 'error',
    from: { path: '^src/domain/' },
    to: { path: '^src/(app|custom|resources|ui|server|generated)/' },
  },
  {
    name: 'domain-has-no-io',
    comment: 'src/domain does no I/O: no Node built-in modules.',
    severity: 'error',
    from: { path: '^src/domain/' },
    to: { dependencyTypes: ['core'] },
  },
  {
    name: 'server-not-browser',
    comment: 'The server never imports browser code.',
    severity: 'error',
    from: { path: '^src/server/' },
    to: { path: BROWSER },
  },
  {
    name: 'browser-not-server',
    comment: 'Browser code never imports the server.',
    severity: 'error',
    from: { path: BROWSER },
    to: { path: '^src/server/' },
  },
  {
    name: 'browser-has-no-node',
    comment: 'Browser code runs in the browser: no Node built-in modules.',
    severity: 'error',
    from: { path: BROWSER },
    to: { dependencyTypes: ['core'] },
  },
  {
    name: 'ui-not-up',
    comment: 'src/ui is the kit every screen uses: it imports no screen and not the shell.',
    severity: 'error',
    from: { path: '^src/ui/' },
    to: { path: '^src/(app|custom|resources)/' },
  },
  {
    name: 'resources-not-up',
    comment: 'The generated screens engine knows no hand-written area and not the shell.',
    severity: 'error',
    from: { path: '^src/resources/' },
    to: { path: '^src/(app|custom)/' },
  },
  {
    name: 'custom-not-app',
    comment: 'An area never imports the shell; the shell lists the areas (src/app/areas.ts).',
    severity: 'error',
    from: { path: '^src/custom/' },
    to: { path: '^src/app/' },
  },
  {
    name: 'product-not-tooling',
    comment: 'Product code never imports tests or scripts.',
    severity: 'error',
    from: { path: '^src/' },
    to: { path: '^(tests|scripts)/' },
  },
  {
    name: 'no-circular',
    comment: 'Modules that import each other cannot be understood, loaded or split apart one at a time.',
    severity: 'error',
    from: { path: '^src/' },
    to: { circular: true },
  },
];
