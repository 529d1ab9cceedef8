// Consent, analytics and monitoring for this page, set up once it is interactive (the shell imports this on
// demand after the load event): the rules decide from the baked-in settings and where the page runs, the adapters
// do what was decided. Nothing here runs before the page has drawn itself.
import { analyticsSetup } from '../domain/analytics/tracking.ts';
import { usesStandIns } from '../domain/measurement/hosts.ts';
import { MEASUREMENT_ELEMENT_ID, type MeasurementSettings } from '../domain/measurement/settings.ts';
import { monitoringSetup } from '../domain/monitoring/rum.ts';
import { consentSetup } from '../domain/privacy/consent.ts';
import { startAnalytics } from '../analytics/pulse.ts';
import { startConsent } from '../consent/sourcepoint.ts';
import { pageAddress } from '../stores/kit/address.ts';
import { loadOnDemand } from '../stores/kit/load-failures.ts';
import { $pageReady } from '../stores/kit/page.ts';

/** The page's settings and its route's area, as the layout wrote them. */
function readSettings(): { settings: MeasurementSettings; area: string } | undefined {
  const element = document.getElementById(MEASUREMENT_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as { settings: MeasurementSettings; area: string };
}

/** Resolves once the page may show itself: a signed-in page's guard has decided (and knows the user). */
function pageReady(): Promise<void> {
  return new Promise((resolve) => {
    if ($pageReady.get()) return resolve();
    const stop = $pageReady.listen((ready) => {
      if (!ready) return;
      stop();
      resolve();
    });
  });
}

export function startMeasurement(): void {
  const page = readSettings();
  if (!page) return;
  const { settings, area } = page;
  const here = pageAddress();
  const standIns = usesStandIns(here.hostname, document.cookie);

  startConsent(consentSetup(settings, here, standIns));

  const monitoring = monitoringSetup(
    settings.monitoring,
    { titleCode: settings.titleCode, baseUrl: settings.baseUrl, hostname: here.hostname, origin: here.origin },
    standIns,
  );
  if (monitoring.run) {
    void loadOnDemand(() => import('../monitoring/datadog.ts'))
      .then((adapter) => adapter.startMonitoring(monitoring))
      .catch((error: unknown) => console.warn('Monitoring did not start', error));
  }

  const analytics = analyticsSetup(settings, here);
  // The page view names the user, so a signed-in page reports once its guard has decided.
  if (analytics.run) void pageReady().then(() => startAnalytics(analytics, settings, { area }));
}
