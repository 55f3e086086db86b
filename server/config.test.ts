import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, envSchema, loadConfig, resolveSessionSecret } from "./config";

describe("configuration", () => {
  it("documents every variable it reads in .env.example and the README", () => {
    const example = readFileSync(".env.example", "utf8");
    const readme = readFileSync("README.md", "utf8");
    const names = Object.keys(envSchema.shape);
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((name) => !example.includes(name)), ".env.example").toEqual([]);
    expect(names.filter((name) => !readme.includes(`\`${name}\``)), "README.md").toEqual([]);
  });

  it("runs the embedded default with nothing set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.appUrl).toBe("http://localhost:5000");
    expect(config.adminEmails.size).toBe(0);
  });

  it("names the variable whose value is bad", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ APP_URL: "not a url" })).toThrow(/APP_URL/);
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });

  it("requires a shared session secret with PostgreSQL in production", () => {
    expect(() => loadConfig({ DATABASE_URL: "postgres://db/wasfa", PAYMENTS: "test" })).toThrow(/SESSION_SECRET/);
    expect(loadConfig({ DATABASE_URL: "postgres://db/wasfa", SESSION_SECRET: "s".repeat(32), PAYMENTS: "test" }).databaseUrl).toBe(
      "postgres://db/wasfa",
    );
  });

  it("refuses to start a real deployment on the test checkout unless PAYMENTS=test says so (issue 13.13)", () => {
    const deployment = { DATABASE_URL: "postgres://db/wasfa", SESSION_SECRET: "s".repeat(32) };
    expect(() => loadConfig(deployment)).toThrow(/STRIPE_SECRET_KEY: is required with DATABASE_URL in production; set PAYMENTS=test/);
    expect(loadConfig({ ...deployment, PAYMENTS: "test" }).payments).toBe("test");
    expect(loadConfig({ ...deployment, STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }).payments).toBe("stripe");
    // The embedded default and development keep the test checkout with nothing set.
    expect(loadConfig({}).payments).toBe("test");
    expect(loadConfig({ ...deployment, NODE_ENV: "development" }).payments).toBe("test");
    expect(() => loadConfig({ PAYMENTS: "stripe" })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it("believes no proxy unless PROXY_HOPS says how many there are, even behind an https APP_URL (issue 13.3)", () => {
    expect(loadConfig({ APP_URL: "https://wasfa.example" }).proxyHops).toBe(0);
    expect(loadConfig({ APP_URL: "https://wasfa.example", PROXY_HOPS: "2" }).proxyHops).toBe(2);
    // Without a proxy each address may hold a bounded number of connections; behind one, the proxy does that.
    expect(loadConfig({}).server.connectionsPerAddress).toBeGreaterThan(0);
    expect(loadConfig({ PROXY_HOPS: "1" }).server.connectionsPerAddress).toBe(0);
    // And each network (IPv4 /24, IPv6 /64), so a few neighbouring addresses cannot take them all (decision 0061).
    expect(loadConfig({}).server.connectionsPerNetwork).toBe(512);
    expect(loadConfig({ PROXY_HOPS: "1" }).server.connectionsPerNetwork).toBe(0);
    expect(loadConfig({ CONNECTIONS_PER_NETWORK: "64" }).server.connectionsPerNetwork).toBe(64);
  });

  it("cuts slow clients with timeouts that have safe defaults and can be set", () => {
    // Reached directly, nothing buffers a slow client for the app: shorter than behind a proxy (decision 0061).
    expect(loadConfig({}).server).toMatchObject({ requestTimeoutMs: 20_000, headersTimeoutMs: 5_000, keepAliveTimeoutMs: 5_000, idleTimeoutMs: 20_000 });
    expect(loadConfig({ PROXY_HOPS: "1" }).server).toMatchObject({ requestTimeoutMs: 30_000, headersTimeoutMs: 10_000 });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: "60000" }).server.requestTimeoutMs).toBe(60_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "0" })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "4000" })).toThrow(/HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ PROXY_HOPS: "1", REQUEST_TIMEOUT_MS: "8000" })).toThrow(/HEADERS_TIMEOUT_MS/);
  });

  it("names the key a chosen translation provider needs", () => {
    expect(() => loadConfig({ TRANSLATION_PROVIDER: "google" })).toThrow(/GOOGLE_TRANSLATE_API_KEY/);
    expect(() => loadConfig({ TRANSLATION_PROVIDER: "azure", AZURE_TRANSLATOR_KEY: "k" })).toThrow(/AZURE_TRANSLATOR_REGION/);
    expect(() => loadConfig({ TRANSLATION_PROVIDER: "deepl" })).toThrow(/TRANSLATION_PROVIDER/);
    expect(loadConfig({ TRANSLATION_PROVIDER: "libretranslate", LIBRETRANSLATE_URL: "http://localhost:5001" }).translation.provider).toBe(
      "libretranslate",
    );
    expect(loadConfig({ RATE_LIMIT_LOGIN_IP: "5/10m" }).rateLimits.loginPerIp).toEqual({ max: 5, windowMs: 600_000 });
    expect(() => loadConfig({ RATE_LIMIT_LOGIN_IP: "lots" })).toThrow(/RATE_LIMIT_LOGIN_IP/);
  });

  it("reads admin emails case-insensitively and drops a trailing slash from APP_URL", () => {
    const config = loadConfig({ ADMIN_EMAILS: " Owner@Example.com, ops@example.com ,", APP_URL: "https://wasfa.app/" });
    expect([...config.adminEmails]).toEqual(["owner@example.com", "ops@example.com"]);
    expect(config.appUrl).toBe("https://wasfa.app");
  });

  it("generates a session secret once and keeps it in the data folder", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "wasfa-config-"));
    const first = resolveSessionSecret(loadConfig({ DATA_DIR: dataDir }));
    const second = resolveSessionSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(first.sessionSecret).toHaveLength(64);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe(first.sessionSecret);
  });
});
