// The route table of spec section 2: the one place pages, CDN redirects, guards and tests read from.

/**
 * Who may open a route.
 * - `public`: anyone.
 * - `auth`: a signed-in person; others are sent to login with a return to the full path.
 * - `subscriber`: signed in and with a subscription; others without one go to /ingen-abonnement.
 */
export type Access = 'public' | 'auth' | 'subscriber';

/** Whether a route's guard decides before anything of the user's shows (its frame shows at once; see ScreenFrame). */
export function isGuarded(route: { access: Access }): boolean {
  return route.access !== 'public';
}

export type Area =
  | 'Hjem'
  | 'Data'
  | 'Student'
  | 'Bedrift'
  | 'Informasjon'
  | 'Samtykke'
  | 'Bestilling'
  | 'Familie'
  | 'Betaling'
  | 'Abonnement'
  | 'Annet';

interface RouteEntry {
  /** The path as a person types it; `:name` marks a path segment the page reads itself. */
  path: string;
  area: Area;
  access: Access;
  /** Extra condition beyond `access`, from the spec's notes (and its family roles, spec §5 and §6). */
  note?: 'admin' | 'verification' | 'invited' | 'family';
  /**
   * The page's first reads: the calls (names of the contract's CALLS) its model makes at once, whatever the answers
   * hold, asked from the page's head too (api/head-start.ts, which checks each name against the contract) so their
   * answers arrive with React, not after it. Only reads the page makes every time (a read asked and never made is a
   * wasted call), with no ids but the user's, the title's and the path's own (`:name`); not the guard's account and
   * subscription, which a subscriber page's head asks anyway. The e2e tab-cache.spec checks the page reads each one.
   */
  reads?: readonly string[];
}

