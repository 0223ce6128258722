import { describe, expect, it } from 'vitest';
import { typesetExpected, withoutYearSuffix } from './expectedText.js';

describe('typesetExpected', () => {
  it('typesets the TeX input left in the expected text, links excepted', () => {
    expect(typesetExpected("the ``Kurosegawa Belt'' in Japan", '')).toBe('the “Kurosegawa Belt” in Japan');
    expect(typesetExpected('Why the West rules---for now：2000--2020. 138cm$×$96cm.', '')).toBe(
      'Why the West rules—for now：2000–2020. 138cm×96cm.',
    );
    expect(typesetExpected('T[EB/OL]. https://x.org/a--b.', '')).toBe('T[EB/OL]. https://x.org/a--b.');
  });

  it('puts back the tilde of a URL that the plain-text conversion turned into a space', () => {
    const tex = String.raw`\newblock \url{http://www.soi.city.ac.uk/~dbawden/a.pdf}.`;
    expect(typesetExpected('T. http://www.soi.city.ac.uk/ dbawden/a.pdf.', tex)).toBe(
      'T. http://www.soi.city.ac.uk/~dbawden/a.pdf.',
    );
    // A "~" outside \url is TeX's non-breaking space, and stays a space.
    expect(typesetExpected('SOMMERS C H.', String.raw`SOMMERS C~H.`)).toBe('SOMMERS C H.');
  });
});

describe('withoutYearSuffix', () => {
  it('removes the head year’s letter, whatever the date looks like', () => {
    expect(withoutYearSuffix('钱学森，2001a. 创建系统学[M].')).toBe('钱学森，2001. 创建系统学[M].');
    expect(withoutYearSuffix('佚名，无日期-d. 北京师范大学学报.')).toBe('佚名，无日期. 北京师范大学学报.');
    expect(withoutYearSuffix('Anon，n.d.-b. J Math Phys.')).toBe('Anon，n.d. J Math Phys.');
    expect(withoutYearSuffix('Anon，[2020a]. Library of Congress[EB/OL].')).toBe(
      'Anon，[2020]. Library of Congress[EB/OL].',
    );
    expect(withoutYearSuffix('AAAS，1883—a. Science[J]. 1883，1（1）—.')).toBe(
      'AAAS，1883—. Science[J]. 1883，1（1）—.',
    );
  });

  it('leaves dates and titles without a letter alone', () => {
    const text = 'Anon，2012. （2012-05-03）. Gases in sea ice 1975-1979[M].';
    expect(withoutYearSuffix(text)).toBe(text);
  });
});
