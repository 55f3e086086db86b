import { hash, verify } from "@node-rs/argon2";

/** Argon2id in @node-rs/argon2's Algorithm enum (a const enum, which isolated modules cannot read). */
const argon2id = 2;

/** argon2id at OWASP's recommended minimum: 19 MiB, 2 iterations, 1 lane. */
const options = { algorithm: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no such user,
 * so response times do not tell which accounts exist.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  dummyHash ??= hashPassword("no-such-user-placeholder-password");
  await verifyPassword(await dummyHash, password);
  return false;
}
