import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "@/i18n/react";
import { toast } from "@/components/ui/use-toast";
import { rememberReturnPath } from "@/features/auth";
import type { RecipeDenial } from "./recipe-access";

/**
 * docs/spec.md §2 Recipe detail: a visitor who may not see the details goes to / with a toast saying why
 * ('Login Required' or 'Subscription Frozen'). Someone who logs out here just leaves: logging out
 * has its own message. A visitor sent away to log in comes back here once she has (decision 0072).
 */
export function useDenialRedirect(denial: RecipeDenial | undefined, { signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const done = useRef(false);
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (signedIn) wasSignedIn.current = true;
  }, [signedIn]);
  useEffect(() => {
    if (!denial || done.current) return;
    done.current = true;
    if (!(denial === "login" && wasSignedIn.current)) {
      const login = denial === "login";
      toast({
        variant: "destructive",
        title: t(login ? "recipes.card.loginTitle" : "recipes.detail.frozenTitle"),
        description: t(login ? "recipes.card.loginText" : "recipes.detail.frozenText"),
      });
      if (login) rememberReturnPath(`${pathname}${search}`);
    }
    void navigate("/", { replace: true });
  }, [denial, navigate, t, pathname, search]);
}
