// The title registry as the Astro build sees it: every publications/*/title.json, validated once.
import type { TitleConfig } from './title-config.ts';
import { logoImageSize, type ImageSize } from './logo-size.ts';
import { parseTitles, portalTitles } from './registry.ts';

const files = import.meta.glob<unknown>('/publications/*/title.json', { eager: true, import: 'default' });

export const ALL_TITLES: readonly TitleConfig[] = parseTitles(
  Object.entries(files).map(([source, data]) => ({ source: source.slice(1), data })),
);

/** The titles this build renders: every title with a code, or those named in MINSIDE_TITLES. */
export function titlesToBuild(): TitleConfig[] {
  const wanted = (process.env.MINSIDE_TITLES ?? '').split(',').filter(Boolean);
  const titles = portalTitles(ALL_TITLES);
  return wanted.length === 0 ? titles : titles.filter((title) => wanted.includes(title.titleCode));
}

const logos = import.meta.glob<string>('/publications/*/logo.svg', { eager: true, query: '?raw', import: 'default' });

/** The size the header's logo <img> is drawn at, from the title's publications/{slug}/logo.svg. */
export function logoSize(title: TitleConfig): ImageSize {
  const file = `/publications/${title.publication}/logo.svg`;
  const svg = logos[file];
  if (svg === undefined) throw new Error(`${file.slice(1)}: missing; every title needs a logo`);
  return logoImageSize(svg, file.slice(1));
}
