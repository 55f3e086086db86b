import { useCallback } from "react";
import { useNavigate } from "react-router";

/** Back to the previous page of this app, or home when the visitor arrived here directly. */
export function useGoBack() {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (index > 0 ? navigate(-1) : navigate("/"));
  }, [navigate]);
}
