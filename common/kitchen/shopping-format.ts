import { decimalSeparatorOf } from "./digits";
import type { BuyAmount, ShoppingGroupName, ShoppingListLine, ShoppingListModel } from "./shopping-list";
import { unitName } from "./unit-names";

const fractions: [number, string][] = [
  [0.25, "¼"],
  [0.5, "½"],
  [0.75, "¾"],
];

/** A number as a list shows it: spoons and cups in kitchen fractions ("1½"), kg and l with her decimal separator. */
function numberText(amount: BuyAmount, language: string): string {
  const { value, unit } = amount;
  const whole = Math.floor(value + 1e-9);
  const rest = value - whole;
  if ((unit === "tsp" || unit === "tbsp" || unit === "cup") && rest > 1e-6) {
    const fraction = fractions.find(([part]) => Math.abs(part - rest) < 1e-6);
    if (fraction) return `${whole || ""}${fraction[1]}`;
  }
  const text = String(Math.round(value * 100) / 100);
  return decimalSeparatorOf(language) === "," ? text.replace(".", ",") : text;
}

/** "1.5 kg", "3", "2 heads": an amount in `language` (ASCII digits, as the catalogue's translations write them). */
export function amountText(amount: BuyAmount, language: string): string {
  const number = numberText(amount, language);
  return amount.unit ? `${number} ${unitName(amount.unit, amount.value, language)}` : number;
}

/** One line of her list: the thing's name in her language and how much, the way the page, the owner and WhatsApp show it. */
export interface ShoppingListItem {
  key: string;
  name: string;
  /** "1.5 kg", "2 + 300 g"; null for a staple, or a thing with no amount ("salt, to taste"). */
  amount: string | null;
  /** `name — amount`, or the name alone. */
  text: string;
}

export interface ShoppingListText {
  groups: { aisle: ShoppingGroupName; lines: ShoppingListItem[] }[];
}

/**
 * The list in `language` (decision 0070): each thing by its name (`nameOf`: the bundled catalogue's names, read from the
 * translation memory by the caller), its amounts in her units and decimal separator. A thing with no name in
 * her language comes as `fallback` gives it (the recipe's own line, translated), else as the recipe wrote it.
 * Things are in the order her language sorts their names, so she finds them as she walks the aisle.
 */
export function formatShoppingList(
  list: ShoppingListModel,
  language: string,
  nameOf: (line: ShoppingListLine) => string | undefined,
  fallback: (line: ShoppingListLine) => string | undefined = () => undefined,
): ShoppingListText {
  let collator: Intl.Collator;
  try {
    collator = new Intl.Collator(language);
  } catch {
    collator = new Intl.Collator("en");
  }
  return {
    groups: list.groups.map((group) => ({
      aisle: group.aisle,
      lines: group.lines
        .map((line) => {
          const named = nameOf(line);
          const name = named ?? fallback(line) ?? line.item;
          // A thing known only by its recipe line: that line already says how much.
          const amount = named === undefined && fallback(line) !== undefined ? null : line.amounts.map((a) => amountText(a, language)).join(" + ") || null;
          return { key: line.key, name, amount, text: amount ? `${name} — ${amount}` : name };
        })
        .sort((a, b) => collator.compare(a.name, b.name)),
    })),
  };
}
