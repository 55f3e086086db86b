// @vitest-environment happy-dom
import { useEffect, type ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, renderHook, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, useLocation } from "react-router";
import * as errorCodes from "@common/error-codes";
import type { HelperLanguageCode } from "@common/languages";
import type { User } from "@common/user";
import { dismissToast, toastsSnapshot } from "@/components/ui/use-toast";
import { initI18n } from "@/i18n/setup";
import { ApiRequestError } from "@/lib/api-client";
import { trialOwner } from "./owner.fixture";
import { useWhatsAppSend } from "./use-whatsapp-send";

/*
 * Translate-and-send's decisions before and after the server is asked (docs/spec.md §4, §8), in a browser-like DOM:
 * the owner is sent to the tab that fixes what stops her, the tab opened within the click goes to WhatsApp or
 * is closed, a blocked tab leaves a link to press, and a recipe not in her helper's language is offered as written.
 */

/** She has a helper who reads Filipino. */
const owner: User = { ...trialOwner, preferredLanguage: "fil", helperFirstName: "Maria", domesticWorkerPhone: "+971501234567" };

const whatsappUrl = "https://wa.me/971501234567?text=Adobo";

/** Where the app is: the router's path and query, as the hook left them. */
let location = "";
function LocationProbe() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    location = pathname + search;
  }, [pathname, search]);
  return null;
}

function renderSend(user: User, create: (language: HelperLanguageCode) => Promise<{ whatsappUrl: string }>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/recipe/12"]}>
        <LocationProbe />
        {children}
      </MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useWhatsAppSend(user, create), { wrapper });
}

/** The tab the click opens: where it is sent, and whether it was closed. */
function fakeTab() {
  return { closed: false, opener: {}, location: { href: "about:blank" }, document: document.implementation.createHTMLDocument(), close: vi.fn() };
}

const lastToast = () => toastsSnapshot()[0];

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  location = "";
});

afterEach(() => {
  cleanup();
  dismissToast();
  vi.restoreAllMocks();
});

describe("translate-and-send", () => {
  it("sends an owner whose subscription has ended to the subscription tab, asking nothing and opening no tab", () => {
    const open = vi.spyOn(window, "open");
    const create = vi.fn();
    const { result } = renderSend({ ...owner, subscriptionStatus: "canceled" }, create);
    act(() => result.current.send());
    expect(location).toBe("/account?tab=subscription");
    expect(lastToast()?.title).toBe("Subscription Required");
    expect(create).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it("lets an admin send whatever her subscription says", async () => {
    const tab = fakeTab();
    vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const create = vi.fn().mockResolvedValue({ whatsappUrl });
    const { result } = renderSend({ ...owner, subscriptionStatus: "canceled", isAdmin: true }, create);
    act(() => result.current.send());
    await waitFor(() => expect(tab.location.href).toBe(whatsappUrl));
    expect(location).toBe("/recipe/12");
  });

  it("sends an owner without her helper's name or number to the helper tab", () => {
    const open = vi.spyOn(window, "open");
    const create = vi.fn();
    const { result } = renderSend({ ...owner, domesticWorkerPhone: null }, create);
    act(() => result.current.send());
    expect(location).toBe("/account?tab=phone");
    expect(lastToast()).toMatchObject({ title: "Maid Details Missing", description: "Please add maid details in your account page" });
    expect(create).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it("asks for the message in her helper's language and sends the tab opened within the click to WhatsApp", async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const create = vi.fn().mockResolvedValue({ whatsappUrl });
    const { result } = renderSend(owner, create);
    act(() => result.current.send());
    // The tab is opened before the answer comes, cut off from the page.
    expect(open).toHaveBeenCalledWith("", "_blank");
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.href).toBe(whatsappUrl));
    expect(create).toHaveBeenCalledWith("fil", expect.anything());
    expect(tab.close).not.toHaveBeenCalled();
  });

  it("leaves a link to WhatsApp to press when the browser blocked the tab", async () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    const create = vi.fn().mockResolvedValue({ whatsappUrl });
    const { result } = renderSend(owner, create);
    act(() => result.current.send());
    await waitFor(() => expect(lastToast()?.title).toBe("Your message is ready"));
    render(<>{lastToast()?.action}</>);
    const link = screen.getByRole("link", { name: "Open WhatsApp" });
    expect(link.getAttribute("href")).toBe(whatsappUrl);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("offers the English text when her language is not available, closing the tab it opened, and sends it on request", async () => {
    const refused = new ApiRequestError(503, { code: errorCodes.translationUnavailable, message: "The translation is not available right now." }, "");
    const tab = fakeTab();
    vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const create = vi.fn().mockRejectedValueOnce(refused).mockResolvedValueOnce({ whatsappUrl });
    const { result } = renderSend(owner, create);
    act(() => result.current.send());
    await waitFor(() => expect(result.current.englishOffer).toBe("The translation is not available right now."));
    expect(tab.close).toHaveBeenCalled();
    expect(result.current.writtenIn).toBe("en");

    const second = fakeTab();
    vi.spyOn(window, "open").mockReturnValue(second as unknown as Window);
    act(() => result.current.sendEnglish());
    expect(result.current.englishOffer).toBeNull();
    await waitFor(() => expect(second.location.href).toBe(whatsappUrl));
    expect(create.mock.calls.map(([language]) => language)).toEqual(["fil", "en"]);
  });

  it("says the send failed, rather than offering English again, when the English text itself cannot be had", async () => {
    const missing = new ApiRequestError(409, { code: errorCodes.translationMissing, message: "Not translated yet." }, "");
    vi.spyOn(window, "open").mockReturnValue(fakeTab() as unknown as Window);
    const create = vi.fn().mockRejectedValue(missing);
    const { result } = renderSend({ ...owner, preferredLanguage: null }, create);
    act(() => result.current.send());
    await waitFor(() => expect(lastToast()).toMatchObject({ variant: "destructive", title: "Could not send the recipe" }));
    expect(create).toHaveBeenCalledWith("en", expect.anything());
    expect(result.current.englishOffer).toBeNull();
  });
});
