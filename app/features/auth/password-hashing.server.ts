import { hash, verify } from "@node-rs/argon2";

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). */
// 2 is Algorithm.Argon2id; the package declares it as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash never verifies.
    return false;
  }
}
