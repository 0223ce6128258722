import { describe, expect, it } from 'vitest';
import { authorLine, authorName } from './authorNames';

describe('authorName', () => {
  it('writes a Western name given name first', () => {
    expect(authorName({ given: 'Ashish', family: 'Vaswani' })).toBe('Ashish Vaswani');
  });

  it('writes a Chinese name family name first, without a space', () => {
    expect(authorName({ given: '明', family: '王' })).toBe('王明');
  });

  it('keeps a literal name and a family name alone', () => {
    expect(authorName({ name: 'OpenAI' })).toBe('OpenAI');
    expect(authorName({ family: 'Plato' })).toBe('Plato');
  });
});

describe('authorLine', () => {
  it('lists the first authors, then et al.', () => {
    const authors = [{ family: '王', given: '明' }, { family: '李', given: '华' }, { name: 'Group' }];
    expect(authorLine(authors, 2)).toBe('王明, 李华 et al.');
    expect(authorLine(authors, 3)).toBe('王明, 李华, Group');
  });

  it('writes BibTeX’s "and others" as et al., not as an author named others', () => {
    expect(authorLine([{ family: 'Smith', given: 'John' }, { family: 'others' }], 3)).toBe('John Smith et al.');
    expect(authorLine([{ name: '张三' }, { name: 'Others' }], 3)).toBe('张三 et al.');
    // A person whose family name is Others keeps it.
    expect(authorLine([{ family: 'Others', given: 'Ann' }], 3)).toBe('Ann Others');
  });
});
