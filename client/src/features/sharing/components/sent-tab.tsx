import { Send } from "lucide-react";
import { Link } from "react-router";
import { helperLanguages } from "@common/languages";
import type { SentShare } from "@common/share.schema";
import type { User } from "@common/user";
import { useTranslation } from "@/i18n/react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useRevokeShare, useSentShares } from "../api/sent-shares";
import { useSendRecipe } from "../use-send-recipe";
import { EnglishOfferSlot } from "./english-offer-slot";

const statusLook: Record<SentShare["status"], "success" | "neutral" | "warning"> = { active: "success", revoked: "neutral", expired: "warning" };

function SentRow({ share, user }: { share: SentShare; user: User }) {
  const { t, i18n } = useTranslation();
  const revoke = useRevokeShare();
  // Sending again makes a new link with the same servings and notes (the old one's token is not kept).
  const resend = useSendRecipe(share.recipeId ?? 0, user, { servings: share.servings ?? undefined, quickNotes: share.quickNotes, note: share.note ?? undefined });
  const locale = i18n.language === "ar" ? "ar" : "en";
  const language = helperLanguages.find((l) => l.code === share.language)?.[locale] ?? share.language;
  const day = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  return (
    <li className="grid gap-2 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          {share.recipeId ? (
            <Link to={`/recipe/${share.recipeId}`} className="font-semibold text-ink hover:underline">
              {share.title ? <bdi>{share.title}</bdi> : t("sharing.sent.menu")}
            </Link>
          ) : (
            <span className="font-semibold text-ink">{share.title ? <bdi>{share.title}</bdi> : t("sharing.sent.menu")}</span>
          )}
          <Badge variant={statusLook[share.status]}>{t(`sharing.sent.status.${share.status}`)}</Badge>
        </div>
        <p className="text-sm text-muted">
          {[
            t("sharing.sent.language", { language }),
            share.servings ? t("sharing.sent.servings", { n: share.servings }) : null,
            share.quickNotes.length + (share.note ? 1 : 0) > 0 ? t("sharing.sent.notes", { n: share.quickNotes.length + (share.note ? 1 : 0) }) : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <p className="text-xs text-muted">
          {t("sharing.sent.sentOn", { date: day(share.createdAt) })}
          {share.status === "active" && ` · ${t("sharing.sent.expiresOn", { date: day(share.expiresAt) })}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {share.kind === "recipe" && share.recipeId && (
          <Button variant="outline" size="sm" onClick={() => resend.send()} disabled={resend.isPending}>
            <Send className="rtl:-scale-x-100" aria-hidden="true" />
            {t("sharing.sent.resend")}
          </Button>
        )}
        <EnglishOfferSlot sender={resend} />
        {share.status === "active" && (
          <Button variant="outline" size="sm" className="text-danger hover:bg-red-50" onClick={() => revoke.mutate(share.id)} disabled={revoke.isPending}>
            {t("sharing.sent.revoke")}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The account's Sent tab (issue 17): every link sent to the helper, to send again or to stop. */
export function SentTab({ user }: { user: User }) {
  const { t } = useTranslation();
  const sent = useSentShares();
  return (
    <div className="grid gap-4">
      <div>
        <h2 className="text-lg font-semibold">{t("sharing.sent.title")}</h2>
        <p className="text-sm text-muted">{t("sharing.sent.intro")}</p>
      </div>
      {sent.isPending ? (
        <div aria-busy="true" className="grid gap-3">
          <span className="sr-only">{t("common.loading")}</span>
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-24 rounded-2xl" />
        </div>
      ) : sent.isError ? (
        <p role="alert" className="rounded-2xl border border-line bg-white p-6 text-center text-muted">
          {t("sharing.sent.loadFailed")}
        </p>
      ) : sent.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-8 text-center text-muted">{t("sharing.sent.empty")}</p>
      ) : (
        <ul className="grid gap-3">
          {sent.data.map((share) => (
            <SentRow key={share.id} share={share} user={user} />
          ))}
        </ul>
      )}
    </div>
  );
}
