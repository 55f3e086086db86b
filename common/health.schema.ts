import { z } from "./zod.schema";

export const healthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["ok", "unreachable"]),
});
export type Health = z.infer<typeof healthSchema>;
