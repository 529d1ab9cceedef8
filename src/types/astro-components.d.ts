// For the TypeScript program of tsconfig.json (scripts/check.ts), which cannot read .astro files: each one's default
// export is a component. `astro check` type-checks the .astro files and screens.ts, which imports them, with each
// component's own type (tsconfig.astro.json, which leaves this file out).
declare module '*.astro' {
  const component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default component;
}
