import { describe, expect, it, test } from 'vitest';
import { ALL_TITLES, logoSize } from './catalog.ts';
import { LOGO_HEIGHT, logoImageSize, svgSize } from './logo-size.ts';

const svg = (attributes: string) =>
  `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><path d="M0 0h1v1z"/></svg>`;

describe('svgSize', () => {
  test.each([
    ['a viewBox', 'viewBox="0 0 228 40"', { width: 228, height: 40 }],
    ['a viewBox with commas and an offset', "viewBox='10,5,120.5,30'", { width: 120.5, height: 30 }],
    ['width and height', 'width="200" height="50"', { width: 200, height: 50 }],
    [
      'width and height in px, over the viewBox',
      'width="100px" height="20px" viewBox="0 0 228 40"',
      { width: 100, height: 20 },
    ],
    ['a percentage width: the viewBox', 'width="100%" height="40" viewBox="0 0 85 40"', { width: 85, height: 40 }],
    ['only a width: the viewBox', 'width="300" viewBox="0 0 150 30"', { width: 150, height: 30 }],
  ])('reads %s', (_what, attributes, size) => {
    expect(svgSize(svg(attributes), 'logo.svg')).toEqual(size);
  });

  test.each([
    ['no size at all', ''],
    ['a viewBox of three numbers', 'viewBox="0 0 228"'],
    ['a viewBox of zero height', 'viewBox="0 0 228 0"'],
    ['em lengths and no viewBox', 'width="10em" height="2em"'],
  ])('throws on %s, naming the file', (_what, attributes) => {
    expect(() => svgSize(svg(attributes), 'publications/x/logo.svg')).toThrow(/^publications\/x\/logo\.svg: /);
  });

  it('throws on a file that is not SVG', () => {
    expect(() => svgSize('<html></html>', 'publications/x/logo.svg')).toThrow(
      'publications/x/logo.svg: no <svg> element',
    );
  });
});

describe('logoImageSize', () => {
  test.each([
    ['viewBox="0 0 228 40"', 182],
    ['viewBox="0 0 85 40"', 68],
    ['viewBox="0 0 319 40"', 255],
    ['width="64" height="64"', 32],
  ])('%s is drawn %i × 32', (attributes, width) => {
    expect(logoImageSize(svg(attributes), 'logo.svg')).toEqual({ width, height: LOGO_HEIGHT });
  });
});

describe("every publication's logo has a size", () => {
  it('reads every title of the registry', () => {
    expect(ALL_TITLES.length).toBeGreaterThan(50);
  });

  test.each(ALL_TITLES.map((title) => [title.publication, title] as const))('%s', (_publication, title) => {
    const { width, height } = logoSize(title);
    expect(height).toBe(LOGO_HEIGHT);
    expect(Number.isInteger(width)).toBe(true);
    // A wordmark: wider than high, and not wider than a phone's header leaves room for.
    expect(width).toBeGreaterThan(height);
    expect(width).toBeLessThan(400);
  });
});
