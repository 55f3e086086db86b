import { forwardRef, type InputHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

/**
 * A one-line field. Its direction follows what is typed (decision 0075): English in the Arabic interface
 * reads left to right ("1 kg lamb shoulder", not "kg lamb shoulder 1"), and an empty field, with its placeholder,
 * follows the page. `unicode-bidi: plaintext` rather than `dir="auto"`, which turns an empty field left to right.
 */
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  ({ className, ...props }, ref) => (
    <input
      ref={ref}
      className={cn(
        "h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink placeholder:text-muted [unicode-bidi:plaintext]",
        "focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200",
        "disabled:cursor-not-allowed disabled:bg-stone-100 aria-invalid:border-danger",
        className,
      )}
      {...props}
    />
  ),
);
Input.displayName = "Input";
