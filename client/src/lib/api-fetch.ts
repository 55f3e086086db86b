import { noteAnswer, noteFailure } from "./online";

/**
 * The `fetch` the API calls go through. In the browser it is the browser's, whose answers and failures also tell
 * whether the app is online (./online); server rendering (entry-server.tsx) puts in one that answers from the app
 * itself, with the visitor's own cookies, so a page's queries run on the server exactly as they would in the browser.
 */
export const apiFetch: { current: typeof fetch } = {
  current: (input, init) =>
    fetch(input, init).then(
      (response) => {
        noteAnswer(response);
        return response;
      },
      (error: unknown) => {
        noteFailure(error);
        throw error;
      },
    ),
};
