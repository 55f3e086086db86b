// @vitest-environment happy-dom
import { useEffect } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import * as errorCodes from "@common/error-codes";
import type { Household } from "@common/household.schema";
import type { User } from "@common/user";
import { dismissToast, toastsSnapshot } from "@/components/ui/use-toast";
import { initI18n } from "@/i18n/setup";
import { apiFetch } from "@/lib/api-fetch";
import { createQueryClient } from "@/lib/query-client";
import { trialOwner } from "@/features/sharing/owner.fixture";
import JoinPage from "./join-page";

/*
 * The join page once the join has succeeded (decision 0083): the invitation's preview, asked again, would now answer
 * "used"; the page must still welcome her and take her to the household, not say her own link was used.
 */

const husband: User = { ...trialOwner, id: 8, username: "khalid@example.com", firstName: "Khalid", email: "khalid@example.com" };
const household: Household = {
  members: [
    { id: 7, firstName: "Sara", lastName: "Haddad", email: "sara@example.com", isOwner: true, isYou: false, joinedAt: "2026-11-20T10:00:00.000Z" },
    { id: 8, firstName: "Khalid", lastName: "Haddad", email: "khalid@example.com", isOwner: false, isYou: true, joinedAt: "2026-11-27T10:00:00.000Z" },
  ],
  invitations: [],
  memberLimit: 5,
  youAreOwner: false,
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The server as the join sees it: the preview answers "used" once the join went through, as the real one does. */
function fakeServer() {
  let joined = false;
  const answer = (path: string, method: string): Response => {
    if (path === "/api/account") return json(200, husband);
    if (path === "/api/household/join/the-token") {
      return joined
        ? json(410, { code: errorCodes.invitationUsed, message: "This invitation has already been used." })
        : json(200, { inviterFirstName: "Sara", email: husband.email, expiresAt: "2026-12-04T10:00:00.000Z" });
    }
    if (path === "/api/household/join" && method === "POST") {
      joined = true;
      return json(200, household);
    }
    if (path === "/api/household") return json(200, household);
    return json(404, { code: "NOT_FOUND", message: "Not found" });
  };
  // Answered later, as over a network; the account last (a page's answers come back in any order), so everything a
  // join reads again is not back before the preview would be.
  apiFetch.current = (input, init) =>
    new Promise((resolve) => setTimeout(() => resolve(answer(String(input), init?.method ?? "GET")), String(input) === "/api/account" ? 60 : 5));
}

let location = "";
function LocationProbe() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    location = pathname + search;
  }, [pathname, search]);
  return null;
}

function renderJoin() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/join?token=the-token"]}>
        <LocationProbe />
        <Routes>
          <Route path="/join" element={<JoinPage />} />
          <Route path="/account" element={<p>Account</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const realFetch = apiFetch.current;

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  cleanup();
  dismissToast();
  apiFetch.current = realFetch;
  location = "";
});

describe("the join page", () => {
  it("welcomes her and opens the household once she has joined, though her link now reads as used", async () => {
    fakeServer();
    renderJoin();
    fireEvent.click(await screen.findByRole("button", { name: "Join Sara's household" }));
    await waitFor(() => expect(location).toBe("/account?tab=household"));
    expect(toastsSnapshot()[0]?.title).toBe("Welcome to the household");
    expect(screen.queryByText("This invitation has been used")).toBeNull();
  });
});
