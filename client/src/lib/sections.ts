/** Anchor of the home page's search area: the Browse buttons scroll or link to it. */
export const searchSectionId = "search-section";
