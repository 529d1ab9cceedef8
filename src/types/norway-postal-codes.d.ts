// The package ships no types: it is one CommonJS object of Posten's postal codes and their towns, as Posten writes
// them (capitals), e.g. { "7011": "TRONDHEIM" }. Here under src/ so the portal and the reference backend both see it.
declare module 'norway-postal-codes' {
  const towns: Record<string, string>;
  export default towns;
}
