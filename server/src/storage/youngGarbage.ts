/**
 * Upload bytes arrive in fresh 64 KiB socket buffers that die at once, but V8 frees them only when it
 * next collects; without help, tens of MB of them pile up during a large upload (decision 016).
 * When node runs with `--expose-gc` (as `npm start` does), a minor collection every STRIDE bytes keeps
 * that pile small; without the flag this does nothing.
 */
const STRIDE = 8 * 1024 * 1024;

type Collect = (options: { type: 'minor' }) => void;

/** A counter for one stream: feed it each chunk's length; it collects young garbage every STRIDE bytes. */
export function youngGarbageCollector(): (bytes: number) => void {
  const collect = (globalThis as { gc?: Collect }).gc;
  let sinceLast = 0;
  return (bytes) => {
    if (!collect) return;
    sinceLast += bytes;
    if (sinceLast < STRIDE) return;
    sinceLast = 0;
    collect({ type: 'minor' });
  };
}
