import { useEffect } from "react";
import { useLocation } from "react-router";

/** A new page starts at its top, or at the element its #hash names. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ block: "start" });
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
