import { forwardRef, type InputHTMLAttributes } from "react";
import { ImagePlus } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { cn } from "@/lib/cn";

type FilePickerProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className"> & {
  /** The chosen file's name; none yet ("No photo chosen"), or null to say nothing (a photo kept is shown beside). */
  fileName?: string | null;
};

/**
 * A photo picker that speaks the interface language: the browser's own file input says "Choose File
 * · No file chosen" in the browser's language, whatever the page's. The real input stays (keyboard, screen readers,
 * FormField's id and aria-*), out of sight inside the label that shows our words; those are hidden from assistive
 * technology, which reads the field's own label and the input's state instead.
 */
export const FilePicker = forwardRef<HTMLInputElement, FilePickerProps>(({ fileName, disabled, ...inputProps }, ref) => {
  const { t } = useTranslation();
  return (
    <label
      className={cn(
        "flex min-h-11 min-w-0 cursor-pointer items-center gap-3 rounded-xl border border-line bg-white p-1 text-sm text-ink",
        "focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-200 has-[input[aria-invalid=true]]:border-danger",
        disabled && "cursor-not-allowed opacity-60",
      )}
    >
      <input ref={ref} type="file" disabled={disabled} className="sr-only" {...inputProps} />
      <span aria-hidden="true" className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-brand-100 px-3 py-2 font-medium text-brand-800 hover:bg-brand-200 [&_svg]:size-4">
        <ImagePlus />
        {t("common.choosePhoto")}
      </span>
      {fileName !== null && (
        <span aria-hidden="true" dir="auto" className={cn("min-w-0 truncate", !fileName && "text-muted")}>
          {fileName ?? t("common.noPhotoChosen")}
        </span>
      )}
    </label>
  );
});
FilePicker.displayName = "FilePicker";
