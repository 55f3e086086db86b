import { useId, useRef, useState } from "react";
import { Download, Trash2 } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useExportAccount } from "../api/export-account";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** The Profile tab's "Your data" (decision 0063): everything Wasfa holds, to download, or to delete with the account. */
export function YourData() {
  const { t } = useTranslation();
  const headingId = useId();
  const exporting = useExportAccount();
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);

  return (
    <section aria-labelledby={headingId} className="mt-6 grid gap-4 rounded-2xl border border-line bg-white p-5 md:p-6">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {t("account.data.title")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("account.data.text")}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-between">
        <Button
          variant="outline"
          disabled={exporting.isPending}
          aria-busy={exporting.isPending || undefined}
          onClick={() => !exporting.isPending && exporting.mutate()}
        >
          {exporting.isPending ? <Spinner /> : <Download aria-hidden="true" />}
          {exporting.isPending ? t("account.data.downloading") : t("account.data.download")}
        </Button>
        <Button ref={deleteButton} variant="outline" className="border-red-200 text-danger hover:bg-red-50" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />
          {t("account.data.delete")}
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} returnFocusTo={deleteButton} />
    </section>
  );
}
