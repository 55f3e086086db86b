import { useState } from "react";
import { Controller, FormProvider, useForm, useWatch, type Control } from "react-hook-form";
import { splitLines } from "@common/recipe-lines";
import { sourceLanguages } from "@common/source-languages";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { FormSelect, RecipeFields } from "@/components/recipe-fields";
import { toast } from "@/components/ui/use-toast";
import { applyFieldErrors, serverMessageOf } from "@/lib/api-errors";
import type { MyRecipe } from "@common/my-recipe.schema";
import { useSaveMyRecipe } from "../api/my-recipes";
import { myRecipeFormResolver, serverFields, type MyRecipeFormValues, type MyRecipeValues } from "../lib/my-recipe-form";
import { PhotoField } from "./photo-field";

type MyRecipeFormProps = {
  /** What the form starts with: empty, a draft read from text or a page, or the recipe being edited. */
  initial: MyRecipeFormValues;
  /** The recipe being edited; none for a new one. */
  recipeId?: number;
  onSaved: (recipe: MyRecipe) => void;
  onCancel: () => void;
  /** An imported page's own words for the servings when it gave a range ("8 - 10 servings"). */
  servingsText?: string | null;
};

/**
 * Every language a recipe may be written in (decision 0066), by name in the interface language, in its alphabetical
 * order; the one told from the text is already chosen when a draft comes in.
 */
function languageOptions(arabic: boolean) {
  const collator = new Intl.Collator(arabic ? "ar" : "en");
  return sourceLanguages
    .map((language) => ({ value: language.code, label: arabic ? language.ar : language.en }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** How many lines a list field holds, said under it ("3 ingredients"). */
function LineCount({ control, name, textKey }: { control: Control<MyRecipeFormValues, unknown, MyRecipeValues>; name: "ingredients" | "instructions"; textKey: string }) {
  const { t } = useTranslation();
  const text = useWatch({ control, name });
  return <p className="text-xs font-medium text-muted">{t(textKey, { count: splitLines(text).length })}</p>;
}

/**
 * Every field of a household recipe (the catalogue's, decision 0051), checked as it is typed by the server's own
 * schema; what the server still refuses is shown on its field. Ingredients and steps are one per line: on a
 * phone the return key adds a line, and pasting many lines at once just works.
 */
export function MyRecipeForm({ initial, recipeId, onSaved, onCancel, servingsText }: MyRecipeFormProps) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === "ar";
  const form = useForm<MyRecipeFormValues, unknown, MyRecipeValues>({ resolver: myRecipeFormResolver, defaultValues: initial, mode: "onTouched" });
  const { control, handleSubmit } = form;
  const [photoPending, setPhotoPending] = useState(false);
  const save = useSaveMyRecipe();

  const onValid = (values: MyRecipeValues) => {
    if (save.isPending || photoPending) return;
    const saving = recipeId === undefined ? { input: values } : { id: recipeId, patch: values };
    save.mutate(saving, {
      onSuccess: onSaved,
      // Said once (decision 0076): under its field, or else in a toast, which the long form's button is near.
      onError: (error) => {
        if (!applyFieldErrors(error, form.setError, serverFields)) toast({ variant: "destructive", title: t("my-recipes.form.saveFailed"), description: serverMessageOf(error) });
      },
    });
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-5">
        <RecipeFields
          text={(key) => t(`my-recipes.form.${key}`)}
          noCuisine={t("my-recipes.form.cuisineNone")}
          optionLabel={{
            cuisine: (cuisine) => t(`recipes.cuisines.${cuisine.key}`),
            category: (category) => t(`my-recipes.categories.${category}`),
            difficulty: (difficulty) => t(`recipes.difficulty.${difficulty}`),
          }}
          below={{
            times: servingsText ? <p className="text-xs font-medium text-muted">{t("my-recipes.form.servingsFromPage", { text: servingsText })}</p> : undefined,
            ingredients: <LineCount control={control} name="ingredients" textKey="my-recipes.form.ingredientsCount" />,
            instructions: <LineCount control={control} name="instructions" textKey="my-recipes.form.stepsCount" />,
          }}
        />
        <FormSelect<MyRecipeFormValues>
          name="sourceLanguage"
          label={t("my-recipes.form.language")}
          hint={t("my-recipes.form.languageHint")}
          placeholder={t("my-recipes.form.languageAuto")}
          options={languageOptions(arabic)}
        />
        <Controller
          control={control}
          name="photoId"
          render={({ field }) => <PhotoField value={field.value} onChange={field.onChange} onPendingChange={setPhotoPending} />}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" disabled={save.isPending} onClick={onCancel}>
            {t("my-recipes.form.cancel")}
          </Button>
          <SubmitButton pending={save.isPending} disabled={photoPending}>
            {t("my-recipes.form.save")}
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
