/**
 * The measuring units of English recipe lines. A unit's family decides how an amount is scaled, written back
 * and added up; `convert` is its name in the convert-units package where amounts of a family are converted.
 */

export type UnitFamily = "mass" | "volume" | "spoon" | "length" | "temperature" | "time";

export interface Unit {
  /** Canonical short name: g, kg, ml, l, tsp, tbsp, cup, cm, °C, min… */
  name: string;
  family: UnitFamily;
  /** Its name in convert-units, for families that are added up across units (g/kg, ml/l, tsp/tbsp/cup). */
  convert?: "g" | "kg" | "oz" | "lb" | "ml" | "l" | "tsp" | "Tbs" | "cup";
}

const units: [RegExp, Unit][] = [
  [/kilo(?:gram)?s?|kgs?/, { name: "kg", family: "mass", convert: "kg" }],
  [/grams?|g/, { name: "g", family: "mass", convert: "g" }],
  [/ounces?|oz/, { name: "oz", family: "mass", convert: "oz" }],
  [/pounds?|lbs?/, { name: "lb", family: "mass", convert: "lb" }],
  [/millilit(?:re|er)s?|ml/, { name: "ml", family: "volume", convert: "ml" }],
  [/lit(?:re|er)s?|ltrs?|l/, { name: "l", family: "volume", convert: "l" }],
  [/teaspoons?|tsps?/, { name: "tsp", family: "spoon", convert: "tsp" }],
  [/tablespoons?|tbsps?|tbs/, { name: "tbsp", family: "spoon", convert: "Tbs" }],
  [/cups?/, { name: "cup", family: "spoon", convert: "cup" }],
  [/centimet(?:re|er)s?|cm/, { name: "cm", family: "length" }],
  [/millimet(?:re|er)s?|mm/, { name: "mm", family: "length" }],
  [/inch(?:es)?/, { name: "in", family: "length" }],
  [/° ?C\b|degrees? C(?:elsius)?\b/, { name: "°C", family: "temperature" }],
  [/° ?F\b|degrees? F(?:ahrenheit)?\b/, { name: "°F", family: "temperature" }],
  [/°|degrees?/, { name: "°", family: "temperature" }],
  [/seconds?|secs?/, { name: "s", family: "time" }],
  [/minutes?|mins?/, { name: "min", family: "time" }],
  [/hours?|hrs?/, { name: "h", family: "time" }],
  [/days?/, { name: "d", family: "time" }],
];

/** Seconds in one of each time unit. */
export const secondsPer: Record<string, number> = { s: 1, min: 60, h: 3600, d: 86400 };

const readers = units.map(([pattern, unit]) => ({
  // A unit word stands alone: "2 l water" has a litre, "2 large" has none.
  pattern: new RegExp(String.raw`\s?(?:${pattern.source})(?![\p{L}\p{N}])`, "iuy"),
  unit,
}));

/** The unit written right after `index` in `line` (one space allowed before it), and where it ends. */
export function unitAt(line: string, index: number): { unit: Unit; end: number } | undefined {
  for (const reader of readers) {
    reader.pattern.lastIndex = index;
    const match = reader.pattern.exec(line);
    if (match) return { unit: reader.unit, end: index + match[0].length };
  }
  return undefined;
}
