/**
 * The `fetch` the API calls go through. In the browser it is the browser's; server rendering (entry-server.tsx)
 * puts in one that answers from the app itself, with the visitor's own cookies, so a page's queries run on the
 * server exactly as they would in the browser.
 */
export const apiFetch: { current: typeof fetch } = { current: (input, init) => fetch(input, init) };
