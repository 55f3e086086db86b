import { useEffect, useRef } from "react";
import { useTranslation } from "@/i18n/react";
import { toast } from "./use-toast";

/**
 * In a dialog's place when its code cannot arrive (offline, and never opened before; decision 0087): says so
 * once and closes, so the page stays as it was and nothing the owner did is lost.
 */
export function DialogUnavailable({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const closeOnce = useRef(onClose);
  useEffect(() => {
    toast({ variant: "destructive", title: t("common.partUnavailable") });
    closeOnce.current();
  }, [t]);
  return null;
}
