import { describe, expect, it } from "vitest";
import { ingredientOf } from "./ingredient-key";

const key = (text: string) => ingredientOf(text).key;

describe("the thing an item names", () => {
  it("is the same for plural and singular, whatever the adjectives", () => {
    expect(key("onions")).toBe("onion");
    expect(key("large onion")).toBe("onion");
    expect(key("ripe tomatoes")).toBe("tomato");
    expect(key("bay leaves")).toBe("bay-leaf");
  });

  it("tells apart things bought separately", () => {
    expect(key("red onion")).toBe("red-onion");
    expect(key("spring onions")).toBe("spring-onion");
    expect(key("ground ginger")).toBe("ground-ginger");
    expect(key("fresh ginger")).toBe("ginger");
    expect(key("ginger-garlic paste")).toBe("ginger-garlic-paste");
    expect(key("coconut milk")).toBe("coconut-milk");
  });

  it("reads Arabic names with or without the article, in the plural", () => {
    expect(key("البصل")).toBe("onion");
    expect(key("بصلات")).toBe("onion");
    expect(key("لحم بقري")).toBe("beef");
    expect(key("طحينة")).toBe("tahini");
    expect(key("طحين")).toBe("flour");
    expect(key("ماء ورد")).toBe("rosewater");
  });

  it("puts each thing in its aisle, staples marked", () => {
    expect(ingredientOf("ghee").aisle).toBe("oils");
    expect(ingredientOf("parsley").aisle).toBe("produce");
    expect(ingredientOf("salt")).toMatchObject({ aisle: "spices", staple: true });
    expect(ingredientOf("water")).toMatchObject({ never: true });
  });

  it("keys a thing it does not know by its own words, in aisle other", () => {
    expect(ingredientOf("large dragon fruits")).toEqual({ key: "dragon-fruit", aisle: "other", staple: false, never: false, known: false });
  });
});
