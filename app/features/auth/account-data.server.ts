import { eq } from "drizzle-orm";

import type { AccountDataPart } from "~/platform/account-data";
import { account, session, user } from "~/platform/db/schema";

/** The account itself: who the user is, how they sign in (never a password hash or a token), their sessions. */
export const authAccountData: AccountDataPart = {
  name: "account",
  tables: ["user", "session", "account"],
  async export(db, userId) {
    const [person] = await db
      .select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified, pictureUrl: user.image, createdAt: user.createdAt, updatedAt: user.updatedAt })
      .from(user)
      .where(eq(user.id, userId));
    const signIns = await db.select({ provider: account.providerId, createdAt: account.createdAt }).from(account).where(eq(account.userId, userId));
    const sessions = await db
      .select({ createdAt: session.createdAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent })
      .from(session)
      .where(eq(session.userId, userId));
    return { user: person ?? null, signInMethods: signIns, sessions };
  },
};
