import { helperLanguages, isRightToLeft, type HelperLanguageCode, type InterfaceLanguage } from "../../../common/languages";
import type { SharePreviewQuery } from "../../../common/share.schema";
import type { Db } from "../../db/client";
import { escapeHtml } from "../../lib/html-escape";
import { helperPageAssets, helperRecipePage, renderRecipePage, type RecipeRow } from "../helper-page";
import type { Translator } from "../translation";
import { notesFor } from "./create-share";

/** Fills `{name}`-style placeholders of a server text (its values escaped for HTML). */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? escapeHtml(values[key]!) : whole));

/**
 * The preview's own words, in the owner's interface language. Only the server draws them, so they stay out of the
 * app's message catalogue (common/messages), which every first load of the app carries.
 */
const previewTexts: Record<InterfaceLanguage, { banner: string; back: string }> = {
  en: {
    banner: "Preview: this is the page {name} opens from your message, in {language}. Nothing has been sent.",
    back: "Back to the recipe",
  },
  ar: {
    banner: "معاينة: هذه هي الصفحة التي تفتحها {name} من رسالتك، باللغة {language}. لم يُرسل شيء بعد.",
    back: "العودة إلى الوصفة",
  },
};

/**
 * The owner's line above the preview, in her interface language: whose page this is, in which language, that
 * nothing was sent, and the way back to the recipe.
 */
function previewBanner(language: InterfaceLanguage, helperName: string, helperLanguage: HelperLanguageCode, recipeId: number): string {
  const languageName = helperLanguages.find((entry) => entry.code === helperLanguage)?.[language] ?? helperLanguage;
  const text = fill(previewTexts[language].banner, { name: helperName, language: languageName });
  const back = escapeHtml(previewTexts[language].back);
  return (
    `<aside class="preview" lang="${language}" dir="${isRightToLeft(language) ? "rtl" : "ltr"}" ` +
    `style="background:#fef3c7;color:#78350f;border-radius:12px;padding:12px 16px;margin-block-end:16px;font-size:1rem;line-height:1.5">` +
    `<p style="margin:0 0 4px;font-weight:600">${text}</p><a href="/recipe/${recipeId}" style="color:#9a3412;font-weight:600">${back}</a></aside>`
  );
}

/**
 * Decision 0050: the page the helper would open from a send with these choices (servings, quick notes, the owner's
 * note, her language), shown to the owner before she sends. Rendered as her page is (catalog words, the memory's
 * translation, her note translated or marked as written), with nothing stored, sent or counted, and nothing kept
 * on the owner's phone (no service worker).
 */
export async function previewPage(
  deps: { db: Db; appUrl: string; translator: Translator; clientDir: string },
  owner: { firstName: string | null; helperFirstName: string | null },
  recipe: RecipeRow,
  language: HelperLanguageCode,
  query: SharePreviewQuery,
  interfaceLanguage: InterfaceLanguage,
): Promise<string> {
  const notes = await notesFor(deps.translator, language, query);
  const model = await helperRecipePage(
    deps.db,
    // No share, so no signed photo address: the owner's own session loads her household's photo (decision 0062).
    { appUrl: deps.appUrl, secret: undefined },
    `preview-${recipe.id}`,
    { id: 0, expiresAt: new Date(), language, servings: query.servings ?? null, quickNotes: query.quickNotes ?? [], note: notes.note, noteTranslated: notes.noteTranslated },
    owner,
    recipe,
  );
  const assets = { ...helperPageAssets(deps.clientDir, language), serviceWorker: "" };
  return renderRecipePage(model, assets, previewBanner(interfaceLanguage, owner.helperFirstName?.trim() ?? "", language, recipe.id));
}
