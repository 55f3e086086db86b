import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecipeCard } from "../../../common/recipe";
import { agent, signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, type TestApp } from "../../../test/helpers/build-test-app";
import { multipart } from "../../../test/helpers/multipart";
import { images, recipes } from "../../db/schema";
import { readManifest } from "./artwork-files";
import { readCatalog } from "./catalog";
import { loadCatalogArtwork } from "./catalog-artwork";

const adminEmail = "artwork-admin@example.com";
const catalogue = readCatalog();
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("the bundled recipes' artwork", () => {
  let t: TestApp;
  let guest: Agent;
  let admin: Agent;
  const idOf = async (slug: string) => (await t.database.db.select().from(recipes).where(eq(recipes.slug, slug)))[0]!;

  beforeAll(async () => {
    t = await buildTestApp({ config: { adminEmails: new Set([adminEmail]) } });
    guest = agent(t.app);
    admin = (await signedUpAgent(t.app, { email: adminEmail })).client;
  });
  afterAll(() => t.close());

  it(`gives each of the ${catalogue.length} bundled recipes its own picture, a small WebP at each served width`, async () => {
    const cards: RecipeCard[] = (await guest.get("/api/recipes")).json();
    const bundled = catalogue.map((recipe) => cards.find((card) => card.title === recipe.title)!);
    expect(bundled.every((card) => /^\/api\/images\/[0-9a-f-]{36}$/.test(card.imageUrl))).toBe(true);
    const hashes = new Set<string>();
    for (const card of bundled) {
      for (const [width, budget] of [[320, 20_000], [640, 45_000], [1024, 80_000]] as const) {
        const image = await guest.get(`${card.imageUrl}?w=${width}`);
        expect(image.headers["content-type"]).toBe("image/webp");
        expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: "webp", width, height: (width * 3) / 4 });
        expect(image.rawPayload.length, `${card.title} at ${width}`).toBeLessThan(budget);
        if (width === 320) hashes.add(sha256(image.rawPayload));
      }
    }
    expect(hashes.size).toBe(catalogue.length);
  });

  it("stores and changes nothing when started again", async () => {
    const before = await t.database.db.select({ id: images.id }).from(images);
    expect(await loadCatalogArtwork(t.database.db)).toEqual({ stored: 0, attached: 0 });
    expect(await t.database.db.select({ id: images.id }).from(images)).toHaveLength(before.length);
  });

  it("keeps a photo an admin uploaded and an image address an admin gave", async () => {
    const [photographed, linked] = [await idOf("harees"), await idOf("luqaimat")];
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c08040" } }).jpeg().toBuffer();
    const { payload, headers } = multipart({}, { name: "harees.jpg", type: "image/jpeg", bytes: photo });
    const uploaded = await admin.send("PUT", `/api/admin/recipes/${photographed.id}/image`, payload, headers);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await admin.patch(`/api/admin/recipes/${linked.id}`, { imageUrl: "https://images.example.com/luqaimat.jpg" })).statusCode).toBe(200);

    await loadCatalogArtwork(t.database.db);
    expect((await idOf("harees")).imageId).toBe(uploaded.json().imageUrl.split("/").at(-1));
    expect((await idOf("luqaimat")).imageUrl).toBe("https://images.example.com/luqaimat.jpg");
  });

  it("replaces the artwork when its drawing changes, and deletes the old one", async () => {
    const before = await idOf("hummus");
    const changed = { ...readManifest(), hummus: "a-changed-drawing" };
    expect(await loadCatalogArtwork(t.database.db, changed)).toEqual({ stored: 1, attached: 1 });
    const after = await idOf("hummus");
    expect(after.imageId).not.toBe(before.imageId);
    expect((await guest.get(`/api/images/${before.imageId}?w=320`)).statusCode).toBe(404);
    expect((await guest.get(`/api/images/${after.imageId}?w=320`)).statusCode).toBe(200);
  });

  it("still draws the cuisine's artwork as SVG, for broken images and recipes without a picture", async () => {
    const art = await guest.get("/art/khaleeji/main/0.svg");
    expect(art.statusCode).toBe(200);
    expect(art.headers["content-type"]).toContain("image/svg+xml");
  });
});
