// The build's environment settings count as inputs: a new monitoring id or experiments flag must rebuild the sites.
import { expect, it } from 'vitest';
import { environmentInputs, sha256 } from './build-inputs.ts';

it('names each measurement setting that is set, by the hash of its value, and nothing else of the environment', () => {
  expect(
    environmentInputs({
      MINSIDE_EXPERIMENTS: 'true',
      MINSIDE_DATADOG_APPLICATION_ID: 'app-1',
      HOME: '/root',
      PATH: '/bin',
    }),
  ).toEqual({
    'env:MINSIDE_DATADOG_APPLICATION_ID': sha256('app-1'),
    'env:MINSIDE_EXPERIMENTS': sha256('true'),
  });
  expect(environmentInputs({})).toEqual({});
});

it('counts the CDN target as an input, and the default said aloud as no change', () => {
  expect(environmentInputs({ MINSIDE_CDN_TARGET: 'cloudflare-pages' })).toEqual({
    'env:MINSIDE_CDN_TARGET': sha256('cloudflare-pages'),
  });
  expect(environmentInputs({ MINSIDE_CDN_TARGET: 'netlify' })).toEqual({});
});
