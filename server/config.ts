import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseAllowedHosts } from "./lib/public-fetch/allowed-hosts";
import type { RateLimitRule } from "./lib/rate-limit/rule";
import { defaultHelperLimit } from "../common/helpers";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const windowUnits = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "10/15m": at most 10 within any 15-minute window. */
const rateLimit = z
  .string()
  .regex(/^\d+\/\d+[smhd]$/, 'must look like "10/15m" (count/window with s, m, h or d)')
  .transform((value) => {
    const [count, window] = value.split("/") as [string, string];
    const unit = window.slice(-1) as keyof typeof windowUnits;
    return { max: Number(count), windowMs: Number(window.slice(0, -1)) * windowUnits[unit] };
  });

/**
 * How long a request's head, and the whole request, may take: shorter when the app is reached directly
 * (PROXY_HOPS=0), where every slow client holds one of the app's own descriptors (decision 0061); behind a
 * proxy, which buffers slow clients, the longer defaults. Either may be set.
 */
function timeoutsOf(env: { PROXY_HOPS?: number; REQUEST_TIMEOUT_MS?: number; HEADERS_TIMEOUT_MS?: number }) {
  const direct = (env.PROXY_HOPS ?? 0) === 0;
  return {
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS ?? (direct ? 20_000 : 30_000),
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS ?? (direct ? 5_000 : 10_000),
  };
}

