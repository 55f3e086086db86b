import type { FastifyInstance } from "fastify";

/**
 * Reads `application/x-www-form-urlencoded` bodies, as a browser posts a plain HTML form, into an object of
 * strings (a repeated field keeps its last value). For the pages that work with no script: the built-in test
 * checkout and her page's Reply form. Registered inside their own plugin, so no JSON route accepts a form.
 */
export function acceptHtmlForms(app: FastifyInstance) {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
