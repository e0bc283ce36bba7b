/**
 * The import boundaries of docs/architecture.md, as dependency-cruiser rules. Arrows go
 * app -> custom -> resources -> ui -> domain in the browser and server -> domain on the server;
 * nothing imports back up, browser and server never import each other, and domain does no I/O.
 */
import type { IForbiddenRuleType } from 'dependency-cruiser';

/** What a rule forbids importing (the `to` of dependency-cruiser's regular rules). */
type Forbidden = Extract<IForbiddenRuleType, { to: { circular?: boolean } }>['to'];

const BROWSER = '^src/(app|custom|resources|ui)/';

const forbid = (name: string, comment: string, from: string, to: Forbidden): IForbiddenRuleType => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to,
});

export const BOUNDARY_RULES: IForbiddenRuleType[] = [
  forbid('domain-is-pure', 'src/domain is shared by browser and server: it imports no other layer.', '^src/domain/', {
    path: '^src/(app|custom|resources|ui|server|generated)/',
  }),
  forbid('domain-has-no-io', 'src/domain does no I/O: no Node built-in modules.', '^src/domain/', { dependencyTypes: ['core'] }),
  forbid('server-not-browser', 'The server never imports browser code.', '^src/server/', { path: BROWSER }),
  forbid('browser-not-server', 'Browser code never imports the server.', BROWSER, { path: '^src/server/' }),
  forbid('browser-has-no-node', 'Browser code runs in the browser: no Node built-in modules.', BROWSER, { dependencyTypes: ['core'] }),
  forbid('ui-not-up', 'src/ui is the kit every screen uses: it imports no screen and not the shell.', '^src/ui/', {
    path: '^src/(app|custom|resources)/',
  }),
  forbid('resources-not-up', 'The generated screens engine knows no hand-written area and not the shell.', '^src/resources/', {
    path: '^src/(app|custom)/',
  }),
  forbid('custom-not-app', 'An area never imports the shell; the shell lists the areas (src/app/areas.ts).', '^src/custom/', {
    path: '^src/app/',
  }),
  forbid('product-not-tooling', 'Product code never imports tests or scripts.', '^src/', { path: '^(tests|scripts)/' }),
  forbid('no-circular', 'Modules that import each other cannot be understood, loaded or split apart one at a time.', '^src/', {
    circular: true,
  }),
];
