/** One line per row; blank lines are dropped (docs/spec.md §5). Plain module. */
export const splitLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
