import { useNavigate } from "react-router";
import { takeReturnPath } from "./return-path";

/**
 * After a login or signup: on to where she was going (decision 0072), if she was going somewhere. A new
 * account's helper-details welcome comes over that page (docs/spec.md §4), so she sees the recipe she wanted with
 * the question that lets her send it; she stays there whether she saves or chooses "Later".
 */
export function useGoToReturnPath() {
  const navigate = useNavigate();
  return () => {
    const path = takeReturnPath();
    if (path) void navigate(path);
  };
}
