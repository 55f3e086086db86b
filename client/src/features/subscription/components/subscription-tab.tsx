import { Suspense, useEffect, useRef, useState, type ReactNode, type Ref } from "react";
import { useTranslation } from "@/i18n/react";
import { BadgeCheck, CircleSlash, CircleX, Hourglass, Sparkles, type LucideIcon } from "lucide-react";
import type { SubscriptionStatus, User } from "@common/user";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { deferred } from "@/lib/deferred";
import { useOnline } from "@/lib/online";
import { OfflineState } from "@/components/offline-state";
import { useCancelSubscription } from "../api/cancel-subscription";
import { useSubscription } from "../api/get-subscription";
import { useReactivateSubscription } from "../api/reactivate-subscription";
import { useSubscribe } from "../api/subscribe";
import { useBillingWords } from "../lib/use-billing-words";
import { PlanPromo } from "@/components/plan-promo";

/** Radix Dialog loads with the first wish to cancel (hover, focus or click), not with the account page. */
const cancelDialog = deferred(() => import("./cancel-dialog"));

/** docs/spec.md §4: a colour per status (active green, trial blue, canceling yellow, canceled red, inactive grey). */
const looks: Record<SubscriptionStatus, { icon: LucideIcon; card: string; badge: string }> = {
  active: { icon: BadgeCheck, card: "border-green-200 border-s-green-600 bg-green-50", badge: "bg-green-100 text-green-800" },
  trial: { icon: Sparkles, card: "border-blue-200 border-s-blue-600 bg-blue-50", badge: "bg-blue-100 text-blue-800" },
  canceling: { icon: Hourglass, card: "border-amber-200 border-s-amber-500 bg-amber-50", badge: "bg-amber-100 text-amber-900" },
  canceled: { icon: CircleX, card: "border-red-200 border-s-red-600 bg-red-50", badge: "bg-red-100 text-red-800" },
  inactive: { icon: CircleSlash, card: "border-stone-200 border-s-stone-400 bg-stone-50", badge: "bg-stone-200 text-stone-700" },
};

type ActionButtonProps = ButtonProps & { busy: boolean; children: ReactNode; ref?: Ref<HTMLButtonElement> };

/** While its request runs a button is disabled and spins (docs/spec.md §4); the others are disabled too. */
function ActionButton({ busy, children, ref, ...props }: ActionButtonProps) {
  return (
    <Button ref={ref} size="lg" aria-busy={busy || undefined} className="w-full sm:w-auto" {...props}>
      {busy && <Spinner />}
      {children}
    </Button>
  );
}

