import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "../../common/api-error.schema";
import { signedUpAgent, type Agent } from "../helpers/agent";
import { buildTestApp, type TestApp } from "../helpers/build-test-app";
import { distinctImages } from "./arbitraries";
import { databaseState } from "./fingerprint";

const adminEmail = "fuzz-regressions-admin@example.com";

/** Counterexamples the route fuzzer found, kept as plain tests so they stay fixed whatever the seed. */
describe("requests the fuzzer once broke the app with", () => {
  let t: TestApp;
  let admin: Agent;
  let state: () => Promise<Record<string, string>>;

  beforeAll(async () => {
    t = await buildTestApp({ config: { adminEmails: new Set([adminEmail]) } });
    admin = (await signedUpAgent(t.app, { email: adminEmail })).client;
    state = await databaseState(t.database.db);
  });
  afterAll(() => t.close());

  // busboy threw plain errors for these, which answered 500 (seed 1704745564, path "22:1:1:1:2").
  const brokenForms = [
    { name: "without a boundary", contentType: "multipart/form-data", payload: "--fuzzboundary--\r\n" },
    { name: "with another boundary", contentType: "multipart/form-data; boundary=other", payload: "--x--\r\n" },
    {
      name: "cut short",
      contentType: "multipart/form-data; boundary=x",
      payload: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
    },
  ];

  const cookie = () => [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

  for (const form of brokenForms) {
    it(`refuses a recipe form sent ${form.name} with a 400, adding and changing nothing`, async () => {
      const before = await state();
      for (const [method, url] of [["POST", "/api/admin/recipes"], ["PUT", "/api/admin/recipes/1/image"]] as const) {
        const response = await t.app.inject({
          method,
          url,
          payload: form.payload,
          headers: { "content-type": form.contentType, origin: t.config.appUrl, cookie: cookie() },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(apiErrorSchema.parse(response.json()).code).toBe("VALIDATION_ERROR");
      }
      expect(await state()).toEqual(before);
    });
  }

  // The plan's range check read the date `days` on after `days` had failed its own check.
  it("refuses a plan of a billion days with a 400, changing nothing", async () => {
    const before = await state();
    for (const days of [1e9, -1e9, 1e300]) {
      const response = await t.app.inject({
        method: "PUT",
        url: "/api/menu",
        payload: { from: "2026-12-07", days, entries: [] },
        headers: { origin: t.config.appUrl, cookie: cookie() },
      });
      expect(response.statusCode, String(days)).toBe(400);
      expect(apiErrorSchema.parse(response.json()).code).toBe("VALIDATION_ERROR");
    }
    expect(await state()).toEqual(before);
  });

  // The image was stored before the recipe was looked up, and stayed behind (hard case "fresh image").
  it("stores no image sent for a recipe that does not exist", async () => {
    const [image] = await distinctImages(1);
    const payload = Buffer.concat([
      Buffer.from('--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'),
      image!,
      Buffer.from("\r\n--b--\r\n"),
    ]);
    const before = await state();
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/admin/recipes/2147483647/image",
      payload,
      headers: { "content-type": "multipart/form-data; boundary=b", origin: t.config.appUrl, cookie: cookie() },
    });
    expect(response.statusCode).toBe(404);
    expect(await state()).toEqual(before);
  });
});
