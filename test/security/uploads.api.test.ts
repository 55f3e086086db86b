import { crc32 } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { images, imageVariants, recipes } from "../../server/db/schema";
import { signedUpAgent, type Agent } from "../helpers/agent";
import { adminEmail, multipart, recipeForm, smallPng } from "./fixtures";
import { guardedTestApp, type GuardedApp } from "./secret-guard";

type File = { name: string; type: string; bytes: Buffer };
const payloadMark = "<script>alert('wasfa')</script>";

/** A real PNG whose header claims 30000 × 30000 pixels (900 megapixels): a decompression bomb. */
async function pixelBomb(): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } }).png().toBuffer());
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29); // The IHDR chunk's CRC, so only the size is wrong.
  return png;
}

describe("image uploads", () => {
  let t: GuardedApp;
  let admin: Agent;
  let png: Buffer;
  let target: { id: number; imageUrl: string };
  let refused: [string, File][];

  const create = (...files: File[]) => {
    const { payload, headers } = multipart(recipeForm, ...files);
    return admin.post("/api/admin/recipes", payload, headers);
  };
  const replace = (...files: File[]) => {
    const { payload, headers } = multipart({}, ...files);
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    return t.app.inject({ method: "PUT", url: `/api/admin/recipes/${target.id}/image`, payload, headers: { ...headers, cookie, origin: "http://localhost:5000" } });
  };
  const counts = async () => {
    const db = t.database.db;
    const [[r], [i], [row]] = await Promise.all([
      db.select({ n: count() }).from(recipes),
      db.select({ n: count() }).from(images),
      db.select({ imageId: recipes.imageId, imageUrl: recipes.imageUrl }).from(recipes).where(eq(recipes.id, target.id)),
    ]);
    return { recipes: r!.n, images: i!.n, target: row };
  };

  beforeAll(async () => {
    t = await guardedTestApp({ config: { adminEmails: new Set([adminEmail]) } });
    admin = (await signedUpAgent(t.app, { email: adminEmail })).client;
    png = await smallPng();
    target = (await create({ name: "first.png", type: "image/png", bytes: png })).json();
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${payloadMark}</svg>`);
    refused = [
      ["a text file named .png", { name: "photo.png", type: "image/png", bytes: Buffer.from("just some words, not a picture") }],
      ["an SVG with a script", { name: "art.svg", type: "image/svg+xml", bytes: svg }],
      ["an SVG named .png", { name: "art.png", type: "image/png", bytes: svg }],
      ["an HTML page named .jpg", { name: "page.jpg", type: "image/jpeg", bytes: Buffer.from(`<!doctype html><html>${payloadMark}</html>`) }],
      ["JPEG magic bytes before PHP", { name: "shell.jpg", type: "image/jpeg", bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("<?php system($_GET['c']); ?>")]) }],
      ["a PNG cut short", { name: "cut.png", type: "image/png", bytes: png.subarray(0, 40) }],
      ["a 900-megapixel decompression bomb", { name: "bomb.png", type: "image/png", bytes: await pixelBomb() }],
    ];
  });
  afterAll(() => t.close());

  it("refuses files that are not real JPEG, PNG or WebP images, on create and on replace, storing nothing", async () => {
    const before = await counts();
    for (const [name, file] of refused) {
      for (const [route, response] of [["create", await create(file)], ["replace", await replace(file)]] as const) {
        expect(response.statusCode, `${name} on ${route}`).toBe(400);
        expect(response.json().fieldErrors, `${name} on ${route}`).toEqual({ image: ["The image must be a JPG, PNG or WebP file."] });
      }
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses a file over 8 MB, and a second file, with 413, storing nothing", async () => {
    const before = await counts();
    const big = { name: "big.png", type: "image/png", bytes: Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024 + 1)]) };
    const small = { name: "a.png", type: "image/png", bytes: png };
    for (const response of [await create(big), await replace(big), await create(small, small)]) {
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: "That is too large to upload.", code: "PAYLOAD_TOO_LARGE" });
    }
    expect(await counts()).toEqual(before);
  });

  it("takes a real image carrying a payload, and serves only a re-encoded WebP without it or any metadata", async () => {
    const tagged = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#15803d" } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: payloadMark, Artist: "Home: 12 Palm Street" }, IFD3: { GPSLatitudeRef: "N" } })
      .toBuffer();
    // A polyglot: a valid JPEG with an HTML document after its end marker.
    const polyglot = Buffer.concat([tagged, Buffer.from(`<!doctype html><html><body>${payloadMark}</body></html>`)]);
    const created = await create({ name: "../../../etc/passwd.php", type: "text/html", bytes: polyglot });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().imageUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    expect(created.body).not.toContain("passwd");

    const id = created.json().imageUrl.split("/").pop();
    const variants = await t.database.db.select().from(imageVariants).where(eq(imageVariants.imageId, id));
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) {
      expect(variant.bytes.includes(Buffer.from("<script"))).toBe(false);
      expect(variant.bytes.includes(Buffer.from("Palm Street"))).toBe(false);
      const served = await admin.get(`/api/images/${id}?w=${variant.width}`);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.rawPayload.equals(variant.bytes)).toBe(true);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: "webp" });
      expect([meta.exif, meta.xmp, meta.iptc, meta.icc]).toEqual([undefined, undefined, undefined, undefined]);
    }
  });

  it.each([
    ["a protocol-relative address", "//evil.example/dish.png"],
    ["a protocol-relative address with a backslash", "/\\evil.example/dish.png"],
    ["a plain-HTTP address", "http://evil.example/dish.png"],
    ["a script address", "javascript:alert(1)"],
  ])("refuses %s as a recipe's picture, and keeps the one it has (issue 23.12)", async (_what, imageUrl) => {
    const before = await counts();
    const response = await admin.patch(`/api/admin/recipes/${target.id}`, { imageUrl });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.imageUrl).toEqual(["This value is not valid"]);
    expect(await counts()).toEqual(before);
    // A path of ours and an https:// address are pictures an admin may name.
    for (const allowed of ["/catalog/dish.webp", "https://images.example/dish.webp"]) {
      const named = await admin.patch(`/api/admin/recipes/${target.id}`, { imageUrl: allowed });
      expect(named.statusCode, named.body).toBe(200);
      expect(named.json().imageUrl).toBe(allowed);
    }
  });
});
