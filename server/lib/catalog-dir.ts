import path from "node:path";
import { fileURLToPath } from "node:url";

/** The bundled catalogue (`catalog/`): recipes, their translations and artwork, the helper's texts. */
export const catalogDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../catalog");
