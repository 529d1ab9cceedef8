// The spec's vector-image loader (sections 7 and 8): a plain GET per address, cached, and what comes back checked
// and sanitised (DESIGN: SVG fetched at runtime is checked and sanitised before it is inlined). Inline SVG is what
// lets an icon take the brand's colour (currentColor); an <img> could not.
import DOMPurify from 'dompurify';

/** The errors of spec section 8, word for word. */
export const SVG_ERRORS = { invalid: 'Loaded file is not valid SVG', failed: 'Error loading SVG' } as const;

const cache = new Map<string, Promise<string>>();

/** The sanitised markup of the SVG at `url`; asked for once per address, however many icons show it. */
export function loadSvg(url: string): Promise<string> {
  let loading = cache.get(url);
  if (!loading) {
    loading = fetchSvg(url);
    cache.set(url, loading);
    // A failure is not kept: the next icon may ask again (the network may be back).
    loading.catch(() => cache.delete(url));
  }
  return loading;
}

async function fetchSvg(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new Error(SVG_ERRORS.failed);
  }
  if (response.status < 200 || response.status > 399) throw new Error(SVG_ERRORS.failed);
  const text = await response.text();
  // Script, event handlers, foreign objects and outside references go; only SVG and its filters stay.
  const fragment = DOMPurify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  if (fragment.children.length !== 1 || root?.localName !== 'svg') throw new Error(SVG_ERRORS.invalid);
  return root.outerHTML;
}
