// The one node loader of publications/*/title.json against the real entries: both variants agree, and the
// registry holds what the rest of the portal counts on.
import { describe, expect, it, test } from 'vitest';
import { findTitle, portalTitles } from '../../src/domain/title/registry.ts';
import { TITLE_GROUPS } from '../../src/domain/title/title-config.ts';
import { loadTitles, loadTitlesSync, selectTitles } from './titles.ts';

describe('loadTitles and loadTitlesSync', async () => {
  const titles = await loadTitles();

  it('read the same entries', () => {
    expect(loadTitlesSync()).toEqual(titles);
  });

  it('selectTitles narrows to the codes asked for and refuses an unknown one', () => {
    expect(selectTitles(titles, ['INN', 'ADR']).map((t) => t.titleCode)).toEqual(['INN', 'ADR']);
    // `--title FT,FT` builds FT once (twice at once left its site half written).
    expect(selectTitles(titles, ['FT', 'FT']).map((t) => t.titleCode)).toEqual(['FT']);
    expect(selectTitles(titles, [])).toEqual(portalTitles(titles));
    expect(() => selectTitles(titles, ['XYZ'])).toThrow(/^No publication config found for titleCode XYZ$/);
  });
});

describe('the real registry (publications/*/title.json)', async () => {
  const titles = await loadTitles();
  const coded = portalTitles(titles);

  it('has at least 55 titles', () => {
    expect(titles.length).toBeGreaterThanOrEqual(55);
  });

  it('has exactly two titles without a code: a sandbox and a debate site', () => {
    const uncoded = titles.filter((t) => t.titleCode === '').map((t) => t.publication);
    expect(uncoded).toHaveLength(2);
    expect(uncoded).toContain('sandbox');
    expect(uncoded.some((slug) => slug.includes('debatt'))).toBe(true);
  });

  test.each([['AN'], ['VA']])('%s has analytics off', (code) => {
    expect(findTitle(titles, code).hasPulse).toBe(false);
  });

  it('gives every title with a code a unique code', () => {
    const codes = coded.map((t) => t.titleCode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has at least one nn title and one title with play', () => {
    expect(titles.some((t) => t.language === 'nn')).toBe(true);
    expect(titles.filter((t) => t.hasPlay).every((t) => t.playBaseUrl?.startsWith('https://'))).toBe(true);
    expect(titles.some((t) => t.hasPlay)).toBe(true);
  });

  test.each(TITLE_GROUPS.map((group) => [group]))('group %s has a title', (group) => {
    expect(titles.some((t) => t.group === group)).toBe(true);
  });
});
