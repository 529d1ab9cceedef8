// /student-kvittering (a new student subscription) and /student-kvittering2 (a switch to the student plan): what the
// subscription is now, then on to read: the title's site, and its app in the stores, as https links that open the
// store's app on a phone and its web page on a computer (spec section 4: "redirect to the store").
import { isStudentPlan, type StudentWay } from '../../domain/student/eligibility.ts';
import { STUDENT_ROUTES } from '../../domain/student/routes.ts';
import { href } from '../../domain/routing/href.ts';
import { nbStudent } from '../../i18n/nb/student.ts';
import { formatPrice } from '../../i18n/nb.ts';
import type { Brand } from '../../stores/kit/brand.ts';
import type { Subscription } from '../../stores/subscription/subscription.ts';
import { usePage } from '../shared/use-page.ts';

const text = nbStudent.receipt;

/** The title's app in the two stores (title data, `apps`). */
export interface TitleApps {
  appStore: string;
  googlePlay: string;
}

export function StudentReceipt({ way, apps }: { way: StudentWay; apps?: TitleApps }) {
  const { ready, subscription, brand } = usePage();
  if (!ready || !subscription || !brand) return null;
  const switching =
    way === 'switch' && subscription.pendingPlan && isStudentPlan(subscription.pendingPlan)
      ? subscription.pendingPlan
      : undefined;
  if (!switching && !isStudentPlan(subscription)) {
    return (
      <>
        <p className="notice">{text.none}</p>
        <p className="button-row">
          <a className="button-link" href={href(STUDENT_ROUTES[way].info)}>
            {text.toInfo}
          </a>
          <a className="button button--secondary" href={href('/')}>
            {text.home}
          </a>
        </p>
      </>
    );
  }
  return (
    <>
      <div className="success">
        {switching ? (
          <>
            <p>{text.switched(switching.planName, switching.effectiveDate)}</p>
            <p>{text.until(subscription.planName)}</p>
          </>
        ) : (
          <StartedSubscription subscription={subscription} />
        )}
      </div>
      {/* A new subscription has no way to pay yet: choosing one is what is left to do, the receipt's main action (issue 41). */}
      {!switching && (
        <p className="button-row">
          <a className="button" href={href('/endre-betalingsmetode')}>
            {text.choosePayment}
          </a>
        </p>
      )}
      <ReadOn brand={brand} apps={apps} mainAction={switching !== undefined} />
    </>
  );
}

function StartedSubscription({ subscription }: { subscription: Subscription }) {
  return (
    <>
      <p>{text.started(subscription.planName, subscription.startDate)}</p>
      <p>{text.price(formatPrice(subscription.price))}</p>
      <p>{text.payHow}</p>
    </>
  );
}

/** `mainAction`: reading on is the receipt's main action (a switch); after a new one, choosing how to pay is. */
function ReadOn({ brand, apps, mainAction }: { brand: Brand; apps?: TitleApps; mainAction: boolean }) {
  return (
    <section aria-labelledby="les-videre">
      <h2 id="les-videre">{text.onHeading}</h2>
      <p>
        <a className={mainAction ? 'button-link' : 'button button--secondary'} href={brand.pageUrl}>
          {text.site(brand.name)}
        </a>
      </p>
      {apps && (
        <>
          <p>{text.app}</p>
          <ul className="link-list">
            <li>
              <a href={apps.appStore}>{text.appStore}</a>
            </li>
            <li>
              <a href={apps.googlePlay}>{text.googlePlay}</a>
            </li>
          </ul>
        </>
      )}
      <p>
        <a className="button button--secondary" href={href('/')}>
          {text.home}
        </a>
      </p>
    </section>
  );
}
