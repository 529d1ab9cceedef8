// A title's colours as the CSS custom properties the portal's stylesheet reads (--brand-*).
import type { TitleConfig } from './title-config.ts';

export function brandCss(title: TitleConfig): string {
  const c = title.brand.colours;
  return `:root{--brand-primary:${c.primary};--brand-on-primary:${c.onPrimary};--brand-accent:${c.accent};--brand-on-accent:${c.onAccent};--brand-background:${c.background};--brand-text:${c.text}}`;
}
