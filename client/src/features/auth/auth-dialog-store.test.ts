import { afterEach, describe, expect, it } from "vitest";
import { authDialogSnapshot, closeAuthDialog, openLogin, openSignup } from "./auth-dialog-store";

describe("the account dialog store", () => {
  afterEach(closeAuthDialog);

  it("starts closed and opens the login or the signup dialog", () => {
    expect(authDialogSnapshot().view).toBeNull();
    openLogin();
    expect(authDialogSnapshot().view).toBe("login");
    openSignup();
    expect(authDialogSnapshot().view).toBe("signup");
  });

  it("carries an email to fill into the login form", () => {
    openLogin({ username: "sara@example.com" });
    expect(authDialogSnapshot()).toMatchObject({ view: "login", username: "sara@example.com" });
    openSignup();
    expect(authDialogSnapshot().username).toBeUndefined();
  });

  it("closes, giving a new snapshot so subscribers re-render", () => {
    openLogin();
    const open = authDialogSnapshot();
    closeAuthDialog();
    expect(authDialogSnapshot()).not.toBe(open);
    expect(authDialogSnapshot().view).toBeNull();
  });
});
