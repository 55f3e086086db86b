import type { RecipeDetail } from "@common/recipe";
import { Button } from "@/components/ui/button";

/**
 * Translate-and-send on the recipe page (SPEC §4). Placeholder with the agreed props: the sharing
 * feature replaces its body; the recipe page only renders it.
 */
export function TranslateAndSendButton({ recipe }: { recipe: RecipeDetail }) {
  return (
    <Button disabled data-recipe-id={recipe.id}>
      WhatsApp
    </Button>
  );
}
