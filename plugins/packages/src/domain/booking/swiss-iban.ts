/**
 * Whether `value` (spaces allowed) is a Swiss or Liechtenstein IBAN or QR-IBAN: 21 characters,
 * CH/LI, valid check digits (moved to the end, letters as numbers, mod 97 = 1).
 */
export function isSwissIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^(CH|LI)\d{2}\d{5}[0-9A-Z]{12}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}
