import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importRecipeFromUrl, RecipeImportError, type RecipeImportOptions } from "./import-from-url";

const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

function recipePage(image: string, name = "Harees"): string {
  const recipe = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name,
    image,
    recipeIngredient: ["2 cups wheat", "500 g lamb"],
    recipeInstructions: [{ "@type": "HowToStep", text: "Simmer the lamb." }, { "@type": "HowToStep", text: "Beat in the wheat." }],
  };
  return `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body></body></html>`;
}

let server: http.Server;
let base: string;
let options: RecipeImportOptions;
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    hits.push(request.url ?? "");
    const html = (body: string | Buffer, type = "text/html; charset=utf-8") =>
      response.writeHead(200, { "content-type": type }).end(body);
    switch (request.url) {
      case "/old-address":
        response.writeHead(301, { location: "/recipes/harees" }).end();
        return;
      case "/recipes/harees":
        return html(recipePage("../images/harees.png"));
      case "/images/harees.png":
        response.writeHead(200, { "content-type": "image/png" }).end(png);
        return;
      case "/missing-image":
        return html(recipePage("/images/gone.png"));
      case "/huge-image":
        return html(recipePage("/images/huge.png"));
      case "/images/huge.png":
        response.writeHead(200, { "content-type": "image/png", "content-length": String(9 * 1024 * 1024) });
        response.end(Buffer.alloc(9 * 1024 * 1024));
        return;
      case "/image-on-metadata-address":
        return html(recipePage("http://169.254.169.254/latest/meta-data/iam"));
      case "/latin1":
        // Bytes in windows-1252, said only by the page's <meta charset>.
        return html(Buffer.from(`<meta charset="windows-1252">${recipePage("/images/harees.png", "Crème brûlée")}`, "latin1"), "text/html");
      case "/article":
        return html("<!doctype html><title>Ten kitchen tools</title><p>No recipe here.</p>");
      case "/plain":
        response.writeHead(200, { "content-type": "text/plain" }).end("2 cups wheat");
        return;
      default:
        response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  options = { allowedHosts: [`127.0.0.1:${port}`] };
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function importFailure(url: string): Promise<RecipeImportError> {
  const error = await importRecipeFromUrl(url, options).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RecipeImportError);
  return error as RecipeImportError;
}

describe("importRecipeFromUrl", () => {
  it("reads the recipe of the page it was redirected to and fetches its image", async () => {
    const { draft, image, imageError } = await importRecipeFromUrl(`${base}/old-address`, options);
    expect(draft).toMatchObject({
      title: "Harees",
      ingredients: ["2 cups wheat", "500 g lamb"],
      instructions: ["Simmer the lamb.", "Beat in the wheat."],
      imageUrl: `${base}/images/harees.png`,
      sourceUrl: `${base}/recipes/harees`,
    });
    expect(image).toEqual(png);
    expect(imageError).toBeUndefined();
  });

  it("answers no_recipe for a page without a recipe", async () => {
    expect((await importFailure(`${base}/article`)).reason).toBe("no_recipe");
  });

  it("passes the fetch's refusal on as the import's reason", async () => {
    expect((await importFailure(`${base}/plain`)).reason).toBe("not_html");
    expect((await importFailure("http://169.254.169.254/latest/meta-data/")).reason).toBe("blocked_address");
    const missing = await importFailure(`${base}/nowhere`);
    expect([missing.reason, missing.status]).toEqual(["http_status", 404]);
  });

  it("keeps the draft when the image is missing", async () => {
    const result = await importRecipeFromUrl(`${base}/missing-image`, options);
    expect(result.draft.title).toBe("Harees");
    expect(result.image).toBeUndefined();
    expect(result.imageError).toBe("http_status");
  });

  it("keeps the draft without an image over 8 MB", async () => {
    const result = await importRecipeFromUrl(`${base}/huge-image`, options);
    expect([result.image, result.imageError]).toEqual([undefined, "too_large"]);
  });

  it("fetches the image through the same guard: an image on the metadata address is refused", async () => {
    const result = await importRecipeFromUrl(`${base}/image-on-metadata-address`, options);
    expect(result.draft.imageUrl).toBe("http://169.254.169.254/latest/meta-data/iam");
    expect([result.image, result.imageError]).toEqual([undefined, "blocked_address"]);
  });

  it("decodes a page in the encoding its meta charset names", async () => {
    expect((await importRecipeFromUrl(`${base}/latin1`, options)).draft.title).toBe("Crème brûlée");
  });
});
