// The preview's stand-in for the consent manager's script (Sourcepoint), served at the vendor script's name under
// /__stand-in/cmp/ when a local browser asked for the stand-ins. It has the same small surface the portal's adapter
// uses: `_sp_.config` (its ids and events), `_sp_queue`, `_sp_.addEventListener`, `_sp_.gdpr.loadPrivacyManagerModal`,
// and the choices written where the group's consent manager writes them (`CMP:{name}` and `_cmp_{name}`). It asks
// on the first visit, and its privacy manager changes the choices later. Served as a classic script: one closure.
(() => {
  type EventName = 'onMessageReady' | 'onConsentReady' | 'onError';
  type Handler = (...args: unknown[]) => void;
  interface SpWindow {
    _sp_queue?: (() => void)[] | { push(task: () => void): void };
    _sp_?: {
      config: {
        accountId: number;
        propertyId: number;
        baseEndpoint: string;
        events?: Partial<Record<EventName, Handler>>;
      };
      addEventListener?: (name: EventName, handler: Handler) => void;
      gdpr?: { loadPrivacyManagerModal: (privacyManagerId: number) => void };
    };
  }

  const win = window as Window & SpWindow;
  const sp = win._sp_;
  if (!sp) return;
  const { config } = sp;

  /** The categories, with the names the group's consent manager stores them by. */
  const CATEGORIES = [
    { key: 'advertising', stored: 'advertising', label: 'Annonser tilpasset deg' },
    { key: 'analytics', stored: 'analytics', label: 'Analyse og statistikk' },
    { key: 'marketing', stored: 'marketing', label: 'Markedsføring' },
    { key: 'personalization', stored: 'personalisation', label: 'Tilpasset innhold' },
  ] as const;
  type Choices = Record<(typeof CATEGORIES)[number]['key'], boolean>;

  const listeners: { name: EventName; handler: Handler }[] = [];
  function fire(name: EventName, ...args: unknown[]): void {
    config.events?.[name]?.(...args);
    for (const listener of listeners) if (listener.name === name) listener.handler(...args);
  }

  function storedChoices(): Choices | undefined {
    const values = CATEGORIES.map((category) => localStorage.getItem(`CMP:${category.stored}`));
    if (values.some((value) => value !== '0' && value !== '1')) return undefined;
    return Object.fromEntries(CATEGORIES.map((category, i) => [category.key, values[i] === '1'])) as Choices;
  }

  function store(choices: Choices): void {
    for (const category of CATEGORIES) {
      const value = choices[category.key] ? '1' : '0';
      localStorage.setItem(`CMP:${category.stored}`, value);
      document.cookie = `_cmp_${category.stored}=${value}; path=/; max-age=31536000; samesite=lax`;
    }
    closeAll();
    fire('onConsentReady', 'gdpr', 'stand-in-consent-uuid', '', { applies: true });
  }

  const all = (value: boolean) => Object.fromEntries(CATEGORIES.map((category) => [category.key, value])) as Choices;

  function element<K extends keyof HTMLElementTagNameMap>(
    tag: K,
    attributes: Record<string, string>,
    ...children: (Node | string)[]
  ): HTMLElementTagNameMap[K] {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    node.append(...children);
    return node;
  }

  function button(label: string, onClick: () => void, kind = ''): HTMLButtonElement {
    const node = element('button', { type: 'button', class: `sp-stand-in__button ${kind}`.trim() }, label);
    node.addEventListener('click', onClick);
    return node;
  }

  let open: HTMLElement | undefined;
  function closeAll(): void {
    if (open instanceof HTMLDialogElement) open.close();
    open?.remove();
    open = undefined;
  }

  const idsLine = () =>
    element(
      'p',
      { class: 'sp-stand-in__ids' },
      `Stand-in for samtykkeløsningen: konto ${config.accountId}, egenskap ${config.propertyId}`,
    );

  /** The first layer, as the real message asks a visitor who has not chosen. */
  function showMessage(): void {
    closeAll();
    const heading = element('h2', { id: 'sp-stand-in-message-heading' }, 'Vi bryr oss om personvernet ditt');
    const message = element(
      'div',
      { class: 'sp-stand-in sp-stand-in--message', role: 'dialog', 'aria-labelledby': 'sp-stand-in-message-heading' },
      heading,
      element(
        'p',
        {},
        'Vi og våre partnere bruker informasjonskapsler til analyse, annonser og tilpasset innhold. Du velger selv hva du godtar.',
      ),
      element(
        'div',
        { class: 'sp-stand-in__actions' },
        button('Godta alle', () => store(all(true))),
        button('Avvis alle', () => store(all(false))),
        button('Innstillinger', () => showManager(0), 'sp-stand-in__button--plain'),
      ),
      idsLine(),
    );
    document.body.append(message);
    open = message;
    fire('onMessageReady', 'gdpr');
  }

  /** The privacy manager: one switch per category, as the visitor chose before. */
  function showManager(privacyManagerId: number): void {
    closeAll();
    const current = storedChoices() ?? all(false);
    const boxes = CATEGORIES.map((category) => {
      const input = element('input', { type: 'checkbox', id: `sp-stand-in-${category.key}`, name: category.key });
      input.checked = current[category.key];
      return { category, input };
    });
    const chosen = () =>
      Object.fromEntries(boxes.map(({ category, input }) => [category.key, input.checked])) as Choices;
    const dialog = element(
      'dialog',
      { class: 'sp-stand-in sp-stand-in--manager', 'aria-labelledby': 'sp-stand-in-manager-heading' },
      element('h2', { id: 'sp-stand-in-manager-heading' }, 'Personvernvalg'),
      element(
        'ul',
        {},
        ...boxes.map(({ category, input }) =>
          element('li', {}, input, element('label', { for: input.id }, category.label)),
        ),
      ),
      element(
        'div',
        { class: 'sp-stand-in__actions' },
        button('Lagre valgene', () => store(chosen())),
        button('Godta alle', () => store(all(true))),
        button('Avvis alle', () => store(all(false))),
        button('Lukk', () => (storedChoices() ? closeAll() : showMessage()), 'sp-stand-in__button--plain'),
      ),
      element(
        'p',
        { class: 'sp-stand-in__ids' },
        `Stand-in for samtykkeløsningen: konto ${config.accountId}, egenskap ${config.propertyId}, personvernvalg ${privacyManagerId}`,
      ),
    );
    document.body.append(dialog);
    open = dialog;
    dialog.showModal();
  }

  const stylesheet = element('link', { rel: 'stylesheet', href: `${config.baseEndpoint}/consent-manager.css` });
  document.head.append(stylesheet);

  sp.addEventListener = (name, handler) => void listeners.push({ name, handler });
  sp.gdpr = { loadPrivacyManagerModal: (privacyManagerId) => showManager(privacyManagerId) };
  // What was queued for when the API is ready runs now; anything pushed later runs at once.
  // Array.isArray narrows to any[]: the queue before the API is ready holds tasks (the type of `_sp_queue` above).
  const queued = Array.isArray(win._sp_queue) ? (win._sp_queue as (() => void)[]) : [];
  win._sp_queue = { push: (task: () => void) => task() };
  for (const task of queued) task();

  if (storedChoices()) fire('onConsentReady', 'gdpr', 'stand-in-consent-uuid', '', { applies: true });
  else showMessage();
})();
