import type { ButtonHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

/** A button that reads as a link inside a sentence ("No account yet? Create an account"). */
export function TextButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={cn("rounded font-semibold text-brand-700 underline-offset-4 hover:underline", className)}
      {...props}
    />
  );
}
