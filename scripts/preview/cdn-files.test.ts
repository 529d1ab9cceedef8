import { describe, expect, it, test } from 'vitest';
import { fillPattern, matchPattern, parseHeaders, parseRedirects } from './cdn-files.ts';

describe('parseRedirects', () => {
  it('reads from, to and status, skipping blank lines and comments', () => {
    const text = [
      '# generated',
      '/order-timeout  /bestilling-feilet  301',
      '',
      '   ',
      '/t/*\t/t/\t200',
      '  # indented comment',
      '/*  /404.html  404',
    ].join('\n');
    expect(parseRedirects(text)).toEqual([
      { from: '/order-timeout', to: '/bestilling-feilet', status: 301 },
      { from: '/t/*', to: '/t/', status: 200 },
      { from: '/*', to: '/404.html', status: 404 },
    ]);
  });

  it('defaults a rule without status to 301', () => {
    expect(parseRedirects('/old /new')).toEqual([{ from: '/old', to: '/new', status: 301 }]);
  });

  it('reads Windows line endings', () => {
    expect(parseRedirects('/a /b 302\r\n/c /d 200\r\n')).toEqual([
      { from: '/a', to: '/b', status: 302 },
      { from: '/c', to: '/d', status: 200 },
    ]);
  });

  it('keeps the order of the file (first match wins)', () => {
    expect(parseRedirects('/* /404.html 404\n/a /b 301').map((r) => r.from)).toEqual(['/*', '/a']);
  });

  it('throws on a line without target, quoting the line', () => {
    expect(() => parseRedirects('/only-from')).toThrow('_redirects: cannot read "/only-from"');
  });
});

describe('parseHeaders', () => {
  it('groups indented headers under their pattern', () => {
    const text = [
      '# security',
      '/*',
      "  Content-Security-Policy: default-src 'self'; img-src 'self' https:",
      '  X-Frame-Options: DENY',
      '',
      '/_astro/*',
      '\tCache-Control:  public, max-age=31536000, immutable ',
    ].join('\n');
    expect(parseHeaders(text)).toEqual([
      {
        pattern: '/*',
        headers: [
          ['Content-Security-Policy', "default-src 'self'; img-src 'self' https:"],
          ['X-Frame-Options', 'DENY'],
        ],
      },
      { pattern: '/_astro/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    ]);
  });

  it('keeps a pattern without headers', () => {
    expect(parseHeaders('/empty\n')).toEqual([{ pattern: '/empty', headers: [] }]);
  });

  test.each([
    ['a header before any pattern', '  X-Frame-Options: DENY'],
    ['a header line without colon', '/*\n  X-Frame-Options DENY'],
  ])('throws on %s', (_what, text) => {
    expect(() => parseHeaders(text)).toThrow(/^_headers: cannot read "/);
  });
});

describe('matchPattern', () => {
  test.each<[string, string, Record<string, string> | undefined]>([
    ['/a', '/a', {}],
    ['/a', '/a/', undefined],
    ['/a', '/b', undefined],
    ['/*', '/', { splat: '' }],
    ['/*', '/anything/deep/down', { splat: 'anything/deep/down' }],
    ['/t/*', '/t/', { splat: '' }],
    ['/t/*', '/t/fakturaoversikt/x', { splat: 'fakturaoversikt/x' }],
    ['/t/*', '/t', undefined],
    ['/t/*', '/tx/a', undefined],
    ['/_astro/*', '/_astro/app.js', { splat: 'app.js' }],
    ['/_astro/*', '/x/_astro/app.js', undefined],
    ['/betal-faktura/:id', '/betal-faktura/123', { id: '123' }],
    ['/betal-faktura/:id', '/betal-faktura/123/x', undefined],
    ['/betal-faktura/:id', '/betal-faktura/', undefined],
    ['/news/:year/*', '/news/2024/a/b', { year: '2024', splat: 'a/b' }],
    ['/a.b', '/axb', undefined],
    ['/a.b', '/a.b', {}],
    ['/(x)', '/(x)', {}],
    ['/a+', '/aa', undefined],
  ])('%s against %s → %j', (pattern, pathname, expected) => {
    expect(matchPattern(pattern, pathname)).toEqual(expected);
  });
});

describe('fillPattern', () => {
  test.each<[string, Record<string, string>, string]>([
    ['/news/:splat', { splat: 'a/b' }, '/news/a/b'],
    ['/invoice/:id/pay', { id: '42' }, '/invoice/42/pay'],
    ['/:a/:b', { a: 'x', b: 'y' }, '/x/y'],
    ['/t/', { splat: 'ignored' }, '/t/'],
    ['/keep/:missing', {}, '/keep/:missing'],
  ])('%s with %j → %s', (target, values, expected) => {
    expect(fillPattern(target, values)).toBe(expected);
  });
});
