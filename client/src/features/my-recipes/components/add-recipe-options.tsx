import type { ReactNode } from "react";
import { ClipboardPaste, Link as LinkIcon, PenLine } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "@/i18n/react";
import { newMyRecipePath } from "../paths";

function Option({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full items-center gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm transition hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:flex-col sm:items-start"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800 [&_svg]:size-5">{icon}</span>
        <span className="grid gap-0.5">
          <span className="font-semibold text-ink">{title}</span>
          <span className="text-sm text-muted">{text}</span>
        </span>
      </Link>
    </li>
  );
}

/** The three ways to add a recipe (issue 18): write it, paste it, or bring it from a link. */
export function AddRecipeOptions({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t("my-recipes.add.heading")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        <Option to={newMyRecipePath()} icon={<PenLine aria-hidden="true" />} title={t("my-recipes.add.write")} text={t("my-recipes.add.writeText")} />
        <Option to={newMyRecipePath("paste")} icon={<ClipboardPaste aria-hidden="true" />} title={t("my-recipes.add.paste")} text={t("my-recipes.add.pasteText")} />
        <Option to={newMyRecipePath("link")} icon={<LinkIcon aria-hidden="true" />} title={t("my-recipes.add.link")} text={t("my-recipes.add.linkText")} />
      </ul>
    </section>
  );
}
