import { useState } from "react";
import { Controller, useForm, useWatch, type Control } from "react-hook-form";
import { splitLines } from "@common/recipe-lines";
import { cuisines, difficulties, recipeCategories } from "@common/cuisines";
import { helperLanguages } from "@common/languages";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
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
};

/** How many lines a list field holds, said under it ("3 ingredients"). */
function LineCount({ control, name, textKey }: { control: Control<MyRecipeFormValues, unknown, MyRecipeValues>; name: "ingredients" | "instructions"; textKey: string }) {
  const { t } = useTranslation();
  const text = useWatch({ control, name });
  return <p className="text-xs font-medium text-muted">{t(textKey, { count: splitLines(text).length })}</p>;
}

/**
 * Every field of a household recipe (the catalogue's, issue 18), checked as it is typed by the server's own
 * schema; what the server still refuses is shown on its field. Ingredients and steps are one per line: on a
 * phone the return key adds a line, and pasting many lines at once just works.
 */
export function MyRecipeForm({ initial, recipeId, onSaved, onCancel }: MyRecipeFormProps) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === "ar";
  const form = useForm<MyRecipeFormValues, unknown, MyRecipeValues>({ resolver: myRecipeFormResolver, defaultValues: initial, mode: "onTouched" });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const [photoPending, setPhotoPending] = useState(false);
  const save = useSaveMyRecipe();

  const onValid = (values: MyRecipeValues) => {
    if (save.isPending || photoPending) return;
    const saving = recipeId === undefined ? { input: values } : { id: recipeId, patch: values };
    save.mutate(saving, {
      onSuccess: onSaved,
      onError: (error) => applyFieldErrors(error, form.setError, serverFields),
    });
  };

  const failure = save.isError ? (serverMessageOf(save.error) ?? t("my-recipes.form.saveFailed")) : undefined;
  const select = (name: "cuisineType" | "category" | "difficulty" | "sourceLanguage", label: string, options: { value: string; label: string }[], placeholder?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} error={errors[name]?.message} hint={name === "sourceLanguage" ? t("my-recipes.form.languageHint") : undefined}>
          <OptionSelect ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} placeholder={placeholder} options={options} />
        </FormField>
      )}
    />
  );

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-5">
      <FormAlert>{failure}</FormAlert>
      <FormField label={t("my-recipes.form.title")} error={errors.title?.message}>
        <Input autoComplete="off" {...register("title")} />
      </FormField>
      <FormField label={t("my-recipes.form.description")} error={errors.description?.message}>
        <Textarea rows={2} {...register("description")} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-3">
        {select(
          "cuisineType",
          t("my-recipes.form.cuisine"),
          cuisines.map((cuisine) => ({ value: cuisine.label, label: t(`recipes.cuisines.${cuisine.key}`) })),
          t("my-recipes.form.cuisinePlaceholder"),
        )}
        {select(
          "category",
          t("my-recipes.form.category"),
          recipeCategories.map((value) => ({ value, label: t(`my-recipes.categories.${value}`) })),
        )}
        {select(
          "difficulty",
          t("my-recipes.form.difficulty"),
          difficulties.map((value) => ({ value, label: t(`recipes.difficulty.${value}`) })),
        )}
      </div>
      <div className="grid grid-cols-3 gap-3">
        {(["prepTime", "cookTime", "servings"] as const).map((name) => (
          <FormField key={name} label={t(`my-recipes.form.${name}`)} error={errors[name]?.message}>
            <Input type="number" inputMode="numeric" min={name === "servings" ? 1 : 0} step={1} {...register(name)} />
          </FormField>
        ))}
      </div>
      <div className="grid gap-1.5">
        <FormField label={t("my-recipes.form.ingredients")} hint={t("my-recipes.form.ingredientsHint")} error={errors.ingredients?.message}>
          <Textarea rows={7} {...register("ingredients")} />
        </FormField>
        <LineCount control={control} name="ingredients" textKey="my-recipes.form.ingredientsCount" />
      </div>
      <div className="grid gap-1.5">
        <FormField label={t("my-recipes.form.instructions")} hint={t("my-recipes.form.instructionsHint")} error={errors.instructions?.message}>
          <Textarea rows={7} {...register("instructions")} />
        </FormField>
        <LineCount control={control} name="instructions" textKey="my-recipes.form.stepsCount" />
      </div>
      {select(
        "sourceLanguage",
        t("my-recipes.form.language"),
        helperLanguages.map((language) => ({ value: language.code, label: arabic ? language.ar : language.en })),
        t("my-recipes.form.languageAuto"),
      )}
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
  );
}
