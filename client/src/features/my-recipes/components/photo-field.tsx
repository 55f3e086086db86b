import { useState } from "react";
import { X } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { FilePicker } from "@/components/ui/file-picker";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { fieldErrorsOf, serverMessageOf, statusOf } from "@/lib/api-errors";
import { acceptedImageTypes, imageProblem } from "@/lib/image-file";
import { photoUrl, useUploadPhoto } from "../api/my-recipes";

type PhotoFieldProps = {
  /** The stored photo, or null for the cuisine's artwork. */
  value: string | null;
  onChange: (photoId: string | null) => void;
  /** An upload is on its way: the form waits for it before saving. */
  onPendingChange: (pending: boolean) => void;
};

/**
 * The recipe's photo: stored as soon as it is chosen (the server checks and re-encodes it), then shown
 * from the server. A refused file shows the server's reason and no preview; the photo kept before stays.
 */
export function PhotoField({ value, onChange, onPendingChange }: PhotoFieldProps) {
  const { t } = useTranslation();
  const upload = useUploadPhoto();
  const [error, setError] = useState<string>();
  const [brokenId, setBrokenId] = useState<string>();
  // The file being stored or stored last, by name; none once refused.
  const [chosen, setChosen] = useState<string>();

  const choose = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const problem = imageProblem(file, true);
    setError(problem);
    setChosen(problem ? undefined : file.name);
    if (problem) return;
    onPendingChange(true);
    upload.mutate(file, {
      onSuccess: ({ photoId }) => onChange(photoId),
      onError: (failure) => {
        // A 413 may come from a proxy in front of the app, without our error body: the status says it.
        setError(fieldErrorsOf(failure).photo?.[0] ?? serverMessageOf(failure) ?? (statusOf(failure) === 413 ? "imageTooLarge" : t("my-recipes.form.photoFailed")));
        input.value = "";
        setChosen(undefined);
      },
      onSettled: () => onPendingChange(false),
    });
  };

  const shown = value && value !== brokenId ? value : undefined;
  return (
    <div className="grid gap-3">
      <FormField label={t("my-recipes.form.photo")} hint={t("my-recipes.form.photoHint")} error={error}>
        <FilePicker accept={acceptedImageTypes.join(",")} disabled={upload.isPending} fileName={chosen ?? (shown ? null : undefined)} onChange={(event) => choose(event.target)} />
      </FormField>
      {upload.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner />
          {t("my-recipes.form.photoUploading")}
        </p>
      )}
      {shown && (
        <div className="flex items-end gap-3">
          <img
            src={photoUrl(shown)}
            alt={t("my-recipes.form.photoPreview")}
            onError={() => setBrokenId(shown)}
            className="aspect-[4/3] w-40 rounded-xl border border-line object-cover"
          />
          <Button variant="outline" size="sm" onClick={() => {
              onChange(null);
              setChosen(undefined);
            }}>
            <X aria-hidden="true" />
            {t("my-recipes.form.removePhoto")}
          </Button>
        </div>
      )}
    </div>
  );
}
