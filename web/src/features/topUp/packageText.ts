import type { TopUpPackage } from '@inkstone/shared/api/payment';

type Named = Pick<TopUpPackage, 'name' | 'nameZh' | 'badge' | 'badgeZh'>;

const isChinese = (language: string) => language.toLowerCase().startsWith('zh');

/** The package's name in the interface language: its Chinese name in Chinese when an admin gave one. */
export function packageNameOf(pkg: Named, language: string): string {
  return (isChinese(language) && pkg.nameZh) || pkg.name;
}

/** The package's badge in the interface language, likewise; null when it has none. */
export function packageBadgeOf(pkg: Named, language: string): string | null {
  if (!pkg.badge && !pkg.badgeZh) return null;
  return (isChinese(language) && pkg.badgeZh) || pkg.badge || null;
}
