// Which component draws a route's body. Routes not listed show their frame (RouteFrame).
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import type { RoutePath } from '../../domain/routing/routes.ts';
import { CONTENT_PAGES, type ContentPageRoute } from '../../domain/content/content-pages.ts';
import AlreadySubscriberPage from './AlreadySubscriberPage.astro';
import ContentPage from './ContentPage.astro';
import FaqPage from './FaqPage.astro';
import MessagePage from './MessagePage.astro';
import NoSubscriptionPage from './NoSubscriptionPage.astro';
import PurchaseOutcomePage from './PurchaseOutcomePage.astro';
import CancelScreen from '../../islands/Subscription/CancelScreen.astro';
import CancelledScreen from '../../islands/Subscription/CancelledScreen.astro';
import ChangePlanScreen from '../../islands/Subscription/ChangePlanScreen.astro';
import ChangeReceiptScreen from '../../islands/Subscription/ChangeReceiptScreen.astro';
import CompletePurchaseScreen from '../../islands/Purchase/CompletePurchaseScreen.astro';
import ConnectAccountScreen from '../../islands/ConnectAccount/ConnectAccountScreen.astro';
import ContactScreen from '../../islands/Person/ContactScreen.astro';
import HomeScreen from '../../islands/Home/HomeScreen.astro';
import InvoiceDetailScreen from '../../islands/Invoices/InvoiceDetailScreen.astro';
import InvoiceListScreen from '../../islands/Invoices/InvoiceListScreen.astro';
import InvoicePaymentResultScreen from '../../islands/Invoices/InvoicePaymentResultScreen.astro';
import MyContentScreen from '../../islands/MyContent/MyContentScreen.astro';
import NewPricesScreen from '../../islands/NewPrices/NewPricesScreen.astro';
import PayInvoiceScreen from '../../islands/Invoices/PayInvoiceScreen.astro';
import OrderScreen from '../../islands/Purchase/OrderScreen.astro';
import ProfileScreen from '../../islands/Person/ProfileScreen.astro';
import ReactivatedScreen from '../../islands/Subscription/ReactivatedScreen.astro';
import ReceiptScreen from '../../islands/Purchase/ReceiptScreen.astro';
import RegretScreen from '../../islands/Subscription/RegretScreen.astro';
import WinbackScreen from '../../islands/Purchase/WinbackScreen.astro';
import ChangeMethodScreen from '../../islands/Payment/ChangeMethodScreen.astro';
import ManageCardScreen from '../../islands/Payment/ManageCardScreen.astro';
import PaymentVerifyScreen from '../../islands/Payment/PaymentVerifyScreen.astro';
import MoveScreen from '../../islands/Delivery/MoveScreen.astro';
import VacationScreen from '../../islands/Delivery/VacationScreen.astro';
import ComplaintScreen from '../../islands/Delivery/ComplaintScreen.astro';
import AcceptInvitationScreen from '../../islands/Sharing/AcceptInvitationScreen.astro';
import BusinessAdminScreen from '../../islands/Sharing/BusinessAdminScreen.astro';
import FamilySharingScreen from '../../islands/Sharing/FamilySharingScreen.astro';
import SharingAcceptedScreen from '../../islands/Sharing/SharingAcceptedScreen.astro';
import StudentInfoPage from './StudentInfoPage.astro';
import StudentVerificationScreen from '../../islands/Student/StudentVerificationScreen.astro';
import StudentReceiptScreen from '../../islands/Student/StudentReceiptScreen.astro';
// Privacy (issue 14).
import ConsentIntroPage from './ConsentIntroPage.astro';
import MaintenancePage from './MaintenancePage.astro';
import ConsentChoicesScreen from '../../islands/Privacy/ConsentChoicesScreen.astro';
import ConsentSavedScreen from '../../islands/Privacy/ConsentSavedScreen.astro';
import DataHandOffScreen from '../../islands/Privacy/DataHandOffScreen.astro';
import PrivacySettingsScreen from '../../islands/Privacy/PrivacySettingsScreen.astro';

export interface Screen {
  component: AstroComponentFactory;
  /** For content pages: the markdown file in src/content/pages (or the title's override). */
  contentId?: string;
}

const content = (route: ContentPageRoute): Screen => ({ component: ContentPage, contentId: CONTENT_PAGES[route] });

export const SCREENS: Partial<Record<RoutePath, Screen>> = {
  '/': { component: HomeScreen },
  '/endre-abonnement': { component: ChangePlanScreen },
  '/receipt2': { component: ChangeReceiptScreen },
  '/avslutt-abonnement': { component: CancelScreen },
  '/abonnement-avsluttet': { component: CancelledScreen },
  '/angre-oppsigelse': { component: RegretScreen },
  '/abonnement-reaktivert': { component: ReactivatedScreen },
  '/kundeservice': { component: FaqPage },
  '/maintenance': { component: MaintenancePage },
  '/404': { component: MessagePage },
  '/vilkaar': content('/vilkaar'),
  '/vilkaar-mer': content('/vilkaar-mer'),
  '/vilkaar/bedrift': content('/vilkaar/bedrift'),
  '/personvern': content('/personvern'),
  '/data': content('/data'),
  '/personverndetaljer': content('/personverndetaljer'),
  '/cookie-policy': content('/cookie-policy'),
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
  '/endre-betalingsmetode': { component: ChangeMethodScreen },
  '/endre-betalingsmetode/verify': { component: PaymentVerifyScreen },
  '/legg-til-betalingskort': { component: ManageCardScreen },
  '/legg-til-betalingskort/verify': { component: PaymentVerifyScreen },
  '/fakturaoversikt': { component: InvoiceListScreen },
  '/leveringsadresse': { component: MoveScreen },
  '/endre-avislevering': { component: VacationScreen },
  '/tilbakemelding': { component: ComplaintScreen },
  '/faktura/:ariaInvoiceNo': { component: InvoiceDetailScreen },
  '/betal-faktura/:ariaInvoiceNo': { component: PayInvoiceScreen },
  '/betaling': { component: InvoicePaymentResultScreen },
  '/familiedeling': { component: FamilySharingScreen },
  '/verifiser-familiemedlem': { component: AcceptInvitationScreen },
  '/deling-akseptert': { component: SharingAcceptedScreen },
  '/bedrift': { component: AcceptInvitationScreen },
  '/administrer-bedrift': { component: BusinessAdminScreen },
  // Student subscription (issue 13): editors' text with the call to start, the verification and the receipts of both ways.
  '/student': { component: StudentInfoPage, contentId: CONTENT_PAGES['/student'] },
  '/student2': { component: StudentInfoPage, contentId: CONTENT_PAGES['/student2'] },
  '/student-verifisering': { component: StudentVerificationScreen },
  '/student-verifisering2': { component: StudentVerificationScreen },
  '/student-kvittering': { component: StudentReceiptScreen },
  '/student-kvittering2': { component: StudentReceiptScreen },
  // Privacy (issue 14).
  '/personverninnstillinger': { component: PrivacySettingsScreen },
  '/samtykke1': { component: ConsentIntroPage },
  '/samtykke2': { component: ConsentChoicesScreen },
  '/samtykke3': { component: ConsentSavedScreen },
  '/schibstedTakeoutGateway': { component: DataHandOffScreen },
  '/schibstedDeleteGateway': { component: DataHandOffScreen },
};
