// Where an e-mail address may break on a narrow screen: before its @ and after each dot, as a reader splits it
// (issue 41: a long address ran off a 320 px phone, or broke before its last letter).

/** The address in pieces to join with a line-break opportunity (`<wbr>`); joined again they are the address. */
export function emailPieces(address: string): string[] {
  return address.split(/(?=@)|(?<=\.)/).filter((piece) => piece !== '');
}
