import { useState } from "react";
import { ChevronDown } from "lucide-react";
import { shareNoteMaxLength } from "@common/share-rules";
import { useTranslation } from "@/i18n/react";
import { cn } from "@/lib/cn";
import { useQuickNotes } from "../api/quick-notes";
import type { HelperNoteValue } from "./helper-note";

/** How many quick notes show before "More notes": the ones she sends most, the server's order. */
const firstNotes = 6;

type HelperNotePanelProps = { id: string; value: HelperNoteValue; onChange: (value: HelperNoteValue) => void };

/**
 * The note's unfolded part: the quick notes to tick and the owner's own note. Its code and the quick notes
 * load when the owner first unfolds it (decision 0077), not with the recipe page.
 */
export default function HelperNotePanel({ id, value, onChange }: HelperNotePanelProps) {
  const { t } = useTranslation();
  const [allNotes, setAllNotes] = useState(false);
  const notes = useQuickNotes();
  const every = notes.data ?? [];
  // A note she chose stays in sight when the rest fold away.
  const folded = every.filter((note, index) => index < firstNotes || value.quickNotes.includes(note.id));
  const shown = allNotes ? every : folded;
  const hidden = every.length - folded.length;
  const chosen = new Set(value.quickNotes);
  const toggle = (note: string) => onChange({ ...value, quickNotes: chosen.has(note) ? value.quickNotes.filter((n) => n !== note) : [...value.quickNotes, note] });
  return (
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
  );
}
