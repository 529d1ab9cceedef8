// Which component draws a route's body. Routes not listed show their frame (RouteFrame).
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import type { RoutePath } from '../../domain/routing/routes.ts';
import AlreadySubscriberPage from './AlreadySubscriberPage.astro';
import ContentPage from './ContentPage.astro';
import FaqPage from './FaqPage.astro';
import MessagePage from './MessagePage.astro';
import NoSubscriptionPage from './NoSubscriptionPage.astro';
import PurchaseOutcomePage from './PurchaseOutcomePage.astro';
import CancelScreen from './islands/CancelScreen.astro';
import CancelledScreen from './islands/CancelledScreen.astro';
import ChangePlanScreen from './islands/ChangePlanScreen.astro';
import ChangeReceiptScreen from './islands/ChangeReceiptScreen.astro';
import CompletePurchaseScreen from './islands/CompletePurchaseScreen.astro';
import ConnectAccountScreen from './islands/ConnectAccountScreen.astro';
import ContactScreen from './islands/ContactScreen.astro';
import HomeScreen from './islands/HomeScreen.astro';
import MyContentScreen from './islands/MyContentScreen.astro';
import NewPricesScreen from './islands/NewPricesScreen.astro';
import OrderScreen from './islands/OrderScreen.astro';
import ProfileScreen from './islands/ProfileScreen.astro';
import ReactivatedScreen from './islands/ReactivatedScreen.astro';
import ReceiptScreen from './islands/ReceiptScreen.astro';
import RegretScreen from './islands/RegretScreen.astro';
import WinbackScreen from './islands/WinbackScreen.astro';

export interface Screen {
  component: AstroComponentFactory;
  /** For content pages: the markdown file in src/content/pages (or the title's override). */
  contentId?: string;
}

const content = (contentId: string): Screen => ({ component: ContentPage, contentId });

export const SCREENS: Partial<Record<RoutePath, Screen>> = {
  '/': { component: HomeScreen },
  '/endre-abonnement': { component: ChangePlanScreen },
  '/receipt2': { component: ChangeReceiptScreen },
  '/avslutt-abonnement': { component: CancelScreen },
  '/abonnement-avsluttet': { component: CancelledScreen },
  '/angre-oppsigelse': { component: RegretScreen },
  '/abonnement-reaktivert': { component: ReactivatedScreen },
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
  '/bestill-abonnement': { component: OrderScreen },
  '/completepurchase': { component: CompletePurchaseScreen },
  '/completevippspurchase': { component: CompletePurchaseScreen },
  '/kvittering': { component: ReceiptScreen },
  '/winback': { component: WinbackScreen },
  '/feil-kjop': { component: PurchaseOutcomePage },
  '/avbryt-bestilling': { component: PurchaseOutcomePage },
  '/bestilling-feilet': { component: PurchaseOutcomePage },
};
