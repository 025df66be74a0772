import { z } from "zod";

/** What the results page's forms may ask for, each with exactly the fields it needs. */
export const resultIntentSchema = z.discriminatedUnion("intent", [
  /** Put a failed marking back in the queue (takes today's allowance again). */
  z.object({ intent: z.literal("retry") }),
  /** Mark now, in this request (the page without JavaScript). */
  z.object({ intent: z.literal("mark") }),
  /** Make a share link for a marked answer. */
  z.object({ intent: z.literal("share") }),
  /** Stop a share link working. */
  z.object({ intent: z.literal("revoke"), linkId: z.string().min(1).max(100) }),
]);

export type ResultIntent = z.infer<typeof resultIntentSchema>;

export const RESULT_MESSAGES = {
  shareNeedsMark: "Only a marked answer can be shared.",
  unknownRequest: "Unknown request.",
} as const;
