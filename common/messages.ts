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
    // Validation (SPEC §5), exact texts.
    invalidEmail: "Please enter a valid email",
    invalidEmailAddress: "Please enter a valid email address",
    invalidEmailSignup: "Invalid email address",
    usernameRequired: "Username is required",
    passwordRequired: "Password is required",
    firstNameRequired: "First name is required",
    lastNameRequired: "Last name is required",
    passwordMin6: "Password must be at least 6 characters",
    passwordUppercase: "Password must contain at least one uppercase letter",
    passwordNumber: "Password must contain at least one number",
    confirmPasswordRequired: "Please confirm your password",
    passwordsDontMatch: "Passwords don't match",
    passwordsDoNotMatch: "Passwords do not match",
    countryInvalid: "Please choose a country from the list",
    tooLong: "This is too long",
    // Accounts (SPEC §8).
    emailExists: "An account with this email already exists. Please log in instead.",
    invalidCredentials: "Invalid username or password. Please try again.",
    wrongCurrentPassword: "Your current password is not correct.",
    invalidResetLink: "Invalid or expired password reset link.",
    resetLinkSent: "If an account with that email exists, a password reset link has been sent.",
    passwordUpdated: "Your password has been updated.",
    passwordReset: "Your password has been reset. You can log in now.",
    detailsUpdated: "Your details have been saved.",
    loggedOut: "You have been logged out.",
    // Recipes.
    recipeNotFound: "We could not find that recipe.",
    subscriptionRequired: "Your subscription does not include recipe details. Please reactivate it to continue.",
    // Translation and helper details.
    unsupportedLanguage: "That language is not supported.",
    translationUnavailable: "The translation is not available right now. You can send the recipe in English instead.",
    helperFirstNameRequired: "Helper's first name is required",
    phoneMin8: "Phone number must be at least 8 digits",
    invalidPhone: "Please enter a valid phone number",
    // Subscription.
    alreadySubscribed: "Your subscription is already active.",
    nothingToCancel: "There is no subscription to cancel.",
    paymentFailed: "There was an error processing your subscription request.",
    checkoutExpired: "This checkout has expired. Please start again from your account.",
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
    invalidEmail: "يرجى إدخال بريد إلكتروني صالح",
    invalidEmailAddress: "يرجى إدخال عنوان بريد إلكتروني صالح",
    invalidEmailSignup: "عنوان البريد الإلكتروني غير صالح",
    usernameRequired: "اسم المستخدم مطلوب",
    passwordRequired: "كلمة المرور مطلوبة",
    firstNameRequired: "الاسم الأول مطلوب",
    lastNameRequired: "اسم العائلة مطلوب",
    passwordMin6: "يجب أن تتكون كلمة المرور من 6 أحرف على الأقل",
    passwordUppercase: "يجب أن تحتوي كلمة المرور على حرف كبير واحد على الأقل",
    passwordNumber: "يجب أن تحتوي كلمة المرور على رقم واحد على الأقل",
    confirmPasswordRequired: "يرجى تأكيد كلمة المرور",
    passwordsDontMatch: "كلمتا المرور غير متطابقتين",
    passwordsDoNotMatch: "كلمتا المرور غير متطابقتين",
    countryInvalid: "يرجى اختيار دولة من القائمة",
    tooLong: "النص طويل جدًا",
    emailExists: "يوجد حساب بهذا البريد الإلكتروني بالفعل. يرجى تسجيل الدخول بدلًا من ذلك.",
    invalidCredentials: "اسم المستخدم أو كلمة المرور غير صحيحة. يرجى المحاولة مرة أخرى.",
    wrongCurrentPassword: "كلمة المرور الحالية غير صحيحة.",
    invalidResetLink: "رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية.",
    resetLinkSent: "إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا رابط إعادة تعيين كلمة المرور.",
    passwordUpdated: "تم تحديث كلمة المرور.",
    passwordReset: "تمت إعادة تعيين كلمة المرور. يمكنك تسجيل الدخول الآن.",
    detailsUpdated: "تم حفظ بياناتك.",
    loggedOut: "تم تسجيل خروجك.",
    recipeNotFound: "لم نعثر على هذه الوصفة.",
    subscriptionRequired: "اشتراكك لا يشمل تفاصيل الوصفات. يرجى إعادة تفعيله للمتابعة.",
    unsupportedLanguage: "هذه اللغة غير مدعومة.",
    translationUnavailable: "الترجمة غير متاحة حاليًا. يمكنك إرسال الوصفة بالإنجليزية بدلًا من ذلك.",
    helperFirstNameRequired: "الاسم الأول للعاملة مطلوب",
    phoneMin8: "يجب أن يتكون رقم الهاتف من 8 أرقام على الأقل",
    invalidPhone: "يرجى إدخال رقم هاتف صالح",
    alreadySubscribed: "اشتراكك مفعّل بالفعل.",
    nothingToCancel: "لا يوجد اشتراك لإلغائه.",
    paymentFailed: "حدث خطأ أثناء معالجة طلب الاشتراك.",
    checkoutExpired: "انتهت صلاحية صفحة الدفع. يرجى البدء من جديد من حسابك.",
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
