// How a 401/406 reaches the page when no session layer is loaded (a public page's island): the API client announces
// it on the window, and the shell, which every page has, answers with a login, loading the identity SDK only then.
export const UNAUTHORIZED_EVENT = 'minside:unauthorized';
