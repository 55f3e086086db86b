/** One line per row; blank lines are dropped (SPEC §5). Plain module. */
export const splitLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
