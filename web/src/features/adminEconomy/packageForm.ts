import type { TFunction } from 'i18next';
import type { AdminPackage, PackageUpsertReq } from '@inkstone/shared/api/adminEconomy';
import { fenOfYuan, yuanOfFen } from './money';

/** The package dialog's fields as typed: money in yuan. */
export interface PackageFormValues {
  name: string;
  words: string;
  price: string;
  originalPrice: string;
  badge: string;
  nameZh: string;
  badgeZh: string;
}

export type PackageFormErrors = Partial<Record<keyof PackageFormValues, string>>;

/** The fields of an existing package, or empty ones for a new package. */
export function packageFormValuesOf(pkg?: AdminPackage): PackageFormValues {
  return {
    name: pkg?.name ?? '',
    words: pkg ? String(pkg.words) : '',
    price: pkg ? yuanOfFen(pkg.priceFen) : '',
    originalPrice: pkg?.originalPriceFen != null ? yuanOfFen(pkg.originalPriceFen) : '',
    badge: pkg?.badge ?? '',
    nameZh: pkg?.nameZh ?? '',
    badgeZh: pkg?.badgeZh ?? '',
  };
}

/** Checks the fields (the contract's limits) and turns them into the request, money in fen. */
export function parsePackageForm(
  values: PackageFormValues,
  t: TFunction,
): { errors: PackageFormErrors; body?: PackageUpsertReq } {
  const errors: PackageFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = t('Enter a name');
  else if (name.length > 60) errors.name = t('At most {{count}} characters', { count: 60 });
  const words = /^\d{1,10}$/.test(values.words.trim()) ? Number(values.words.trim()) : NaN;
  if (!(words >= 1 && words <= 1_000_000_000)) errors.words = t('Enter a whole number of words, at least 1');
  const priceFen = fenOfYuan(values.price);
  if (priceFen === null || priceFen < 1) errors.price = t('Enter a price in yuan, such as 19.90');
  const originalText = values.originalPrice.trim();
  const originalPriceFen = originalText ? fenOfYuan(originalText) : null;
  if (originalText && originalPriceFen === null) errors.originalPrice = t('Enter a price in yuan, such as 19.90');
  const badge = values.badge.trim();
  if (badge.length > 20) errors.badge = t('At most {{count}} characters', { count: 20 });
  const nameZh = values.nameZh.trim();
  if (nameZh.length > 60) errors.nameZh = t('At most {{count}} characters', { count: 60 });
  const badgeZh = values.badgeZh.trim();
  if (badgeZh.length > 20) errors.badgeZh = t('At most {{count}} characters', { count: 20 });
  if (Object.keys(errors).length > 0 || priceFen === null) return { errors };
  return {
    errors,
    body: {
      name,
      words,
      priceFen,
      originalPriceFen,
      badge: badge || null,
      nameZh: nameZh || null,
      badgeZh: badgeZh || null,
    },
  };
}
