import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn";

/** A busy indicator for buttons and panels. Decorative: the control it sits in says what is happening. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle className={cn("size-4 animate-spin", className)} aria-hidden="true" />;
}
