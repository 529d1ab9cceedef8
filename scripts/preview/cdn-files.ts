// Reads a built site's `_redirects` and `_headers` the way the CDN does, so the preview applies the same rules.

export interface Redirect {
  from: string;
  to: string;
  status: number;
}

export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

export function parseRedirects(text: string): Redirect[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      if (!from || !to) throw new Error(`_redirects: cannot read "${line}"`);
      return { from, to, status: Number(status ?? 301) };
    });
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers: cannot read "${line}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * Matches `pathname` against a CDN pattern: `*` at the end takes the rest (as `:splat`), `:name` takes one
 * segment. Returns the captured values, or undefined when it does not match.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') {
        names.push('splat');
        return '(.*)';
      }
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  const match = new RegExp(`^${source}$`).exec(pathname);
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
}

/** `/news/:splat` with { splat: 'a/b' } → `/news/a/b`. */
export function fillPattern(target: string, values: Record<string, string>): string {
  return target.replace(/:([a-z]+)/gi, (whole, name: string) => values[name] ?? whole);
}
