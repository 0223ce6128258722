/**
 * Maps `items` through `fn` with at most `limit` calls in flight, keeping the input order. The agent
 * runs model batches this way: concurrent, but bounded so a large run does not flood the provider.
 */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Splits `items` into about `parts` batches of at least `minSize` (at most `maxSize`) each. */
export function batchesOf<T>(items: readonly T[], parts: number, minSize: number, maxSize: number): T[][] {
  const size = Math.min(maxSize, Math.max(minSize, Math.ceil(items.length / parts)));
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * A gate that lets at most `limit` calls run at once and queues the rest in order: for work that
 * arrives piece by piece (translation batches start as filter batches finish).
 */
export function concurrencyGate(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    // A finished call hands its slot straight to the next waiting one, so no newcomer slips in between.
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
