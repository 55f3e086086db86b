import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cuisines, difficulties, recipeCategories } from "@common/cuisines";
import { interfaceLanguages } from "@common/languages";
import { groupOrder } from "@common/kitchen/shopping-list";
import { menuSlots } from "@common/menu";
import { serverMessages } from "@common/messages";
import { recipeSorts } from "@common/recipe";
import { shareStatuses } from "@common/share.schema";
import { coverageStates } from "@common/translation.schema";
import { subscriptionStatuses } from "@common/user";
import { recipeFieldTexts } from "@/components/recipe-fields";
import { countryGroupKeys } from "@/features/sharing/lib/phone-countries";
import { appCatalogue, textsOf } from "./catalogue-checks";
import { collectKeyUses, matchesPattern, propertyValuesIn, type Namespace } from "./key-usage";

/**
 * A text the code asks for and no catalogue holds shows its raw key ("stats.totals.household"); a text
 * no code asks for is a translation kept up for nothing. Keys are read from the source (key-usage.ts); a key the
 * code builds from a value (`nav.${labelKey}`) is checked through the list below of the values it takes.
 */

const read = (file: string) => JSON.parse(readFileSync(path.resolve(file), "utf8")) as Record<string, unknown>;

const catalogues: Record<Namespace, Record<"en" | "ar", Record<string, unknown>>> = {
  translation: { en: appCatalogue("en"), ar: appCatalogue("ar") },
  admin: { en: read("client/src/features/admin/texts/en.json"), ar: read("client/src/features/admin/texts/ar.json") },
  errors: { en: serverMessages.en, ar: serverMessages.ar },
};
const keysIn = (namespace: Namespace, language: "en" | "ar") => new Set(textsOf(catalogues[namespace][language]).keys());

const each = (prefix: string, values: readonly string[], suffix = "") => values.map((value) => `${prefix}${value}${suffix}`);
const navLabels = propertyValuesIn("app/layout/nav-items.ts", "labelKey");
const draftKinds = ["paste", "link"];

/**
 * Every key the code builds from a value, by its pattern (`*` for the value), and the keys it comes to. Each
 * list is the one the code takes its values from where that list is exported, else written out here.
 */
const memberActions = ["remove", "handOver"] as const;
const joinRefusals = ["used", "revoked", "expired", "otherAddress", "notFound", "missing"] as const;

const dynamicKeys: Record<string, readonly string[]> = {
  "translation:nav.*": each("nav.", navLabels),
  "translation:userMenu.*": each("userMenu.", navLabels),
  "translation:language.*": each("language.", interfaceLanguages),
  "translation:language.short.*": each("language.short.", interfaceLanguages),
  "translation:menu.slot-*": each("menu.slot-", menuSlots),
  // The household tab's two confirmed actions on a member, and the join page's refusals (decision 0082).
  "translation:household.*.title": each("household.", memberActions, ".title"),
  "translation:household.*.text": each("household.", memberActions, ".text"),
  "translation:household.*.confirm": each("household.", memberActions, ".confirm"),
  "translation:household.*.failed": each("household.", memberActions, ".failed"),
  "translation:household.join.*Title": each("household.join.", joinRefusals, "Title"),
  "translation:menu.shopping.aisle-*": each("menu.shopping.aisle-", groupOrder),
  "translation:my-recipes.*.failed": each("my-recipes.", draftKinds, ".failed"),
  "translation:my-recipes.*.label": each("my-recipes.", draftKinds, ".label"),
  "translation:my-recipes.*.hint": each("my-recipes.", draftKinds, ".hint"),
  "translation:my-recipes.*.reading": each("my-recipes.", draftKinds, ".reading"),
  "translation:my-recipes.*.submit": each("my-recipes.", draftKinds, ".submit"),
  "translation:my-recipes.*.heading": each("my-recipes.", draftKinds, ".heading"),
  "translation:my-recipes.form.*": each("my-recipes.form.", recipeFieldTexts),
  "translation:my-recipes.categories.*": each("my-recipes.categories.", recipeCategories),
  "translation:recipes.cuisines.*": each("recipes.cuisines.", cuisines.map((cuisine) => cuisine.key)),
  "translation:recipes.difficulty.*": each("recipes.difficulty.", difficulties),
  "translation:recipes.sort.*": each("recipes.sort.", recipeSorts),
  "translation:recipes.categories.*": each("recipes.categories.", ["all", ...recipeCategories]),
  "translation:recipes.steps.*Title": each("recipes.steps.", ["pick", "translate", "send"], "Title"),
  "translation:recipes.steps.*Text": each("recipes.steps.", ["pick", "translate", "send"], "Text"),
  "translation:sharing.sent.status.*": each("sharing.sent.status.", shareStatuses),
  "translation:subscription.status.*.title": each("subscription.status.", subscriptionStatuses, ".title"),
  "translation:sharing.phone.groups.*": each("sharing.phone.groups.", countryGroupKeys),
  "translation:preview.*.title": each("preview.", ["home", "browse"], ".title"),
  "translation:preview.*.description": each("preview.", ["home", "browse"], ".description"),
  "admin:tabs.*": each("tabs.", ["users", "recipes", "stats"]),
  "admin:users.columns.*": each("users.columns.", ["id", "username", "firstName", "lastName", "email", "household", "members", "status", "trialEnds", "subscriptionEnds", "actions"]),
  "admin:users.status.*": each("users.status.", subscriptionStatuses),
  "admin:recipes.columns.*": each("recipes.columns.", ["id", "title", "cuisine", "difficulty", "featured", "quick", "languages", "actions"]),
  "admin:recipes.form.*": each("recipes.form.", recipeFieldTexts),
  "admin:stats.platforms.*": each("stats.platforms.", ["whatsapp", "instagram", "facebook", "twitter", "copy"]),
  "admin:stats.subscriptions.*": each("stats.subscriptions.", ["active", "trial", "canceled", "inactive"]),
  "admin:stats.averages.*": each("stats.averages.", ["logins", "translationShares", "recipeClicks"]),
  "admin:translations.states.*": each("translations.states.", coverageStates),
  "admin:translations.fields.*": each("translations.fields.", ["title", "description", "ingredients", "instructions"]),
  "admin:cuisines.*": each("cuisines.", cuisines.map((cuisine) => cuisine.key)),
  "admin:categories.*": each("categories.", recipeCategories),
  "admin:difficulties.*": each("difficulties.", difficulties),
};

