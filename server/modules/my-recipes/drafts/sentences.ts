/** Abbreviations a capital may follow inside a sentence ("e.g. Greek yoghurt"); units end sentences often. */
const abbreviation = /(?:^|\s)(?:approx|no|vs|e\.g|i\.e|ca|dr|mr|mrs|st)\.$/i;

/** A method written as one paragraph, one sentence a step. Latin sentences must start with a capital. */
export function sentencesOf(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of paragraph.matchAll(/[.!?؟。۔।]["”')]*\s+(?=[^\s\p{Ll}\d])/gu)) {
    const end = match.index + match[0].trimEnd().length;
    if (abbreviation.test(paragraph.slice(Math.max(start, end - 10), end))) continue;
    sentences.push(paragraph.slice(start, end).trim());
    start = match.index + match[0].length;
  }
  sentences.push(paragraph.slice(start).trim());
  return sentences.filter(Boolean);
}
