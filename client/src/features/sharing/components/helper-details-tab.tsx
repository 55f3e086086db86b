import { MessageCircle } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { User } from "@common/user";
import { HelperDetailsForm } from "./helper-details-form";
import { HelperTabTooltip } from "./onboarding-tooltip";

/** The account page's "Maid's Details" tab (docs/spec.md §2): where recipes go, and in which language. */
export function HelperDetailsTab({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 rounded-2xl border border-line bg-white p-5 md:p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <MessageCircle className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <HelperTabTooltip anchor="content">
            <h2 className="w-fit text-lg font-semibold">{t("sharing.helper.title")}</h2>
          </HelperTabTooltip>
          <p className="text-sm text-muted">{t("sharing.helper.intro")}</p>
        </div>
      </div>
      <HelperDetailsForm user={user} name="helper-tab" submitLabel={t("sharing.helper.save")} />
    </div>
  );
}
