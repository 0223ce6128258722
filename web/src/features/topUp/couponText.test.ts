import { beforeAll, describe, expect, it } from 'vitest';
import { CouponRefusal } from '@inkstone/shared/api/coupon';
import { i18n, initI18n } from '../../lib/i18n';
import { couponRefusalText, refusalOfErrorCode } from './couponText';

beforeAll(() => initI18n('en'));

describe('couponRefusalText', () => {
  it('words every refusal of the contract, distinctly, in English and in Chinese', async () => {
    for (const language of ['en', 'zh-CN'] as const) {
      await i18n.changeLanguage(language);
      const texts = CouponRefusal.options.map((reason) => couponRefusalText(reason, i18n.t.bind(i18n)));
      expect(new Set(texts).size).toBe(CouponRefusal.options.length);
      for (const text of texts) expect(text.length).toBeGreaterThan(3);
      if (language === 'zh-CN') for (const text of texts) expect(text).toMatch(/[\u4e00-\u9fff]/);
    }
    await i18n.changeLanguage('en');
  });

  it('reads the refusal from an order error code', () => {
    expect(refusalOfErrorCode('coupon_already_used')).toBe('already_used');
    expect(refusalOfErrorCode('coupon_code_taken')).toBeUndefined();
    expect(refusalOfErrorCode('not_found')).toBeUndefined();
  });
});
