/** The longest text the recipe search accepts (the box says so before the server has to). */
export const searchTextMaxLength = 200;
