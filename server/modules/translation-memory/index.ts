/** The translation memory every translated line is kept in and read from (decisions 0018, 0047). */
export { fillTemplateHashes, recall, recallWithOrigin, remember, type Recalled } from "./memory";
export { localizeCards, localizeDetail } from "./localize";
export { fromSegments, recipeSegments } from "./recipe-segments";
