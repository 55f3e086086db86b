import type { InterfaceLanguage } from "./languages";

/**
 * Texts the server speaks (errors). Schemas in `common/` use these keys as their messages,
 * so the same schema gives an English or Arabic message on either side.
 * The client loads this catalogue into i18next under the `errors` namespace.
 */
export const serverMessages = {
  en: {
    required: "This field is required",
    invalidInput: "Please check the highlighted fields.",
    notFound: "Not found",
    apiRouteNotFound: "There is no such API route.",
    unauthorized: "Please log in to continue.",
    forbidden: "You are not allowed to do that.",
    crossOrigin: "Requests from other sites are not allowed.",
    rateLimited: "Too many attempts. Please wait a moment and try again.",
    payloadTooLarge: "That is too large to upload.",
    unavailable: "The service is unavailable right now. Please try again shortly.",
    internal: "Something went wrong on our side. Please try again.",
    malformedJson: "The request body is not valid JSON.",
  },
  ar: {
    required: "هذا الحقل مطلوب",
    invalidInput: "يرجى مراجعة الحقول المحددة.",
    notFound: "غير موجود",
    apiRouteNotFound: "لا يوجد مسار API بهذا الاسم.",
    unauthorized: "يرجى تسجيل الدخول للمتابعة.",
    forbidden: "غير مسموح لك بهذا الإجراء.",
    crossOrigin: "الطلبات من مواقع أخرى غير مسموح بها.",
    rateLimited: "محاولات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.",
    payloadTooLarge: "الملف كبير جدًا للرفع.",
    unavailable: "الخدمة غير متاحة حاليًا. يرجى المحاولة بعد قليل.",
    internal: "حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.",
    malformedJson: "محتوى الطلب ليس JSON صالحًا.",
  },
} as const satisfies Record<InterfaceLanguage, Record<string, string>>;

export type ServerMessageKey = keyof (typeof serverMessages)["en"];

export function isServerMessageKey(value: string): value is ServerMessageKey {
  return Object.hasOwn(serverMessages.en, value);
}

/** A message key in the given language; any other text is returned as it is. */
export function serverMessage(keyOrText: string, language: InterfaceLanguage): string {
  return isServerMessageKey(keyOrText) ? serverMessages[language][keyOrText] : keyOrText;
}