/**
 * Calls whose key is a variable. Each one's keys are written as strings elsewhere in the code (a table, a
 * caller's argument) and checked there; a server message key is the server's (`common/messages`).
 */
const keysFromVariables: Record<string, string> = {
  "components/ui/form-field.tsx:error": "a server message key, checked by isServerMessageKey",
  "features/sharing/components/language-picker.tsx:error": "a server message key, checked by isServerMessageKey",
  "features/sharing/components/phone-field.tsx:key": "a server message key, checked by isServerMessageKey",
  "features/admin/components/users-tab.tsx:label.key": "subscription-label.ts's table",
  "features/my-recipes/components/my-recipe-form.tsx:textKey": "the form's LineCount textKey props",
  "features/sharing/components/share-menu.tsx:labelKey": "share-menu.ts's items",
  "features/subscription/api/errors.ts:titleKey": "the subscription calls' titleKey arguments",
  "features/sharing/components/helper-roles.ts:roleKeys[role]": "helper-roles.ts's table of the helpers' roles",
};

const sections = Object.fromEntries(
  (Object.keys(catalogues) as Namespace[]).map((namespace) => [namespace, new Set(Object.keys(catalogues[namespace].en))]),
) as Record<Namespace, Set<string>>;
const { uses, opaque } = collectKeyUses(sections);
const patternOf = (use: { namespace: string; key: string }) => `${use.namespace}:${use.key}`;

describe("the keys the client asks for", () => {
  it("exist in the English and the Arabic catalogues", () => {
    const fixed = uses.filter((use) => !use.key.includes("*"));
    const expanded = Object.entries(dynamicKeys).flatMap(([pattern, keys]) => keys.map((key) => ({ namespace: pattern.split(":")[0] as Namespace, key, where: pattern })));
    for (const language of ["en", "ar"] as const) {
      const missing = [...fixed, ...expanded].filter((use) => !keysIn(use.namespace, language).has(use.key));
      expect(missing.map((use) => `${language} ${use.namespace}:${use.key} (${use.where})`)).toEqual([]);
    }
  });

  it("built from a value, each have the list of the values they take, and no list is left for a key no longer built", () => {
    const patterns = new Set(uses.filter((use) => use.key.includes("*")).map(patternOf));
    expect([...patterns].filter((pattern) => !(pattern in dynamicKeys)).sort()).toEqual([]);
    expect(Object.keys(dynamicKeys).filter((pattern) => !patterns.has(pattern))).toEqual([]);
    for (const [pattern, keys] of Object.entries(dynamicKeys)) {
      expect(keys.length, pattern).toBeGreaterThan(0);
      for (const key of keys) expect(matchesPattern(pattern.split(":")[1]!, key), `${key} is not ${pattern}`).toBe(true);
    }
  });

  it("come from a variable only where the list above says where its keys are written", () => {
    expect(opaque.map(({ where, argument }) => `${where.split(":")[0]}:${argument}`).sort()).toEqual(Object.keys(keysFromVariables).sort());
  });
});

describe("the catalogues", () => {
  it("hold no text the code never asks for", () => {
    const asked = new Set([
      ...uses.filter((use) => !use.key.includes("*")).map(patternOf),
      ...Object.entries(dynamicKeys).flatMap(([pattern, keys]) => keys.map((key) => `${pattern.split(":")[0]}:${key}`)),
    ]);
    for (const namespace of ["translation", "admin"] as const) {
      const unused = [...keysIn(namespace, "en")].filter((key) => !asked.has(`${namespace}:${key}`));
      expect(unused, namespace).toEqual([]);
    }
  });
});
