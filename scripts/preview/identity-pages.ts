// The identity twin's own HTML: the persona picker that stands in for the provider's login page, and the
// page for a refused request. Bokmål, and WCAG 2.1 AA like the portal.
import type { Persona } from './backend/personas.ts';
import { escapeHtml, htmlPage } from './html-page.ts';

// Text #1a1a1a and #3d3d3d on white, white on #0a5aa8: all above 4.5:1.
const STYLE = `
  body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; }
  main { max-width: 40rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  h1 { font-size: 1.75rem; margin: 0 0 .5rem; }
  ul { list-style: none; margin: 1.5rem 0 0; padding: 0; display: grid; gap: 1rem; }
  li { border: 1px solid #8a8a8a; border-radius: .5rem; padding: .75rem; }
  button { font: inherit; font-weight: 600; color: #fff; background: #0a5aa8; border: 0; border-radius: .375rem;
    padding: .625rem 1rem; min-height: 44px; cursor: pointer; text-align: left; width: 100%; }
  button:hover { background: #084a8a; }
  button:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }
  li p { margin: .5rem 0 0; color: #3d3d3d; }
`;

const page = (title: string, content: string) => htmlPage(title, STYLE, content);

function personaItem(persona: Persona): string {
  const descriptionId = `beskrivelse-${persona.id}`;
  return `<li>
  <button type="submit" name="persona" value="${escapeHtml(persona.id)}" aria-describedby="${descriptionId}">${escapeHtml(persona.label)}</button>
  <p id="${descriptionId}">${escapeHtml(`${persona.givenName} ${persona.familyName}: ${persona.description}`)}</p>
</li>`;
}

export interface LoginPage {
  titleName: string;
  personas: readonly Persona[];
  redirectUri: string;
  state: string;
}

export function loginPage({ titleName, personas, redirectUri, state }: LoginPage): string {
  return page(
    'Logg inn – testpersoner',
    `<h1>Velg testperson</h1>
<p>Dette er den lokale erstatningen for innloggingen. Velg hvem du vil være på Min Side for ${escapeHtml(titleName)}.</p>
<form method="post" action="/identity/login">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<ul>
${personas.map(personaItem).join('\n')}
</ul>
</form>`,
  );
}

export function refusalPage(reason: string): string {
  return page('Innloggingen ble avvist', `<h1>Innloggingen ble avvist</h1>\n<p>${escapeHtml(reason)}</p>`);
}

export interface DataQuestion {
  kind: 'takeout' | 'delete';
  name: string;
  email: string;
  /** The query the page was opened with (client_id, redirect_uri), sent back with the answer. */
  clientId: string;
  redirectUri: string;
  backTo: string;
}

/**
 * The provider's own question before it does anything (issue 25): opening the page changes nothing, only the
 * button's same-site POST with `bekreft=ja` does, as on the real provider.
 */
export function dataQuestionPage({ kind, name, email, clientId, redirectUri, backTo }: DataQuestion): string {
  const [heading, text, yes] =
    kind === 'takeout'
      ? [
          'Vil du laste ned dataene dine?',
          `${name}, vi samler dataene dine og sender en lenke til ${email} når de er klare, senest innen 30 dager.`,
          'Ja, send meg dataene',
        ]
      : [
          'Vil du slette kontoen din?',
          `${name}, kontoen din og dataene knyttet til den slettes innen 30 dager, og det kan ikke angres. Betalingshistorikken må vi ta vare på i 5 år, som loven krever.`,
          'Ja, slett kontoen min',
        ];
  return page(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
<form method="post">
<input type="hidden" name="client_id" value="${escapeHtml(clientId)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<button type="submit" name="bekreft" value="ja">${escapeHtml(yes)}</button>
</form>
<p><a href="${escapeHtml(backTo)}">Avbryt og gå tilbake til Min side</a></p>
<p>Dette er den lokale erstatningen for innloggingstjenesten.</p>`,
  );
}

/** The twin's answer on the provider's data pages: the request is taken, and what happens now (issue 14). */
export function dataRequestPage({
  kind,
  name,
  email,
  backTo,
}: {
  kind: 'takeout' | 'delete';
  name: string;
  email: string;
  backTo: string;
}): string {
  const what =
    kind === 'takeout'
      ? `<h1>Vi har mottatt bestillingen din</h1>
<p>${escapeHtml(name)}, vi samler dataene dine og sender en lenke til ${escapeHtml(email)} så snart de er klare, senest innen 30 dager.</p>`
      : `<h1>Vi har mottatt forespørselen om sletting</h1>
<p>${escapeHtml(name)}, kontoen din og dataene knyttet til den slettes innen 30 dager. Betalingshistorikken må vi ta vare på i 5 år, som loven krever. Vi sender en bekreftelse til ${escapeHtml(email)}.</p>`;
  return page(
    kind === 'takeout' ? 'Bestilling av data mottatt' : 'Sletting mottatt',
    `${what}\n<p>Dette er den lokale erstatningen for innloggingstjenesten.</p>\n<p><a href="${escapeHtml(backTo)}">Tilbake til Min side</a></p>`,
  );
}
