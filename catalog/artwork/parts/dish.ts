import type { Art } from "./art";

/** One dish's picture: draws everything inside the 800 × 600 frame and returns the SVG body. */
export type Dish = (a: Art) => string;
