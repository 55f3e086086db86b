import fp from "fastify-plugin";
import helmet from "@fastify/helmet";

/**
 * Strict headers (DESIGN §7): scripts only from our origin, no framing, no sniffing.
 * Inline styles stay allowed because UI primitives set a few; inline scripts never are.
 */
export default fp<{ https: boolean }>(
  async (app, { https }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(https && { upgradeInsecureRequests: [] }),
        },
      },
      hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: "security-headers" },
);
