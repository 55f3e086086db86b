import { createHash } from "node:crypto";
import sharp, { type SharpOptions } from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { dishes, drawArtwork } from "../../../catalog/artwork";
import { imageWidths } from "../images/process";
import { readManifest, readRendered, svgHash } from "./artwork-files";
import { readCatalog } from "./catalog";

const slugs = readCatalog().map((recipe) => recipe.slug);
const manifest = readManifest();

/** A tiny colour thumbnail, to compare pictures by what they show rather than by their bytes. */
const thumbnail = async (input: Buffer, options?: SharpOptions) =>
  (await sharp(input, options).resize(32, 24, { fit: "fill" }).removeAlpha().raw().toBuffer()) as Buffer;
const difference = (a: Buffer, b: Buffer) => a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length;

describe("the bundled recipes' drawings", () => {
  const drawn = new Map<string, string>();
  beforeAll(() => {
    for (const slug of slugs) drawn.set(slug, drawArtwork(slug) ?? "");
  });

  it("has a drawing for every bundled recipe, and none for a recipe that is not there", () => {
    expect(Object.keys(dishes).sort()).toEqual([...slugs].sort());
  });

  it("writes well-formed SVG with no missing number and no reference to something undefined", () => {
    for (const [slug, svg] of drawn) {
      expect(svg, slug).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 600">.*<\/svg>$/s);
      expect(svg, slug).not.toMatch(/NaN|undefined|Infinity|\[object/);
      const defined = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
      for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(defined.has(id), `${slug} uses #${id}`).toBe(true);
    }
  });

  it("ships, for each drawing, WebP files rendered from its current source (else run npm run artwork:render)", async () => {
    for (const [slug, svg] of drawn) {
      expect(manifest[slug], `${slug}: rendered from an older drawing`).toBe(svgHash(svg));
      const files = readRendered(slug);
      for (const [i, { bytes }] of files.entries()) {
        expect(await sharp(bytes).metadata(), slug).toMatchObject({ format: "webp", width: imageWidths[i], height: (imageWidths[i]! * 3) / 4 });
      }
      // The drawing renders (librsvg refuses malformed XML), and looks like the file that ships.
      const fresh = await thumbnail(Buffer.from(svg), { density: 10, failOn: "error" });
      expect(difference(fresh, await thumbnail(files[0]!.bytes)), slug).toBeLessThan(8);
    }
  }, 60_000);

  it(`gives each of the ${slugs.length} bundled recipes its own picture, no two alike`, async () => {
    const hashes = new Set(slugs.map((slug) => createHash("sha256").update(readRendered(slug)[0]!.bytes).digest("hex")));
    expect(hashes.size).toBe(slugs.length);
    const thumbnails = await Promise.all(slugs.map(async (slug) => [slug, await thumbnail(readRendered(slug)[0]!.bytes)] as const));
    for (const [i, [slug, picture]] of thumbnails.entries()) {
      for (const [other, otherPicture] of thumbnails.slice(i + 1)) {
        expect(difference(picture, otherPicture), `${slug} and ${other} look alike`).toBeGreaterThan(12);
      }
    }
  });

  it("keeps the files small: under 20 KB at 320 px wide and 45 KB at 640", () => {
    for (const slug of slugs) {
      const [small, medium] = readRendered(slug);
      expect(small!.bytes.length, slug).toBeLessThan(20_000);
      expect(medium!.bytes.length, slug).toBeLessThan(45_000);
    }
  });
});
