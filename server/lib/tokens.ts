import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes (256 bits), URL-safe. */
export const newToken = () => randomBytes(32).toString("base64url");

/** Tokens and session ids are stored only as this hash. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
