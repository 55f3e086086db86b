import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * Test support: the catalogue keys the client's code asks for, read statically from its source.
 * A text is asked for as
 * - the key of a `t(…)` call: a string, either branch of a `?:`, or a template (`nav.${labelKey}`), which the
 *   test expands with an explicit list of the values it takes;
 * - a string elsewhere that names a key of the file's catalogue (a table of keys, `{ labelKey: "share.x" }`,
 *   handed to `t` later).
 * Files under features/admin read the dashboard's namespace ("admin"); every other file the app's
 * ("translation"). A "translation:" or "errors:" prefix, or `{ ns: "errors" }`, names another.
 */

export type Namespace = "translation" | "admin" | "errors";

export type KeyUse = {
  namespace: Namespace;
  /** The key, `*` standing for each value a template puts in (`nav.*`). */
  key: string;
  where: string;
  /** A key from `t(…)`'s own argument (else a string found elsewhere that names a key). */
  direct: boolean;
};

/** A `t(…)` call whose key is a variable: the test names each, so a new one is looked at. */
export type OpaqueCall = { where: string; argument: string; namespace: Namespace };

const clientSource = path.resolve("client/src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

const namespaceOfFile = (file: string): Namespace => (file.includes(`${path.sep}features${path.sep}admin${path.sep}`) ? "admin" : "translation");

/** A key's namespace prefix ("translation:pages.admin") taken off. */
function resolve(key: string, namespace: Namespace): { namespace: Namespace; key: string } {
  const prefixed = /^(translation|admin|errors):(.+)$/.exec(key);
  return prefixed ? { namespace: prefixed[1] as Namespace, key: prefixed[2]! } : { namespace, key };
}

/** The keys an expression may evaluate to, or null when it is not made of strings and templates. */
function keysOf(node: ts.Expression): string[] | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return keysOf(node.expression);
  if (ts.isTemplateExpression(node)) return [node.head.text + node.templateSpans.map((span) => `*${span.literal.text}`).join("")];
  if (ts.isConditionalExpression(node)) {
    const [a, b] = [keysOf(node.whenTrue), keysOf(node.whenFalse)];
    return a && b ? [...a, ...b] : null;
  }
  return null;
}

/** `{ ns: "errors" }` in a call's options. */
function namespaceOption(options: ts.Expression | undefined): Namespace | null {
  if (!options || !ts.isObjectLiteralExpression(options)) return null;
  for (const property of options.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === "ns" && ts.isStringLiteral(property.initializer)) return property.initializer.text as Namespace;
  }
  return null;
}

const isTCall = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) &&
  ((ts.isIdentifier(node.expression) && node.expression.text === "t") || (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "t"));

/** `sections` names each namespace's top-level keys: a string elsewhere counts as a key only when it starts with one. */
export function collectKeyUses(sections: Record<Namespace, ReadonlySet<string>>): { uses: KeyUse[]; opaque: OpaqueCall[] } {
  const uses: KeyUse[] = [];
  const opaque: OpaqueCall[] = [];
  for (const file of sourceFiles(clientSource)) {
    const found = keyUsesIn(file, readFileSync(file, "utf8"), sections);
    uses.push(...found.uses);
    opaque.push(...found.opaque);
  }
  return { uses, opaque };
}

/**
 * The keys one source file asks for (its path decides its namespace and names the places found); the build reads
 * each module with it too, to send a text with the code that shows it (text-chunks.ts, decision 0087).
 */
export function keyUsesIn(file: string, text: string, sections: Record<Namespace, ReadonlySet<string>>): { uses: KeyUse[]; opaque: OpaqueCall[] } {
  const uses: KeyUse[] = [];
  const opaque: OpaqueCall[] = [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const fileNamespace = namespaceOfFile(file);
  const where = (node: ts.Node) => `${path.relative(clientSource, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const keyArguments = new Set<ts.Node>();

  const visit = (node: ts.Node) => {
    if (isTCall(node) && node.arguments[0]) {
      const [argument, options] = node.arguments;
      const namespace = namespaceOption(options) ?? fileNamespace;
      const keys = keysOf(argument);
      if (keys) {
        keyArguments.add(argument);
        argument.forEachChild(function mark(child) {
          keyArguments.add(child);
          child.forEachChild(mark);
        });
        for (const key of keys) uses.push({ ...resolve(key, namespace), where: where(node), direct: true });
      } else {
        opaque.push({ where: where(node), argument: argument.getText(), namespace });
      }
    } else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !keyArguments.has(node)) {
      const { namespace, key } = resolve(node.text, fileNamespace);
      const section = /^([\w-]+)\.[\w.-]+$/.exec(key)?.[1];
      if (section && sections[namespace].has(section)) uses.push({ namespace, key, where: where(node), direct: false });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return { uses, opaque };
}

/** The strings given to a property of this name in one file (a table whose values a key is built from). */
export function propertyValuesIn(file: string, property: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.resolve(clientSource, file), "utf8"), ts.ScriptTarget.Latest, true);
  const found = new Set<string>();
  source.forEachChild(function visit(node) {
    if (ts.isPropertyAssignment(node) && node.name.getText() === property && ts.isStringLiteral(node.initializer)) found.add(node.initializer.text);
    node.forEachChild(visit);
  });
  return [...found];
}

/** Whether a key with `*` wildcards (each one dot-free segment part) matches a catalogue key. */
export function matchesPattern(pattern: string, key: string): boolean {
  const expression = new RegExp(`^${pattern.split("*").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[^.]+")}$`);
  return expression.test(key);
}
