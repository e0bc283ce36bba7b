/**
 * Runs the work given for one key after the work given before it for that key has settled.
 *
 * A phone sends a technician's clock requests in bursts (a retry together with its original,
 * a second tap on another order). Run side by side, all but one of them would write, trip the
 * database's one-open-labor rule and run again; run one after another, the later ones read what
 * the first committed and answer at once. This is only about cost: the database still decides
 * every race, also between server processes.
 */
export function oneAtATime<Key>() {
  const tails = new Map<Key, Promise<unknown>>();
  return function run<T>(key: Key, work: () => Promise<T>): Promise<T> {
    const result = (tails.get(key) ?? Promise.resolve()).then(work, work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
