// The check digits on a Norwegian giro: the bank account number (MOD11) and the payment reference, KID (MOD10),
// as the reference backend prints them on its invoices. The portal's own checks are domain rules (issue 10);
// this is only what makes the seed data valid.

/** The MOD11 check digit of a bank account number's first 10 digits; undefined when none exists (remainder 1). */
export function mod11CheckDigit(first10: string): number | undefined {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = [...first10].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? undefined : check;
}

/** The 11-digit account number from its first 10 digits. */
export function accountNumber(first10: string): string {
  const check = mod11CheckDigit(first10);
  if (!/^\d{10}$/.test(first10) || check === undefined) throw new Error(`${first10} has no MOD11 account number`);
  return `${first10}${check}`;
}

/** The MOD10 (Luhn) check digit for a KID's digits. */
export function mod10CheckDigit(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((digit, i) => {
    const n = Number(digit) * (i % 2 === 0 ? 2 : 1);
    sum += n > 9 ? n - 9 : n;
  });
  return (10 - (sum % 10)) % 10;
}

/** A KID: the digits and their MOD10 check digit. */
export const kid = (digits: string) => `${digits}${mod10CheckDigit(digits)}`;

/** Every invoice of the served title is paid to one account of the title's (a sample number). */
export const TITLE_ACCOUNT_NUMBER = accountNumber('1503123456');
