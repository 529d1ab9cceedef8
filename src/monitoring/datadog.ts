// Monitoring's thin adapter: the browser SDK is imported only here, on demand once the page is interactive, and
// started with the settings the rules chose (src/domain/monitoring/rum.ts), tagged with the title. Every URL it
// reports is redacted first, and no user is ever named to it, so no personal data leaves the page unmasked.
import type { MonitoringSetup } from '../domain/monitoring/rum.ts';
import { redactUrl } from '../domain/monitoring/rum.ts';
import { loadOnDemand, onLoadFailure } from '../stores/kit/load-failures.ts';

/** The URL-bearing fields of the events the SDK sends (view, resource, error, long task), redacted before anything leaves. */
interface Redactable {
  type?: string;
  view?: { url?: string; referrer?: string };
  resource?: { url?: string };
  error?: { resource?: { url?: string } };
  long_task?: { scripts?: { source_url?: string; invoker?: string }[] };
}

export function redactEvent(event: Redactable): true {
  if (event.view?.url) event.view.url = redactUrl(event.view.url);
  if (event.view?.referrer) event.view.referrer = redactUrl(event.view.referrer);
  if (event.resource?.url) event.resource.url = redactUrl(event.resource.url);
  if (event.error?.resource?.url) event.error.resource.url = redactUrl(event.error.resource.url);
  for (const script of event.long_task?.scripts ?? []) {
    // A long task's script may be the page itself (an inline script), named by its address with its query.
    if (script.source_url) script.source_url = redactUrl(script.source_url);
    if (script.invoker && /^https?:/.test(script.invoker)) script.invoker = redactUrl(script.invoker);
  }
  return true;
}

export async function startMonitoring(setup: Extract<MonitoringSetup, { run: true }>): Promise<void> {
  const { datadogRum } = await loadOnDemand(() => import('@datadog/browser-rum'));
  datadogRum.init({ ...setup.init, beforeSend: (event) => redactEvent(event) });
  datadogRum.setGlobalContextProperty('titleCode', setup.titleCode);
  // A part of the page that did not load is an error of its own, whoever caught it (spec section 2).
  onLoadFailure((error) => datadogRum.addError(error, { failure: 'preload' }));
}
