import { z } from "zod";

/** Every error the API sends has this shape; the client reads `message` and `fieldErrors`. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorCodes = {
  validation: "VALIDATION_ERROR",
  notFound: "NOT_FOUND",
  unauthorized: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  rateLimited: "RATE_LIMITED",
  payloadTooLarge: "PAYLOAD_TOO_LARGE",
  unavailable: "SERVICE_UNAVAILABLE",
  internal: "INTERNAL_ERROR",
} as const;
