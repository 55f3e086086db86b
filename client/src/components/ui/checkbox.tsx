import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from "react";
import { cn } from "@/lib/cn";

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: ReactNode };

/** A native checkbox with its label beside it: keyboard, forms and assistive technology for free. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(({ className, label, id, ...props }, ref) => {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={cn("flex items-center gap-2.5", className)}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        className="size-5 shrink-0 cursor-pointer rounded border-line accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        {...props}
      />
      <label htmlFor={inputId} className="cursor-pointer text-sm font-medium text-ink">
        {label}
      </label>
    </div>
  );
});
Checkbox.displayName = "Checkbox";
