// A store test's stand-in for the page the stores run in: the reference backend over real HTTP, `location` on its
// origin, and fetch sending the session cookie the browser would hold. The API client reads `location` when it
// loads, so modules are loaded afresh once this is set up: import the stores in a beforeAll registered after it.
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import { signIn, startPreview, type Preview, type SignedIn } from './backend.ts';

export interface TestPage {
  readonly base: string;
  /** Signs the persona in; from then on every call of the stores carries their session. */
  signIn(personaId: string): Promise<SignedIn>;
  /** A fault for the next `times` calls of `call` (the test control's POST /__test/fault). */
  fault(fault: {
    call: string;
    kind: 'status' | 'slow' | 'timeout' | 'malformed';
    status?: number;
    delayMs?: number;
    times?: number;
  }): Promise<void>;
  /** Stands the backend's clock still at `iso` and seeds the personas from it (POST /__test/clock). */
  clock(iso: string): Promise<void>;
  /** The path of every request the page's fetch has sent in this test, in order. */
  readonly asked: readonly string[];
}

/** One backend for the test file, back at its seed and signed out before each test. */
export function pagePerFile(): TestPage {
  let preview: Preview | undefined;
  let cookie = '';
  const asked: string[] = [];
  const realFetch = globalThis.fetch;
  const base = () => {
    if (!preview) throw new Error('The backend is not started yet: use the page inside a test');
    return preview.base;
  };

  beforeAll(async () => {
    preview = await startPreview();
    vi.stubGlobal('location', new URL(preview.base));
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      asked.push(new URL(request.url).pathname);
      // Calls that carry their own cookies (the login in signIn) keep them.
      if (!request.headers.has('cookie')) request.headers.set('cookie', cookie);
      return realFetch(request);
    });
    vi.resetModules();
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await preview?.close();
  });
  beforeEach(async () => {
    cookie = '';
    await preview?.reset();
    asked.length = 0;
  });

  return {
    asked,
    get base() {
      return base();
    },
    async signIn(personaId) {
      const session = await signIn(base(), personaId);
      cookie = session.cookie;
      return session;
    },
    async fault(fault) {
      const response = await realFetch(`${base()}/__test/fault`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fault),
      });
      expect(response.status).toBe(200);
    },
    async clock(iso) {
      const response = await realFetch(`${base()}/__test/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ now: iso }),
      });
      expect(response.status).toBe(200);
    },
  };
}
