/**
 * Control characters have no place in what people type into a form: in a name they split a mail's
 * header or text part, in a recipe they break the WhatsApp message. Line breaks are
 * allowed only where a field is several lines by nature (a description).
 */
// Matching control characters is the point here.
/* eslint-disable no-control-regex */
const singleLineControls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
const multiLineControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/u;
/* eslint-enable no-control-regex */

export const isSingleLineText = (text: string) => !singleLineControls.test(text);
export const isMultiLineText = (text: string) => !multiLineControls.test(text);

/**
 * Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder the text that follows them: in
 * a name that goes into a mail or onto a page they make it read as something else (U+202E "moc.evil" reads
 * "live.com"). A name has no need of them; right-to-left names work without them.
 */
const bidiControls = /[\u202a-\u202e\u2066-\u2069]/u;

export const hasNoBidiControls = (text: string) => !bidiControls.test(text);
