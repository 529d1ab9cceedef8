// How the host-parity check (npm run test:hosts) tells two answers apart; the run itself is against wrangler.
import { expect, it } from 'vitest';
import { differences, type Answer } from './host-parity.ts';

const page: Answer = {
  status: 200,
  body: 'abc',
  headers: { 'cache-control': 'public, max-age=0, must-revalidate', 'x-frame-options': 'DENY' },
};

it('says each difference of status, Location, body and compared header, and none for the same answer', () => {
  expect(differences('/kundeservice', page, page)).toEqual([]);
  expect(
    differences(
      '/kundeservice/',
      { status: 308, location: '/kundeservice', headers: {} },
      { status: 301, location: '/kundeservice', headers: {} },
    ),
  ).toEqual(['/kundeservice/: status 308 on the host, 301 in the preview']);
  expect(differences('/x', page, { ...page, body: 'other', headers: { 'x-frame-options': 'DENY' } })).toEqual([
    '/x: another body on the host (abc) than in the preview (other)',
    '/x: cache-control "public, max-age=0, must-revalidate" on the host, "(none)" in the preview',
  ]);
});

it('asks of the rule files only that neither serves them (wrangler pages dev answers them with a bare 502)', () => {
  expect(
    differences(
      '/_headers',
      { status: 502, headers: {} },
      { status: 404, body: 'x', headers: { 'cache-control': 'no-store' } },
    ),
  ).toEqual([]);
  expect(differences('/_redirects', { status: 502, headers: {} }, { status: 200, body: 'x', headers: {} })).toEqual([
    '/_redirects: served (status 502 on the host, 200 in the preview); no host serves its rule files',
  ]);
});
