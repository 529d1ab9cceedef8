// The preview's stand-in for the analytics SDK, served under /__stand-in/pulse/ when a local browser asked for the
// stand-ins. It takes the same commands the portal's adapter gives the real one (init, update, trackPageView,
// track) through `window.pulse`, plays what was queued before it came, and sends each event as the tracker was set
// up to: by beacon to the preview, which keeps them for tests (GET /__test/state, `analyticsEvents`). Like the real
// SDK with `requiresAdvertisingOptIn`, it names the device (its environment id) only once advertising is accepted.
// Served as a classic script: one closure.
(() => {
  interface TrackerOptions {
    trackerId?: string;
    requiresAdvertisingOptIn?: boolean;
    transport?: 'beacon' | 'fetch';
    deployStage?: string;
  }
  type Context = Record<string, unknown> & { consents?: { purposes?: Record<string, { optIn?: boolean }> } };
  type PulseCommand = ((...command: unknown[]) => void) & { q?: unknown[][] };

  const win = window as Window & { pulse?: PulseCommand };
  const script = document.currentScript as HTMLScriptElement | null;
  const collector = new URL('events', script?.src ?? location.href).href;
  let provider = '';
  let options: TrackerOptions = {};
  const context: Context = {};
  const ENVIRONMENT_KEY = '_pulse.stand-in.environment';

  function environmentId(): string | undefined {
    const allowed = !options.requiresAdvertisingOptIn || context.consents?.purposes?.CMP_ADVERTISING?.optIn === true;
    if (!allowed) return undefined;
    let id = localStorage.getItem(ENVIRONMENT_KEY);
    if (!id) {
      id = `sdrn:schibsted:environment:${crypto.randomUUID()}`;
      localStorage.setItem(ENVIRONMENT_KEY, id);
    }
    return id;
  }

  function send(event: Record<string, unknown>): void {
    const device = environmentId();
    const body = JSON.stringify({
      ...context,
      ...event,
      provider: { ...(context.provider as object | undefined), id: provider },
      tracker: {
        id: options.trackerId,
        deployStage: options.deployStage,
        transport: options.transport,
        requiresAdvertisingOptIn: options.requiresAdvertisingOptIn,
      },
      ...(device ? { device: { environmentId: device } } : {}),
    });
    if (options.transport === 'beacon') navigator.sendBeacon(collector, body);
    else void fetch(collector, { method: 'POST', body, keepalive: true });
  }

  function handle(...[command, ...args]: unknown[]): void {
    switch (command) {
      case 'init':
        provider = String(args[0]);
        options = (args[1] as TrackerOptions | undefined) ?? {};
        break;
      case 'update':
        Object.assign(context, args[0] as Context);
        break;
      case 'trackPageView':
        send({ type: 'View', ...(args[0] as Record<string, unknown>) });
        break;
      case 'track':
        send({ eventName: args[0], ...(args[1] as Record<string, unknown>) });
        break;
      default:
        console.warn('Analytics stand-in: no such command', command);
    }
  }

  const queued = win.pulse?.q ?? [];
  win.pulse = (...command: unknown[]) => handle(...command);
  for (const command of queued) handle(...command);
})();
