import type { HowToSectionLeaf, HowToStepLeaf, ImageObjectLeaf, ItemListLeaf, RecipeLeaf } from "schema-dts";

/**
 * A schema.org node as pages really write it: the property names schema-dts knows, values of any shape
 * (pages break the types: a number as text, one value where a list belongs), so every value is checked.
 */
export type SchemaNode<Leaf> = { [Key in keyof Leaf]?: unknown } & { "@type"?: unknown; "@id"?: unknown };

export type RecipeNode = SchemaNode<RecipeLeaf>;
export type InstructionNode = SchemaNode<HowToStepLeaf> & SchemaNode<HowToSectionLeaf> & SchemaNode<ItemListLeaf>;
export type ImageNode = SchemaNode<ImageObjectLeaf>;

export function isNode(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The node's types without their vocabulary prefix: "Recipe", "schema:Recipe", "https://schema.org/Recipe" → "Recipe". */
export function typesOf(node: Record<string, unknown>): string[] {
  const types = Array.isArray(node["@type"]) ? node["@type"] : [node["@type"]];
  return types.filter((type): type is string => typeof type === "string").map((type) => type.replace(/^.*[/:#]/, ""));
}

export function isRecipe(node: Record<string, unknown>): node is RecipeNode {
  return typesOf(node).includes("Recipe");
}

/** A value that may be one thing or a list, as a list. */
export function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}
