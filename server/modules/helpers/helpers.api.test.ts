import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Helper, HelperList } from "../../../common/helpers";
import { signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, type TestApp } from "../../../test/helpers/build-test-app";

const nanny = { firstName: "Maria", phone: "0917 123 4567", phoneCountry: "PH", language: "fil", role: "nanny" };
const cook = { firstName: "Priya", phone: "+91 98765 43210", language: "hi", role: "cook" };

/** Decision 0081: a household's helpers, each with her number, language and role; the first is the SPEC's helper. */
describe("the household's helpers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { household: { memberLimit: 5, helperLimit: 3 } } });
  });
  afterAll(() => t.close());

  const list = async (client: Agent, language = "en") => (await client.get("/api/helpers", { "accept-language": language })).json() as HelperList;

  it("starts empty, then lists each helper added with her number in E.164, first first, and the limit", async () => {
    const { client } = await signedUpAgent(t.app, { country: "AE" });
    expect(await list(client)).toEqual({ helpers: [], limit: 3, lastChoice: {} });
    const added = await client.post("/api/helpers", nanny);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ firstName: "Maria", phone: "+639171234567", language: "fil", role: "nanny", shops: false });
    expect((await client.post("/api/helpers", cook)).statusCode).toBe(201);
    const { helpers } = await list(client);
    expect(helpers.map((helper) => [helper.firstName, helper.phone, helper.language, helper.role])).toEqual([
      ["Maria", "+639171234567", "fil", "nanny"],
      ["Priya", "+919876543210", "hi", "cook"],
    ]);
  });

  it("keeps GET /api/account's helper fields on the first helper, and follows 'make first'", async () => {
    const { client } = await signedUpAgent(t.app);
    const maria = (await client.post("/api/helpers", nanny)).json() as Helper;
    const priya = (await client.post("/api/helpers", cook)).json() as Helper;
    expect((await client.get("/api/account")).json()).toMatchObject({ helperFirstName: "Maria", domesticWorkerPhone: "+639171234567", preferredLanguage: "fil" });
    const reordered = await client.post(`/api/helpers/${priya.id}/first`);
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((reordered.json() as HelperList).helpers.map((helper) => helper.id)).toEqual([priya.id, maria.id]);
    expect((await client.get("/api/account")).json()).toMatchObject({ helperFirstName: "Priya", domesticWorkerPhone: "+919876543210", preferredLanguage: "hi" });
  });

  it("changes only the fields given, reads a new number in the country sent with it, and lets one helper do the shopping", async () => {
    const { client } = await signedUpAgent(t.app);
    const maria = (await client.post("/api/helpers", { ...nanny, shops: true })).json() as Helper;
    const priya = (await client.post("/api/helpers", cook)).json() as Helper;
    const renamed = await client.patch(`/api/helpers/${maria.id}`, { firstName: "Maria Clara" });
    expect(renamed.json()).toMatchObject({ firstName: "Maria Clara", phone: "+639171234567", language: "fil", shops: true });
    const moved = await client.patch(`/api/helpers/${priya.id}`, { phone: "0551234567", phoneCountry: "SA", shops: true });
    expect(moved.json()).toMatchObject({ phone: "+966551234567", language: "hi", shops: true });
    const { helpers } = await list(client);
    expect(helpers.filter((helper) => helper.shops).map((helper) => helper.id)).toEqual([priya.id]);
  });

  it("refuses a helper beyond HOUSEHOLD_HELPER_LIMIT with 409 and a message in the owner's language, and frees a place on delete", async () => {
    const { client } = await signedUpAgent(t.app);
    const ids: number[] = [];
    for (const name of ["Maria", "Priya", "Tigist"]) ids.push(((await client.post("/api/helpers", { ...cook, firstName: name })).json() as Helper).id);
    const refused = await client.post("/api/helpers", { ...cook, firstName: "Dewi" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "HELPER_LIMIT_REACHED", message: "Your household already has 3 helpers. Please remove one before adding another." });
    const arabic = await client.post("/api/helpers", { ...cook, firstName: "Dewi" }, { "accept-language": "ar" });
    expect(arabic.json().message).toContain("3");
    expect(arabic.json().message).toContain("عاملات");
    expect((await list(client)).helpers).toHaveLength(3);
    expect((await client.delete(`/api/helpers/${ids[1]}`)).statusCode).toBe(204);
    expect((await client.post("/api/helpers", { ...cook, firstName: "Dewi" })).statusCode).toBe(201);
    expect((await list(client)).helpers.map((helper) => helper.firstName)).toEqual(["Maria", "Tigist", "Dewi"]);
  });

  it("takes two adds at once for the last place as one add and one 409", async () => {
    const { client } = await signedUpAgent(t.app);
    await client.post("/api/helpers", cook);
    await client.post("/api/helpers", cook);
    const answers = await Promise.all([client.post("/api/helpers", nanny), client.post("/api/helpers", nanny)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await list(client)).helpers).toHaveLength(3);
  });

  it("refuses bad input with the helper form's message keys, in English and Arabic, and saves nothing", async () => {
    const { client } = await signedUpAgent(t.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...cook, firstName: " " }, "firstName", "Helper's first name is required"],
      [{ ...cook, firstName: "Pri\u202Eya" }, "firstName", "Please remove the characters that change the direction of the text from this field."],
      [{ ...cook, firstName: "Pri\nya" }, "firstName", "Please remove line breaks and invisible characters from this field."],
      [{ ...cook, phone: "12345" }, "phone", "Phone number must be at least 8 digits"],
      [{ ...cook, phone: "+1 000 000 0000" }, "phone", "Please enter a valid phone number"],
      [{ ...cook, phone: "0551234567" }, "phone", "Choose the country of this number, or write it with its country code (like +63 917 123 4567)."],
      [{ ...cook, phoneCountry: "XX" }, "phoneCountry", "Please choose a country from the list"],
      [{ ...cook, language: "de" }, "language", "That language is not supported."],
      [{ ...cook, language: undefined }, "language", "That language is not supported."],
      [{ ...cook, role: "driver" }, "role", "This value is not valid"],
      [{ ...cook, shops: "yes" }, "shops", "This value is not valid"],
    ];
    for (const [body, field, message] of cases) {
      const response = await client.post("/api/helpers", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fieldErrors[field], JSON.stringify(body)).toEqual([message]);
    }
    const arabic = await client.post("/api/helpers", { ...cook, firstName: "" }, { "accept-language": "ar" });
    expect(arabic.json().fieldErrors.firstName).toEqual(["الاسم الأول للعاملة مطلوب"]);
    expect((await list(client)).helpers).toEqual([]);
    const priya = (await client.post("/api/helpers", cook)).json() as Helper;
    const badPatch = await client.patch(`/api/helpers/${priya.id}`, { firstName: "", language: "fil" });
    expect(badPatch.statusCode).toBe(400);
    expect((await list(client)).helpers).toEqual([priya]);
  });

  it("answers 404 for another household's helper on every route, and changes nothing of hers", async () => {
    const theirs = await signedUpAgent(t.app);
    const ours = await signedUpAgent(t.app);
    const hers = (await theirs.client.post("/api/helpers", nanny)).json() as Helper;
    await ours.client.post("/api/helpers", cook);
    const attempts = [
      ours.client.patch(`/api/helpers/${hers.id}`, { firstName: "Stolen" }),
      ours.client.delete(`/api/helpers/${hers.id}`),
      ours.client.post(`/api/helpers/${hers.id}/first`),
      ours.client.patch("/api/helpers/2147483647", { firstName: "Nobody" }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND", message: "We could not find that helper. She may have been removed." });
    }
    expect((await list(theirs.client)).helpers).toEqual([hers]);
    expect((await list(ours.client)).helpers.map((helper) => helper.firstName)).toEqual(["Priya"]);
  });

  it("asks a signed-out visitor to log in", async () => {
    for (const [method, url] of [["GET", "/api/helpers"], ["POST", "/api/helpers"], ["DELETE", "/api/helpers/1"]] as const) {
      const response = await t.app.inject({ method, url, payload: method === "POST" ? cook : undefined, headers: { origin: "http://localhost:5000" } });
      expect(response.statusCode).toBe(401);
    }
  });
});
