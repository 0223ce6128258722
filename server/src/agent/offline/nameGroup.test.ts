import { describe, expect, it } from 'vitest';
import { nameGroup, type NamingInput } from './nameGroup.js';
import { paperPhrases } from './paperPhrases.js';
import { paperWords } from './paperWords.js';
import { phraseIndex } from './sectionPhrases.js';
import { lowercaseWords } from './writtenForm.js';

const papers = [
  ['Machine Translation of Speech', 'Machine translation of speech transcripts with BLEU scores.'],
  ['Speech machine translation', 'We score machine translation outputs with BLEU scores.'],
  ['Legal machine translation', 'Machine translation of contracts; BLEU scores drop.'],
  ['Dependency parsing of tweets', 'A dependency parser for tweets.'],
  ['Parsing tweets', 'Dependency parsing with a graph parser.'],
];

function input(): NamingInput {
  const docs = papers.map(([title, abstract]) => paperPhrases(paperWords({ title: title!, abstract: abstract! })));
  const forms = docs.flatMap((d) => [...d.forms.values()].flat());
  return { docs, index: phraseIndex(docs), language: 'en', lowercase: lowercaseWords(forms), taken: new Set() };
}

describe('nameGroup', () => {
  it('names a group by its shared phrases in sentence case and says how many papers use them', () => {
    const named = nameGroup(input(), [0, 1, 2], false, 'Group 1');
    expect(named.name).toBe('Machine translation and BLEU scores');
    expect(named.reason).toBe('All 3 papers study “machine translation”; all of them also address “BLEU scores”.');
  });

  it('never gives a phrase that names a group to a second one', () => {
    const shared = input();
    const first = nameGroup(shared, [0, 1, 2], false, 'Group 1');
    const second = nameGroup(shared, [0, 1, 2], false, 'Group 2');
    expect(second.name).toBe('Speech machine translation');
    expect(second.phrases.map((p) => p.key)).not.toContain(first.phrases[0]!.key);
  });

  it('falls back to one paper’s phrase, saying so, when no two papers share one', () => {
    const named = nameGroup(input(), [2, 4], false, 'Group 1');
    expect(named.reason).toMatch(/^These 2 papers share no distinctive phrase; one of them studies “.+”\.$/);
    expect(named.name.split(' ').length).toBeGreaterThan(1);
  });
});
