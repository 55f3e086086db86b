import { useEffect, useState } from "react";
import type * as ScalingModule from "./scaled-ingredients";

type Scaling = typeof ScalingModule;

let scaling: Scaling | undefined;
let pending: Promise<Scaling> | undefined;

/** The scaling code (the quantity reader and the kitchen's numbers): loaded when the servings first change, or are about to. */
export const loadScaling = () =>
  (pending ??= import("./scaled-ingredients").then(
    (module) => (scaling = module),
    (error: unknown) => {
      // Offline before it ever came: the lines stay as written, and the next change asks again.
      pending = undefined;
      throw error;
    },
  ));

/**
 * The ingredient lines at `servings` (decision 0050). At the recipe's own servings they are the lines as they are, so
 * the page needs no scaling code until the owner reaches for the stepper (decision 0077); meanwhile, for the moment
 * it takes to arrive, the lines stay as they were.
 */
export function useScaledIngredients(lines: string[], sourceLines: string[], factor: number, language: string): string[] {
  const [, setLoaded] = useState(Boolean(scaling));
  useEffect(() => {
    if (factor !== 1 && !scaling) loadScaling().then(() => setLoaded(true), () => undefined);
  }, [factor]);
  return factor === 1 || !scaling ? lines : scaling.scaledIngredients(lines, sourceLines, factor, language);
}
