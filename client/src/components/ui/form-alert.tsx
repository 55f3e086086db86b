import { CircleAlert, Mail } from "lucide-react";
import { cn } from "@/lib/cn";

const tones = {
  danger: { icon: CircleAlert, className: "border-red-200 bg-red-50 text-red-800" },
  info: { icon: Mail, className: "border-sky-200 bg-sky-50 text-sky-900" },
};

/**
 * A dialog's form-level error (what is no field's), announced when it appears, and said only here (decision 0076): a
 * modal dialog hides the notification area from screen readers, and a toast fades after 5 s. A page's form says
 * such an error in a toast instead; a field's error is always under its field.
 * `info` is for what is not a fault, such as a link sent by mail.
 */
export function FormAlert({ children, tone = "danger" }: { children?: string; tone?: keyof typeof tones }) {
  const { icon: Icon, className } = tones[tone];
  return (
    <div role="alert" className="empty:hidden">
      {children && (
        <p className={cn("flex items-start gap-2 rounded-xl border p-3 text-sm", className)}>
          <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {children}
        </p>
      )}
    </div>
  );
}
