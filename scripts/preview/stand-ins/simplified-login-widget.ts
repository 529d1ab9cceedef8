// The identity twin's stand-in for the provider's simplified login widget ("Fortsett som …"), served at
// /identity/simplified-login-widget. The account SDK loads it and calls `window.openSimplifiedLoginWidget` with the
// user-context answer and four handlers: continue (login with the user as hint), not you (login asking anew), shown,
// and closed. It draws a bottom sheet in bokmål, keeps the page's end reachable above it, and goes away once used.
// Served as a classic script: one closure.
(() => {
  interface WidgetParams {
    displayText: string;
    clientName: string;
  }
  type Handler = () => void;
  type OpenWidget = (params: WidgetParams, login: Handler, notYou: Handler, shown: Handler, closed: Handler) => void;

  const win = window as Window & { openSimplifiedLoginWidget?: OpenWidget };
  const stylesheet = new URL(
    'simplified-login-widget.css',
    (document.currentScript as HTMLScriptElement | null)?.src ?? location.href,
  ).href;
  const ID = 'simplified-login-widget';

  function element<K extends keyof HTMLElementTagNameMap>(
    tag: K,
    attributes: Record<string, string>,
    text?: string,
  ): HTMLElementTagNameMap[K] {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  win.openSimplifiedLoginWidget = (params, login, notYou, shown, closed) => {
    document.getElementById(ID)?.remove();
    if (!document.querySelector(`link[href="${stylesheet}"]`))
      document.head.append(element('link', { rel: 'stylesheet', href: stylesheet }));
    const sheet = element('section', {
      id: ID,
      class: 'simplified-login',
      role: 'dialog',
      'aria-labelledby': `${ID}-heading`,
      'aria-describedby': `${ID}-text`,
    });
    const heading = element('h2', { id: `${ID}-heading` }, `Logg inn på ${params.clientName}`);
    const text = element(
      'p',
      { id: `${ID}-text` },
      `Du er allerede logget inn med Schibsted-kontoen din som ${params.displayText}.`,
    );
    const proceed = element(
      'button',
      { type: 'button', class: 'simplified-login__continue' },
      `Fortsett som ${params.displayText}`,
    );
    const other = element(
      'button',
      { type: 'button', class: 'simplified-login__other' },
      'Ikke deg? Logg inn med en annen konto',
    );
    const close = element('button', { type: 'button', class: 'simplified-login__close' }, 'Lukk');
    const actions = element('div', { class: 'simplified-login__actions' });
    actions.append(proceed, other, close);
    sheet.append(heading, text, actions);

    // What the sheet covers at the bottom of the page can still be scrolled, and focused, above it.
    const root = document.documentElement;
    const room = () => `${sheet.offsetHeight}px`;
    const leave = (then: Handler) => {
      sheet.remove();
      document.body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
      then();
    };
    proceed.addEventListener('click', () => leave(login));
    other.addEventListener('click', () => leave(notYou));
    close.addEventListener('click', () => leave(closed));
    sheet.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') leave(closed);
    });
    document.body.append(sheet);
    document.body.style.paddingBottom = room();
    root.style.scrollPaddingBottom = room();
    shown();
  };
})();
