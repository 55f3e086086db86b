import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, resolveSessionSecret } from "./config";

describe("configuration", () => {
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
    expect(() => loadConfig({ DATABASE_URL: "postgres://db/wasfa" })).toThrow(/SESSION_SECRET/);
    expect(loadConfig({ DATABASE_URL: "postgres://db/wasfa", SESSION_SECRET: "s".repeat(32) }).databaseUrl).toBe(
      "postgres://db/wasfa",
    );
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
