import { useId, type ReactElement, type ReactNode } from "react";
import { Slot } from "@radix-ui/react-slot";
import { useTranslation } from "@/i18n/react";
import { isServerMessageKey } from "@common/messages";
import { Label } from "./label";

type FormFieldProps = {
  label: ReactNode;
  /** A key of common/messages.ts (what the shared zod schemas give), or a text already translated. */
  error?: string;
  hint?: ReactNode;
  /** The one control: an Input, a SelectTrigger… It receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
};

/** A labelled control with its hint and error, tied together for assistive technology. */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Slot id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot>
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {isServerMessageKey(error) ? t(error, { ns: "errors" }) : error}
        </p>
      )}
    </div>
  );
}
