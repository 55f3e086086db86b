import { useState, type FormEvent } from "react";
import { importUrlMaxLength, pasteRecipeSchema, type RecipeDraftAnswer } from "@common/my-recipe.schema";
import { useTranslation } from "@/i18n/react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { fieldErrorsOf, serverMessageOf } from "@/lib/api-errors";
import { useImportRecipe, useParseRecipe } from "../api/my-recipes";

export type DraftKind = "paste" | "link";

/**
 * The first step of "paste it" and "from a link": the text, or a page's address, read by the server into a
 * draft for the form (nothing saved). What the server could not read is said under the field, in its words.
 */
export function DraftSource({ kind, onDraft }: { kind: DraftKind; onDraft: (draft: RecipeDraftAnswer) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState("");
  /** A paste too long to send, said before sending it (the same rule as the server's; no silent cut). */
  const [tooMuch, setTooMuch] = useState<string>();
  const parse = useParseRecipe();
  const importing = useImportRecipe();
  const reading = kind === "paste" ? parse : importing;
  const field = kind === "paste" ? "text" : "url";
  const error =
    tooMuch ??
    (reading.isError ? (fieldErrorsOf(reading.error)[field]?.[0] ?? serverMessageOf(reading.error) ?? t(`my-recipes.${kind}.failed`)) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reading.isPending) return;
    if (kind === "link") {
      importing.mutate(value, { onSuccess: onDraft });
      return;
    }
    const checked = pasteRecipeSchema.shape.text.safeParse(value);
    setTooMuch(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) parse.mutate(value, { onSuccess: onDraft });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label={t(`my-recipes.${kind}.label`)} hint={t(`my-recipes.${kind}.hint`)} error={error}>
        {kind === "paste" ? (
          <Textarea
            rows={12}
            dir="auto"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setTooMuch(undefined);
            }}
          />
        ) : (
          <Input type="url" inputMode="url" dir="ltr" autoComplete="url" placeholder="https://" maxLength={importUrlMaxLength} value={value} onChange={(event) => setValue(event.target.value)} />
        )}
      </FormField>
      <SubmitButton pending={reading.isPending} disabled={value.trim() === ""} className="justify-self-end">
        {t(reading.isPending ? `my-recipes.${kind}.reading` : `my-recipes.${kind}.submit`)}
      </SubmitButton>
    </form>
  );
}
