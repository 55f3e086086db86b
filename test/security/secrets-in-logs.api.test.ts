import { connect } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipes } from "../../server/db/schema";
import { agent, signedUpAgent } from "../helpers/agent";
import { buildTestApp, type TestApp } from "../helpers/build-test-app";
import { logCapture } from "../helpers/log-capture";
import { mailedLink } from "../helpers/outbox";
import { clientBuildFixture } from "./fixtures";

/** A mailed link is a credential; neither the mailer nor the access log may write one down. */
describe("secrets in the log", () => {
  const capture = logCapture();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ logger: capture.logger, clientDir: clientBuildFixture() });
  });
  afterAll(() => t.close());

  it("logs the outbox file of a reset or verification mail, never its link or token", async () => {
    const { owner } = await signedUpAgent(t.app);
    await agent(t.app).post("/api/forgot-password", { email: owner.email });
    const reset = await mailedLink(t.config.dataDir, owner.email, "/reset-password");
    const verify = await mailedLink(t.config.dataDir, owner.email, "/verify-email");
    const outboxLines = capture.lines.filter((line) => String(line.msg).startsWith("mail written to the outbox"));
    expect(outboxLines).toHaveLength(2);
    for (const line of outboxLines) expect(String(line.file)).toMatch(/outbox\/.+\.eml$/);
    expect(capture.text()).not.toContain(reset.token);
    expect(capture.text()).not.toContain(verify.token);
  });

  it("writes the address of a page opened from a mail with its token hidden", async () => {
    const token = "S3cretTok3nFromTheMail";
    expect((await t.app.inject({ method: "GET", url: `/reset-password?email=a%40b.c&token=${token}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/verify-email?token=${token}&email=a%40b.c` })).statusCode).toBe(200);
    const access = capture.lines.filter((line) => line.msg === "request completed" && String(line.url).includes("email=a%40b.c"));
    expect(access.map((line) => line.url)).toEqual(["/reset-password?email=a%40b.c&token=[redacted]", "/verify-email?token=[redacted]&email=a%40b.c"]);
    expect(capture.text()).not.toContain(token);
  });

  /** Sends one request line as written, over a real connection, and answers the status line. */
  async function rawRequest(target: string): Promise<string> {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address() as { port: number };
    return new Promise((resolve, reject) => {
      const socket = connect(address.port, "127.0.0.1", () => socket.write(`GET ${target} HTTP/1.1\r\nHost: wasfa.example\r\nConnection: close\r\n\r\n`));
      let answer = "";
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
      socket.on("end", () => resolve(answer.split("\r\n", 1)[0]!));
      socket.on("error", reject);
    });
  }

  // A forward proxy sends "GET http://host/h/<token>"; the router still opens her page.
  it("writes a helper link asked for in absolute form, or with its path escaped, with its token hidden", async () => {
    const { client } = await signedUpAgent(t.app);
    await client.post("/api/account/update-phone", { helperFirstName: "Nasreen", domesticWorkerPhone: "+971501234567", preferredLanguage: "ur" });
    const [recipe] = await t.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, "chicken-machboos"));
    const shared = await client.post("/api/shares", { recipeId: recipe!.id });
    expect(shared.statusCode, shared.body).toBe(201);
    const token = new URL((shared.json() as { url: string }).url).pathname.split("/h/")[1]!;

    expect(await rawRequest(`http://wasfa.example/h/${token}`)).toBe("HTTP/1.1 200 OK");
    expect(await rawRequest(`/%68/${token}?from=whatsapp`)).toBe("HTTP/1.1 200 OK");
    const access = capture.lines.filter((line) => line.msg === "request completed" && /\/(?:h|%68)\//.test(String(line.url)));
    expect(access.map((line) => line.url)).toEqual(["/h/[redacted]", "/%68/[redacted]?from=whatsapp"]);
    expect(capture.text()).not.toContain(token);
  });
});
