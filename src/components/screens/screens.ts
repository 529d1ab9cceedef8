// Which component draws a route's body. Routes not listed show their frame (RouteFrame).
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import ContentPage from './ContentPage.astro';
import FaqPage from './FaqPage.astro';
import MessagePage from './MessagePage.astro';
import HomeScreen from './islands/HomeScreen.astro';
import CompletePurchaseScreen from './islands/CompletePurchaseScreen.astro';
import OrderScreen from './islands/OrderScreen.astro';
import ReceiptScreen from './islands/ReceiptScreen.astro';
import WinbackScreen from './islands/WinbackScreen.astro';
import PurchaseOutcomePage from './PurchaseOutcomePage.astro';

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
  '/bestill-abonnement': { component: OrderScreen },
  '/completepurchase': { component: CompletePurchaseScreen },
  '/completevippspurchase': { component: CompletePurchaseScreen },
  '/kvittering': { component: ReceiptScreen },
  '/winback': { component: WinbackScreen },
  '/feil-kjop': { component: PurchaseOutcomePage },
  '/avbryt-bestilling': { component: PurchaseOutcomePage },
  '/bestilling-feilet': { component: PurchaseOutcomePage },
};
