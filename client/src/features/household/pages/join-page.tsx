import type { ReactNode } from "react";
import { CircleAlert, Users } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { InvitationPreview } from "@common/household.schema";
import * as errorCodes from "@common/error-codes";
import type { User } from "@common/user";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { LoadFailed } from "@/components/ui/query-states";
import { Spinner } from "@/components/ui/spinner";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/use-toast";
import { NarrowPage } from "@/components/narrow-page";
import { openLogin, openSignupFor, rememberReturnPath, useCurrentUser } from "@/features/auth";
import { StatusPanel, useLogout } from "@/features/auth/on-demand";
import { hasCode, serverMessageOf, statusOf } from "@/lib/api-errors";
import { useInvitation, useJoin } from "../api/household";

/** Why an invitation does not work, as the server's codes tell it; each has its own title and words. */
const refusals = [
  [errorCodes.invitationUsed, "used"],
  [errorCodes.invitationRevoked, "revoked"],
  [errorCodes.invitationExpired, "expired"],
  [errorCodes.invitationOtherAddress, "otherAddress"],
] as const;
type Refusal = (typeof refusals)[number][1] | "notFound" | "missing";

const refusalOf = (error: unknown): Refusal | undefined =>
  refusals.find(([code]) => hasCode(error, code))?.[1] ?? (statusOf(error) === 404 ? "notFound" : undefined);

/**
 * /join?token=… (decisions 0082, 0083): the invitation's link. Signed out, it says who invited her and for which
 * address, with Sign up (the address filled in) and Log in, both coming back here (decision 0072). Signed in with that
 * address: Join. Another address, a used, taken back or expired link: a page that says so.
 */
export default function JoinPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() || null;
  const invitation = useInvitation(token);
  const { user, isPending: userPending } = useCurrentUser();

  if (!token) return <Refused refusal="missing" />;
  if (invitation.isPending || userPending) {
    return (
      <NarrowPage title={t("household.join.title")}>
        <p role="status" className="mt-6 flex items-center gap-2 text-muted">
          <Spinner />
          {t("household.join.loading")}
        </p>
      </NarrowPage>
    );
  }
  if (invitation.isError) {
    const refusal = refusalOf(invitation.error);
    if (refusal) return <Refused refusal={refusal} message={serverMessageOf(invitation.error)} />;
    return (
      <NarrowPage title={t("household.join.title")}>
        <div className="mt-6">
          <LoadFailed text={t("household.join.loadFailed")} onRetry={() => void invitation.refetch()} />
        </div>
      </NarrowPage>
    );
  }
  const preview = invitation.data;
  if (!user) return <SignedOut token={token} preview={preview} />;
  if (user.email.trim().toLowerCase() !== preview.email) return <OtherAddress preview={preview} user={user} />;
  return <JoinForm token={token} preview={preview} />;
}

function Invited({ preview }: { preview: InvitationPreview }) {
  const { t, i18n } = useTranslation();
  const until = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(preview.expiresAt));
  return (
    <div className="mt-4 grid gap-2">
      <p className="text-ink">
        {preview.inviterFirstName ? t("household.join.invitedBy", { name: preview.inviterFirstName }) : t("household.join.invitedAnonymous")}
      </p>
      {/* The address on a line of its own: inside an Arabic sentence its parts would be reordered. */}
      <p className="text-muted">
        {t("household.join.forAddress")}{" "}
        <bdi className="block break-all font-semibold text-ink">{preview.email}</bdi>
      </p>
      <p className="text-sm text-muted">{t("household.join.expires", { date: until })}</p>
    </div>
  );
}

function SignedOut({ token, preview }: { token: string; preview: InvitationPreview }) {
  const { t } = useTranslation();
  // After signing up or logging in she comes back here to join (decision 0072).
  const comeBack = () => rememberReturnPath(`/join?token=${encodeURIComponent(token)}`);
  return (
    <NarrowPage title={t("household.join.title")}>
      <Invited preview={preview} />
      <div className="mt-6 grid gap-3">
        <Button
          size="lg"
          className="w-full"
          onClick={() => {
            comeBack();
            openSignupFor(preview.email);
          }}
        >
          {t("household.join.signUp")}
        </Button>
        <Button
          size="lg"
          variant="outline"
          className="w-full"
          onClick={() => {
            comeBack();
            openLogin({ username: preview.email });
          }}
        >
          {t("household.join.logIn")}
        </Button>
      </div>
    </NarrowPage>
  );
}

function JoinForm({ token, preview }: { token: string; preview: InvitationPreview }) {
  const { t } = useTranslation();
  const join = useJoin();
  const navigate = useNavigate();
  const refusal = join.isError ? refusalOf(join.error) : undefined;
  if (refusal) return <Refused refusal={refusal} message={serverMessageOf(join.error)} />;
  const name = preview.inviterFirstName;
  return (
    <NarrowPage title={t("household.join.title")}>
      <Invited preview={preview} />
      <p className="mt-3 text-sm text-muted">{t("household.join.moves")}</p>
      <form
        className="mt-6 grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (join.isPending || join.isSuccess) return;
          join.mutate(token, {
            onSuccess: () => {
              toast({ variant: "success", title: t("household.join.joinedTitle"), description: t("household.join.joinedText") });
              void navigate("/account?tab=household");
            },
            // Her household's state (other members, a paid month, helpers) is the server's to explain.
            onError: (error) => {
              if (!refusalOf(error)) toast({ variant: "destructive", title: t("household.join.failed"), description: serverMessageOf(error) ?? t("common.tryAgain") });
            },
          });
        }}
      >
        <SubmitButton size="lg" className="w-full" pending={join.isPending || join.isSuccess}>
          {name ? t("household.join.join", { name }) : t("household.join.joinAnonymous")}
        </SubmitButton>
      </form>
    </NarrowPage>
  );
}

function OtherAddress({ preview, user }: { preview: InvitationPreview; user: User }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Refused refusal="otherAddress" text={t("household.join.otherAddressText", { email: preview.email, you: user.email })}>
      <Button variant="outline" className="mt-2" disabled={logout.isPending} onClick={() => logout.mutate()}>
        {t("household.join.logOut")}
      </Button>
    </Refused>
  );
}

/** A page that says why the link does not work, and where to go instead. */
function Refused({ refusal, message, text, children }: { refusal: Refusal; message?: string; text?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const own: Partial<Record<Refusal, string>> = {
    used: t("household.join.usedText"),
    revoked: t("household.join.revokedText"),
    expired: t("household.join.expiredText"),
    missing: t("household.join.missingText"),
  };
  return (
    <NarrowPage title={t("household.join.title")}>
      <StatusPanel icon={refusal === "used" ? Users : CircleAlert} tone="danger" title={t(`household.join.${refusal}Title`)}>
        <p className="text-muted">{text ?? own[refusal] ?? message}</p>
        {children ?? (
          <Button asChild className="mt-2">
            <Link to={user ? "/account?tab=household" : "/"}>{user ? t("household.join.toAccount") : t("household.join.home")}</Link>
          </Button>
        )}
      </StatusPanel>
    </NarrowPage>
  );
}
