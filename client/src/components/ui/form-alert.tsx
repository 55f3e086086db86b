import { CircleAlert } from "lucide-react";

/**
 * A form-level error, announced when it appears. It repeats what the toast says, inside the form:
 * a modal dialog hides the notification area from screen readers, and a toast fades after 5 s.
 */
export function FormAlert({ children }: { children?: string }) {
  return (
    <div role="alert" className="empty:hidden">
      {children && (
        <p className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {children}
        </p>
      )}
    </div>
  );
}
