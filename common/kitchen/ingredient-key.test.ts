import { describe, expect, it } from "vitest";
import { ingredientOf } from "./ingredient-key";
import { aisles, vocabulary } from "./ingredient-vocabulary";
import { catalogIngredientLines } from "./test-catalog";

const key = (line: string) => ingredientOf(line).key;

describe("the ingredient of a line", () => {
  it("is the same for plural and singular, whatever the adjectives and preparation", () => {
    expect(key("2 onions, finely chopped")).toBe("onion");
    expect(key("3 large onions, thinly sliced")).toBe("onion");
    expect(key("1 onion, chopped")).toBe("onion");
    expect(key("4 ripe tomatoes")).toBe("tomato");
    expect(key("1-2 red chillies or scotch bonnet peppers, to taste")).toBe("chilli");
    expect(key("2 bay leaves")).toBe("bay leaf");
  });

  it("tells apart things bought separately", () => {
    expect(key("1 small red onion, thinly sliced")).toBe("red onion");
    expect(key("4 spring onions, sliced")).toBe("spring onion");
    expect(key("1 tsp ground ginger")).toBe("ground ginger");
    expect(key("3 cm piece fresh ginger, peeled")).toBe("ginger");
    expect(key("2 tbsp ginger-garlic paste")).toBe("ginger-garlic paste");
    expect(key("1 can (400 ml) coconut milk")).toBe("coconut milk");
    expect(key("1 cup cold milk (250 ml)")).toBe("milk");
    expect(key("3-4 cups chicken stock (750 ml-1 l)")).toBe("chicken stock");
    expect(key("1.2 kg chicken, cut into 8 pieces")).toBe("chicken");
  });

  it("takes the first ingredient a line names, and a label before a colon", () => {
    expect(key("4 garlic cloves, crushed")).toBe("garlic");
    expect(key("1 pinch saffron, soaked in ¼ cup warm milk")).toBe("saffron");
    expect(key("Vegetable oil: 1 tbsp for the filling and about 1 litre for frying")).toBe("vegetable oil");
    expect(key("¼-½ cup ice-cold water")).toBe("water");
  });

  it("puts each ingredient in its aisle", () => {
    expect(ingredientOf("2 onions").aisle).toBe("produce");
    expect(ingredientOf("500 g beef mince").aisle).toBe("meat-fish");
    expect(ingredientOf("1 cup plain yoghurt").aisle).toBe("dairy");
    expect(ingredientOf("3 cups basmati rice").aisle).toBe("dry-goods");
    expect(ingredientOf("1 tsp ground cumin").aisle).toBe("spices");
    expect(ingredientOf("Ice cubes, to serve").aisle).toBe("other");
  });

  it("keys a line it does not know by its own words, in aisle other", () => {
    expect(ingredientOf("2 large dragon fruits, peeled")).toEqual({ key: "dragon fruit", aisle: "other", known: false });
  });

  it("knows every ingredient of the bundled catalogue", () => {
    const keys = new Set<string>();
    for (const { english } of catalogIngredientLines) {
      const ingredient = ingredientOf(english);
      expect(ingredient.known, english).toBe(true);
      keys.add(ingredient.key);
    }
    const entries = aisles.reduce((n, aisle) => n + vocabulary[aisle].length, 0);
    console.log(`ingredient keys: ${keys.size} found in ${catalogIngredientLines.length} bundled lines (vocabulary of ${entries} entries)`);
    expect(keys.size).toBeGreaterThan(100);
  });
});
