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

  it.each([
    [{ helperFirstName: "", domesticWorkerPhone: "+971501234567" }, "helperFirstName", "Helper's first name is required"],
    [{ helperFirstName: "Maria", domesticWorkerPhone: "12345" }, "domesticWorkerPhone", "Phone number must be at least 8 digits"],
    [{ helperFirstName: "Maria", domesticWorkerPhone: "+971 00 000 0000" }, "domesticWorkerPhone", "Please enter a valid phone number"],
    [{ helperFirstName: "Maria", domesticWorkerPhone: "+971501234567", preferredLanguage: "klingon" }, "preferredLanguage", "That language is not supported."],
  ])("rejects %j with the message on %s", async (body, field, message) => {
    const { client } = await signedUpAgent(t.app);
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
