import { forwardRef } from "react";
import { useTranslation } from "@/i18n/react";
import type { User } from "@common/user";
import { Button, type ButtonProps } from "@/components/ui/button";
import { displayName, initials } from "@/features/auth";

type AvatarButtonProps = ButtonProps & { user: User };

/** The signed-in user's initials (docs/spec.md §2); opens the account menu. The same before and after the menu loads. */
export const AvatarButton = forwardRef<HTMLButtonElement, AvatarButtonProps>(({ user, ...props }, ref) => {
  const { t } = useTranslation();
  return (
    <Button
      ref={ref}
      variant="ghost"
      size="icon"
      className="rounded-full"
      aria-label={t("userMenu.open", { name: displayName(user) })}
      aria-haspopup="menu"
      {...props}
    >
      <span
        className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
        aria-hidden="true"
      >
        {initials(user)}
      </span>
    </Button>
  );
});
AvatarButton.displayName = "AvatarButton";
