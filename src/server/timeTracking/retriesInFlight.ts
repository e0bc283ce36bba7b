/**
 * A phone that hears nothing back sends its clock request again, with the same request id, and
 * the retry often reaches the server while the first try is still being written. Run after it
 * (oneAtATime.ts), the retry reads the labor the first try opened for that request id and
 * answers it. Here it waits for the first try instead and, if that succeeded, answers what the
 * first try answered: the same labor, read from what was just committed rather than from the
 * database again. A first try that failed is not shared: the retry then runs on its own, after
 * it, as it did before. Only a retry that reaches this process while its first try is under
 * way here is answered this way; any other retry reads the database as before.
 */
export function retriesInFlight<T>() {
  const underWay = new Map<string, Promise<T>>();
  /**
   * Runs `work` for the request `key`, unless a request with that key is under way: then the
   * answer of that one, as `asRetry` makes it a retry's, or `work` if that one failed.
   */
  return async function run(key: string, work: () => Promise<T>, asRetry: (first: T) => T): Promise<T> {
    const first = underWay.get(key);
    if (first) {
      const succeeded = await first.then(
        (answer) => ({ answer }),
        () => null,
      );
      return succeeded ? asRetry(succeeded.answer) : work();
    }
    const result = work();
    underWay.set(key, result);
    const settled = () => {
      if (underWay.get(key) === result) underWay.delete(key);
    };
    result.then(settled, settled);
    return result;
  };
}
