import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError("select 1", [], cause);

describe("isDatabaseUnavailable", () => {
  it("recognises a refused, reset or timed-out connection, also inside Drizzle's query error", () => {
    expect(isDatabaseUnavailable(wrapped(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")))).toBe(true);
    expect(isDatabaseUnavailable(withCode("read ECONNRESET", "ECONNRESET"))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")]))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error("timeout exceeded when trying to connect")))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("recognises PostgreSQL shutting down, starting up, full, or a connection exception (class 08)", () => {
    for (const code of ["57P01", "57P02", "57P03", "53300", "08006", "08001"]) {
      expect(isDatabaseUnavailable(wrapped(withCode("server says no", code))), code).toBe(true);
    }
  });

  it("leaves query errors and bugs alone: they stay what they are", () => {
    expect(isDatabaseUnavailable(wrapped(withCode("duplicate key value", "23505")))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(withCode("syntax error", "42601")))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});
