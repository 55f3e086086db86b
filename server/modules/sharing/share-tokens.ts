import { randomBytes } from "node:crypto";
import { sha256 } from "../../lib/tokens";

/** A helper link's token: 128 random bits, URL-safe (decision 0050). Only its hash is stored. */
export const newShareToken = () => randomBytes(16).toString("base64url");

export const shareTokenHash = sha256;

/** The shape of a token, checked before any lookup: anything else is a plain 404. */
export const isShareToken = (value: string) => /^[\w-]{22}$/.test(value);
