/**
 * The busiest statements (the reads of every clock request) are built and compiled by Kysely
 * once per shape, then sent again with each request's values: building and compiling a query
 * cost the server more than sending it and reading its answer.
 *
 * A template's `build` is given stand-ins for its values (`values.userId` is a stand-in, not a
 * number) and its shape, and nothing else: it is a module-level function, so no value of the
 * request that first compiled it can end up in the SQL. Whatever changes the query's text (a
 * permission scope, whether it locks, which optional checks it makes) belongs in the shape,
 * which keys the compiled copies. `build` may only pass its values through to the query.
 *
 * That is checked, not trusted: each shape is compiled three times, with three sets of values
 * that behave as differently as values can (stand-in objects, which throw when computed with;
 * null for every value, falsy and nullish, whose properties cannot be read; and a distinct
 * string for each value), and the three must give the same SQL text and the same parameters,
 * each either the value of one name in all three or the same constant. A template whose text
 * depends on a value (truthiness, `===`, `??`, `typeof`, a property read, a computation) is
 * refused with an error before its statement is ever sent. tests/unit/statementTemplates.test.ts
 * compiles every template of the server (statementTemplateRegistry) that way.
 */
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema';

/** A value's stand-in while a template compiles: the parameter it becomes is looked up by name. */
class StandIn {
  constructor(readonly name: string) {}
  [Symbol.toPrimitive](): never {
    throw new Error(`A statement template computed with its value "${this.name}"; only pass values through to the query.`);
  }
}

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  /** For each parameter, the value it takes, by name, or the constant the template wrote. */
  parameters: Array<{ value: string } | { constant: unknown }>;
}

/** The value of each name in the third compilation: a string no template writes itself. */
const distinctValue = (name: string) => `\u0000value of ${name}`;

/** Values that answer `valueOf(name)` for every name a template reads. */
const valuesOf = (valueOf: (name: string) => unknown) => new Proxy({}, { get: (_, name) => valueOf(String(name)) });

/** A template of the server, as statementTemplateRegistry lists it. */
export interface RegisteredTemplate {
  /** The module that defines it, from src/server (with `#2`, ... after a module's first); 'outside src/server' for a test's. */
  where: string;
  /**
   * Compiles `shape` with the three sets of values, checking them as a run does; answers the
   * three SQL texts (equal, or this throws).
   */
  prove(db: Kysely<Database>, shape: unknown): string[];
}

const registry: RegisteredTemplate[] = [];

/** Every statement template of the modules loaded so far. */
export const statementTemplateRegistry = (): readonly RegisteredTemplate[] => registry;

/** The module of the code that called statementTemplate, relative to src/server. */
function definedWhere(): string {
  const frame = (new Error().stack ?? '').split('\n').find((line) => /src[\\/]server[\\/]/.test(line) && !/statementTemplates\.ts/.test(line));
  const where = frame?.match(/src[\\/]server[\\/]([^:)]+?\.ts)/)?.[1].replace(/\\/g, '/');
  if (!where) return 'outside src/server';
  const before = registry.filter((template) => template.where === where || template.where.startsWith(`${where}#`)).length;
  return before ? `${where}#${before + 1}` : where;
}

export function statementTemplate<Values extends object, Shape, Row>(build: (db: Kysely<Database>, values: Values, shape: Shape) => Compilable<Row>) {
  const compiled = new Map<string, Compiled<Row>>();

  function compile(db: Kysely<Database>, shape: Shape): Compiled<Row> & { texts: string[] } {
    const query = build(db, valuesOf((name) => new StandIn(name)) as Values, shape).compile();
    const parameters = query.parameters.map((parameter, i): Compiled<Row>['parameters'][number] => {
      if (parameter instanceof StandIn) return { value: parameter.name };
      // A constant the template wrote itself (true, 'Labor') is the same for every request; an
      // object (a Date made while building) would be the first request's for ever.
      if (parameter !== null && typeof parameter === 'object') throw new Error(`Parameter ${i + 1} of a statement template is an object, not a value: ${query.sql}`);
      return { constant: parameter };
    });
    const texts = [query.sql];
    const otherValues: Array<[described: string, valueOf: (name: string) => unknown]> = [
      ['null', () => null],
      ['a distinct string each', distinctValue],
    ];
    for (const [described, valueOf] of otherValues) {
      let other: CompiledQuery;
      try {
        other = build(db, valuesOf(valueOf) as Values, shape).compile();
      } catch (error) {
        throw new Error(`A statement template failed with its values ${described} (${(error as Error).message}); it may only pass its values through to the query: ${query.sql}`);
      }
      texts.push(other.sql);
      const expected = parameters.map((parameter) => ('value' in parameter ? valueOf(parameter.value) : parameter.constant));
      const sameParameters = other.parameters.length === expected.length && other.parameters.every((value, i) => Object.is(value, expected[i]));
      if (other.sql !== query.sql || !sameParameters) {
        throw new Error(`A statement template's text depends on its values: with its values ${described} it compiled to another statement. Put what changes the text in its shape: ${query.sql}`);
      }
    }
    return { query, parameters, texts };
  }

  registry.push({ where: definedWhere(), prove: (db, shape) => compile(db, shape as Shape).texts });

  /** Runs the statement of this shape with these values; answers its rows. */
  return async function run(db: Kysely<Database>, shape: Shape, values: Values): Promise<Row[]> {
    const key = JSON.stringify(shape);
    let template = compiled.get(key);
    if (!template) {
      template = compile(db, shape);
      compiled.set(key, template);
    }
    const parameters = template.parameters.map((parameter) => ('value' in parameter ? values[parameter.value as keyof Values] : parameter.constant));
    const { rows } = await db.executeQuery<Row>({ ...template.query, parameters });
    return rows;
  };
}

/**
 * A template made of the steps of others names each one's values apart, as `${part}.${name}`:
 * `valuesPart(values, part)` hands a step its values by their own names (stand-ins while the
 * template compiles), and `partValues(part, values)` gives the run the values under those names.
 */
export function valuesPart<Values extends object>(values: object, part: string): Values {
  return new Proxy({} as Values, { get: (_, name) => (values as Record<string, unknown>)[`${part}.${String(name)}`] });
}

export function partValues(part: string, values: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [`${part}.${name}`, value]));
}
