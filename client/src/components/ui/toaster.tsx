import { useEffect, useRef } from "react";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { cn } from "@/lib/cn";
import { dismissToast, toastDurationMs, useToasts, type ToastVariant } from "./use-toast";

const variantClass: Record<ToastVariant, string> = {
  default: "border-line bg-white text-ink",
  success: "border-green-200 bg-green-50 text-green-900",
  destructive: "border-red-700 bg-danger text-white",
};

/** The notification area: F8 focuses it, a swipe to the right of 50 px dismisses a toast. */
export default function Toaster({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // The F8 that loaded this component came before Radix listened for it.
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  return (
    <ToastPrimitive.Provider duration={toastDurationMs} swipeDirection="right" swipeThreshold={50} label={t("common.notification")}>
      {toasts.map(({ id, title, description, action, variant = "default", open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => !next && dismissToast(id)}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pe-10 shadow-lg",
            "data-[state=open]:animate-page-in data-[state=closed]:opacity-0 transition-opacity",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0",
            variantClass[variant],
          )}
        >
          <div className="grid gap-1">
            {title && <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>}
            {description && <ToastPrimitive.Description className="text-sm">{description}</ToastPrimitive.Description>}
          </div>
          {action}
          <ToastPrimitive.Close
            aria-label={t("common.close")}
            className="absolute end-2 top-2 rounded-full p-1.5 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        ref={viewport}
        label={t("common.notificationArea")}
        className="fixed inset-x-0 bottom-20 z-[100] mx-auto flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:bottom-4 md:end-4 md:start-auto md:mx-0"
      />
    </ToastPrimitive.Provider>
  );
}
