import type { HelperPageBase, HelperReply, HelperReplyChoice, HelperReplyOption } from "../../../common/helper-page";
import { escapeHtml } from "../../lib/html-escape";
import { text } from "./sections";

type Texts = HelperPageBase["texts"];

/** "Reply to Fatima", or "Reply" when the owner signed with no name. */
const title = (texts: Texts, name: string) => (name ? text(texts, "replyTitle", { name }) : text(texts, "reply"));

const radio = (name: string, value: string, label: string, className: string) =>
  `<label class="${className}"><input type="radio" name="${name}" value="${escapeHtml(value)}"><span>${escapeHtml(label)}</span></label>`;

function chips(name: string, options: HelperReplyOption[]): string {
  const groups: { group: string | undefined; options: HelperReplyOption[] }[] = [];
  for (const option of options) {
    const last = groups.at(-1);
    if (last && last.group === option.group) last.options.push(option);
    else groups.push({ group: option.group, options: [option] });
  }
  return groups
    .map(
      ({ group, options: some }) =>
        `${group ? `<p class="chip-group">${escapeHtml(group)}</p>` : ""}<div class="chips">${some.map((option) => radio(name, option.value, option.label, "chip")).join("")}</div>`,
    )
    .join("");
}

/** What she picks for a phrase's blank: a time, one of the options, or her own words. */
function parameter(choice: HelperReplyChoice, texts: Texts, ownerName: string, textMaxLength: number): string {
  if (choice.id === "own") {
    const hint = ownerName ? `<p class="hint" id="reply-text-hint">${text(texts, "replyOwnHint", { name: ownerName })}</p>` : "";
    return `<div class="param">${hint}<textarea name="text" rows="3" maxlength="${textMaxLength}" dir="auto" aria-label="${text(texts, "replyOwn")}"${ownerName ? ' aria-describedby="reply-text-hint"' : ""}></textarea></div>`;
  }
  const param = choice.param;
  if (!param) return "";
  if (param.name === "time") {
    return `<div class="param"><label class="field"><span>${escapeHtml(param.legend)}</span><input type="time" name="time" dir="ltr"></label></div>`;
  }
  return `<fieldset class="param"><legend>${escapeHtml(param.legend)}</legend>${chips(param.name, param.options)}</fieldset>`;
}

/**
 * Her Reply sheet (decision 0084): a form that works with no script at all — the phrases as radio buttons in her
 * language, under each what goes in its blank, and Send. It posts to her link's reply address in a new tab,
 * which answers with WhatsApp; the page's script opens it over the page, shows the message and says when
 * there is no network. Outside <main>, so the script can hold the page still behind it.
 */
export function replySection(model: HelperPageBase): string {
  const reply: HelperReply | undefined = model.reply;
  if (!reply) return "";
  const { texts, ownerName } = model;
  const phrases = reply.choices
    .map((choice) => `<div class="phrase">${radio("phrase", choice.id, choice.label, "choice")}${parameter(choice, texts, ownerName, reply.textMaxLength)}</div>`)
    .join("");
  const intro = ownerName ? `<p class="hint">${text(texts, "replyIntro", { name: ownerName })}</p>` : "";
  return [
    `<section class="reply card" id="reply" aria-labelledby="reply-title">`,
    `<h2 id="reply-title" tabindex="-1">${title(texts, ownerName)}</h2>`,
    intro,
    `<form class="reply-form" method="post" action="${escapeHtml(reply.action)}" target="_blank" rel="noopener noreferrer">`,
    `<fieldset class="phrases"><legend class="visually-hidden">${title(texts, ownerName)}</legend>${phrases}</fieldset>`,
    // Her message as it will go, what is wrong, and Send: kept together, in reach at the sheet's foot.
    `<div class="reply-foot">`,
    `<div class="reply-preview" id="reply-preview" hidden><p class="hint">${text(texts, "replyPreview")}</p><p class="reply-line" id="reply-line" dir="auto"></p></div>`,
    `<p class="reply-status" id="reply-status" role="alert"></p>`,
    `<button type="submit" class="btn primary reply-send">${text(texts, "replySend")}</button>`,
    "</div>",
    "</form>",
    "</section>",
  ].join("");
}
