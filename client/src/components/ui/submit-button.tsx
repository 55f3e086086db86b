import { Button, type ButtonProps } from "./button";
import { Spinner } from "./spinner";

type SubmitButtonProps = Omit<ButtonProps, "type" | "asChild"> & { pending?: boolean };

/**
 * A form's submit button: while the request runs it is disabled and shows a spinner, so a second
 * click (or Enter, which browsers route through the default button) cannot send the form twice.
 */
export function SubmitButton({ pending = false, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending && <Spinner />}
      {children}
    </Button>
  );
}