// Headings and purpose lines are words, so they live in i18n (nbRoutes in i18n/nb/routes.ts), keyed by RoutePath.
const TABLE = [
  { path: '/', area: 'Hjem', access: 'subscriber', reads: ['getPaymentMethod', 'getInvoices', 'pendingOrders'] },
  { path: '/callback', area: 'Hjem', access: 'public' },
  { path: '/kundeservice', area: 'Hjem', access: 'public' },
  { path: '/maintenance', area: 'Hjem', access: 'public' },
  {
    path: '/tilbakemelding',
    area: 'Hjem',
    access: 'subscriber',
    reads: ['getDelivery', 'complaintCodes', 'getComplaints'],
  },
  { path: '/endre-avislevering', area: 'Hjem', access: 'subscriber', reads: ['getDelivery'] },
  { path: '/endre-profil', area: 'Hjem', access: 'subscriber' },
  { path: '/mitt-innhold', area: 'Hjem', access: 'subscriber' },

  { path: '/schibstedTakeoutGateway', area: 'Data', access: 'subscriber' },
  { path: '/schibstedDeleteGateway', area: 'Data', access: 'subscriber' },

  { path: '/student', area: 'Student', access: 'public' },
  { path: '/student2', area: 'Student', access: 'public' },
  { path: '/student-verifisering', area: 'Student', access: 'auth' },
  { path: '/student-verifisering2', area: 'Student', access: 'auth' },
  { path: '/student-kvittering', area: 'Student', access: 'subscriber' },
  { path: '/student-kvittering2', area: 'Student', access: 'subscriber' },

  { path: '/bedrift', area: 'Bedrift', access: 'auth', note: 'verification' },
  { path: '/administrer-bedrift', area: 'Bedrift', access: 'subscriber', note: 'admin' },
  { path: '/vilkaar/bedrift', area: 'Bedrift', access: 'public' },

  { path: '/vilkaar', area: 'Informasjon', access: 'public' },
  { path: '/vilkaar-mer', area: 'Informasjon', access: 'public' },
  { path: '/data', area: 'Informasjon', access: 'public' },
  { path: '/personvern', area: 'Informasjon', access: 'public' },
  { path: '/personverndetaljer', area: 'Informasjon', access: 'public' },
  { path: '/cookie-policy', area: 'Informasjon', access: 'public' },
  { path: '/personverninnstillinger', area: 'Informasjon', access: 'auth' },

  { path: '/samtykke1', area: 'Samtykke', access: 'subscriber' },
  { path: '/samtykke2', area: 'Samtykke', access: 'subscriber', reads: ['getConsents'] },
  { path: '/samtykke3', area: 'Samtykke', access: 'subscriber', reads: ['getConsents'] },

  {
    path: '/bestill-abonnement',
    area: 'Bestilling',
    access: 'auth',
    reads: ['offering', 'getAccount', 'getSubscription'],
  },
  { path: '/winback', area: 'Bestilling', access: 'public' },
  { path: '/bestilling-feilet', area: 'Bestilling', access: 'auth' },
  { path: '/completepurchase', area: 'Bestilling', access: 'public' },
  { path: '/completevippspurchase', area: 'Bestilling', access: 'public' },
  { path: '/feil-kjop', area: 'Bestilling', access: 'public' },
  { path: '/kvittering', area: 'Bestilling', access: 'subscriber' },
  { path: '/leveringsadresse', area: 'Bestilling', access: 'subscriber', reads: ['getDelivery'] },
  { path: '/kontakt', area: 'Bestilling', access: 'subscriber' },

  { path: '/familiedeling', area: 'Familie', access: 'subscriber', note: 'family', reads: ['getFamily'] },
  { path: '/verifiser-familiemedlem', area: 'Familie', access: 'auth', note: 'invited' },
  { path: '/deling-akseptert', area: 'Familie', access: 'subscriber', note: 'family' },

  { path: '/betaling', area: 'Betaling', access: 'public' },
  { path: '/avbryt-bestilling', area: 'Betaling', access: 'public' },
  { path: '/fakturaoversikt', area: 'Betaling', access: 'subscriber', reads: ['getInvoices'] },
  { path: '/faktura/:ariaInvoiceNo', area: 'Betaling', access: 'subscriber', reads: ['getInvoice'] },
  { path: '/betal-faktura/:ariaInvoiceNo', area: 'Betaling', access: 'subscriber', reads: ['getInvoice'] },
  { path: '/endre-betalingsmetode', area: 'Betaling', access: 'subscriber', reads: ['getPaymentMethod'] },
  { path: '/endre-betalingsmetode/verify', area: 'Betaling', access: 'subscriber' },
  { path: '/legg-til-betalingskort', area: 'Betaling', access: 'subscriber' },
  { path: '/legg-til-betalingskort/verify', area: 'Betaling', access: 'subscriber' },

  { path: '/ingen-abonnement', area: 'Abonnement', access: 'auth' },
  { path: '/allerede-abonnent', area: 'Abonnement', access: 'subscriber' },
  { path: '/koble-bruker', area: 'Abonnement', access: 'auth' },
  { path: '/endre-abonnement', area: 'Abonnement', access: 'subscriber', reads: ['offering'] },
  { path: '/receipt2', area: 'Abonnement', access: 'subscriber' },
  { path: '/avslutt-abonnement', area: 'Abonnement', access: 'subscriber' },
  { path: '/abonnement-avsluttet', area: 'Abonnement', access: 'subscriber' },
  { path: '/abonnement-reaktivert', area: 'Abonnement', access: 'subscriber' },
  { path: '/angre-oppsigelse', area: 'Abonnement', access: 'subscriber' },
  { path: '/nye-priser', area: 'Abonnement', access: 'public' },

  { path: '/404', area: 'Annet', access: 'public' },
] as const satisfies readonly RouteEntry[];

/** The names the route table gives its first reads; api/head-start.ts holds them to the contract's calls. */
export type RouteRead = Extract<(typeof TABLE)[number], { reads: unknown }>['reads'][number];

/** Every path of a page; a typo in a link or a screen table is a type error. */
export type RoutePath = (typeof TABLE)[number]['path'];

export interface Route extends RouteEntry {
  path: RoutePath;
}

export const ROUTES: readonly Route[] = TABLE;

/** Paths that only redirect; they have no page of their own (see cdn-rules.ts). */
export const REDIRECT_ROUTES = ['/order-timeout', '/t/:path(.*)'] as const;

/** The route a path is served by, matching `:param` segments; undefined for an unknown path. */
export function findRoute(pathname: string): Route | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((route) => routePattern(route.path).test(trimmed));
}

/** `/betal-faktura/:ariaInvoiceNo` → /^\/betal-faktura\/[^/]+$/ */
export function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\\/');
  return new RegExp(`^${source}$`);
}

/** The static file path a route is built to, relative to the site root: `/vilkaar/bedrift` → `vilkaar/bedrift`. */
export function routeOutputPath(route: Route): string {
  return route.path.replace(/^\//, '').replace(/:[^/]+/g, '_');
}

/** The page file a route is built to (Astro's `file` format): `/` → `index.html`, `/vilkaar/bedrift` → `vilkaar/bedrift.html`. */
export function routeOutputFile(route: Route): string {
  return route.path === '/' ? 'index.html' : `${routeOutputPath(route)}.html`;
}