/** The account page's Subscription tab (docs/spec.md §2, §4): the status, its date, and what can be done next. */
export function SubscriptionTab({ user }: { user: User }) {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const subscribe = useSubscribe();
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();
  const [confirming, setConfirming] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const wordsOf = useBillingWords(user.country);
  const online = useOnline();

  // Back from the checkout through the browser's cache: the page is alive again, so are its buttons.
  const { reset: resetSubscribe } = subscribe;
  const { reset: resetReactivate } = reactivate;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      resetSubscribe();
      resetReactivate();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [resetSubscribe, resetReactivate]);

  if (subscription.isPending) {
    return (
      <div aria-busy="true" className="grid gap-4">
        <span className="sr-only">{t("common.loading")}</span>
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-24 rounded-2xl" />
      </div>
    );
  }

  if (subscription.isError) {
    if (!online) return <OfflineState className="rounded-2xl border border-line bg-white" />;
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white px-6 py-10 text-center">
        <p className="font-medium">{t("subscription.errors.load")}</p>
        <Button variant="outline" onClick={() => void subscription.refetch()} disabled={subscription.isFetching}>
          {subscription.isFetching && <Spinner />}
          {t("common.retry")}
        </Button>
      </div>
    );
  }

  const current = subscription.data;
  const { status } = current;
  const look = looks[status];
  const Icon = look.icon;
  // Decision 0074: the dates and what they cost, in the words the cancel dialog, the toasts and the mails use.
  const words = wordsOf(current);

  // Leaving for the checkout or reloading after a cancel: stay busy until the page goes.
  const leaving = subscribe.isSuccess || cancel.isSuccess || reactivate.data === "checkout";
  const busy = subscribe.isPending || cancel.isPending || reactivate.isPending || leaving;
  const subscribing = subscribe.isPending || subscribe.isSuccess;
  const reactivating = reactivate.isPending || reactivate.data === "checkout";

  const openCancel = () => {
    setDialogWanted(true);
    setConfirming(true);
  };
  const confirmCancel = () => {
    if (cancel.isPending) return;
    cancel.mutate(wordsOf, { onError: () => setConfirming(false) });
  };

  const subscribeButton = (
    <ActionButton busy={subscribing} disabled={busy} onClick={() => subscribe.mutate()}>
      {t("subscription.actions.subscribe")}
    </ActionButton>
  );
  const reactivateButton = (
    <ActionButton busy={reactivating} disabled={busy} onClick={() => reactivate.mutate()}>
      {t("subscription.actions.reactivate")}
    </ActionButton>
  );
  const cancelAction = (
    <ActionButton
      ref={cancelButton}
      variant="outline"
      busy={cancel.isPending || cancel.isSuccess}
      disabled={busy}
      onPointerEnter={cancelDialog.preload}
      onFocus={cancelDialog.preload}
      onClick={openCancel}
    >
      {t("subscription.actions.cancel")}
    </ActionButton>
  );

  const actions: Record<SubscriptionStatus, ReactNode> = {
    inactive: subscribeButton,
    trial: (
      <>
        {subscribeButton}
        {cancelAction}
      </>
    ),
    active: cancelAction,
    canceling: reactivateButton,
    canceled: null,
  };

  return (
    <div className="grid gap-4" data-status={status}>
      <section
        aria-labelledby="subscription-status-title"
        className={cn("rounded-2xl border border-s-4 p-5 md:p-6", look.card)}
      >
        <div className="flex items-start gap-4">
          <span className={cn("flex size-12 shrink-0 items-center justify-center rounded-full", look.badge)}>
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div className="grid min-w-0 gap-1">
            <h2 id="subscription-status-title" className="text-xl font-semibold">
              {t(`subscription.status.${status}.title`)}
            </h2>
            {words.date && <p className="font-medium text-ink">{words.date}</p>}
            <p className="text-sm text-muted">{words.text}</p>
          </div>
        </div>
        {actions[status] && <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions[status]}</div>}
      </section>

      {status === "canceled" ? (
        <section aria-labelledby="subscription-promo-title" className="rounded-2xl border border-line bg-white p-5 md:p-6">
          <h2 id="subscription-promo-title" className="text-lg font-semibold">
            {t("subscription.promo.title")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("subscription.promo.text")}</p>
          <PlanPromo freeMonth={false} className="mt-3" />
          <div className="mt-5">{reactivateButton}</div>
        </section>
      ) : (
        <section aria-labelledby="subscription-plan-title" className="rounded-2xl border border-line bg-white p-5 md:p-6">
          <h2 id="subscription-plan-title" className="text-sm font-medium text-muted">
            {t("subscription.plan.title")}
          </h2>
          <p className="mt-1 text-lg font-semibold">{t("subscription.plan.name")}</p>
          <PlanPromo freeMonth={status === "trial"} className="mt-1" />
        </section>
      )}

      {dialogWanted && (
        <Suspense fallback={null}>
          <cancelDialog.Component
            open={confirming}
            onOpenChange={setConfirming}
            text={words.cancel}
            pending={cancel.isPending || cancel.isSuccess}
            onConfirm={confirmCancel}
            returnFocusTo={cancelButton}
          />
        </Suspense>
      )}
    </div>
  );
}
