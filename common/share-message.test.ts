import { describe, expect, it } from "vitest";
import { whatsappSendUrl } from "./share-message";

describe("the WhatsApp link", () => {
  it("reduces the phone number to its digits", () => {
    expect(whatsappSendUrl("+971 50-123 4567", "hi")).toBe("https://wa.me/971501234567?text=hi");
    expect(whatsappSendUrl("+971501234567", "hi")).toBe("https://wa.me/971501234567?text=hi");
    expect(whatsappSendUrl("(+63) 917.123.4567", "hi").startsWith("https://wa.me/639171234567?")).toBe(true);
  });

  it("encodes newlines, spaces, Arabic script and emoji so that the text comes back unchanged", () => {
    const message = "*مجبوس دجاج* 🍗\n\n• 1 كغ دجاج & رز = 100%?";
    const url = whatsappSendUrl("+971501234567", message);
    const text = url.slice("https://wa.me/971501234567?text=".length);
    expect(text).not.toMatch(/[\s\n&=?#]/);
    expect(text).toContain("%0A%0A");
    expect(text).toContain("%F0%9F%8D%97"); // 🍗 as its four UTF-8 bytes
    expect(text.startsWith("*%D9%85%D8%AC%D8%A8%D9%88%D8%B3")).toBe(true); // "مجبوس"
    expect(new URL(url).searchParams.get("text")).toBe(message);
    expect(decodeURIComponent(text)).toBe(message);
  });
});
