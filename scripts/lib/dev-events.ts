// How the editors' dev server and its in-page panel (scripts/lib/dev-panel.ts) talk: the current content problems at
// a path of the server's own, and an event on Vite's socket when they change.
export const PROBLEMS_PATH = '/__minside/content-problems';
export const PROBLEMS_EVENT = 'minside:content-problems';
