/** The free note an owner writes for the helper (issue 17): up to this many characters. Plain module. */
export const shareNoteMaxLength = 500;
