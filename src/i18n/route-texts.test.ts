import { describe, expect, test } from 'vitest';
import { ROUTES } from '../domain/routing/routes.ts';
import { nbRoutes } from './nb-routes.ts';

describe('nbRoutes', () => {
  test.each(ROUTES.map((r) => [r.path, nbRoutes[r.path]] as const))('%s has a Norwegian heading and purpose', (_path, r) => {
    expect(r.heading.trim()).not.toBe('');
    expect(r.purpose.trim()).not.toBe('');
    // Written for readers: a sentence, not a placeholder or an English slug.
    expect(r.purpose).toMatch(/[.?!]$/);
    expect(r.heading).not.toMatch(/todo|lorem/i);
  });
});
