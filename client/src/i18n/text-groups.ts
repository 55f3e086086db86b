/** A catalogue or a table in it (as i18n.ts reads them; not imported, so the build can read this file without the app's paths). */
type Catalogue = { readonly [key: string]: unknown };

/*
 * How the app's English texts are cut for the build (decision 0087): each goes with the code that shows it, in
 * groups the catalogues' own shape decides, so a key added to a catalogue lands in its group with nothing to
 * register. A key's group is its section's table ("recipes.card.minutes" → "recipes.card"), or, for a text
 * written straight under a section ("nav.home"), the section ("nav"). Each server message named in the code is a
 * group of its own ("errors:loggedOut"); a module that shows server messages it is handed (a form's field errors)
 * takes them all ("errors:"). Pure functions: the build (text-chunks.ts) and the tests use them.
 */

/** The server's messages (the `errors` namespace): the group of them all, and the prefix of each one's own. */
export const errorsGroup = "errors:";

const isTable = (value: unknown): value is Catalogue =>
  typeof value === "object" && value !== null && !Object.hasOwn(value, "other");

/** A group's texts, and the table they join ([] the catalogue itself, ["recipes"] the section). */
export type TextGroup = { path: string[]; texts: Catalogue };

/** Each group of the catalogue with its texts, by its name ("nav", "recipes.card"). */
export function groupsOf(catalogue: Catalogue): Map<string, TextGroup> {
  const groups = new Map<string, TextGroup>();
  for (const [section, value] of Object.entries(catalogue)) {
    if (!isTable(value)) {
      groups.set(section, { path: [], texts: { [section]: value } });
      continue;
    }
    const own: Record<string, unknown> = {};
    for (const [name, inner] of Object.entries(value)) {
      if (isTable(inner)) groups.set(`${section}.${name}`, { path: [section], texts: { [name]: inner } });
      else own[name] = inner;
    }
    if (Object.keys(own).length > 0) groups.set(section, { path: [section], texts: own });
  }
  return groups;
}

/**
 * The groups a key may be read from: one, or, when a value fills in its second part (`my-recipes.${kind}.label`),
 * every group of its section. `*` stands for a value, as key-usage.ts writes it.
 */
export function groupsOfKey(key: string, groups: ReadonlyMap<string, unknown>): string[] {
  const [section = "", second] = key.split(".");
  if (section.includes("*")) return [];
  if (second?.includes("*")) return [...groups.keys()].filter((group) => group === section || group.startsWith(`${section}.`));
  const table = `${section}.${second}`;
  if (second !== undefined && groups.has(table)) return [table];
  return groups.has(section) ? [section] : [];
}
