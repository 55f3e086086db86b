import { useEffect, useRef, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn";

type StatusPanelProps = {
  icon: LucideIcon;
  tone: "success" | "danger";
  title: string;
  children: ReactNode;
};

/**
 * The state a form turns into (link sent, password reset, link invalid). It takes focus when it
 * appears: the form and its button are gone, and a screen reader should read what happened.
 */
export function StatusPanel({ icon: Icon, tone, title, children }: StatusPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mt-6 flex flex-col items-center gap-3 text-center">
      <span
        className={cn(
          "flex size-12 items-center justify-center rounded-full",
          tone === "success" ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800",
        )}
      >
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {title}
      </h2>
      {children}
    </div>
  );
}
