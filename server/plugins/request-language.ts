import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import type { InterfaceLanguage } from "../../common/languages";

declare module "fastify" {
  interface FastifyRequest {
    /** The interface language the client asked for (Accept-Language), for server messages. */
    language: InterfaceLanguage;
  }
}

export function languageFromHeader(header: string | undefined): InterfaceLanguage {
  const first = header?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first === "ar" || first.startsWith("ar-") ? "ar" : "en";
}

export default fp(
  async (app) => {
    // Read when a message is spoken (errors), not on every request.
    app.decorateRequest("language", {
      getter(this: FastifyRequest) {
        return languageFromHeader(this.headers["accept-language"]);
      },
    });
  },
  { name: "request-language" },
);
