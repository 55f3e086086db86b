import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { images, shares } from "../../server/db/schema";
import { storeImage } from "../../server/modules/images/store";
import { agent, signedUpAgent, type Agent } from "../helpers/agent";
import { buildTestApp, type TestApp } from "../helpers/build-test-app";
import { adminEmail, multipart } from "./fixtures";
import { harees } from "../helpers/household-recipe";

/** A photo of the household's own dish: a real PNG, different for each `shade`. */
const photo = (shade: number) => sharp({ create: { width: 60, height: 40, channels: 3, background: { r: shade, g: 80, b: 40 } } }).png().toBuffer();

/**
 * Decision 0062: a household's photo was public to anyone with its id, and stayed in the browser's shared asset
 * cache after logout. It is its owner's alone, and her helper's through the address on her page.
 */
describe("a household's photos", () => {
  let t: TestApp;
  let owner: Agent;
  let neighbour: Agent;
  let admin: Agent;
  const visitor = () => agent(t.app);

  const upload = async (client: Agent, bytes: Buffer) => {
    const form = multipart({}, { name: "dish.png", type: "image/png", bytes });
    const response = await client.post("/api/my-recipes/photo", form.payload, form.headers);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { photoId: string }).photoId;
  };
  /** The picture's address on her page, as her phone reads it from the HTML. */
  const pictureOnHerPage = async (url: string) => {
    const page = await visitor().get(new URL(url).pathname);
    expect(page.statusCode).toBe(200);
    return /"https?:\/\/[^"/]+(\/api\/images\/[^"]+)"/.exec(page.body)![1]!.replaceAll("&amp;", "&");
  };

  beforeAll(async () => {
    t = await buildTestApp({ config: { adminEmails: new Set([adminEmail]) } });
    owner = (await signedUpAgent(t.app)).client;
    neighbour = (await signedUpAgent(t.app)).client;
    admin = (await signedUpAgent(t.app, { email: adminEmail })).client;
    await owner.post("/api/account/update-phone", { helperFirstName: "Nasreen", domesticWorkerPhone: "+971501234567", preferredLanguage: "en" });
  });
  afterAll(() => t.close());

  it("are shown to their owner's session only, kept by no shared cache; anyone else is told there is no such image", async () => {
    const photoId = await upload(owner, await photo(10));
    for (const attached of [false, true]) {
      if (attached) expect((await owner.post("/api/my-recipes", { ...harees, photoId })).statusCode).toBe(201);
      const own = await owner.get(`/api/images/${photoId}?w=320`);
      expect(own.statusCode).toBe(200);
      expect(own.headers["content-type"]).toBe("image/webp");
      expect(own.headers["cache-control"]).toBe("private, no-cache");
      for (const [who, client] of [["another owner", neighbour], ["a visitor", visitor()], ["an admin", admin]] as const) {
        const response = await client.get(`/api/images/${photoId}?w=320`);
        expect(response.statusCode, `${who}, ${attached ? "on a recipe" : "just uploaded"}`).toBe(404);
        expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
      }
      // Nor does asking again with the ETag a browser kept tell anyone else that it exists.
      expect((await visitor().get(`/api/images/${photoId}?w=320`, { "if-none-match": own.headers.etag as string })).statusCode).toBe(404);
      expect((await owner.get(`/api/images/${photoId}?w=320`, { "if-none-match": own.headers.etag as string })).statusCode).toBe(304);
    }
  });

  it("leaves the catalogue's pictures public and cached for a year", async () => {
    const publicId = await storeImage(t.database.db, await photo(200), { createdBy: null });
    const response = await visitor().get(`/api/images/${publicId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("keep another household's copy of the same file apart, and cannot be put on another household's recipe", async () => {
    const bytes = await photo(30);
    const mine = await upload(owner, bytes);
    const theirs = await upload(neighbour, bytes);
    expect(theirs).not.toBe(mine);
    expect((await neighbour.get(`/api/images/${theirs}`)).statusCode).toBe(200);
    expect((await neighbour.get(`/api/images/${mine}`)).statusCode).toBe(404);
    const taken = await neighbour.post("/api/my-recipes", { ...harees, photoId: mine });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fieldErrors).toEqual({ photoId: ["That photo is no longer there. Please choose it again."] });
  });

  it("reach her helper's page through an address signed for that share, which stops working when the share does", async () => {
    const photoId = await upload(owner, await photo(50));
    const otherPhoto = await upload(owner, await photo(70));
    const recipe = (await owner.post("/api/my-recipes", { ...harees, photoId })).json() as { id: number };
    const sent = await owner.post("/api/shares", { recipeId: recipe.id });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id: shareId, url } = sent.json() as { id: number; url: string };

    const address = await pictureOnHerPage(url);
    expect(address).toMatch(new RegExp(`^/api/images/${photoId}\\?w=640&share=${shareId}&exp=\\d+&sig=[\\w-]{43}$`));
    const shown = await visitor().get(address);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["cache-control"]).toBe("private, no-cache");
    // The signature holds for this photo and share only.
    const forged = [
      address.replace(/sig=[\w-]{4}/, "sig=AAAA"),
      address.replace(photoId, otherPhoto),
      address.replace(`share=${shareId}`, `share=${shareId + 1}`),
      address.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 3600}`),
      address.replace(/&share=.*$/, ""),
    ];
    for (const forgery of forged) expect((await visitor().get(forgery)).statusCode, forgery).toBe(404);
    expect((await neighbour.get(address)).statusCode).toBe(200);

    expect((await owner.delete(`/api/shares/${shareId}`)).statusCode).toBeLessThan(300);
    expect((await visitor().get(address)).statusCode).toBe(404);

    const again = (await owner.post("/api/shares", { recipeId: recipe.id })).json() as { id: number; url: string };
    const renewed = await pictureOnHerPage(again.url);
    expect((await visitor().get(renewed)).statusCode).toBe(200);
    await t.database.db.update(shares).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(shares.id, again.id));
    expect((await visitor().get(renewed)).statusCode).toBe(404);
  });

  it("are deleted with their owner's account", async () => {
    const { client, user } = await signedUpAgent(t.app);
    const photoId = await upload(client, await photo(90));
    expect((await admin.delete(`/api/admin/users/${user.id}`)).statusCode).toBeLessThan(300);
    expect(await t.database.db.select().from(images).where(eq(images.id, photoId))).toEqual([]);
  });
});
