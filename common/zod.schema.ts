import { z } from "zod";

/**
 * zod for every shared schema. In the browser it runs jitless: otherwise, building an object schema probes
 * `new Function` to compile its parser, and the app's Content-Security-Policy (script-src 'self', no eval)
 * reports the probe as a violation on every page with a form, though zod catches the refusal. The option is
 * read as each schema is built, so it is set here, before any of them. The server keeps the compiled parsers.
 */
if ("document" in globalThis) z.config({ jitless: true });

export { z };
