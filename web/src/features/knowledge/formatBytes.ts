const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** A byte count for people: 1 decimal below 10 of a unit, none above (1.5 MB, 50 MB, 1 GB). */
export function formatBytes(bytes: number, locale?: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit > 0 && value < 10 ? 1 : 0;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${number} ${UNITS[unit]}`;
}
