import { useState } from "react";
import { FilePicker } from "@/components/ui/file-picker";
import { FormField } from "@/components/ui/form-field";
import { acceptedImageTypes } from "../lib/recipe-form";
import { useAdminTranslation } from "../texts";

export type ChosenImage = { file: File; previewUrl?: string };

type ImageFieldProps = {
  image: ChosenImage | undefined;
  onChange: (image: ChosenImage | undefined) => void;
  /** A key of the server's messages, or a text already translated. */
  error?: string;
  /** The recipe's image, shown until a new one is chosen (edit). */
  currentUrl?: string;
  inputRef?: (element: HTMLInputElement | null) => void;
};

/** The recipe's photo: JPG, PNG or WebP, with a preview of the chosen file. */
export function ImageField({ image, onChange, error, currentUrl, inputRef }: ImageFieldProps) {
  const { t } = useAdminTranslation();
  const choose = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return onChange(undefined);
    onChange({ file });
    // A file of another type gets no preview (the form says why); only a picture the browser decodes is shown.
    if (!(acceptedImageTypes as readonly string[]).includes(file.type)) return;
    // A data: address needs no revoking, whatever happens to the dialog.
    const reader = new FileReader();
    reader.onload = () => {
      // Only if this is still the chosen file.
      if (typeof reader.result === "string" && input.files?.[0] === file) onChange({ file, previewUrl: reader.result });
    };
    reader.readAsDataURL(file);
  };
  const preview = image ? image.previewUrl : currentUrl;
  // A file that claims to be an image but does not decode (or an upload the server refused) leaves no
  // broken picture behind: the empty frame shows instead.
  const [brokenUrl, setBroken] = useState<string>();
  const broken = preview !== undefined && preview === brokenUrl;
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_10rem] sm:items-start">
      <FormField label={t("recipes.form.image")} hint={t(currentUrl ? "recipes.form.imageReplaceHint" : "recipes.form.imageHint")} error={error}>
        <FilePicker ref={inputRef} accept={acceptedImageTypes.join(",")} fileName={image ? image.file.name : currentUrl ? null : undefined} onChange={(event) => choose(event.target)} />
      </FormField>
      {preview && !broken ? (
        <img
          src={preview}
          alt={image ? t("recipes.form.imagePreview") : t("recipes.form.currentImage")}
          onError={() => setBroken(preview)}
          className="aspect-[4/3] w-full rounded-xl border border-line object-cover sm:w-40"
        />
      ) : (
        <div aria-hidden="true" className="hidden aspect-[4/3] w-40 rounded-xl border border-dashed border-line bg-stone-50 sm:block" />
      )}
    </div>
  );
}
