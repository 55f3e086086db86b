import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecipeCard } from "../../../common/recipe";
import { agent } from "../../../test/helpers/agent";
import { buildTestApp, type TestApp } from "../../../test/helpers/build-test-app";
import { recipes } from "../../db/schema";
import { loadCatalogArtwork } from "../recipes/catalog-artwork";
import { runImport } from "./import-photos";

describe("npm run images:import", () => {
  let t: TestApp;
  let folder: string;
  const slugImage = async (slug: string) => (await t.database.db.select({ imageId: recipes.imageId }).from(recipes).where(eq(recipes.slug, slug)))[0]!.imageId;

  beforeAll(async () => {
    t = await buildTestApp();
    folder = mkdtempSync(path.join(os.tmpdir(), "wasfa-photos-"));
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#c2702a" } })
      .jpeg()
      .withExif({ IFD0: { Artist: "Secret Photographer" } })
      .toBuffer();
    writeFileSync(path.join(folder, "chicken-machboos.jpg"), photo);
    writeFileSync(path.join(folder, "royal-kabsa.jpg"), photo);
    writeFileSync(path.join(folder, "harees.png"), "just some text that calls itself a PNG");
    writeFileSync(path.join(folder, ".DS_Store"), "folder settings");
  });
  afterAll(() => t.close());

  it("attaches a photo named by slug, reports an unknown slug and refuses a fake image, exiting with 1", async () => {
    const [machboosArtwork, hareesArtwork] = [await slugImage("chicken-machboos"), await slugImage("harees")];
    const lines: string[] = [];
    const code = await runImport(t.database.db, folder, (line) => lines.push(line));

    expect(lines).toEqual([
      'chicken-machboos.jpg: attached to "Chicken Machboos"',
      'harees.png: refused: not a JPEG, PNG or WebP image that can be read',
      'royal-kabsa.jpg: unknown slug "royal-kabsa" (no bundled recipe has it)',
      "3 files: 1 attached, 1 unknown slug, 1 refused",
    ]);
    expect(code).toBe(1);
    expect(await slugImage("harees")).toBe(hareesArtwork);

    const machboos = ((await agent(t.app).get("/api/recipes")).json() as RecipeCard[]).find((card) => card.title === "Chicken Machboos")!;
    expect(machboos.imageUrl).not.toBe(`/api/images/${machboosArtwork}`);
    const image = await agent(t.app).get(`${machboos.imageUrl}?w=1024`);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1024 });
    expect(meta.exif).toBeUndefined();
  });

  it("keeps the imported photo when the app starts again, and exits with 0 when nothing is refused", async () => {
    const photo = await slugImage("chicken-machboos");
    await loadCatalogArtwork(t.database.db);
    expect(await slugImage("chicken-machboos")).toBe(photo);

    const clean = mkdtempSync(path.join(os.tmpdir(), "wasfa-photos-"));
    writeFileSync(path.join(clean, "Harees.PNG"), await sharp({ create: { width: 640, height: 480, channels: 3, background: "#e8d9bd" } }).png().toBuffer());
    const lines: string[] = [];
    expect(await runImport(t.database.db, clean, (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual(['Harees.PNG: attached to "Harees"', "1 file: 1 attached, 0 unknown slug, 0 refused"]);
  });
});
