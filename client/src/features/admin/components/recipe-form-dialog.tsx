import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { AdminRecipeCreate } from "@common/admin";
import type { RecipeDetail } from "@common/recipe";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { RecipeFields } from "@/components/recipe-fields";
import { applyFieldErrors, fieldErrorsOf, serverMessageOf, statusOf } from "@/lib/api-errors";
import { useCreateRecipe, useUpdateRecipe } from "../api/recipes";
import { useLabels } from "../labels";
import { emptyRecipeForm, imageProblem, recipeFormResolver, recipeFormValuesOf, type RecipeFormValues } from "../lib/recipe-form";
import { useAdminTranslation } from "../texts";
import { ImageField, type ChosenImage } from "./image-field";

type RecipeFormDialogProps = {
  /** The recipe to edit; none to add a new one. */
  recipe?: RecipeDetail;
  onClose: () => void;
};

const textFields = ["title", "description", "cuisineType", "category", "difficulty", "prepTime", "cookTime", "servings", "ingredients", "instructions"] as const;
const serverFields = Object.fromEntries(textFields.map((field) => [field, field]));

/**
 * docs/spec.md §2/§5: "Add New Recipe" (every field and a photo) and the edit dialog of each row (pre-filled;
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
  const { register, handleSubmit } = form;
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

  // Each error is said once (decision 0076): a field's under it (docs/spec.md §8's "Invalid ingredients format" included, no
  // toast besides), the rest above the form, which a modal dialog keeps readable where a toast would not be.
  const onInvalid = () => checkImage();
  const placedInline = Object.keys(fieldErrorsOf(mutation.error)).length > 0 || statusOf(mutation.error) === 413;
  const failure =
    mutation.isError && !placedInline ? (serverMessageOf(mutation.error) ?? t(editing ? "recipes.updateFailed" : "recipes.createFailed")) : undefined;

  return (
    <Dialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent className="md:max-w-2xl">
        <FormProvider {...form}>
          <form noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
            <DialogHeader>
              <DialogTitle>{t(editing ? "recipes.form.editTitle" : "recipes.form.createTitle")}</DialogTitle>
              <DialogDescription>{t(editing ? "recipes.form.editDescription" : "recipes.form.createDescription")}</DialogDescription>
            </DialogHeader>
            <div className="grid gap-4">
              <FormAlert>{failure}</FormAlert>
              <RecipeFields
                text={(key) => t(`recipes.form.${key}`)}
                optionLabel={{ cuisine: (cuisine) => labels.cuisine(cuisine.label), category: labels.category, difficulty: labels.difficulty }}
              />
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
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
