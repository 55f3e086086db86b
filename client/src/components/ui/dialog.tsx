import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type HTMLAttributes, type RefObject } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { cn } from "@/lib/cn";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const DialogOverlay = forwardRef<
  ElementRef<typeof DialogPrimitive.Overlay>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Overlay>
>(({ className, ...props }, ref) => (
  <DialogPrimitive.Overlay ref={ref} className={cn("fixed inset-0 z-50 bg-black/50 animate-fade-in", className)} {...props} />
));
DialogOverlay.displayName = "DialogOverlay";

type ContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & {
  /** "center" for dialogs, "end" for the side drawer (mirrors in Arabic). */
  side?: "center" | "end";
};

export const DialogContent = forwardRef<ElementRef<typeof DialogPrimitive.Content>, ContentProps>(
  ({ className, children, side = "center", ...props }, ref) => {
    const { t } = useTranslation();
    return (
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          ref={ref}
          className={cn(
            "fixed z-50 bg-white shadow-xl focus:outline-none",
            side === "center" &&
              "inset-x-4 top-1/2 mx-auto max-h-[90dvh] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl p-6 animate-page-in",
            side === "end" && "inset-y-0 end-0 w-72 max-w-[85vw] overflow-y-auto p-5 animate-slide-in-end",
            className,
          )}
          {...props}
        >
          {children}
          <DialogPrimitive.Close
            className="absolute end-3 top-3 rounded-full p-2 text-muted hover:bg-stone-100 hover:text-ink"
            aria-label={t("common.close")}
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    );
  },
);
DialogContent.displayName = "DialogContent";

/**
 * For a dialog opened from code rather than a Radix trigger (`onCloseAutoFocus={focusBackTo(button)}`): when it
 * closes, focus goes back to the control that opened it, if that is still on the page.
 */
export function focusBackTo(control: RefObject<HTMLElement | null>) {
  return (event: Event) => {
    if (!control.current?.isConnected) return;
    event.preventDefault();
    control.current.focus();
  };
}

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mb-4 flex flex-col gap-1.5 pe-8 text-start", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export const DialogTitle = forwardRef<
  ElementRef<typeof DialogPrimitive.Title>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Title>
>(({ className, ...props }, ref) => (
  <DialogPrimitive.Title ref={ref} className={cn("text-xl font-semibold text-ink", className)} {...props} />
));
DialogTitle.displayName = "DialogTitle";

export const DialogDescription = forwardRef<
  ElementRef<typeof DialogPrimitive.Description>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(({ className, ...props }, ref) => (
  <DialogPrimitive.Description ref={ref} className={cn("text-sm text-muted", className)} {...props} />
));
DialogDescription.displayName = "DialogDescription";
