import v8 from 'node:v8';

/**
 * Makes V8 count memory outside the JavaScript heap (Buffers: request bodies, compressed
 * documents, database messages) against its global heap limit, instead of allowing a fixed 64 MB of
 * it between full collections. Under that allowance the ~4 MB of Buffers each save of a 1 MB note
 * makes started a full collection every few saves, and those were the slowest tenth of saves
 * (decisions/020). Set here rather than on the command line, where a flag a later Node no longer
 * knows would stop the server from starting; here it is only warned about.
 */
export function tuneGarbageCollection(): void {
  v8.setFlagsFromString('--external-memory-accounted-in-global-limit');
}
