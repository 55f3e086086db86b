import { MessageCircle } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { User } from "@common/user";
import { HelperDetailsForm } from "./helper-details-form";
import { HelpersList } from "./helpers-list";
import { HelperTabTooltip } from "./onboarding-tooltip";

/**
 * The account page's "Maid's Details" tab (docs/spec.md §2): the first helper's details as the SPEC has them (the form
 * adds her when there is none), then the household's helpers (decision 0081): a cook beside a nanny, each with her
 * own number and language.
 */
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
      {/* Keyed by the first helper: making another first, or changing her in the list, shows her here. */}
      <HelperDetailsForm
        key={[user.helperFirstName, user.domesticWorkerPhone, user.preferredLanguage].join("|")}
        user={user}
        name="helper-tab"
        submitLabel={t("sharing.helper.save")}
      />
      <hr className="border-line" />
      <HelpersList ownerCountry={user.country} />
    </div>
  );
}