const optionalString = z.preprocess(emptyAsUndefined, z.string().min(1).optional());

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    APP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    PROXY_HOPS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(5).optional()),
    SESSION_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    ADMIN_EMAILS: z.string().default(""),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(30),
    SMTP_URL: z.preprocess(emptyAsUndefined, z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://").optional()),
    MAIL_FROM: z.string().min(3).default("Wasfa <no-reply@wasfa.app>"),
    RATE_LIMIT_LOGIN_IP: rateLimit.prefault("30/15m"),
    RATE_LIMIT_LOGIN_USER: rateLimit.prefault("10/15m"),
    RATE_LIMIT_LOGIN_ACCOUNT: rateLimit.prefault("100/1h"),
    RATE_LIMIT_SIGNUP_IP: rateLimit.prefault("10/1h"),
    RATE_LIMIT_FORGOT_IP: rateLimit.prefault("10/1h"),
    RATE_LIMIT_FORGOT_EMAIL: rateLimit.prefault("3/1h"),
    RATE_LIMIT_RESET_IP: rateLimit.prefault("20/15m"),
    RATE_LIMIT_RESET_EMAIL: rateLimit.prefault("10/15m"),
    RATE_LIMIT_PASSWORD_USER: rateLimit.prefault("10/15m"),
    RATE_LIMIT_PASSWORD_IP: rateLimit.prefault("20/15m"),
    RATE_LIMIT_VERIFY_MAIL_USER: rateLimit.prefault("3/1h"),
    RATE_LIMIT_SHARE_TRACK: rateLimit.prefault("20/1h"),
    RATE_LIMIT_HELPER_PAGE_IP: rateLimit.prefault("300/1h"),
    RATE_LIMIT_REPLY_LINK: rateLimit.prefault("20/1h"),
    HELPER_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    RATE_LIMIT_TRANSLATE_USER: rateLimit.prefault("60/1h"),
    RATE_LIMIT_UPLOAD_USER: rateLimit.prefault("60/1h"),
    RATE_LIMIT_IMPORT_USER: rateLimit.prefault("20/1h"),
    RATE_LIMIT_EXPORT_USER: rateLimit.prefault("10/1h"),
    RATE_LIMIT_PARSE_USER: rateLimit.prefault("60/1h"),
    MY_RECIPES_MAX: z.coerce.number().int().min(1).max(100_000).default(500),
    HOUSEHOLD_MEMBER_LIMIT: z.coerce.number().int().min(1).max(100).default(5),
    HOUSEHOLD_HELPER_LIMIT: z.coerce.number().int().min(1).max(50).default(defaultHelperLimit),
    RATE_LIMIT_INVITE_USER: rateLimit.prefault("10/1h"),
    // "host:port" pairs a recipe import may reach without the address guard: tests and local set-ups only.
    IMPORT_ALLOWED_HOSTS: z.string().default(""),
    // Shorter when the app is reached directly (PROXY_HOPS=0): a proxy buffers slow clients, nothing else does.
    REQUEST_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1000).max(600_000).optional()),
    HEADERS_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1000).max(120_000).optional()),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(5_000),
    IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
    MAX_CONNECTIONS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(10).max(1_000_000).optional()),
    MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(0).max(1_000_000).default(1000),
    CONNECTIONS_PER_ADDRESS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(100_000).optional()),
    CONNECTIONS_PER_NETWORK: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(1_000_000).optional()),
    PAYMENTS: z.preprocess(emptyAsUndefined, z.enum(["test", "stripe"]).optional()),
    TRANSLATION_PROVIDER: z.enum(["none", "google", "azure", "libretranslate", "openai"]).default("none"),
    TRANSLATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    TRANSLATION_RATE_LIMIT: rateLimit.prefault("60/1m"),
    GOOGLE_TRANSLATE_API_KEY: optionalString,
    GOOGLE_TRANSLATE_URL: z.url().default("https://translation.googleapis.com/language/translate/v2"),
    AZURE_TRANSLATOR_KEY: optionalString,
    AZURE_TRANSLATOR_REGION: optionalString,
    AZURE_TRANSLATOR_URL: z.url().default("https://api.cognitive.microsofttranslator.com"),
    LIBRETRANSLATE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    LIBRETRANSLATE_API_KEY: optionalString,
    OPENAI_BASE_URL: z.url().default("https://api.openai.com/v1"),
    OPENAI_API_KEY: optionalString,
    OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_ID: optionalString,
    STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required with DATABASE_URL in production, so every instance shares it",
      });
    }
    const needs: Record<string, (keyof typeof env)[]> = {
      google: ["GOOGLE_TRANSLATE_API_KEY"],
      azure: ["AZURE_TRANSLATOR_KEY", "AZURE_TRANSLATOR_REGION"],
      libretranslate: ["LIBRETRANSLATE_URL"],
      openai: ["OPENAI_API_KEY"],
    };
    // A real deployment (PostgreSQL in production) must not hand out subscriptions through the test
    // checkout by accident: without Stripe keys it runs only when asked for by name (decision 0045).
    if (env.DATABASE_URL && env.NODE_ENV === "production" && !env.STRIPE_SECRET_KEY && env.PAYMENTS !== "test") {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message: "is required with DATABASE_URL in production; set PAYMENTS=test to run the test checkout on purpose",
      });
    }
    const { requestTimeoutMs, headersTimeoutMs } = timeoutsOf(env);
    if (headersTimeoutMs > requestTimeoutMs) {
      // Node would quietly swap the two; say so instead.
      ctx.addIssue({ code: "custom", path: ["HEADERS_TIMEOUT_MS"], message: "must not be longer than REQUEST_TIMEOUT_MS" });
    }
    if (env.PAYMENTS === "stripe" && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_SECRET_KEY"], message: "is required with PAYMENTS=stripe" });
    }
    if (env.PAYMENTS === "test" && env.STRIPE_SECRET_KEY) {
      ctx.addIssue({ code: "custom", path: ["PAYMENTS"], message: "is test while STRIPE_SECRET_KEY is set: remove one of them" });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_WEBHOOK_SECRET"], message: "is required with STRIPE_SECRET_KEY" });
    }
    for (const name of needs[env.TRANSLATION_PROVIDER] ?? []) {
      if (!env[name]) {
        ctx.addIssue({ code: "custom", path: [name], message: `is required with TRANSLATION_PROVIDER=${env.TRANSLATION_PROVIDER}` });
      }
    }
  });

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  /** Absent: the embedded PGlite database in `dataDir/db`. */
  databaseUrl: string | undefined;
  appUrl: string;
  /** Reverse proxies in front of the app whose X-Forwarded-* headers are believed (the client's own never are). */
  proxyHops: number;
  /** Limits on connections and on how long a client may take (decision 0043: slow clients). */
  server: {
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    keepAliveTimeoutMs: number;
    idleTimeoutMs: number;
    /** Absent: derived from the process's file-descriptor limit at start-up. */
    maxConnections: number | undefined;
    /** Open connections one client address may hold; 0 = no cap (behind a proxy every client shares its address). */
    connectionsPerAddress: number;
    /** Open connections one network (IPv4 /24, IPv6 /64) may hold; 0 = no cap (decision 0061: one attacker, several addresses). */
    connectionsPerNetwork: number;
    /** Requests one keep-alive connection may carry before it is closed; 0 = no limit (load generators). */
    maxRequestsPerSocket: number;
  };
  /** Absent until `resolveSessionSecret` fills it from the environment or DATA_DIR. */
  sessionSecret: string | undefined;
  adminEmails: ReadonlySet<string>;
  logLevel: string;
  trialDays: number;
  /** How long a link sent to the helper works (decision 0050). */
  helperLinkDays: number;
  /** Absent: mail is written to DATA_DIR/outbox as .eml files. */
  smtpUrl: string | undefined;
  mailFrom: string;
  rateLimits: {
    loginPerIp: RateLimitRule;
    /** Failed logins of one username from one address. */
    loginPerUsername: RateLimitRule;
    /** Failed logins of one username from every address: a slower ceiling, so guessing from many places stops too. */
    loginPerAccount: RateLimitRule;
    signupPerIp: RateLimitRule;
    forgotPerIp: RateLimitRule;
    /** Reset mails to one address; beyond it requests are answered alike and send nothing. */
    forgotPerEmail: RateLimitRule;
    resetPerIp: RateLimitRule;
    /** Failed reset attempts naming one email. */
    resetPerEmail: RateLimitRule;
    /** Wrong current passwords on change-password, per user. */
    passwordChangePerUser: RateLimitRule;
    /** Wrong current passwords on change-password, per address: one address with many accounts' sessions (decision 0060). */
    passwordChangePerIp: RateLimitRule;
    verifyMailPerUser: RateLimitRule;
    /** Shares counted per owner (or per address for visitors); beyond it a share is answered but not counted. */
    shareTrackPerSubject: RateLimitRule;
    /** Helper pages (/h/…) opened per address, found or not. */
    helperPagePerIp: RateLimitRule;
    /** Replies sent from one helper link to the owner's WhatsApp (decision 0086). */
    replyPerLink: RateLimitRule;
    translatePerUser: RateLimitRule;
    uploadPerUser: RateLimitRule;
    /** Recipe pages an owner imports from a link (decision 0053): each is a fetch of someone else's site. */
    importPerUser: RateLimitRule;
    /** Downloads of everything an owner's account holds (decision 0063): each reads all of it, photos included. */
    exportPerUser: RateLimitRule;
    /** Pasted recipes an owner has read into a draft: each costs the server's time on its main thread (decision 0061). */
    parsePerUser: RateLimitRule;
    /** Invitation mails one owner sends (decision 0082): each goes to an address nobody has proved. */
    invitePerUser: RateLimitRule;
  };
  /** Households (decisions 0080–0083). */
  household: {
    /** Members and pending invitations together, at most. */
    memberLimit: number;
    /** Helpers of one household, at most (also what a join may bring together). */
    helperLimit: number;
  };
  /** The household's own recipes (decision 0051). */
  myRecipes: {
    /** Most recipes one owner keeps. */
    maxPerOwner: number;
    /** "host:port" pairs an import reaches without the SSRF guard (IMPORT_ALLOWED_HOSTS; tests only). */
    importAllowedHosts: string[];
  };
  translation: TranslationConfig;
  /** "test": the built-in test checkout (no card is charged); "stripe": Stripe Checkout. */
  payments: "test" | "stripe";
  /** Absent: the built-in test checkout (no card is charged). */
  stripe: { secretKey: string; webhookSecret: string; priceId?: string; apiUrl?: string } | undefined;
};

