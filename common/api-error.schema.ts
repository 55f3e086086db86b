import { z } from "./zod.schema";
import * as errorCodes from "./error-codes";
import type { ErrorCode } from "./error-codes";

/** Every error the API sends has this shape; the client reads `code`, `message` and `fieldErrors`. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(Object.values(errorCodes) as [ErrorCode, ...ErrorCode[]]),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
