// Which component draws a route's body. Routes not listed show their frame (RouteFrame).
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import ContentPage from './ContentPage.astro';
import FaqPage from './FaqPage.astro';
import MessagePage from './MessagePage.astro';
import HomeScreen from './islands/HomeScreen.astro';
import AlreadySubscriberPage from './AlreadySubscriberPage.astro';
import NoSubscriptionPage from './NoSubscriptionPage.astro';
import ConnectAccountScreen from './islands/ConnectAccountScreen.astro';
import ContactScreen from './islands/ContactScreen.astro';
import MyContentScreen from './islands/MyContentScreen.astro';
import NewPricesScreen from './islands/NewPricesScreen.astro';
import ProfileScreen from './islands/ProfileScreen.astro';

export interface Screen {
  component: AstroComponentFactory;
  /** For content pages: the markdown file in src/content/pages (or the title's override). */
  contentId?: string;
}

const content = (contentId: string): Screen => ({ component: ContentPage, contentId });

export const SCREENS: Record<string, Screen> = {
  '/': { component: HomeScreen },
  '/kundeservice': { component: FaqPage },
  '/maintenance': { component: MessagePage },
  '/404': { component: MessagePage },
  '/vilkaar': content('vilkaar'),
  '/vilkaar-mer': content('vilkaar-mer'),
  '/vilkaar/bedrift': content('vilkaar-bedrift'),
  '/personvern': content('personvern'),
  '/data': content('data'),
  '/personverndetaljer': content('personverndetaljer'),
  '/cookie-policy': content('cookie-policy'),
  '/endre-profil': { component: ProfileScreen },
  '/kontakt': { component: ContactScreen },
  '/koble-bruker': { component: ConnectAccountScreen },
  '/ingen-abonnement': { component: NoSubscriptionPage },
  '/allerede-abonnent': { component: AlreadySubscriberPage },
  '/mitt-innhold': { component: MyContentScreen },
  '/nye-priser': { component: NewPricesScreen },
};
