import { Suspense, useId, useState } from "react";
import { ChevronDown, StickyNote } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { cn } from "@/lib/cn";
import { deferred } from "@/lib/deferred";

export type HelperNoteValue = { quickNotes: string[]; note: string };

type HelperNoteProps = { helperName: string | null; value: HelperNoteValue; onChange: (value: HelperNoteValue) => void };

/** Said in the panel's place when its code cannot arrive (offline, and never unfolded before). */
function PanelUnavailable({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <p id={`${id}-panel`} role="alert" className="border-t border-line p-4 text-sm text-muted">
      {t("common.partUnavailable")}
    </p>
  );
}

/** The quick notes and the note editor load with the first wish to unfold them (decision 0077). */
const helperNotePanel = deferred(() => import("./helper-note-panel").catch(() => ({ default: PanelUnavailable })));

/**
 * Decision 0050: what the owner adds for the helper before sending: common kitchen instructions to tick
 * (they reach her in her language with no translation service), and a note of their own (translated
 * when a service is configured, else sent as written). Folded away until wanted.
 */
export function HelperNote({ helperName, value, onChange }: HelperNoteProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const count = value.quickNotes.length + (value.note.trim() ? 1 : 0);
  return (
    <section className="rounded-2xl border border-line bg-white">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
        onPointerEnter={helperNotePanel.preload}
        onFocus={helperNotePanel.preload}
        className="flex w-full items-center gap-3 rounded-2xl p-4 text-start"
      >
        <StickyNote className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="flex-1">
          <span className="block font-semibold text-ink">{helperName ? t("sharing.note.titleNamed", { name: helperName }) : t("sharing.note.title")}</span>
          <span className="block text-sm text-muted">{count > 0 ? t("sharing.note.chosen", { n: count }) : t("sharing.note.hint")}</span>
        </span>
        <ChevronDown className={cn("size-5 text-muted transition-transform", open && "rotate-180")} aria-hidden="true" />
      </button>
      {open && (
        <Suspense fallback={<p id={`${id}-panel`} className="border-t border-line p-4 text-sm text-muted">{t("common.loading")}</p>}>
          <helperNotePanel.Component id={id} value={value} onChange={onChange} />
        </Suspense>
      )}
    </section>
  );
}
