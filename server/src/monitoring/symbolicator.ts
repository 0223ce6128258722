import fs from 'node:fs/promises';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { formatFrame, parseFrame } from './stackFrames.js';

/** Parsed maps kept in memory; a build has a few dozen chunks, so this holds the live ones. */
const CACHE_LIMIT = 64;
/** A larger file is not a map of ours. */
const MAP_MAX_BYTES = 32 * 1024 * 1024;
/** Only a built chunk's own name: a reported URL can never lead outside the maps directory. */
const CHUNK_NAME = /^[A-Za-z0-9._-]+\.m?js$/;

/** Turns browser stacks against the built chunks back into `web/src/…` file:line. */
export interface Symbolicator {
  /** The stack with every frame a map knows rewritten; null when no frame could be mapped. */
  symbolicate(stack: string): Promise<string | null>;
  close(): void;
}

/** `../../src/pages/X.tsx` (relative to web/dist/assets) → `web/src/pages/X.tsx`. */
export function repoPathOf(source: string): string {
  const bare = source.replace(/^webpack:\/\/\/?|^vite:\/\/\/?/, '').replace(/^(\.\.?\/)+/, '');
  return bare.startsWith('src/') ? `web/${bare}` : bare;
}

/** The symbolicator over the hidden source maps the web build left in `mapsDir`. */
export function createSymbolicator(mapsDir: string): Symbolicator {
  const cache = new Map<string, Promise<SourceMapConsumer | null>>();

  async function load(chunk: string): Promise<SourceMapConsumer | null> {
    try {
      const file = path.join(mapsDir, `${chunk}.map`);
      const stat = await fs.stat(file);
      if (!stat.isFile() || stat.size > MAP_MAX_BYTES) return null;
      return await new SourceMapConsumer(JSON.parse(await fs.readFile(file, 'utf8')) as never);
    } catch {
      return null; // no map for this chunk (another build's, or a browser extension's script)
    }
  }

  function consumerFor(chunk: string): Promise<SourceMapConsumer | null> {
    const cached = cache.get(chunk);
    if (cached) {
      // Most recently used last: the first key is the one to evict.
      cache.delete(chunk);
      cache.set(chunk, cached);
      return cached;
    }
    const loading = load(chunk);
    cache.set(chunk, loading);
    if (cache.size > CACHE_LIMIT) {
      const [oldest] = cache.keys();
      if (oldest !== undefined) {
        void cache.get(oldest)?.then((c) => c?.destroy());
        cache.delete(oldest);
      }
    }
    return loading;
  }

  async function mapLine(line: string): Promise<string | undefined> {
    const frame = parseFrame(line);
    if (!frame) return undefined;
    const chunk = frame.file.split(/[?#]/)[0]?.split('/').pop() ?? '';
    if (!CHUNK_NAME.test(chunk)) return undefined;
    const consumer = await consumerFor(chunk);
    const pos = consumer?.originalPositionFor({ line: frame.line, column: Math.max(0, frame.column - 1) });
    if (!pos?.source || pos.line === null) return undefined;
    // No function name: the minified one means nothing, and the map's name at a position is the
    // identifier there (often a variable), not the enclosing function.
    return formatFrame({
      fn: undefined,
      file: repoPathOf(pos.source),
      line: pos.line,
      column: (pos.column ?? 0) + 1,
    });
  }

  return {
    async symbolicate(stack) {
      const lines = stack.split('\n');
      const mapped = await Promise.all(lines.map(mapLine));
      if (mapped.every((m) => m === undefined)) return null;
      return lines.map((line, i) => mapped[i] ?? line).join('\n');
    },
    close() {
      for (const loading of cache.values()) void loading.then((c) => c?.destroy());
      cache.clear();
    },
  };
}
