import type { ReactNode } from "react";
import { Controller, useFormContext, type FieldValues, type Path } from "react-hook-form";
import { cuisines, difficulties, recipeCategories, type Cuisine, type Difficulty, type RecipeCategory } from "@common/cuisines";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { Textarea } from "@/components/ui/textarea";
import type { RecipeFormFields } from "@/lib/recipe-form-fields";

/** The texts of the fields, which each form words its own way (the admin's at length, the owner's on a phone). */
export const recipeFieldTexts = [
  "title",
  "description",
  "cuisineType",
  "cuisinePlaceholder",
  "category",
  "difficulty",
  "prepTime",
  "cookTime",
  "servings",
  "ingredients",
  "ingredientsHint",
  "instructions",
  "instructionsHint",
] as const;
export type RecipeFieldText = (typeof recipeFieldTexts)[number];

type FormSelectProps<Values extends FieldValues> = {
  name: Path<Values>;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  hint?: string;
  /** Where the field may be left empty: the words of the option that leaves it so (its value is ""). */
  none?: string;
};

/** Radix's select keeps "" for "nothing chosen yet"; the option that chooses nothing stands for it. */
const noneValue = "-";

/** A select of fixed options bound to a field of the form around it (react-hook-form's FormProvider). */
export function FormSelect<Values extends FieldValues>({ name, label, options, placeholder, hint, none }: FormSelectProps<Values>) {
  const { control, getFieldState, formState } = useFormContext<Values>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} error={getFieldState(name, formState).error?.message} hint={hint}>
          <OptionSelect
            ref={field.ref}
            value={none !== undefined && field.value === "" ? noneValue : field.value}
            onChange={(value) => field.onChange(value === noneValue ? "" : value)}
            onBlur={field.onBlur}
            placeholder={placeholder}
            options={none === undefined ? options : [{ value: noneValue, label: none }, ...options]}
          />
        </FormField>
      )}
    />
  );
}

type RecipeFieldsProps = {
  text: (key: RecipeFieldText) => string;
  /** How each option reads in the interface language. */
  optionLabel: { cuisine: (cuisine: Cuisine) => string; category: (category: RecipeCategory) => string; difficulty: (difficulty: Difficulty) => string };
  /** Said under the times and servings, the ingredients and the steps (the owner's form counts their lines). */
  below?: { times?: ReactNode; ingredients?: ReactNode; instructions?: ReactNode };
  /** Where a recipe may have no cuisine (a household's own): the words for none. Else one is required. */
  noCuisine?: string;
};

/**
 * The fields every recipe form holds (`RecipeFormFields`: the admin's catalogue form and a household's own
 * recipe), inside the form's FormProvider: title, description, cuisine, kind and difficulty, the times and
 * servings, and the ingredients and steps one per line (on a phone the return key adds a line, and pasting
 * many lines at once just works). The recipe's own text runs in its own direction, line by line (Input and Textarea,
 * decision 0075): a German recipe reads left to right in the Arabic interface, an empty field follows the page.
 */
export function RecipeFields({ text, optionLabel, below = {}, noCuisine }: RecipeFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<RecipeFormFields>();
  const lines = (name: "ingredients" | "instructions") => (
    <div className="grid gap-1.5">
      <FormField label={text(name)} hint={text(`${name}Hint`)} error={errors[name]?.message}>
        <Textarea rows={7} {...register(name)} />
      </FormField>
      {below[name]}
    </div>
  );
  return (
    <>
      <FormField label={text("title")} error={errors.title?.message}>
        <Input autoComplete="off" {...register("title")} />
      </FormField>
      <FormField label={text("description")} error={errors.description?.message}>
        <Textarea rows={3} {...register("description")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormSelect<RecipeFormFields>
          name="cuisineType"
          label={text("cuisineType")}
          placeholder={text("cuisinePlaceholder")}
          none={noCuisine}
          options={cuisines.map((cuisine) => ({ value: cuisine.label, label: optionLabel.cuisine(cuisine) }))}
        />
        <FormSelect<RecipeFormFields>
          name="category"
          label={text("category")}
          options={recipeCategories.map((value) => ({ value, label: optionLabel.category(value) }))}
        />
        <FormSelect<RecipeFormFields>
          name="difficulty"
          label={text("difficulty")}
          options={difficulties.map((value) => ({ value, label: optionLabel.difficulty(value) }))}
        />
      </div>
      {/* One row on any phone; each field's label, input and error share rows with the others' (a subgrid), so the
          inputs line up when a longer label wraps. */}
      <div className="grid grid-cols-3 gap-x-3 gap-y-1.5 *:row-span-3 *:grid-rows-subgrid">
        {(["prepTime", "cookTime", "servings"] as const).map((name) => (
          <FormField key={name} label={text(name)} error={errors[name]?.message}>
            <Input type="number" inputMode="numeric" min={name === "servings" ? 1 : 0} step={1} {...register(name)} />
          </FormField>
        ))}
      </div>
      {below.times}
      {lines("ingredients")}
      {lines("instructions")}
    </>
  );
}
