import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agent, signedUpAgent } from "../../../test/helpers/agent";
import { buildTestApp, type TestApp } from "../../../test/helpers/build-test-app";

describe("the account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("answers 401 to a visitor who is not signed in", async () => {
    const response = await agent(t.app).get("/api/account");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Please log in to continue.", code: "UNAUTHORIZED" });
  });

  it("saves names and country, and never the email", async () => {
    const { client, owner } = await signedUpAgent(t.app);
    const response = await client.post("/api/account/update-details", {
      firstName: "Noura",
      lastName: "Al Suwaidi",
      country: "QA",
      email: "hijack@example.com",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: "Noura", lastName: "Al Suwaidi", country: "QA", email: owner.email });
    expect((await client.get("/api/account")).json().firstName).toBe("Noura");
  });

  it("rejects empty names and an unknown country, changing nothing", async () => {
    const { client } = await signedUpAgent(t.app);
    const response = await client.post("/api/account/update-details", { firstName: "", lastName: "", country: "FR" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      country: ["Please choose a country from the list"],
    });
    expect((await client.get("/api/account")).json().firstName).toBe("Sara");
  });

  it("changes the password, keeps this session and ends the others", async () => {
    const { client, owner } = await signedUpAgent(t.app);
    const otherDevice = agent(t.app);
    await otherDevice.post("/api/login", { username: owner.email, password: owner.password });
    expect((await otherDevice.get("/api/account")).statusCode).toBe(200);

    const wrong = await client.post("/api/account/change-password", { currentPassword: "Wrong999", newPassword: "Better456" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.currentPassword).toEqual(["Your current password is not correct."]);

    const short = await client.post("/api/account/change-password", { currentPassword: owner.password, newPassword: "abc" });
    expect(short.json().fieldErrors.newPassword).toEqual(["Password must be at least 6 characters"]);

    const changed = await client.post("/api/account/change-password", {
      currentPassword: owner.password,
      newPassword: "Better456",
    });
    expect(changed.statusCode).toBe(200);
    expect((await client.get("/api/account")).statusCode).toBe(200);
    expect((await otherDevice.get("/api/account")).statusCode).toBe(401);

    expect((await agent(t.app).post("/api/login", { username: owner.email, password: owner.password })).statusCode).toBe(401);
    expect((await agent(t.app).post("/api/login", { username: owner.email, password: "Better456" })).statusCode).toBe(200);
  });

  it("refuses account changes from a visitor who is not signed in", async () => {
    const response = await agent(t.app).post("/api/account/update-details", { firstName: "A", lastName: "B" });
    expect(response.statusCode).toBe(401);
  });
});
