import { useId, useState } from "react";
import { ChevronDown, StickyNote } from "lucide-react";
import { shareNoteMaxLength } from "@common/share-rules";
import { useTranslation } from "@/i18n/react";
import { cn } from "@/lib/cn";
import { useQuickNotes } from "../api/quick-notes";

export type HelperNoteValue = { quickNotes: string[]; note: string };

type HelperNoteProps = { helperName: string | null; value: HelperNoteValue; onChange: (value: HelperNoteValue) => void };

/** How many quick notes show before "More notes" (issue 25.12): the ones she sends most, the server's order. */
const firstNotes = 6;

/**
 * Issue 17: what the owner adds for the helper before sending: common kitchen instructions to tick
 * (they reach her in her language with no translation service), and a note of their own (translated
 * when a service is configured, else sent as written). Folded away until wanted.
 */
export function HelperNote({ helperName, value, onChange }: HelperNoteProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [allNotes, setAllNotes] = useState(false);
  const notes = useQuickNotes();
  const every = notes.data ?? [];
  // A note she chose stays in sight when the rest fold away.
  const folded = every.filter((note, index) => index < firstNotes || value.quickNotes.includes(note.id));
  const shown = allNotes ? every : folded;
  const hidden = every.length - folded.length;
  const chosen = new Set(value.quickNotes);
  const count = value.quickNotes.length + (value.note.trim() ? 1 : 0);
  const toggle = (note: string) => onChange({ ...value, quickNotes: chosen.has(note) ? value.quickNotes.filter((n) => n !== note) : [...value.quickNotes, note] });
  return (
    <section className="rounded-2xl border border-line bg-white">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
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
        <div id={`${id}-panel`} className="grid gap-4 border-t border-line p-4">
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink">{t("sharing.note.quick")}</legend>
            {notes.isPending ? (
              <p className="text-sm text-muted">{t("common.loading")}</p>
            ) : (
              <ul id={`${id}-notes`} className="flex flex-wrap gap-2">
                {shown.map((note) => (
                  <li key={note.id}>
                    <button
                      type="button"
                      aria-pressed={chosen.has(note.id)}
                      onClick={() => toggle(note.id)}
                      className={cn(
                        "min-h-11 rounded-full border px-3 py-2 text-sm transition-colors",
                        chosen.has(note.id) ? "border-brand-700 bg-brand-700 text-white" : "border-line bg-white text-ink hover:border-brand-600",
                      )}
                    >
                      {note.text}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {(hidden > 0 || allNotes) && (
              <button
                type="button"
                aria-expanded={allNotes}
                aria-controls={`${id}-notes`}
                onClick={() => setAllNotes(!allNotes)}
                className="mt-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-medium text-brand-700 hover:underline"
              >
                {allNotes ? t("sharing.note.fewer") : t("sharing.note.more", { n: hidden })}
                <ChevronDown className={cn("size-4 transition-transform", allNotes && "rotate-180")} aria-hidden="true" />
              </button>
            )}
          </fieldset>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-note`} className="text-sm font-medium text-ink">
              {t("sharing.note.own")}
            </label>
            <textarea
              id={`${id}-note`}
              value={value.note}
              maxLength={shareNoteMaxLength}
              rows={3}
              onChange={(event) => onChange({ ...value, note: event.target.value })}
              aria-describedby={`${id}-count`}
              className="w-full rounded-xl border border-line bg-white px-3 py-2 text-base text-ink [unicode-bidi:plaintext] focus-visible:outline-2 focus-visible:outline-brand-600"
            />
            <p id={`${id}-count`} className="text-end text-xs text-muted">
              {t("sharing.note.count", { n: value.note.length, max: shareNoteMaxLength })}
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
