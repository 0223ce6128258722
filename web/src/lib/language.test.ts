import { afterEach, describe, expect, it } from 'vitest';
import { defaultLanguage, sentenceGap } from './language';

describe('sentenceGap', () => {
  it('puts a space between English sentences and none after a Chinese full stop', () => {
    expect(sentenceGap('en')).toBe(' ');
    expect(sentenceGap('zh-CN')).toBe('');
  });
});

describe('defaultLanguage (spec §9: from the configuration the served page carries, fallback en)', () => {
  afterEach(() => document.head.querySelectorAll('meta[name="inkstone-default-locale"]').forEach((m) => m.remove()));

  const serve = (content: string) => {
    const meta = document.createElement('meta');
    meta.name = 'inkstone-default-locale';
    meta.content = content;
    document.head.append(meta);
  };

  it('is the configured locale, as the spec language value', () => {
    serve('zh-CN');
    expect(defaultLanguage()).toBe('cn');
  });

  it('falls back to en without the tag or with a value it does not know', () => {
    expect(defaultLanguage()).toBe('en');
    serve('fr');
    expect(defaultLanguage()).toBe('en');
  });
});
