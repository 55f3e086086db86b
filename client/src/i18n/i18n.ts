import { isRightToLeft } from "@common/interface-languages";

/**
 * The app's own translation core, in place of i18next (decision 0003: the first load stays within docs/design.md §9's
 * budget). It keeps only what the app uses: nested keys ("recipes.card.minutes"), namespaces ("errors",
 * "admin", or a "translation:" prefix), `{{name}}` interpolation, plural forms, English as the fallback,
 * and a subscription so React re-renders when the language changes or texts arrive.
 */

export type Catalogue = { readonly [key: string]: unknown };

/**
 * `ns` and `defaultValue` steer the lookup; every other entry fills the `{{…}}` placeholder of its name.
 * `count` (else `n`), when a number, also picks the plural form of a text that has them.
 */
export type TOptions = { ns?: string; defaultValue?: string; [value: string]: unknown };
export type TFunction = (key: string, options?: TOptions) => string;

export const defaultNamespace = "translation";
const fallbackLanguage = "en";
const namespacePrefix = /^([A-Za-z]\w*):(.+)$/;
const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * A text that changes with a count: its CLDR forms, `{ "one": "{{n}} recipe", "other": "{{n}} recipes" }` (Arabic
 * uses all six: zero, one, two, few, many, other). Any object with an `other` text reads as one; the catalogue
 * tests keep them to CLDR's names.
 */
export type PluralForms = { readonly [category in Intl.LDMLPluralRule]?: string } & { readonly other: string };

/**
 * The text at `key` in the catalogue of `language`; of plural forms, the one `count` takes by that language's
 * rules, else `other` (without a number, or a form the catalogue left out).
 */
function textAt(catalogue: Catalogue | undefined, key: string, language: string, count: unknown): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split(".")) {
    // Own keys only: "constructor" or "__proto__" must not reach into Object.prototype.
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Catalogue)[part];
  }
  if (typeof node === "string") return node;
  const forms = node as Partial<PluralForms> | null;
  if (typeof forms?.other !== "string") return undefined;
  // A new PluralRules per text: cheap beside a render, and smaller than a cache in the first load.
  return (typeof count === "number" && forms[new Intl.PluralRules(language).select(count)]) || forms.other;
}

const rightToLeftLetter = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
const leftToRightValue = /[A-Za-z@+]/;

/**
 * A left-to-right value in a right-to-left text (a Latin name or title, an email, "+971 50…") goes in as an isolate
 * (U+2068 … U+2069; decision 0075). Otherwise the number or the punctuation after it joins its run: "ترجمات Chicken
 * Machboos: 3 من 16" shows its 3 before the colon, "+971 50 123 4567" shows as "4567 123 50 971+".
 */
const isolated = (value: string) => (leftToRightValue.test(value) && !rightToLeftLetter.test(value) ? `\u2068${value}\u2069` : value);

/** Like i18next (skipOnVariables), a value not given leaves its placeholder as written. No HTML escaping: React escapes. */
function interpolate(text: string, values: TOptions | undefined, rightToLeft: boolean): string {
  if (!values) return text;
  return text.replace(placeholder, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined || value === null) return whole;
    const written = String(value as string | number);
    return rightToLeft ? isolated(written) : written;
  });
}

export function createI18n(initialLanguage = fallbackLanguage) {
  const resources = new Map<string, Map<string, Catalogue>>();
  const listeners = new Set<() => void>();
  // One `t` per namespace, rebuilt after every change: a new identity tells React (and hook deps) that texts changed.
  let fixed = new Map<string, TFunction>();
  let language = initialLanguage;

  function changed() {
    fixed = new Map();
    for (const listener of listeners) listener();
  }

  function translate(key: string, options: TOptions | undefined, namespace: string): string {
    const prefixed = namespacePrefix.exec(key);
    const ns = prefixed ? prefixed[1]! : (options?.ns ?? namespace);
    const path = prefixed ? prefixed[2]! : key;
    const count = options?.count ?? options?.n;
    const own = textAt(resources.get(language)?.get(ns), path, language, count);
    const found = own ?? textAt(resources.get(fallbackLanguage)?.get(ns), path, fallbackLanguage, count) ?? options?.defaultValue;
    return found === undefined ? key : interpolate(found, options, own !== undefined && isRightToLeft(language));
  }

  const i18n = {
    get language() {
      return language;
    },

    /** Text direction of the given language, else of the current one. */
    dir(of: string = language): "rtl" | "ltr" {
      return isRightToLeft(of) ? "rtl" : "ltr";
    },

    changeLanguage(next: string) {
      if (next === language) return;
      language = next;
      changed();
    },

    hasResourceBundle(of: string, ns: string) {
      return resources.get(of)?.has(ns) ?? false;
    },

    /** Adds texts to a language's namespace; top-level keys already there are replaced (as i18next without `deep`). */
    addResourceBundle(of: string, ns: string, catalogue: Catalogue) {
      const namespaces = resources.get(of) ?? new Map<string, Catalogue>();
      namespaces.set(ns, { ...namespaces.get(ns), ...catalogue });
      resources.set(of, namespaces);
      changed();
    },

    /**
     * Adds texts under `path` of a language's namespace (the build sends each group of English texts with the code
     * that shows it: decision 0087). No listener is told: a group arrives before the code that reads it runs, so
     * nothing already drawn changes, and the whole app is not drawn again each time a chunk loads.
     */
    addTexts(of: string, ns: string, path: readonly string[], texts: Catalogue) {
      const namespaces = resources.get(of) ?? new Map<string, Catalogue>();
      resources.set(of, namespaces);
      const top: Record<string, unknown> = { ...namespaces.get(ns) };
      namespaces.set(ns, top);
      let node = top;
      for (const part of path) {
        // Copied on the way down: a catalogue's own objects (an imported JSON file) are never written into.
        node = node[part] = { ...(node[part] as Catalogue | undefined) };
      }
      Object.assign(node, texts);
    },

    /** `t` reading `ns` (default "translation") unless a key says otherwise; the same function until the next change. */
    getFixedT(ns: string = defaultNamespace): TFunction {
      let t = fixed.get(ns);
      if (!t) {
        t = (key, options) => translate(key, options, ns);
        fixed.set(ns, t);
      }
      return t;
    },

    t(key: string, options?: TOptions): string {
      return translate(key, options, defaultNamespace);
    },

    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return i18n;
}

export type I18n = ReturnType<typeof createI18n>;

/** The app's one instance; `setup.ts` loads its texts and language. */
export const i18n = createI18n();
