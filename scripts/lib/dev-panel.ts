// In the browser, on the editors' dev server only (scripts/lib/dev-site.ts injects it; no build carries it): the
// content check's problems shown in the page itself, as the terminal says them, and the FAQ questions an editor has
// open kept open, with the scroll position, across the reload a saved text causes.
import { PROBLEMS_EVENT, PROBLEMS_PATH } from './dev-events.ts';

interface Problems {
  errors: string[];
  warnings: string[];
}

const OPEN_KEY = 'minside-dev:open-questions';
const PANEL_ID = 'minside-dev-problems';

/** Which answers were open, and where the page was, for this path. */
interface Kept {
  path: string;
  open: string[];
  scrollY: number;
}

function keepOpenQuestions(): void {
  addEventListener('pagehide', () => {
    const open = [...document.querySelectorAll('details[open] [id]')].map((answer) => answer.id);
    const kept: Kept = { path: location.pathname, open, scrollY };
    sessionStorage.setItem(OPEN_KEY, JSON.stringify(kept));
  });
  const kept = JSON.parse(sessionStorage.getItem(OPEN_KEY) ?? 'null') as Kept | null;
  if (kept?.path !== location.pathname) return;
  for (const id of kept.open) document.getElementById(id)?.closest('details')?.setAttribute('open', '');
  scrollTo(0, kept.scrollY);
}

function showProblems({ errors, warnings }: Problems): void {
  document.getElementById(PANEL_ID)?.remove();
  if (errors.length + warnings.length === 0) return;
  const panel = document.createElement('section');
  panel.id = PANEL_ID;
  panel.setAttribute('role', 'alert');
  panel.setAttribute('aria-label', 'Content check');
  panel.style.cssText =
    'position:fixed;inset:auto 0 0 0;max-height:45vh;overflow:auto;z-index:2147483647;margin:0;padding:12px 16px;' +
    'background:#fff4f4;color:#1a1a1a;border-top:4px solid #b00020;font:14px/1.4 ui-monospace,monospace;white-space:pre-wrap;overflow-wrap:anywhere';
  const heading = document.createElement('strong');
  heading.textContent =
    errors.length > 0 ? 'The build would refuse these texts until they are fixed:' : 'Warnings (the build goes on):';
  const list = document.createElement('ul');
  for (const line of [...errors, ...warnings]) {
    const item = document.createElement('li');
    item.textContent = line;
    list.append(item);
  }
  panel.append(heading, list);
  document.body.append(panel);
}

keepOpenQuestions();
void fetch(PROBLEMS_PATH)
  .then((response) => response.json() as Promise<Problems>)
  .then(showProblems);
import.meta.hot?.on(PROBLEMS_EVENT, showProblems);
