/**
 * The avatar's size rule, shared by the browser (the profile's file input checks a picture before sending it)
 * and the server (avatar.server.ts, and the body limit of /profile/avatar in app/entry.server.tsx).
 */

/** The spec's message when an avatar cannot be saved (section 8); the browser says it when an upload fails too. */
export const AVATAR_FAILED = "Error uploading avatar. Please try again.";

/** The largest avatar file accepted: checked in the browser, then from Content-Length, then on the bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** What a student is told about a picture over the limit: the server's words for it too (imageFailureMessages). */
export const AVATAR_TOO_LARGE = "That picture is too large. Please upload one under 5 MB.";

/**
 * The query that makes /profile show AVATAR_TOO_LARGE (a reason code of profile-notices.server.ts): where a
 * browser's avatar form refused by the body limit is sent back to (BodyLimitRule.refusedFormQuery).
 */
export const AVATAR_TOO_LARGE_QUERY = "avatar=failed&reason=too-large";

/** The reason not to send a chosen file, or null when it may go (the server still checks everything else). */
export function avatarFileProblem(file: { size: number } | null | undefined): string | null {
  return file && file.size > AVATAR_MAX_BYTES ? AVATAR_TOO_LARGE : null;
}
