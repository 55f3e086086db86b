import type { HelperRole } from "@common/helpers";
import { useTranslation } from "@/i18n/react";

/** Each role's name in the catalogue (sharing.helpers.*). */
const roleKeys = { cook: "sharing.helpers.roleCook", nanny: "sharing.helpers.roleNanny", other: "sharing.helpers.roleOther" } as const satisfies Record<HelperRole, string>;

/** A helper's role in the interface language ("Cook", "طاهية"). */
export function useRoleName() {
  const { t } = useTranslation();
  return (role: HelperRole) => t(roleKeys[role]);
}
