import { describe, expect, it } from "vitest";
import { displayName, initials } from "./user-naming";

const user = (firstName: string | null, lastName: string | null, username = "sara@example.com") => ({
  firstName,
  lastName,
  username,
});

describe("how a user is named", () => {
  it("shows first plus last name, else the username", () => {
    expect(displayName(user("Sara", "Al Mansoori"))).toBe("Sara Al Mansoori");
    expect(displayName(user("Sara", null))).toBe("Sara");
    expect(displayName(user(null, null))).toBe("sara@example.com");
    expect(displayName(user("  ", ""))).toBe("sara@example.com");
  });

  it("takes initials from the names, else the username, U when empty, G for a guest", () => {
    expect(initials(user("sara", "mansoori"))).toBe("SM");
    expect(initials(user("Sara", null, "layla@example.com"))).toBe("L");
    expect(initials(user(null, null, "layla@example.com"))).toBe("L");
    expect(initials(user(null, null, ""))).toBe("U");
    expect(initials(null)).toBe("G");
  });

  it("keeps Arabic initials as two letters, not a word, and looks past the article of a family name", () => {
    expect(initials(user("محمد", "العلي"))).toBe("م\u200cع");
    expect(initials(user("فاطمة", "الهاشمي"))).toBe("ف\u200cه");
    expect(initials(user("مها", "سالم"))).toBe("م\u200cس");
    // Latin names keep the SPEC rule as it was.
    expect(initials(user("Sara", "Al Mansoori"))).toBe("SA");
  });
});
