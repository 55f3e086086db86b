import { describe, expect, it } from "vitest";
import { formatUpdated } from "./offline";

const when = "2025-11-25T09:30:00.000Z";

describe("formatUpdated", () => {
  it("writes the date in her language, with Latin digits", () => {
    const urdu = formatUpdated(when, "ur");
    expect(urdu).toMatch(/[\u0600-\u06ff]/);
    expect(urdu).toContain("2025");
    expect(formatUpdated(when, "ne")).toContain("2025");
  });

  it("falls back to numbers for a language the date library does not know", () => {
    expect(formatUpdated(when, "xx-unknown")).toMatch(/^2025-11-2[56] \d\d:\d\d$/);
  });
});
