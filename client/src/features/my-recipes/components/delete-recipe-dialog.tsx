import type { RecipeCard } from "@common/recipe";
import { useTranslation } from "@/i18n/react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOf } from "@/lib/api-errors";
import { useDeleteMyRecipe } from "../api/my-recipes";

/** Delete, after the owner confirms; the dialog stays open with the reason when the server refuses. */
export function DeleteRecipeDialog({ recipe, onClose }: { recipe: RecipeCard; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteMyRecipe();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("my-recipes.delete.title")}
      description={t("my-recipes.delete.text", { title: recipe.title })}
      confirmLabel={t("my-recipes.delete.confirm")}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(recipe.id, {
          onSuccess: () => {
            toast({ title: t("my-recipes.delete.done"), description: recipe.title });
            onClose();
          },
        })
      }
    >
      <FormAlert>{remove.isError ? (serverMessageOf(remove.error) ?? t("my-recipes.delete.failed")) : undefined}</FormAlert>
    </ConfirmDialog>
  );
}
