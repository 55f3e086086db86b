import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { events } from "../../db/schema";
import { agent, signedUpAgent } from "../../../test/helpers/agent";
import { buildTestApp, type TestApp } from "../../../test/helpers/build-test-app";

describe("the helper's details", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("stores the WhatsApp number as E.164, read in the owner's country", async () => {
    const { client } = await signedUpAgent(t.app, { country: "QA" });
    const response = await client.post("/api/account/update-phone", {
      helperFirstName: "Maria",
      domesticWorkerPhone: "3312 3456",
      preferredLanguage: "fil",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ helperFirstName: "Maria", domesticWorkerPhone: "+97433123456", preferredLanguage: "fil" });
    const international = await client.post("/api/account/update-phone", {
      helperFirstName: "Maria",
      domesticWorkerPhone: "+971 50 123 4567",
    });
    expect(international.json()).toMatchObject({ domesticWorkerPhone: "+971501234567", preferredLanguage: "fil" });
  });

  let inTheEmirates: Awaited<ReturnType<typeof signedUpAgent>> | undefined;
  it("reads a national number in the country sent with it, whatever the owner's country (a helper keeps her home number)", async () => {
    const { client } = (inTheEmirates ??= await signedUpAgent(t.app, { country: "AE" }));
    const philippine = await client.post("/api/account/update-phone", { helperFirstName: "Maria", domesticWorkerPhone: "0917 123 4567", phoneCountry: "PH" });
    expect(philippine.statusCode).toBe(200);
    expect(philippine.json()).toMatchObject({ domesticWorkerPhone: "+639171234567" });
    // A Saudi owner's 055… is a Saudi number, not a stranger's in the Emirates.
    const saudi = await client.post("/api/account/update-phone", { helperFirstName: "Maria", domesticWorkerPhone: "0551234567", phoneCountry: "sa" });
    expect(saudi.json()).toMatchObject({ domesticWorkerPhone: "+966551234567" });
  });

  it("reads a number written with + or 00 by its own country code, whatever country is sent", async () => {
    const { client } = (inTheEmirates ??= await signedUpAgent(t.app, { country: "AE" }));
    const plus = await client.post("/api/account/update-phone", { helperFirstName: "Tigist", domesticWorkerPhone: "+251 91 123 4567", phoneCountry: "AE" });
    expect(plus.json()).toMatchObject({ domesticWorkerPhone: "+251911234567" });
    const zeros = await client.post("/api/account/update-phone", { helperFirstName: "Tigist", domesticWorkerPhone: "00251 91 123 4567" });
    expect(zeros.json()).toMatchObject({ domesticWorkerPhone: "+251911234567" });
  });

  it("refuses a national number with no country to read it in, rather than guessing the Emirates, and saves nothing", async () => {
    const { client } = await signedUpAgent(t.app);
    const response = await client.post("/api/account/update-phone", { helperFirstName: "Maria", domesticWorkerPhone: "0551234567" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.domesticWorkerPhone).toEqual([
      "Choose the country of this number, or write it with its country code (like +63 917 123 4567).",
    ]);
    expect((await client.get("/api/account")).json()).toMatchObject({ helperFirstName: null, domesticWorkerPhone: null });
    const arabic = await client.post("/api/account/update-phone", { helperFirstName: "Maria", domesticWorkerPhone: "0551234567" }, { "accept-language": "ar" });
    expect(arabic.json().fieldErrors.domesticWorkerPhone[0]).toContain("اختر بلد هذا الرقم");
  });

  it("keeps a number stored in E.164 before countries were asked for working as it is", async () => {
    const { client } = (inTheEmirates ??= await signedUpAgent(t.app, { country: "AE" }));
    const saved = await client.post("/api/account/update-phone", { helperFirstName: "Joy", domesticWorkerPhone: "+971501234567" });
    expect(saved.json()).toMatchObject({ domesticWorkerPhone: "+971501234567" });
  });

  let refused: Awaited<ReturnType<typeof signedUpAgent>> | undefined;
  it.each([
    [{ helperFirstName: "", domesticWorkerPhone: "+971501234567" }, "helperFirstName", "Helper's first name is required"],
    [{ helperFirstName: "Maria", domesticWorkerPhone: "12345" }, "domesticWorkerPhone", "Phone number must be at least 8 digits"],
    [{ helperFirstName: "Maria", domesticWorkerPhone: "+971 00 000 0000" }, "domesticWorkerPhone", "Please enter a valid phone number"],
    [{ helperFirstName: "Maria", domesticWorkerPhone: "+971501234567", preferredLanguage: "klingon" }, "preferredLanguage", "That language is not supported."],
    [{ helperFirstName: "Maria", domesticWorkerPhone: "0917 123 4567", phoneCountry: "XX" }, "phoneCountry", "Please choose a country from the list"],
    [{ helperFirstName: "Maria", domesticWorkerPhone: "0917 123 4567", phoneCountry: "AE" }, "domesticWorkerPhone", "Please enter a valid phone number"],
  ])("rejects %j with the message on %s", async (body, field, message) => {
    // One owner for every refusal (signups are rate limited): none of them may save anything.
    const { client } = (refused ??= await signedUpAgent(t.app));
    const response = await client.post("/api/account/update-phone", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([message]);
    expect((await client.get("/api/account")).json().helperFirstName).toBeNull();
  });

  it("records page shares by platform, for visitors too, and refuses unknown platforms", async () => {
    expect((await agent(t.app).post("/api/track/share", { platform: "whatsapp" })).statusCode).toBe(204);
    const { client, user } = await signedUpAgent(t.app);
    expect((await client.post("/api/track/share", { platform: "instagram" })).statusCode).toBe(204);
    const rows = await t.database.db.select().from(events).where(and(eq(events.type, "share"), eq(events.userId, user.id)));
    expect(rows.map((row) => row.platform)).toEqual(["instagram"]);
    expect((await agent(t.app).post("/api/track/share", { platform: "myspace" })).statusCode).toBe(400);
  });
});
