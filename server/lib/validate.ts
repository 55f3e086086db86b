import type { z } from "zod";
import { badRequest } from "./http-error";

/** Parses input that did not come through a route schema (multipart fields), answering 400 like one would. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fieldErrors[issue.path.join(".") || "_"] ??= []).push(issue.message);
  throw badRequest("invalidInput", fieldErrors);
}
