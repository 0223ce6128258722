import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadIndex, saveIndex } from './indexFile.js';
import { search } from './search.js';
import { SearchIndex } from './searchIndex.js';
import { deserializeIndex, serializeIndex } from './serialize.js';

function build(): SearchIndex {
  const index = new SearchIndex();
  index.add({ id: 'a', title: 'Graph neural networks', abstract: 'Message passing over graphs.', year: 2019 });
  index.add({ id: 'b', title: 'Neural machine translation', abstract: 'Sequence to sequence models.', year: 2016 });
  index.add({ id: 'c', title: '图神经网络综述', abstract: '图神经网络的消息传递。', year: 2021 });
  index.add({ id: 'd', title: 'Removed paper on graphs' });
  index.remove('d');
  return index;
}

const QUERIES = ['neural', 'graph*', '"machine translation"', '图神经网络', 'graphs'];

const dir = mkdtempSync(join(tmpdir(), 'inkstone-index-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('index serialisation', () => {
  it('round-trips to identical search results', () => {
    const index = build();
    const restored = deserializeIndex(serializeIndex(index));
    expect(restored.size).toBe(3);
    for (const q of QUERIES) expect(search(restored, q)).toEqual(search(index, q));
    expect(restored.has('d')).toBe(false);
  });

  it('takes new documents after a restore (old and new terms both found)', () => {
    const restored = deserializeIndex(serializeIndex(build()));
    restored.add({ id: 'e', title: 'Quantum neural graphs', year: 2023 });
    expect(search(restored, 'quantum').map((hit) => hit.id)).toEqual(['e']);
    expect(
      search(restored, 'neural')
        .map((hit) => hit.id)
        .sort(),
    ).toEqual(['a', 'b', 'e']);
  });

  it('reads a buffer whose columns are not aligned in memory', () => {
    const bytes = serializeIndex(build());
    const shifted = new Uint8Array(bytes.length + 1);
    shifted.set(bytes, 1);
    const restored = deserializeIndex(shifted.subarray(1));
    expect(search(restored, 'neural').map((h) => h.id)).toEqual(search(build(), 'neural').map((h) => h.id));
  });

  it('keeps accepting additions and removals after loading from disk', async () => {
    const path = join(dir, 'index.bin');
    await saveIndex(build(), path);
    const loaded = loadIndex(path);
    loaded.add({ id: 'e', title: 'Graph transformers', year: 2022 });
    loaded.remove('a');
    expect(search(loaded, 'graph').map((h) => h.id)).toEqual(['e']);
    expect(search(loaded, 'graph', { yearFrom: 2023 })).toEqual([]);
  });

  it('rejects other files and format versions', () => {
    expect(() => deserializeIndex(new TextEncoder().encode('something else entirely'))).toThrow(/not an Inkstone/);
  });
});
