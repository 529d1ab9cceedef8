// Links to the portal's own pages go through href(), so a path that is not in the route table is a type error.
import type { RoutePath } from './routes.ts';

/** Pages, plus the one path that only redirects but is linked to (the CDN sends it on to /bestilling-feilet). */
export type LinkPath = RoutePath | '/order-timeout';

/** `'/betal-faktura/:ariaInvoiceNo'` → `'ariaInvoiceNo'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Query = Record<string, string>;

/** A path with `:params` must be given them; any path may take a query. */
type HrefArgs<P extends LinkPath> = [ParamNames<P>] extends [never] ? [query?: Query] : [params: Record<ParamNames<P>, string>, query?: Query];

/** `href('/betal-faktura/:ariaInvoiceNo', { ariaInvoiceNo: '1000123' })` → `/betal-faktura/1000123`. */
export function href<P extends LinkPath>(path: P, ...args: HrefArgs<P>): string {
  const hasParams = path.includes('/:');
  const params = (hasParams ? args[0] : undefined) as Query | undefined;
  const query = (hasParams ? args[1] : args[0]) as Query | undefined;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (!value) throw new Error(`href(${path}): missing ${name}`);
    return encodeURIComponent(value);
  });
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : '';
  return filled + search;
}
