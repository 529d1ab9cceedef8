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
import CancelScreen from '../../islands/subscription/CancelScreen.astro';
import CancelledScreen from '../../islands/subscription/CancelledScreen.astro';
import ChangePlanScreen from '../../islands/subscription/ChangePlanScreen.astro';
import ChangeReceiptScreen from '../../islands/subscription/ChangeReceiptScreen.astro';
import CompletePurchaseScreen from '../../islands/purchase/CompletePurchaseScreen.astro';
import ConnectAccountScreen from '../../islands/person/ConnectAccountScreen.astro';
import ContactScreen from '../../islands/person/ContactScreen.astro';
import HomeScreen from '../../islands/home/HomeScreen.astro';
import InvoiceDetailScreen from '../../islands/payment/InvoiceDetailScreen.astro';
import InvoiceListScreen from '../../islands/payment/InvoiceListScreen.astro';
import InvoicePaymentResultScreen from '../../islands/payment/InvoicePaymentResultScreen.astro';
import MyContentScreen from '../../islands/subscription/MyContentScreen.astro';
import NewPricesScreen from '../../islands/subscription/NewPricesScreen.astro';
import PayInvoiceScreen from '../../islands/payment/PayInvoiceScreen.astro';
import OrderScreen from '../../islands/purchase/OrderScreen.astro';
import ProfileScreen from '../../islands/person/ProfileScreen.astro';
import ReactivatedScreen from '../../islands/subscription/ReactivatedScreen.astro';
import ReceiptScreen from '../../islands/purchase/ReceiptScreen.astro';
import RegretScreen from '../../islands/subscription/RegretScreen.astro';
import WinbackScreen from '../../islands/purchase/WinbackScreen.astro';
import ChangeMethodScreen from '../../islands/payment/ChangeMethodScreen.astro';
import ManageCardScreen from '../../islands/payment/ManageCardScreen.astro';
import PaymentVerifyScreen from '../../islands/payment/PaymentVerifyScreen.astro';
import MoveScreen from '../../islands/delivery/MoveScreen.astro';
import VacationScreen from '../../islands/delivery/VacationScreen.astro';
import ComplaintScreen from '../../islands/delivery/ComplaintScreen.astro';
import AcceptInvitationScreen from '../../islands/sharing/AcceptInvitationScreen.astro';
import BusinessAdminScreen from '../../islands/sharing/BusinessAdminScreen.astro';
import FamilySharingScreen from '../../islands/sharing/FamilySharingScreen.astro';
import SharingAcceptedScreen from '../../islands/sharing/SharingAcceptedScreen.astro';
import StudentInfoPage from './StudentInfoPage.astro';
import StudentVerificationScreen from '../../islands/student/StudentVerificationScreen.astro';
import StudentReceiptScreen from '../../islands/student/StudentReceiptScreen.astro';
// Privacy (issue 14).
import ConsentIntroPage from './ConsentIntroPage.astro';
import MaintenancePage from './MaintenancePage.astro';
import ConsentChoicesScreen from '../../islands/privacy/ConsentChoicesScreen.astro';
import ConsentSavedScreen from '../../islands/privacy/ConsentSavedScreen.astro';
import DataHandOffScreen from '../../islands/privacy/DataHandOffScreen.astro';
import PrivacySettingsScreen from '../../islands/privacy/PrivacySettingsScreen.astro';

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
