import { useState } from "react";
import { Controller, useForm, type FieldErrors } from "react-hook-form";
import type { AdminRecipeCreate } from "@common/admin";
import { cuisines, difficulties, recipeCategories } from "@common/cuisines";
import type { RecipeDetail } from "@common/recipe";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { applyFieldErrors, fieldErrorsOf, serverMessageOf, statusOf } from "@/lib/api-errors";
import { useCreateRecipe, useUpdateRecipe } from "../api/recipes";
import { useLabels } from "../labels";
import { emptyRecipeForm, imageProblem, recipeFormResolver, recipeFormValuesOf, type RecipeFormValues } from "../lib/recipe-form";
import { useAdminTranslation } from "../texts";
import { ImageField, type ChosenImage } from "./image-field";
import { OptionSelect } from "@/components/ui/option-select";

type RecipeFormDialogProps = {
  /** The recipe to edit; none to add a new one. */
  recipe?: RecipeDetail;
  onClose: () => void;
};

const textFields = ["title", "description", "cuisineType", "category", "difficulty", "prepTime", "cookTime", "servings", "ingredients", "instructions"] as const;
const serverFields = Object.fromEntries(textFields.map((field) => [field, field]));

/**
 * SPEC §2/§5: "Add New Recipe" (every field and a photo) and the edit dialog of each row (pre-filled;
 * a new photo optional). The server's own schema checks the form before anything is sent.
 */
export default function RecipeFormDialog({ recipe, onClose }: RecipeFormDialogProps) {
  const { t } = useAdminTranslation();
  const labels = useLabels();
  const editing = recipe !== undefined;
  const form = useForm<RecipeFormValues, unknown, AdminRecipeCreate>({
    resolver: recipeFormResolver,
    defaultValues: recipe ? recipeFormValuesOf(recipe) : emptyRecipeForm,
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const [image, setImage] = useState<ChosenImage>();
  const [imageError, setImageError] = useState<string>();
  const [imageInput, setImageInput] = useState<HTMLInputElement | null>(null);
  const create = useCreateRecipe();
  const update = useUpdateRecipe();
  const mutation = editing ? update : create;

  const checkImage = () => {
    const problem = imageProblem(image?.file, !editing);
    setImageError(problem);
    return problem;
  };

  const onServerError = (error: unknown) => {
    applyFieldErrors(error, form.setError, serverFields);
    // A 413 may also come from a proxy in front of the app, without our error body: the status says it.
    const imageMessage = fieldErrorsOf(error).image?.[0] ?? (statusOf(error) === 413 ? "imageTooLarge" : undefined);
    if (imageMessage) setImageError(imageMessage);
  };

  const onValid = (values: AdminRecipeCreate) => {
    if (mutation.isPending) return;
    if (checkImage()) {
      imageInput?.focus();
      return;
    }
    if (recipe) update.mutate({ id: recipe.id, recipe: values, image: image?.file }, { onSuccess: onClose, onError: onServerError });
    else if (image) create.mutate({ recipe: values, image: image.file }, { onSuccess: onClose, onError: onServerError });
  };

  /** SPEC §8: empty ingredients or instructions also say so in a toast. */
  const onInvalid = (invalid: FieldErrors<RecipeFormValues>) => {
    checkImage();
    const lines = invalid.ingredients ? "ingredientsRequired" : invalid.instructions ? "instructionsRequired" : undefined;
    if (lines) toast({ variant: "destructive", title: t("common.error"), description: t(lines, { ns: "errors" }) });
  };

  const failure = mutation.isError
    ? (serverMessageOf(mutation.error) ?? t(editing ? "recipes.updateFailed" : "recipes.createFailed"))
    : undefined;

  return (
    <Dialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent className="md:max-w-2xl">
        <form noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
          <DialogHeader>
            <DialogTitle>{t(editing ? "recipes.form.editTitle" : "recipes.form.createTitle")}</DialogTitle>
            <DialogDescription>{t(editing ? "recipes.form.editDescription" : "recipes.form.createDescription")}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4">
            <FormAlert>{failure}</FormAlert>
            <FormField label={t("recipes.form.title")} error={errors.title?.message}>
              <Input autoComplete="off" {...register("title")} />
            </FormField>
            <FormField label={t("recipes.form.description")} error={errors.description?.message}>
              <Textarea rows={3} {...register("description")} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-3">
              <Controller
                control={control}
                name="cuisineType"
                render={({ field }) => (
                  <FormField label={t("recipes.form.cuisineType")} error={errors.cuisineType?.message}>
                    <OptionSelect
                      ref={field.ref}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      placeholder={t("recipes.form.cuisinePlaceholder")}
                      options={cuisines.map((cuisine) => ({ value: cuisine.label, label: labels.cuisine(cuisine.label) }))}
                    />
                  </FormField>
                )}
              />
              <Controller
                control={control}
                name="category"
                render={({ field }) => (
                  <FormField label={t("recipes.form.category")} error={errors.category?.message}>
                    <OptionSelect
                      ref={field.ref}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      options={recipeCategories.map((value) => ({ value, label: labels.category(value) }))}
                    />
                  </FormField>
                )}
              />
              <Controller
                control={control}
                name="difficulty"
                render={({ field }) => (
                  <FormField label={t("recipes.form.difficulty")} error={errors.difficulty?.message}>
                    <OptionSelect
                      ref={field.ref}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      options={difficulties.map((value) => ({ value, label: labels.difficulty(value) }))}
                    />
                  </FormField>
                )}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              {(["prepTime", "cookTime", "servings"] as const).map((name) => (
                <FormField key={name} label={t(`recipes.form.${name}`)} error={errors[name]?.message}>
                  <Input type="number" inputMode="numeric" min={name === "servings" ? 1 : 0} step={1} {...register(name)} />
                </FormField>
              ))}
            </div>
            <FormField label={t("recipes.form.ingredients")} hint={t("recipes.form.ingredientsHint")} error={errors.ingredients?.message}>
              <Textarea rows={6} {...register("ingredients")} />
            </FormField>
            <FormField label={t("recipes.form.instructions")} hint={t("recipes.form.instructionsHint")} error={errors.instructions?.message}>
              <Textarea rows={6} {...register("instructions")} />
            </FormField>
            <ImageField
              image={image}
              onChange={(next) => {
                setImage(next);
                setImageError(imageProblem(next?.file, false));
              }}
              error={imageError}
              currentUrl={recipe?.imageUrl}
              inputRef={setImageInput}
            />
            <fieldset className="grid gap-2.5">
              <legend className="mb-2 text-sm font-medium text-ink">{t("recipes.form.flags")}</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2.5">
                <Checkbox label={t("recipes.form.featured")} {...register("featured")} />
                <Checkbox label={t("recipes.form.quick")} {...register("quick")} />
                <Checkbox label={t("recipes.form.hidden")} {...register("hidden")} />
              </div>
            </fieldset>
          </div>
          <DialogFooter>
            <Button variant="outline" disabled={mutation.isPending} onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <SubmitButton pending={mutation.isPending}>{t(editing ? "recipes.form.save" : "recipes.form.create")}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
