/**
 * Rappen as Swiss invoices print francs: `CHF 1'234.50`, apostrophe thousands, two decimals, a
 * minus before the number (`CHF -12.35`). Written out by hand: ICU's de-CH grouping mark differs
 * between Node and browser versions (’ or ').
 */
export function formatChf(rappen: number): string {
  const sign = rappen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(rappen));
  const francs = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  return `CHF ${sign}${francs}.${String(abs % 100).padStart(2, '0')}`;
}
