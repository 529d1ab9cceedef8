// Where an e-mail address may break on a narrow screen: before its @, and after a dot of the name before it, as a
// reader splits it (issue 41: a long address ran off a 320 px phone, or broke before its last letter). Not after
// the domain's dots: "example.|com" reads worse than "marte.solberg|@example.com", and a line fills greedily.

/** The address in pieces to join with a line-break opportunity (`<wbr>`); joined again they are the address. */
export function emailPieces(address: string): string[] {
  const at = address.lastIndexOf('@');
  if (at <= 0) return address === '' ? [] : [address];
  const name = address
    .slice(0, at)
    .split(/(?<=\.)/)
    .filter((piece) => piece !== '');
  return [...name, address.slice(at)];
}
