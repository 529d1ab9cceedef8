import { describe, expect, it } from 'vitest';
import { articleIdOf } from './article.ts';
import { classifyOrigin } from './origin.ts';

const HOME = 'https://minside.adressa.no/';
const PROFILE = 'https://minside.adressa.no/endre-profil';

describe('classifyOrigin (spec section 4)', () => {
  it.each([
    // none
    ['', PROFILE, { type: 'Unknown' }],
    ['not a url', PROFILE, { type: 'Unknown' }],
    // different site
    [
      'https://www.google.com/search?q=adressa',
      PROFILE,
      { type: 'External', url: 'https://www.google.com/search?q=adressa' },
    ],
    ['https://adressa.no.evil.com/i/abc/', PROFILE, { type: 'External', url: 'https://adressa.no.evil.com/i/abc/' }],
    // article
    [
      'https://www.adressa.no/i/kE9x2/',
      PROFILE,
      { type: 'Article', id: 'kE9x2', url: 'https://www.adressa.no/i/kE9x2/' },
    ],
    [
      'https://www.adressa.no/i/kE9x2',
      PROFILE,
      { type: 'Article', id: 'kE9x2', url: 'https://www.adressa.no/i/kE9x2' },
    ],
    [
      'https://www.adressa.no/i/kE9x2/',
      'https://www.adressa.no/i/kE9x2/',
      { type: 'Article', id: 'kE9x2', url: 'https://www.adressa.no/i/kE9x2/', category: 'Self' },
    ],
    [
      'https://www.adressa.no/i/kE9x2/',
      'https://www.adressa.no/i/other/',
      {
        type: 'Article',
        id: 'kE9x2',
        url: 'https://www.adressa.no/i/kE9x2/',
        category: 'Article',
        referrerIsArticle: true,
      },
    ],
    // video
    [
      'https://tv.adressa.no/video/123/',
      PROFILE,
      { type: 'Video', id: '123', url: 'https://tv.adressa.no/video/123/' },
    ],
    [
      'https://tv.adressa.no/video/123/',
      'https://tv.adressa.no/video/123/',
      { type: 'Video', id: '123', url: 'https://tv.adressa.no/video/123/', category: 'Self' },
    ],
    [
      'https://tv.adressa.no/video/123/',
      'https://tv.adressa.no/video/456/',
      { type: 'Video', id: '123', url: 'https://tv.adressa.no/video/123/', category: 'Video' },
    ],
    // /redirect/: Self, with the current URL
    ['https://www.adressa.no/redirect/?to=x', PROFILE, { type: 'Self', url: PROFILE }],
    // same path
    [PROFILE, PROFILE, { type: 'Self', url: PROFILE }],
    [`${PROFILE}?tab=2`, PROFILE, { type: 'Self', url: `${PROFILE}?tab=2` }],
    // front page
    ['https://www.adressa.no/', PROFILE, { type: 'Frontpage', url: 'https://www.adressa.no/' }],
    [HOME, PROFILE, { type: 'Frontpage', url: HOME }],
    // anything else
    ['https://www.adressa.no/sport/', PROFILE, { type: 'Listing', url: 'https://www.adressa.no/sport/' }],
    [
      'https://minside.adressa.no/kundeservice',
      PROFILE,
      { type: 'Listing', url: 'https://minside.adressa.no/kundeservice' },
    ],
    // The portal's own pages count as the title's site wherever it is served.
    [
      'http://localhost:7400/fakturaoversikt',
      'http://localhost:7400/mitt-innhold',
      { type: 'Listing', url: 'http://localhost:7400/fakturaoversikt' },
    ],
    [
      'http://localhost:7400/',
      'http://localhost:7400/mitt-innhold',
      { type: 'Frontpage', url: 'http://localhost:7400/' },
    ],
    [
      'http://localhost:7401/',
      'http://localhost:7400/mitt-innhold',
      { type: 'External', url: 'http://localhost:7401/' },
    ],
    ['https://www.adressa.no/i/', PROFILE, { type: 'Listing', url: 'https://www.adressa.no/i/' }],
  ])('from %j to %s', (referrer, current, expected) =>
    expect(classifyOrigin(referrer, current, 'adressa.no')).toEqual(expected),
  );

  it('an article on the same path of another subdomain is not the same page', () => {
    expect(classifyOrigin('https://www.adressa.no/i/a/', 'https://minside.adressa.no/i/a/', 'adressa.no')).toEqual({
      type: 'Article',
      id: 'a',
      url: 'https://www.adressa.no/i/a/',
      category: 'Article',
      referrerIsArticle: true,
    });
  });
});

it.each([
  ['https://www.adressa.no/i/kE9x2/', 'kE9x2'],
  ['https://www.adressa.no/sport/', null],
  ['', null],
  ['nonsense', null],
])('articleIdOf(%j) is %j', (url, expected) => expect(articleIdOf(url)).toBe(expected));
