import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agent, signedUpAgent } from "../helpers/agent";
import { buildTestApp, type TestApp } from "../helpers/build-test-app";
import { logCapture } from "../helpers/log-capture";
import { mailedLink } from "../helpers/outbox";
import { clientBuildFixture } from "./fixtures";

/** Issue 13.9: a mailed link is a credential; neither the mailer nor the access log may write one down. */
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
});
