// Links to the portal's own pages go through href(), so a path that is not in the route table is a type error; a
// page reads its own `:params` back with paramsOf(), from the same table, never with a pattern of its own.
import type { RoutePath } from './routes.ts';

/** Pages, plus the one path that only redirects but is linked to (the CDN sends it on to /bestilling-feilet). */
export type LinkPath = RoutePath | '/order-timeout';

/** `'/betal-faktura/:ariaInvoiceNo'` → `'ariaInvoiceNo'`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Query = Record<string, string>;

/** A path with `:params` must be given them; any path may take a query. */
type HrefArgs<P extends LinkPath> = [ParamNames<P>] extends [never]
  ? [query?: Query]
  : [params: Record<ParamNames<P>, string>, query?: Query];

/** `href('/betal-faktura/:ariaInvoiceNo', { ariaInvoiceNo: '1000123' })` → `/betal-faktura/1000123`. */
export function href<P extends LinkPath>(path: P, ...args: HrefArgs<P>): string {
  const hasParams = path.includes('/:');
  const params = hasParams ? args[0] : undefined;
  const query = hasParams ? args[1] : args[0];
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (!value) throw new Error(`href(${path}): missing ${name}`);
    return encodeURIComponent(value);
  });
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : '';
  return filled + search;
}

/** The routes with `:params`. */
export type RouteWithParams = { [P in RoutePath]: [ParamNames<P>] extends [never] ? never : P }[RoutePath];

/**
 * The `:params` of `route` in `pathname`, decoded; undefined when the path is not that route's or a parameter is
 * empty. What follows the route's segments (a trailing slash, the built page's `index.html`) is no parameter. A
 * broken %-escape is given as it stands: it names nothing, and the backend finds nothing by it.
 */
export function paramsOf<P extends RouteWithParams>(
  route: P,
  pathname: string,
): Record<ParamNames<P>, string> | undefined {
  const wanted = route.split('/');
  const given = pathname.split('/');
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index];
    if (!segment.startsWith(':')) {
      if (value !== segment) return undefined;
      continue;
    }
    if (!value) return undefined;
    try {
      params[segment.slice(1)] = decodeURIComponent(value);
    } catch {
      params[segment.slice(1)] = value;
    }
  }
  return params;
}
