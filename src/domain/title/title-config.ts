// Every field of a title entry, declared once with its default and derivation (spec section 1 and 3).
import * as v from 'valibot';
import { DEFAULT_CUT_OFF } from '../delivery/cut-off.ts';

// #rgb or #rrggbb only: a colour with alpha has no contrast ratio of its own, and contrast.ts cannot read it.
const HEX = v.pipe(v.string(), v.regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'a hex colour such as #1a2b3c'));
const SLUG = v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'a lower-case slug of a-z, 0-9 and -'));
const DOMAIN = v.pipe(v.string(), v.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'a host name such as adressa.no'));
const HTTPS_URL = v.pipe(v.string(), v.url('an absolute URL'), v.startsWith('https://', 'an https:// URL'));

/** The media group's sub-groups; a title belongs to exactly one. */
export const TITLE_GROUPS = ['aag', 'nvl', 'pmve', 'por', 'htg', 'pox', 'pmo'] as const;

/** Brand colours. Each `on*` colour is the text drawn on its partner; the build checks the pairs for WCAG AA. */
const BrandColours = v.object({
  /** Header background. */
  primary: HEX,
  /** Text and icons on the header. */
  onPrimary: HEX,
  /** Buttons and links on the page background. */
  accent: HEX,
  /** Text on buttons. */
  onAccent: HEX,
  /** Page background. */
  background: v.optional(HEX, '#ffffff'),
  /** Body text on the page background. */
  text: v.optional(HEX, '#1a1a1a'),
});

export const TitleConfigInput = v.object({
  /** Newsroom id used by the media group's systems. */
  newsroom: v.string(),
  /** The title's slug, e.g. `adressa`. */
  publication: SLUG,
  /** The newspaper's name as readers know it. */
  name: v.pipe(v.string(), v.minLength(1, 'a non-empty name')),
  group: v.picklist(TITLE_GROUPS, `one of ${TITLE_GROUPS.join(', ')}`),
  /** Short code, usually three upper-case letters; empty for the sandbox and the debate site (no portal is built). */
  titleCode: v.pipe(v.string(), v.regex(/^([A-Z]{2,4})?$/, 'two to four upper-case letters, or empty')),
  /** Analytics provider id. */
  pulseProvider: v.string(),
  /** Whether analytics runs for this title. */
  hasPulse: v.optional(v.boolean(), true),
  sourcepointId: v.number(),
  sourcepointPmId: v.number(),
  language: v.optional(v.picklist(['nb', 'nn'], 'nb or nn'), 'nb'),
  /** Defaults to the publication slug. */
  streamNewsroom: v.optional(v.string()),
  /** Defaults to `{publication}.no`. */
  baseUrl: v.optional(DOMAIN),
  playSubdomain: v.optional(SLUG, 'tv'),
  hasPlay: v.optional(v.boolean(), false),
  /** Live-sports feed licence from a news agency. */
  hasNtbLiveLicense: v.optional(v.boolean(), false),
  /** Live-sports feed licence from a tabloid. */
  hasVgLiveLicense: v.optional(v.boolean(), false),
  hideEditorResponsibilityMark: v.optional(v.boolean(), false),
  /**
   * Oslo time (HH:MM) on the day before a paper by which a delivery change for it must be registered: the title's
   * distributor makes its lists then. The spec gives no time.
   */
  deliveryCutOff: v.optional(
    v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a 24-hour time such as 12:00')),
    DEFAULT_CUT_OFF,
  ),
  /**
   * The title's news app in the two stores, as https links: on a phone they open the store's app, elsewhere its
   * web page. The student receipt leads there (spec section 4: "redirect to the store"); without them, to the site.
   */
  apps: v.optional(
    v.object({
      appStore: v.pipe(
        HTTPS_URL,
        v.regex(
          /^https:\/\/apps\.apple\.com\/no\/app\/[a-z0-9-]+\/id\d+$/,
          'an App Store link such as https://apps.apple.com/no/app/adresseavisen/id123456789',
        ),
      ),
      googlePlay: v.pipe(
        HTTPS_URL,
        v.regex(
          /^https:\/\/play\.google\.com\/store\/apps\/details\?id=[a-zA-Z0-9_.]+$/,
          'a Google Play link such as https://play.google.com/store/apps/details?id=no.adressa.app',
        ),
      ),
    }),
  ),
  /**
   * The tracking feature flag (spec section 2): the consent manager and analytics run for the title. Off, the site
   * loads neither, whatever the visitor's choices.
   */
  tracking: v.optional(v.boolean(), true),
  /** Maintenance at build time: every signed-in page of the title shows /maintenance; public pages keep working. */
  maintenance: v.optional(v.boolean(), false),
  brand: v.object({
    /** The title's news site host, e.g. `www.adressa.no`; the logo path is derived from it. */
    titleDomain: DOMAIN,
    /** The title's front page. */
    pageUrl: HTTPS_URL,
    /** Where this portal is deployed for the title. */
    minsideUrl: HTTPS_URL,
    customerCenterPhoneNumber: v.pipe(v.string(), v.regex(/^\+?[0-9 ]{8,16}$/, 'a phone number such as 07200 00 00')),
    customerCenterEmail: v.pipe(v.string(), v.email('an e-mail address')),
    organizationNumber: v.pipe(
      v.string(),
      v.regex(/^[0-9]{3} ?[0-9]{3} ?[0-9]{3}$/, 'a nine-digit organisation number'),
    ),
    /** The company that publishes the title: the seller a printed invoice names, with the org.nr. (issue 41). */
    companyName: v.pipe(v.string(), v.minLength(1, 'a company name')),
    /** The company's postal address, one line as a letter has it, for the printed invoice. */
    postalAddress: v.pipe(
      v.string(),
      v.regex(/^\S.*, [0-9]{4} \S.*$/, 'a postal address such as Postboks 2500 Sluppen, 7004 Trondheim'),
    ),
    spidCredential: v.object({ clientId: v.pipe(v.string(), v.minLength(1, 'a client id')) }),
    /** The identity provider's session service for this title; defaults to `https://id.{baseUrl}`. */
    sessionDomain: v.optional(HTTPS_URL),
    /** Class on the <html> element, for title-specific styling hooks. */
    htmlClass: v.optional(SLUG),
    colours: BrandColours,
  }),
});

/** A title entry with every default and derivation applied. */
export const TitleConfig = v.pipe(
  TitleConfigInput,
  v.transform((input) => {
    const baseUrl = input.baseUrl ?? `${input.publication}.no`;
    return {
      ...input,
      streamNewsroom: input.streamNewsroom ?? input.publication,
      baseUrl,
      playBaseUrl: input.hasPlay ? playUrl(input.brand.pageUrl, input.playSubdomain) : undefined,
      brand: {
        ...input.brand,
        htmlClass: input.brand.htmlClass ?? input.publication,
        sessionDomain: input.brand.sessionDomain ?? `https://id.${baseUrl}`,
      },
    };
  }),
);

export type TitleConfigInput = v.InferInput<typeof TitleConfigInput>;
export type TitleConfig = v.InferOutput<typeof TitleConfig>;

/** `https://www.adressa.no/` with play subdomain `tv` becomes `https://tv.adressa.no/`. */
export function playUrl(pageUrl: string, playSubdomain: string): string {
  const url = new URL(pageUrl);
  const rest = url.hostname.replace(/^www\./, '');
  url.hostname = `${playSubdomain}.${rest}`;
  return url.origin + '/';
}

/** The logo's path on the title's site, derived from the title's domain. */
export function logoPath(title: TitleConfig): string {
  return `/logo/${title.brand.titleDomain}.svg`;
}
