import type { ReactNode } from "react";
import { useTranslation } from "@/i18n/react";
import type { User } from "@common/user";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "../api/get-account";
import { LoginPrompt } from "./login-prompt";

/** Renders its content for the signed-in user; a placeholder while the account loads; a log-in prompt otherwise. */
type SignedInOnlyProps = {
  children: (user: User) => ReactNode;
  /** Frames the log-in prompt to suit the page around it. */
  promptClassName?: string;
};

export function SignedInOnly({ children, promptClassName = "mt-6" }: SignedInOnlyProps) {
  const { t } = useTranslation();
  const { user, isPending } = useCurrentUser();
  if (user) return children(user);
  if (!isPending) return <LoginPrompt className={promptClassName} />;
  return (
    <div role="status" className="mt-6 grid gap-4">
      <span className="sr-only">{t("common.loading")}</span>
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
