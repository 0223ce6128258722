import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting';

describe('greetingName', () => {
  it('greets an email account by the part before the @', () => {
    expect(greetingName('mei.lin@example.com', 'mei.lin@example.com')).toBe('mei.lin');
  });

  it('keeps a chosen nickname and a phone number as they are', () => {
    expect(greetingName('Mei', 'mei.lin@example.com')).toBe('Mei');
    expect(greetingName('13800138000', '')).toBe('13800138000');
  });

  it('falls back to the email when there is no nickname', () => {
    expect(greetingName('', 'wang.ming@example.org')).toBe('wang.ming');
  });
});
