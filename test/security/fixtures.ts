import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

export const adminEmail = "security-admin@example.com";

/** What only a file outside the client build holds: no answer may ever contain it. */
export const outsideSecret = "OUTSIDE-THE-BUILD-7f3a9c";
export const indexHtml = "<!doctype html><title>Wasfa</title><div id=root></div>";

/**
 * A client build in a folder whose parent also holds a file that must never be served
 * (`../secret.txt`, `../server/config.ts` from the build's point of view).
 */
export function clientBuildFixture() {
  const parent = mkdtempSync(path.join(os.tmpdir(), "wasfa-security-"));
  const dir = path.join(parent, "client");
  mkdirSync(path.join(dir, "assets"), { recursive: true });
  mkdirSync(path.join(parent, "server"));
  writeFileSync(path.join(dir, "index.html"), indexHtml);
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log('wasfa')");
  writeFileSync(path.join(parent, "secret.txt"), outsideSecret);
  writeFileSync(path.join(parent, "server", "config.ts"), `export const secret = "${outsideSecret}";`);
  return dir;
}

/** The routes @fastify/static registers for `clientBuildFixture()`. */
export const fixtureFileRoutes = ["GET /index.html", "GET /assets/app-abc123.js"];

export { multipart } from "../helpers/multipart";

/** The text fields of a valid admin recipe form (docs/spec.md §5 Create recipe). */
export const recipeForm = {
  title: "Security Test Machboos",
  description: "Spiced rice with chicken.",
  cuisineType: "Khaleeji",
  category: "main",
  difficulty: "Medium",
  prepTime: "15",
  cookTime: "45",
  servings: "4",
  ingredients: "1 kg chicken\n2 cups rice",
  instructions: "Brown the chicken.\nCook the rice.",
};

/** A small real PNG the server decodes and re-encodes. */
export const smallPng = () => sharp({ create: { width: 40, height: 30, channels: 3, background: "#b45309" } }).png().toBuffer();
