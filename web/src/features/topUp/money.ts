/** spec issue 20: money is integer fen everywhere and shown in yuan with two decimals (¥12.50). */
export function formatYuan(fen: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }).format(fen / 100);
}
