/**
 * The busiest statements (the reads of every clock request) are built and compiled by Kysely
 * once per shape, then sent again with each request's values: building and compiling a query
 * cost the server more than sending it and reading its answer.
 *
 * A template's `build` is given stand-ins for its values (`values.userId` is a stand-in, not a
 * number) and its shape, and nothing else: it is a module-level function, so no value of the
 * request that first compiled it can end up in the SQL. Whatever changes the query's text (a
 * permission scope, whether it locks, which optional checks it makes) belongs in the shape,
 * which keys the compiled copies. `build` must not branch on or compute with a value: a stand-in
 * that reaches a parameter is replaced by the request's value; one used any other way throws.
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

export function statementTemplate<Values extends object, Shape, Row>(build: (db: Kysely<Database>, values: Values, shape: Shape) => Compilable<Row>) {
  const compiled = new Map<string, Compiled<Row>>();
  const standIns = new Proxy({} as Values, { get: (_, name) => new StandIn(String(name)) });

  function compile(db: Kysely<Database>, shape: Shape): Compiled<Row> {
    const query = build(db, standIns, shape).compile();
    const parameters = query.parameters.map((parameter, i) => {
      if (parameter instanceof StandIn) return { value: parameter.name };
      // A constant the template wrote itself (true, 'Labor') is the same for every request; an
      // object (a Date made while building) would be the first request's for ever.
      if (parameter !== null && typeof parameter === 'object') throw new Error(`Parameter ${i + 1} of a statement template is an object, not a value: ${query.sql}`);
      return { constant: parameter };
    });
    return { query, parameters };
  }

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
