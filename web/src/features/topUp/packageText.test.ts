import { describe, expect, it } from 'vitest';
import { packageBadgeOf, packageNameOf } from './packageText';

const standard = { name: 'Standard', nameZh: '标准版', badge: 'Popular', badgeZh: '热门' };

describe('package names in the interface language', () => {
  it('shows the Chinese name and badge in Chinese, the admin-entered ones otherwise', () => {
    expect(packageNameOf(standard, 'zh-CN')).toBe('标准版');
    expect(packageBadgeOf(standard, 'zh-CN')).toBe('热门');
    expect(packageNameOf(standard, 'en')).toBe('Standard');
    expect(packageBadgeOf(standard, 'en')).toBe('Popular');
  });

  it('falls back to the English ones when no Chinese was entered', () => {
    const plain = { name: 'Trial', nameZh: null, badge: null, badgeZh: null };
    expect(packageNameOf(plain, 'zh-CN')).toBe('Trial');
    expect(packageBadgeOf(plain, 'zh-CN')).toBeNull();
    expect(packageBadgeOf({ ...plain, badge: 'New' }, 'zh-CN')).toBe('New');
    expect(packageNameOf({ name: 'Trial', badge: null }, 'zh-CN')).toBe('Trial');
  });
});
