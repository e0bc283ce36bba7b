/**
 * Route schemas compiled once the server listens instead of before it does: Fastify compiles a
 * validator and a serializer for every route at start, and with over a hundred routes that was
 * a good part of the warm start (README
 * "Performance"). Each compiled function is now made on first need instead:
 * - a request to a route whose schemas are not compiled yet compiles them there and then;
 * - after listening, `compileRemaining` compiles the rest a few at a time between requests.
 * Every request is validated and every answer serialised exactly as before. A schema that does
 * not compile throws where it is compiled; the test servers run `compileRemaining` to the end
 * before any test (tests/support/serverSetup.ts), so such a schema fails the tests as it used to
 * fail the start.
 */
type Compiled = ((...args: never[]) => unknown) & { errors?: unknown };

/** How many functions `compileRemaining` compiles before it lets waiting requests through. */
const BATCH = 10;

export function lazySchemaCompilers() {
  const pending = new Set<() => Compiled>();

  /** A function standing for `compile()`'s result, compiled on its first call or by compileRemaining. */
  function deferred<T extends Compiled>(compile: () => T): T {
    let compiled: T | undefined;
    const ensure = () => {
      if (!compiled) {
        pending.delete(ensure);
        compiled = compile();
      }
      return compiled;
    };
    pending.add(ensure);
    const standIn = ((...args: never[]) => ensure()(...args)) as T;
    // Ajv leaves the last call's errors on the validating function, where Fastify reads them.
    Object.defineProperty(standIn, 'errors', { get: () => compiled?.errors });
    return standIn;
  }

  return {
    /** Fastify's validator or serializer factory, its compiled functions made on first need. */
    deferring<Factory>(factory: Factory): Factory {
      const build = factory as unknown as (externalSchemas: unknown, options: unknown) => (route: unknown) => Compiled;
      return ((externalSchemas: unknown, options: unknown) => {
        const compileRoute = build(externalSchemas, options);
        return (route: unknown) => deferred(() => compileRoute(route));
      }) as unknown as Factory;
    },
    /** How many functions still wait to be compiled. */
    pendingCount: () => pending.size,
    /** Compiles whatever is still waiting; the first schema that does not compile rejects. */
    async compileRemaining(): Promise<void> {
      while (pending.size > 0) {
        for (const ensure of [...pending].slice(0, BATCH)) ensure();
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
