// A town's name as shown: alone in its module, as the words every page loads (src/i18n/nb.ts) use it.

/**
 * The town as Posten's register writes it in capitals (TRONDHEIM, MO I RANA), or as typed, shown as a person writes
 * it (Trondheim, Mo i Rana): every address on every page in one case (issue 24).
 */
export function townName(town: string): string {
  return town
    .toLocaleLowerCase('nb-NO')
    .replace(
      /(^|[\s-])(\p{L})/gu,
      (_match, before: string, letter: string) => before + letter.toLocaleUpperCase('nb-NO'),
    )
    .replace(/ I /g, ' i ');
}
