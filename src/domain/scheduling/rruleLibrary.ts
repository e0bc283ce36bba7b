/**
 * The rrule package, loaded the same way on the server and in the browser. rrule 2.8.1 ships
 * CommonJS under "main" and ES modules only under the non-standard "module" field
 * (jkbrzt/rrule#548): Vite reads the ES build and gives named exports, while Node's ES loader
 * (the server under tsx) sees CommonJS and exposes everything under `default` only. A named
 * import fails on the server, a default import in the browser; the namespace works for both.
 */
import * as rruleModule from 'rrule';

type RruleExports = typeof rruleModule;

const loaded: RruleExports = 'RRule' in rruleModule ? rruleModule : (Reflect.get(rruleModule, 'default') as RruleExports);

export const { RRule } = loaded;
