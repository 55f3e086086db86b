import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { Languages, MessageCircle } from "lucide-react";
import type { ReplyReading } from "@common/reply.schema";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { LoadFailed } from "@/components/ui/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { SignedInOnly } from "@/features/auth/on-demand";
import { serverMessageOf, statusOf } from "@/lib/api-errors";
import { usePageTitle } from "@/lib/use-page-title";
import { useReplyReading } from "../api/read-reply";

/** The reference after `#`: it never reaches a server log, and the page reads it only in the browser. */
const subscribe = (onChange: () => void) => {
  addEventListener("hashchange", onChange);
  return () => removeEventListener("hashchange", onChange);
};
const useReference = () =>
  useSyncExternalStore(
    subscribe,
    () => decodeURIComponent(location.hash.slice(1)) || undefined,
    () => undefined,
  );

function Reading({ reading, onRetry }: { reading: ReplyReading; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(reading.sentAt));
  const note = reading.status === "no-provider" ? t("sharing.replyRead.noProvider") : reading.status === "failed" ? t("sharing.replyRead.failed") : undefined;
  return (
    <article className="mt-6 grid gap-4">
      <p className="text-sm text-muted">
        {t("sharing.replyRead.about", { title: reading.title })} · {t("sharing.replyRead.sentAt", { date })}
      </p>
      {reading.status !== "same-language" && reading.translated && (
        <section aria-labelledby="reply-translated" className="rounded-2xl border border-brand-200 bg-brand-50 p-5">
          <h2 id="reply-translated" className="flex items-center gap-2 text-sm font-semibold text-brand-800">
            <Languages className="size-4" aria-hidden="true" />
            {t("sharing.replyRead.translatedHeading")}
          </h2>
          <p lang={reading.translatedInto} dir="auto" className="mt-2 whitespace-pre-line text-lg text-ink">
            {reading.translated}
          </p>
        </section>
      )}
      {note && (
        <div role="status" className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between">
          <p>{note}</p>
          {reading.status === "failed" && (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t("sharing.replyRead.retry")}
            </Button>
          )}
        </div>
      )}
      <section aria-labelledby="reply-written" className="rounded-2xl border border-line bg-white p-5">
        <h2 id="reply-written" className="text-sm font-semibold text-muted">
          {t("sharing.replyRead.asWritten")}
        </h2>
        <p lang={reading.language} dir="auto" className="mt-2 whitespace-pre-line text-lg text-ink">
          {reading.text}
        </p>
      </section>
    </article>
  );
}

function ReplyBody({ reference }: { reference: string | undefined }) {
  const { t } = useTranslation();
  const reading = useReplyReading(reference);
  if (!reference) return <LoadFailed text={t("sharing.replyRead.missing")} />;
  if (reading.isPending) {
    return (
      <div role="status" className="mt-6 grid gap-4">
        <span className="sr-only">{t("sharing.replyRead.loading")}</span>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-28 w-full rounded-2xl" />
      </div>
    );
  }
  if (reading.isError) {
    // A refusal says why (a link cut short, too old, not hers) and asking again would not help; a network failure may.
    const refused = (statusOf(reading.error) ?? 500) < 500;
    return <LoadFailed text={serverMessageOf(reading.error) ?? t("common.tryAgain")} onRetry={refused ? undefined : () => void reading.refetch()} />;
  }
  return <Reading reading={reading.data} onRetry={() => void reading.refetch()} />;
}

/**
 * /replies/read#<reference> (decision 0085): her own words from a WhatsApp reply, as she wrote them and translated into
 * the owner's interface language; said plainly when no translation service is set up. Only the owner who sent
 * the link may read it (the server checks); a visitor is asked to log in first, and stays on this page.
 */
export default function ReplyReadPage() {
  const { t } = useTranslation();
  usePageTitle(t("sharing.replyRead.pageTitle"));
  const reference = useReference();
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8 md:py-12">
      <SignedInOnly promptClassName="mt-6 rounded-2xl border border-line bg-white px-6 py-10">
        {(user) => (
          <>
            <h1 className="flex items-center gap-3 text-3xl font-bold">
              <MessageCircle className="size-7 shrink-0 text-brand-700" aria-hidden="true" />
              {user.helperFirstName ? t("sharing.replyRead.title", { name: user.helperFirstName }) : t("sharing.replyRead.titleUnnamed")}
            </h1>
            <ReplyBody reference={reference} />
            <Button asChild variant="outline" className="mt-8">
              <Link to="/account?tab=sent">{t("sharing.replyRead.back")}</Link>
            </Button>
          </>
        )}
      </SignedInOnly>
    </section>
  );
}
