import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

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

export type RateLimitRule = { max: number; windowMs: number };

const optionalString = z.preprocess(emptyAsUndefined, z.string().min(1).optional());

const envSchema = z
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
    RATE_LIMIT_SIGNUP_IP: rateLimit.prefault("10/1h"),
    RATE_LIMIT_FORGOT_IP: rateLimit.prefault("10/1h"),
    RATE_LIMIT_FORGOT_EMAIL: rateLimit.prefault("3/1h"),
    RATE_LIMIT_TRANSLATE_USER: rateLimit.prefault("60/1h"),
    RATE_LIMIT_UPLOAD_USER: rateLimit.prefault("60/1h"),
    TRANSLATION_PROVIDER: z.enum(["none", "google", "azure", "libretranslate", "openai"]).default("none"),
    TRANSLATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
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
  /** Absent until `resolveSessionSecret` fills it from the environment or DATA_DIR. */
  sessionSecret: string | undefined;
  adminEmails: ReadonlySet<string>;
  logLevel: string;
  trialDays: number;
  /** Absent: mail is written to DATA_DIR/outbox as .eml files. */
  smtpUrl: string | undefined;
  mailFrom: string;
  rateLimits: {
    loginPerIp: RateLimitRule;
    loginPerUsername: RateLimitRule;
    signupPerIp: RateLimitRule;
    forgotPerIp: RateLimitRule;
    forgotPerEmail: RateLimitRule;
    translatePerUser: RateLimitRule;
    uploadPerUser: RateLimitRule;
  };
  translation: TranslationConfig;
  /** Absent: the built-in test checkout (no card is charged). */
  stripe: { secretKey: string; webhookSecret: string; priceId?: string; apiUrl?: string } | undefined;
};

export type TranslationConfig = {
  provider: "none" | "google" | "azure" | "libretranslate" | "openai";
  timeoutMs: number;
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
    proxyHops: e.PROXY_HOPS ?? (e.APP_URL?.startsWith("https://") ? 1 : 0),
    sessionSecret: e.SESSION_SECRET,
    adminEmails: new Set(
      e.ADMIN_EMAILS.split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    logLevel: e.LOG_LEVEL,
    trialDays: e.TRIAL_DAYS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    rateLimits: {
      loginPerIp: e.RATE_LIMIT_LOGIN_IP,
      loginPerUsername: e.RATE_LIMIT_LOGIN_USER,
      signupPerIp: e.RATE_LIMIT_SIGNUP_IP,
      forgotPerIp: e.RATE_LIMIT_FORGOT_IP,
      forgotPerEmail: e.RATE_LIMIT_FORGOT_EMAIL,
      translatePerUser: e.RATE_LIMIT_TRANSLATE_USER,
      uploadPerUser: e.RATE_LIMIT_UPLOAD_USER,
    },
    translation: {
      provider: e.TRANSLATION_PROVIDER,
      timeoutMs: e.TRANSLATION_TIMEOUT_MS,
      google: { apiKey: e.GOOGLE_TRANSLATE_API_KEY, url: e.GOOGLE_TRANSLATE_URL },
      azure: { key: e.AZURE_TRANSLATOR_KEY, region: e.AZURE_TRANSLATOR_REGION, url: e.AZURE_TRANSLATOR_URL },
      libretranslate: { url: e.LIBRETRANSLATE_URL, apiKey: e.LIBRETRANSLATE_API_KEY },
      openai: { baseUrl: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY, model: e.OPENAI_MODEL },
    },
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
