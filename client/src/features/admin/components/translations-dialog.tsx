import { useState } from "react";
import { ArrowLeft, Pencil } from "lucide-react";
import { helperLanguages, isRightToLeft } from "@common/languages";
import type { LanguageCoverage, TranslatedRecipe, TranslationSheet } from "@common/translation.schema";
import { useTranslation } from "@/i18n/react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { fieldErrorsOf } from "@/lib/api-errors";
import { useSaveTranslation, useTranslationSheet } from "../api/translations";
import { useAdminTranslation } from "../texts";
import { LoadingState } from "./section-states";

export const stateBadge: Record<string, BadgeProps["variant"]> = {
  bundled: "success",
  reviewed: "success",
  machine: "info",
  pending: "warning",
  failed: "danger",
  missing: "neutral",
};

type TranslationsDialogProps = {
  recipe: { id: number; title: string };
  coverage: LanguageCoverage[];
  /** Whether a provider translates recipes as they are saved. */
  provider: boolean;
  onClose: () => void;
};

/**
 * A recipe's languages with their state (bundled, machine, reviewed; or pending, failed
 * with the reason, missing), and the editor where an admin corrects or fills a language line by line.
 */
export default function TranslationsDialog({ recipe, coverage, provider, onClose }: TranslationsDialogProps) {
  const { t } = useAdminTranslation();
  const [language, setLanguage] = useState<string | null>(null);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-5xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t("translations.title", { title: recipe.title })}</DialogTitle>
          <DialogDescription>{provider ? t("translations.withProvider") : t("translations.withoutProvider")}</DialogDescription>
        </DialogHeader>
        {language ? (
          <TranslationEditor recipeId={recipe.id} language={language} onBack={() => setLanguage(null)} />
        ) : (
          <LanguageList coverage={coverage} onEdit={setLanguage} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function useLanguageName() {
  const { i18n } = useTranslation();
  const locale = i18n.language === "ar" ? "ar" : "en";
  return (code: string) => helperLanguages.find((l) => l.code === code)?.[locale] ?? code;
}

function LanguageList({ coverage, onEdit }: { coverage: LanguageCoverage[]; onEdit: (language: string) => void }) {
  const { t } = useAdminTranslation();
  const nameOf = useLanguageName();
  return (
    <ul className="grid gap-2">
      {coverage.map((entry) => (
        <li key={entry.language} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line p-3">
          <span className="min-w-28 font-medium">{nameOf(entry.language)}</span>
          <Badge variant={stateBadge[entry.state]}>{t(`translations.states.${entry.state}`)}</Badge>
          <span className="text-sm text-muted">{t("translations.lines", { done: entry.translated, total: entry.total, count: entry.total })}</span>
          {entry.reason && <span className="basis-full text-sm text-muted">{t("translations.reason", { reason: entry.reason })}</span>}
          <Button variant="outline" size="sm" className="ms-auto" onClick={() => onEdit(entry.language)} aria-label={t("translations.editLanguage", { language: nameOf(entry.language) })}>
            <Pencil aria-hidden="true" />
            {t("translations.edit")}
          </Button>
        </li>
      ))}
    </ul>
  );
}

type Field = "title" | "description" | "ingredients" | "instructions";

function TranslationEditor({ recipeId, language, onBack }: { recipeId: number; language: string; onBack: () => void }) {
  const { t } = useAdminTranslation();
  const nameOf = useLanguageName();
  const sheet = useTranslationSheet(recipeId, language);
  return (
    <div className="grid gap-4">
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={onBack}>
        <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
        {t("translations.back")}
      </Button>
      <h3 className="text-lg font-semibold">{t("translations.editing", { language: nameOf(language) })}</h3>
      {sheet.isPending ? <LoadingState text={t("translation:common.loading")} rows={4} /> : sheet.isError ? <p role="alert">{t("common.loadFailed")}</p> : <EditorForm key={language} sheet={sheet.data} recipeId={recipeId} />}
    </div>
  );
}

/**
 * Tall enough to read a whole line without scrolling inside the field: about 45 characters a row in the
 * editor's column. Browsers that size a field to its content (`field-sizing`) grow it further as the admin types.
 */
const rowsFor = (characters: number) => Math.min(8, Math.max(2, Math.ceil(characters / 45)));

function EditorForm({ sheet, recipeId }: { sheet: TranslationSheet; recipeId: number }) {
  const { t } = useAdminTranslation();
  const [draft, setDraft] = useState<TranslatedRecipe>(sheet.translation);
  const save = useSaveTranslation(recipeId, sheet.language);
  const errors = fieldErrorsOf(save.error) ?? {};
  const dir = isRightToLeft(sheet.language) ? "rtl" : "ltr";
  const line = (field: Field, index: number | null, english: string, state: string) => {
    const key = index === null ? field : `${field}.${index}`;
    const value = index === null ? (draft[field] as string) : (draft[field] as string[])[index] ?? "";
    const set = (text: string) =>
      setDraft((current) =>
        index === null ? { ...current, [field]: text } : { ...current, [field]: (current[field] as string[]).map((old, i) => (i === index ? text : old)) },
      );
    const id = `translation-${key}`;
    const error = errors[key]?.[0];
    return (
      <div key={key} className="grid gap-1.5 rounded-xl border border-line p-3 md:grid-cols-2 md:gap-3">
        <label htmlFor={id} lang="en" dir="ltr" className="text-sm text-ink">
          <span className="me-2 text-xs font-medium uppercase text-muted">{t(`translations.fields.${field}`, { n: (index ?? 0) + 1 })}</span>
          {english}
        </label>
        <div className="grid gap-1">
          <textarea
            id={id}
            lang={sheet.language}
            dir={dir}
            rows={rowsFor(Math.max(english.length, value.length))}
            value={value}
            onChange={(event) => set(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="w-full resize-y rounded-lg border border-line px-2 py-1.5 text-base [field-sizing:content] aria-invalid:border-danger"
          />
          <span className="flex items-center gap-2 text-xs">
            <Badge variant={stateBadge[state]}>{t(`translations.states.${state}`)}</Badge>
            {error && (
              <span id={`${id}-error`} className="text-danger">
                {error}
              </span>
            )}
          </span>
        </div>
      </div>
    );
  };
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending) save.mutate(draft);
      }}
    >
      <p className="text-sm text-muted">{t("translations.numbersHint")}</p>
      {line("title", null, sheet.english.title, sheet.states.title)}
      {line("description", null, sheet.english.description, sheet.states.description)}
      {sheet.english.ingredients.map((english, i) => line("ingredients", i, english, sheet.states.ingredients[i]!))}
      {sheet.english.instructions.map((english, i) => line("instructions", i, english, sheet.states.instructions[i]!))}
      <SubmitButton pending={save.isPending} className="justify-self-end">
        {t("translations.save")}
      </SubmitButton>
    </form>
  );
}
