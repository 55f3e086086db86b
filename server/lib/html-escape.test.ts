import { describe, expect, it } from "vitest";
import { escapeHtml, jsonForHtml } from "./html-escape";

describe("escapeHtml", () => {
  it("turns every character that could start markup or end an attribute into an entity", () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe("&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;");
  });

  it("leaves other text, bidi isolates and every script as it is", () => {
    const text = "\u20662½\u2069 کپ چاول · 2 कप चावल · ½ cup";
    expect(escapeHtml(text)).toBe(text);
  });
});

describe("jsonForHtml", () => {
  const hostile = { note: "</script><script>alert(1)</script><!-- & \u2028\u2029 >" };

  it("holds no character that could close the script block or open a comment", () => {
    expect(jsonForHtml(hostile)).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it("parses back to the same value", () => {
    expect(JSON.parse(jsonForHtml(hostile))).toEqual(hostile);
  });
});