export type TranslationConfig = {
  provider: "none" | "google" | "azure" | "libretranslate" | "openai";
  timeoutMs: number;
  /** Requests the background queue sends the provider (all instances together on PostgreSQL). */
  rateLimit: RateLimitRule;
  google: { apiKey?: string; url: string };
  azure: { key?: string; region?: string; url: string };
  libretranslate: { url?: string; apiKey?: string };
  openai: { baseUrl: string; apiKey?: string; model: string };
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once. A bad value throws a ConfigError that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    // Never guessed from APP_URL: believing a proxy that is not there lets any client name its own address.
    proxyHops: e.PROXY_HOPS ?? 0,
    server: {
      ...timeoutsOf(e),
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      idleTimeoutMs: e.IDLE_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
      connectionsPerAddress: e.CONNECTIONS_PER_ADDRESS ?? ((e.PROXY_HOPS ?? 0) > 0 ? 0 : 256),
      connectionsPerNetwork: e.CONNECTIONS_PER_NETWORK ?? ((e.PROXY_HOPS ?? 0) > 0 ? 0 : 512),
      maxRequestsPerSocket: e.MAX_REQUESTS_PER_SOCKET,
    },
    sessionSecret: e.SESSION_SECRET,
    adminEmails: new Set(
      e.ADMIN_EMAILS.split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    logLevel: e.LOG_LEVEL,
    trialDays: e.TRIAL_DAYS,
    helperLinkDays: e.HELPER_LINK_DAYS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    rateLimits: {
      loginPerIp: e.RATE_LIMIT_LOGIN_IP,
      loginPerUsername: e.RATE_LIMIT_LOGIN_USER,
      loginPerAccount: e.RATE_LIMIT_LOGIN_ACCOUNT,
      signupPerIp: e.RATE_LIMIT_SIGNUP_IP,
      forgotPerIp: e.RATE_LIMIT_FORGOT_IP,
      forgotPerEmail: e.RATE_LIMIT_FORGOT_EMAIL,
      resetPerIp: e.RATE_LIMIT_RESET_IP,
      resetPerEmail: e.RATE_LIMIT_RESET_EMAIL,
      passwordChangePerUser: e.RATE_LIMIT_PASSWORD_USER,
      passwordChangePerIp: e.RATE_LIMIT_PASSWORD_IP,
      verifyMailPerUser: e.RATE_LIMIT_VERIFY_MAIL_USER,
      shareTrackPerSubject: e.RATE_LIMIT_SHARE_TRACK,
      helperPagePerIp: e.RATE_LIMIT_HELPER_PAGE_IP,
      replyPerLink: e.RATE_LIMIT_REPLY_LINK,
      translatePerUser: e.RATE_LIMIT_TRANSLATE_USER,
      uploadPerUser: e.RATE_LIMIT_UPLOAD_USER,
      importPerUser: e.RATE_LIMIT_IMPORT_USER,
      exportPerUser: e.RATE_LIMIT_EXPORT_USER,
      parsePerUser: e.RATE_LIMIT_PARSE_USER,
      invitePerUser: e.RATE_LIMIT_INVITE_USER,
    },
    household: { memberLimit: e.HOUSEHOLD_MEMBER_LIMIT, helperLimit: e.HOUSEHOLD_HELPER_LIMIT },
    myRecipes: { maxPerOwner: e.MY_RECIPES_MAX, importAllowedHosts: parseAllowedHosts(e.IMPORT_ALLOWED_HOSTS) },
    translation: {
      provider: e.TRANSLATION_PROVIDER,
      timeoutMs: e.TRANSLATION_TIMEOUT_MS,
      rateLimit: e.TRANSLATION_RATE_LIMIT,
      google: { apiKey: e.GOOGLE_TRANSLATE_API_KEY, url: e.GOOGLE_TRANSLATE_URL },
      azure: { key: e.AZURE_TRANSLATOR_KEY, region: e.AZURE_TRANSLATOR_REGION, url: e.AZURE_TRANSLATOR_URL },
      libretranslate: { url: e.LIBRETRANSLATE_URL, apiKey: e.LIBRETRANSLATE_API_KEY },
      openai: { baseUrl: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY, model: e.OPENAI_MODEL },
    },
    payments: e.STRIPE_SECRET_KEY ? "stripe" : "test",
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET!, priceId: e.STRIPE_PRICE_ID, apiUrl: e.STRIPE_API_URL }
      : undefined,
  };
}

/**
 * On the embedded default a session secret is generated once and kept in DATA_DIR,
 * so restarts keep working without any set-up.
 */
export function resolveSessionSecret(config: Config): Config {
  if (config.sessionSecret) return config;
  const file = path.join(config.dataDir, "session-secret");
  mkdirSync(config.dataDir, { recursive: true });
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  }
  return { ...config, sessionSecret: readFileSync(file, "utf8").trim() };
}
