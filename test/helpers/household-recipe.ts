/** A household's own recipe as an owner saves it (POST /api/my-recipes), for tests that need one. */
export const harees = {
  title: "Grandmother's Harees",
  description: "Wheat and lamb, slow cooked.",
  cuisineType: "Khaleeji",
  category: "main",
  difficulty: "Medium",
  prepTime: 20,
  cookTime: 180,
  servings: 6,
  ingredients: ["2 cups whole wheat, soaked overnight", "1 kg lamb", "1 tsp salt"],
  instructions: ["Boil the lamb for 1 hour.", "Add the wheat and cook for 2 hours, stirring."],
};
