/**
 * Yuan as typed ("12", "12.5", "12.50") to integer fen; null when it is not an amount with at most
 * two decimals. Parsed as text so 0.1 + 0.2 style rounding never changes a price.
 */
export function fenOfYuan(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Fen as yuan for an input field ("12.50"). */
export function yuanOfFen(fen: number): string {
  return (fen / 100).toFixed(2);
}
