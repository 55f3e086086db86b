import { describe, expect, it } from "vitest";
import { decimalSeparatorOf, digitScriptOf, toAsciiDigits, writeNumber } from "./digits";

describe("digit scripts", () => {
  it("reads the digits of every script the number guard reads as ASCII, one character for one", () => {
    const samples = ["٠١٢٣٤٥٦٧٨٩", "۰۱۲۳۴۵۶۷۸۹", "०१२३४५६७८९", "০১২৩৪৫৬৭৮৯", "၀၁၂၃၄၅၆၇၈၉", "൦൧൨൩൪൫൬൭൮൯", "௦௧௨௩௪௫௬௭௮௯", "෦෧෨෩෪෫෬෭෮෯"];
    for (const sample of samples) {
      expect(toAsciiDigits(`${sample} g`)).toBe("0123456789 g");
    }
  });

  it("finds the digit script a line writes its numbers in", () => {
    expect(digitScriptOf("٢ ملعقة")).toBe(0x660);
    expect(digitScriptOf("२ कप")).toBe(0x966);
    expect(digitScriptOf("½ कप")).toBeUndefined();
    expect(digitScriptOf("2 cups")).toBe(0x30);
  });

  it("writes a number in a line's digits and decimal separator", () => {
    expect(writeNumber("1.5", { zero: 0x660, decimal: "." })).toBe("١.٥");
    expect(writeNumber("2½", { zero: 0x966, decimal: "." })).toBe("२½");
    expect(writeNumber("0.75", { zero: 0x30, decimal: "," })).toBe("0,75");
    expect(writeNumber("12", { zero: 0x1040, decimal: "," })).toBe("၁၂");
  });

  it("takes a language's decimal separator from Intl, keeping only what the guard reads", () => {
    expect(decimalSeparatorOf("fr")).toBe(",");
    expect(decimalSeparatorOf("id")).toBe(",");
    expect(decimalSeparatorOf("hi")).toBe(".");
    expect(decimalSeparatorOf(undefined)).toBe(".");
    expect(decimalSeparatorOf("not a language tag!")).toBe(".");
  });
});
