/** The free note an owner writes for the helper (decision 0050): up to this many characters. Plain module. */
export const shareNoteMaxLength = 500;
