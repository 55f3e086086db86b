import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

import { searchSectionId } from "@/lib/sections";

/** docs/spec.md §2: Browse scrolls to the search section on home, else goes to /#search-section. */
export function useBrowseAction() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    const section = pathname === "/" ? document.getElementById(searchSectionId) : null;
    if (section) section.scrollIntoView({ behavior: "smooth", block: "start" });
    else void navigate(`/#${searchSectionId}`);
  }, [pathname, navigate]);
}
