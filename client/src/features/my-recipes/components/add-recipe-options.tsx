import type { ReactNode } from "react";
import { ClipboardPaste, Link as LinkIcon, PenLine } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "@/i18n/react";
import { cn } from "@/lib/cn";
import { newMyRecipePath } from "@/lib/my-recipe-paths";

function Option({ to, icon, title, text, compact }: { to: string; icon: ReactNode; title: string; text: string; compact: boolean }) {
  return (
    <li>
      <Link
        to={to}
        className={cn(
          "flex h-full gap-3 rounded-2xl border border-line bg-white shadow-sm transition hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600",
          compact ? "flex-col items-center p-3 text-center sm:flex-row sm:text-start" : "items-center p-4 sm:flex-col sm:items-start",
        )}
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800 [&_svg]:size-5">{icon}</span>
        <span className="grid gap-0.5">
          <span className={cn("font-semibold text-ink", compact && "text-sm")}>{title}</span>
          {/* Once there are recipes, the three fit in one row on a phone: what each does is its title alone. */}
          <span className={cn("text-sm text-muted", compact && "sr-only")}>{text}</span>
        </span>
      </Link>
    </li>
  );
}

/** The three ways to add a recipe: write it, paste it, or bring it from a link; `compact`: in one row. */
export function AddRecipeOptions({ headingId, compact = false }: { headingId: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t("my-recipes.add.heading")}
      </h2>
      <ul className={cn("grid sm:grid-cols-3", compact ? "grid-cols-3 gap-2 sm:gap-3" : "gap-3")}>
        <Option to={newMyRecipePath()} icon={<PenLine aria-hidden="true" />} title={t("my-recipes.add.write")} text={t("my-recipes.add.writeText")} compact={compact} />
        <Option to={newMyRecipePath("paste")} icon={<ClipboardPaste aria-hidden="true" />} title={t("my-recipes.add.paste")} text={t("my-recipes.add.pasteText")} compact={compact} />
        <Option to={newMyRecipePath("link")} icon={<LinkIcon aria-hidden="true" />} title={t("my-recipes.add.link")} text={t("my-recipes.add.linkText")} compact={compact} />
      </ul>
    </section>
  );
}
