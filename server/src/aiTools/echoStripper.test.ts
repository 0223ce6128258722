import { describe, expect, it } from 'vitest';
import { EchoStripper } from './echoStripper.js';

/** Feeds `text` in pieces of `size` characters and returns what comes out. */
function strip(text: string, size: number, tags?: string[]): string {
  const stripper = new EchoStripper(tags);
  let out = '';
  for (let i = 0; i < text.length; i += size) out += stripper.push(text.slice(i, i + size));
  return out + stripper.end();
}

const SIZES = [1, 2, 3, 5, 7, 1000];

describe('EchoStripper', () => {
  it.each(SIZES)('drops an echoed <text> wrapper, whatever the chunk size (%i)', (size) => {
    expect(strip('<text>\nThe results are robust.\n</text>', size)).toBe('The results are robust.');
    expect(strip('  <TEXT>The results are robust.</TEXT>\n', size)).toBe('The results are robust.');
  });

  it.each(SIZES)('drops a code fence around the answer (%i)', (size) => {
    expect(strip('```markdown\nA *clear* sentence.\n```', size)).toBe('A *clear* sentence.');
  });

  it.each(SIZES)('leaves an answer without a wrapper exactly as it came (%i)', (size) => {
    const answers = [
      'Plain text, ending in a line break.\n',
      'If a < b and b > c, then <em>nothing</em> follows.',
      'Inline `code` and a trailing backtick `',
      '<b>Bold</b> first, then text.',
      '  indented start',
    ];
    for (const answer of answers) expect(strip(answer, size)).toBe(answer);
  });

  it('keeps a wrapper tag that appears inside the text', () => {
    expect(strip('Use <text> tags for input; the answer is here.', 4)).toBe(
      'Use <text> tags for input; the answer is here.',
    );
  });

  it('strips the tags the prompt used, and only those', () => {
    expect(strip('<section>\nBody.\n</section>', 3, ['section'])).toBe('Body.');
    expect(strip('<text>\nBody.\n</text>', 3, ['section'])).toBe('<text>\nBody.\n</text>');
  });

  it('passes text on as it streams, holding back only a possible closing wrapper', () => {
    const stripper = new EchoStripper();
    expect(stripper.push('<text>\nFirst sentence. ')).toBe('First sentence. ');
    expect(stripper.push('Second one.\n</te')).toBe('Second one.');
    expect(stripper.push('xt>')).toBe('');
    expect(stripper.end()).toBe('');
  });

  it('returns a short answer that never decided its opening when the stream ends', () => {
    expect(strip('<', 1)).toBe('<');
    expect(strip('', 1)).toBe('');
  });

  it('strips a whole answer at once', () => {
    expect(EchoStripper.strip('<papers>\n## Methods\n\nText.\n</papers>', ['papers'])).toBe('## Methods\n\nText.');
  });
});
