// The CDN's `_redirects` file, derived from the route table; the preview server applies the same file.
import { ROUTES, routeOutputPath } from './routes.ts';

export interface RedirectRule {
  from: string;
  to: string;
  status: 200 | 301 | 302 | 404;
}

/** Rules in the order a CDN applies them: the first match wins; an existing file is served before any rule. */
export function redirectRules(): RedirectRule[] {
  const parameterised = ROUTES.filter((route) => route.path.includes('/:')).map((route) => ({
    from: route.path.replace(/\/:.*$/, '/*'),
    to: `/${routeOutputPath(route)}/`,
    status: 200 as const,
  }));
  return [
    { from: '/order-timeout', to: '/bestilling-feilet', status: 301 },
    // The /t/ page works out the target itself, so a hostile path can never become an off-site Location.
    { from: '/t/*', to: '/t/', status: 200 },
    ...parameterised,
    { from: '/*', to: '/404.html', status: 404 },
  ];
}

export function redirectsFile(rules: RedirectRule[] = redirectRules()): string {
  return rules.map((rule) => `${rule.from}  ${rule.to}  ${rule.status}`).join('\n') + '\n';
}
