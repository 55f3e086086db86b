import { and, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contract } from "../../../common/api/contract.schema";
import type { GoneReason } from "../../../common/helper-page";
import * as errorCodes from "../../../common/error-codes";
import { isInterfaceLanguage, isRightToLeft, type HelperLanguageCode } from "../../../common/languages";
import { whatsappSendUrl } from "../../../common/share-message";
import type { Config } from "../../config";
import { shares } from "../../db/schema";
import { badRequest, HttpError, notFound } from "../../lib/http-error";
import { RateLimitedError } from "../../lib/rate-limit/rate-limiter";
import { acceptHtmlForms } from "../../lib/html-form";
import { route } from "../../lib/route";
import { requireHousehold } from "../../plugins/session";
import { helperTextsIn, privatePage, renderGonePage, renderNotFoundPage, renderReplyRefusedPage } from "../helper-page";
import { openShare, sharedWithName, shareTitle } from "../sharing";
import type { Translator } from "../translation";
import { canReply } from "./can-reply";
import { readReply } from "./read-reply";
import { chosenReply } from "./reply-choices";
import { replyContext } from "./reply-context";
import { replyMessage } from "./reply-message";
import { readReplyReference, signReplyReference } from "./reply-reference";

/** Where the owner reads her helper's own words: a page of the app, the reference after `#` (never sent to a server log). */
export const replyReadPath = "/replies/read";

/**
 * Decisions 0084, 0085 and 0086, her side of the conversation.
 * - POST /h/:token/reply: her page's Reply form. Answered 303 with WhatsApp's link to the owner's number (the
 *   number is in this answer only, never in her page), the phrase in the owner's language over hers; or a page
 *   in her language saying why not: replies off or no number (403), something missing (400), too many (429),
 *   link stopped or past its date (410), unknown (404). Each reply is counted on its share; nothing she wrote is kept.
 * - POST /api/replies/read: the owner reads her own words, translated into the interface language.
 */
export function replyRoutes(config: Config, translator: Translator): FastifyPluginAsync {
  const secret = config.sessionSecret!;
  return async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    // Her form posts as a browser does without script; whatever is wrong with it, the answer is a page.
    acceptHtmlForms(plain);

    app.route({
      ...route("helperReply"),
      handler: async (request, reply) => {
        const { token } = request.params;
        const herPage = (language: HelperLanguageCode) => ({ language, dir: isRightToLeft(language) ? ("rtl" as const) : ("ltr" as const), texts: helperTextsIn(language) });
        const gone = (language: HelperLanguageCode, reason: GoneReason) => privatePage(reply, 410).send(renderGonePage(herPage(language), reason));
        const refused = (status: number, language: HelperLanguageCode, message: string, retryAfter?: number) => {
          const page = privatePage(reply, status).header("cache-control", "no-store");
          if (retryAfter) page.header("retry-after", String(retryAfter));
          return page.send(renderReplyRefusedPage(herPage(language), message, `/h/${token}`));
        };
        // As many tries per address as her page's views, so this door is no faster way to guess links.
        try {
          await app.limiter.hit(config.rateLimits.helperPagePerIp, `helper-page:ip:${request.ip}`);
        } catch (error) {
          if (!(error instanceof RateLimitedError)) throw error;
          return privatePage(reply, 429).header("retry-after", String(error.retryAfterSeconds)).send(renderNotFoundPage());
        }
        const opened = await openShare(app.db, token);
        if (opened.state === "missing") return privatePage(reply, 404).send(renderNotFoundPage());
        if (opened.state === "gone") return gone(opened.language, opened.reason);
        // Her reply goes to the member who sent the link (the household's owner when they have left), decision 0080.
        const { share, sender } = opened;
        if (!canReply(sender, share)) return refused(403, share.language, "replyOff");
        const form = contract.helperReply.htmlForm.safeParse(request.body);
        if (!form.success) return refused(400, share.language, "replyMissing");

        const ownerLanguage = isInterfaceLanguage(share.ownerLanguage) ? share.ownerLanguage : "en";
        const [her, theirs] = await Promise.all([
          replyContext(app.db, share, share.language),
          replyContext(app.db, share, ownerLanguage),
        ]);
        // Its recipe or every dish of its menu was deleted since: gone, as her page says.
        if (!her || !theirs) return gone(share.language, "stopped");
        const chosen = chosenReply(form.data, { language: share.language, context: her }, { language: ownerLanguage, context: theirs });
        if (!chosen) return refused(400, share.language, "replyMissing");
        // Replies that would go are counted per link; a form refused above is counted only per address.
        try {
          await app.limiter.hit(config.rateLimits.replyPerLink, `reply:share:${share.id}`);
        } catch (error) {
          if (!(error instanceof RateLimitedError)) throw error;
          return refused(429, share.language, "replyTooMany", error.retryAfterSeconds);
        }

        const now = new Date();
        const readUrl =
          chosen.kind === "own"
            ? `${config.appUrl}${replyReadPath}#${signReplyReference(secret, { shareId: share.id, language: share.language, text: chosen.text, sentAt: now })}`
            : undefined;
        const message = replyMessage(chosen, { title: theirs.title, helperName: await sharedWithName(app.db, share) }, { her: share.language, owner: ownerLanguage }, readUrl);
        await app.db
          .update(shares)
          .set({ replyCount: sql`${shares.replyCount} + 1`, lastReplyAt: now })
          .where(eq(shares.id, share.id));
        return privatePage(reply, 303).header("cache-control", "no-store").header("location", whatsappSendUrl(sender.ownerPhone!, message)).send();
      },
    });

    app.route({
      ...route("readReply"),
      handler: async (request) => {
        const { user, household } = requireHousehold(request);
        const reference = readReplyReference(secret, request.body.reference);
        if (reference === "invalid") throw badRequest("replyLinkInvalid", { reference: ["replyLinkInvalid"] });
        if (reference === "expired") throw new HttpError(410, errorCodes.replyLinkExpired, "replyLinkExpired");
        // Any member of the household that sent the link reads what came back on it (another household: not found, as if none).
        const [share] = await app.db
          .select()
          .from(shares)
          .where(and(eq(shares.id, reference.shareId), eq(shares.householdId, household.id)))
          .limit(1);
        if (!share) throw notFound("notFound");
        // One counter with every other translation the owner asks for: this one may ask the provider.
        await app.limiter.hit(config.rateLimits.translatePerUser, `translate:user:${user.id}`);
        const reading = await readReply({ db: app.db, translator }, reference, request.language);
        return {
          ...reading,
          title: await shareTitle(app.db, share, request.language),
          helperName: await sharedWithName(app.db, share),
          sentAt: reference.sentAt.toISOString(),
        };
      },
    });
  };
}
