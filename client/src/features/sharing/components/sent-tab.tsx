import { useState } from "react";
import { MessageCircle, Send } from "lucide-react";
import { Link } from "react-router";
import { helperLanguages } from "@common/languages";
import type { SentShare } from "@common/share.schema";
import type { User } from "@common/user";
import { useTranslation } from "@/i18n/react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Skeleton } from "@/components/ui/skeleton";
import { useRevokeShare, useSentShares, useShareReplies } from "../api/sent-shares";
import { useHelpers } from "../api/helpers";
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
  // Decision 0081: the helper it went to, while she is listed; sending again goes to her (else to the first helper).
  const helpers = useHelpers().data?.helpers ?? [];
  const sentTo = helpers.length > 1 ? helpers.find((helper) => helper.id === share.helperId) : undefined;
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
            sentTo ? t("sharing.sent.toHelper", { name: sentTo.firstName }) : null,
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
        <ReplyLine share={share} user={user} day={day} />
      </div>
      <div className="flex flex-wrap gap-2">
        {share.kind === "recipe" && share.recipeId && (
          <Button variant="outline" size="sm" onClick={() => resend.send(undefined, sentTo ? { to: sentTo } : {})} disabled={resend.isPending}>
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

/**
 * Her replies on one link (decision 0086): how many came ("Maria replied 2 times · last 27 Nov"; what she wrote is in
 * WhatsApp, not here), and, while the link works and the owner has a number of her own, whether she may reply.
 */
function ReplyLine({ share, user, day }: { share: SentShare; user: User; day: (iso: string) => string }) {
  const { t } = useTranslation();
  const toggle = useShareReplies();
  const name = user.helperFirstName?.trim();
  const { count, lastAt, enabled } = share.replies;
  // The box shows what she asked for at once, and what the server holds once the list has been read back.
  const [asked, setAsked] = useState<boolean>();
  const canToggle = share.status === "active" && Boolean(user.ownerPhone);
  if (count === 0 && !canToggle) return null;
  const change = (next: boolean) => {
    setAsked(next);
    toggle.mutate({ id: share.id, enabled: next }, { onSettled: () => setAsked(undefined) });
  };
  return (
    <div className="mt-1 grid gap-1.5">
      {count > 0 && (
        <p className="flex items-center gap-1.5 text-sm font-medium text-ink">
          <MessageCircle className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            {name ? t("sharing.sent.replies", { name, n: count }) : t("sharing.sent.repliesUnnamed", { n: count })}
            {lastAt && ` · ${t("sharing.sent.lastReply", { date: day(lastAt) })}`}
          </span>
        </p>
      )}
      {canToggle && (
        <Checkbox
          label={name ? t("sharing.sent.allowReplies", { name }) : t("sharing.sent.allowRepliesUnnamed")}
          checked={asked ?? enabled}
          disabled={toggle.isPending}
          onChange={(event) => change(event.target.checked)}
        />
      )}
    </div>
  );
}

/** Without her own number the owner cannot be answered: where to add it (decision 0086). */
function NeedsNumber() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-sm text-ink">
        <MessageCircle className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {t("sharing.sent.needNumber")}
      </p>
      <Button asChild variant="outline" size="sm" className="shrink-0">
        <Link to="/account">{t("sharing.sent.addNumber")}</Link>
      </Button>
    </div>
  );
}

/** The account's Sent tab (decision 0050): every link sent to the helper, to send again or to stop. */
export function SentTab({ user }: { user: User }) {
  const { t } = useTranslation();
  const sent = useSentShares();
  return (
    <div className="grid gap-4">
      <div>
        <h2 className="text-lg font-semibold">{t("sharing.sent.title")}</h2>
        <p className="text-sm text-muted">{t("sharing.sent.intro")}</p>
      </div>
      {!user.ownerPhone && <NeedsNumber />}
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
