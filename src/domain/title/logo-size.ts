// The logo's size, read from its SVG at build time, so the header's <img> keeps its box before the file arrives.

export interface ImageSize {
  width: number;
  height: number;
}

/** How high the header draws the logo, in CSS pixels (`.site-header__logo img` in src/styles/portal.css). */
export const LOGO_HEIGHT = 32;

const SVG_TAG = /<svg\b[^>]*>/i;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined);
}

/** A length in user units or px; undefined for a percentage, another unit or nonsense. */
function userLength(value: string | undefined): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(px)?\s*$/.exec(value ?? '');
  const length = match ? Number(match[1]) : NaN;
  return length > 0 ? length : undefined;
}

/**
 * An SVG's intrinsic size: its `width` and `height` where both are plain lengths, as a browser takes them; else its
 * `viewBox`. Throws, naming `file`, when it has neither: the image would have no aspect ratio to reserve.
 */
export function svgSize(svg: string, file: string): ImageSize {
  const tag = SVG_TAG.exec(svg)?.[0];
  if (!tag) throw new Error(`${file}: no <svg> element`);
  const width = userLength(attribute(tag, 'width'));
  const height = userLength(attribute(tag, 'height'));
  if (width && height) return { width, height };
  const box = attribute(tag, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0)
    return { width: box[2]!, height: box[3]! };
  throw new Error(`${file}: the <svg> needs a viewBox (or width and height) to give the logo its size`);
}

/** The logo's <img> size: as high as the header draws it, as wide as its aspect ratio makes it. */
export function logoImageSize(svg: string, file: string): ImageSize {
  const { width, height } = svgSize(svg, file);
  return { width: Math.round((LOGO_HEIGHT * width) / height), height: LOGO_HEIGHT };
}
