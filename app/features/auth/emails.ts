import type { EmailMessage } from "~/platform/email/send-email.server";
import { greetingName } from "~/platform/text/greeting-name";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function layout(paragraphs: string[], action: { label: string; url: string }, after: string[] = []): string {
  const body = (lines: string[]) => lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join("");
  return (
    `<!doctype html><html lang="en-GB"><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px">` +
    `<p style="font-size:20px;font-weight:bold;margin:0 0 24px">Marker</p>` +
    body(paragraphs) +
    `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:14px;color:#475569">If the button does not work, copy this link into your browser:<br>${escapeHtml(action.url)}</p>` +
    body(after) +
    `</div></body></html>`
  );
}

function firstName(name: string): string {
  return greetingName(name) || "there";
}

export function verificationEmail(to: { email: string; name: string }, url: string): EmailMessage {
  const lines = [
    `Hi ${firstName(to.name)},`,
    "Thanks for signing up to Marker. Please confirm your email address so we know it is really you.",
  ];
  const after = ["The link works for 24 hours. If you did not sign up, you can ignore this email and no account will be activated."];
  return {
    to: to.email,
    subject: "Confirm your email for Marker",
    text: `${lines.join("\n\n")}\n\nConfirm your email: ${url}\n\n${after.join("\n\n")}\n`,
    html: layout(lines, { label: "Confirm my email", url }, after),
    actionUrl: url,
  };
}

export function passwordResetEmail(to: { email: string; name: string }, url: string): EmailMessage {
  const lines = [`Hi ${firstName(to.name)},`, "Someone asked to reset the password for your Marker account."];
  const after = [
    "The link works once and expires in 1 hour. When you change your password, you are signed out everywhere.",
    "If you did not ask for this, ignore this email: your password stays the same.",
  ];
  return {
    to: to.email,
    subject: "Reset your Marker password",
    text: `${lines.join("\n\n")}\n\nChoose a new password: ${url}\n\n${after.join("\n\n")}\n`,
    html: layout(lines, { label: "Choose a new password", url }, after),
    actionUrl: url,
  };
}

/**
 * Sent after a password is changed, by a signed-in student on /profile or through the emailed reset link
 * (`how`): if it was not them, someone else has their password or their email, and the reset link (which ends
 * every session) takes the account back. A change on /profile keeps the device it was made on signed in; a
 * reset signs out every device.
 */
export function passwordChangedEmail(to: { email: string; name: string }, resetUrl: string, how: "profile" | "reset" = "profile"): EmailMessage {
  const lines = [
    `Hi ${firstName(to.name)},`,
    how === "reset"
      ? "The password for your Marker account has just been changed with a password reset link. Every device signed in to your account has been signed out."
      : "The password for your Marker account has just been changed. Every other device signed in to your account has been signed out.",
  ];
  const after = ["If this was you, you do not need to do anything."];
  const notYou = "If this was not you, reset your password now: someone else may know it.";
  return {
    to: to.email,
    subject: "Your Marker password has been changed",
    text: `${lines.join("\n\n")}\n\n${notYou}\nReset your password: ${resetUrl}\n\n${after.join("\n\n")}\n`,
    html: layout([...lines, notYou], { label: "Reset my password", url: resetUrl }, after),
    actionUrl: resetUrl,
  };
}

/**
 * Sent instead of a second account when someone signs up with an address that already has one. (An account still
 * waiting for its confirmation is taken over by the new sign-up and sent a fresh link instead: unconfirmed-sign-up.server.ts.)
 */
export function existingAccountEmail(to: { email: string; name: string }, signInUrl: string): EmailMessage {
  const lines = [
    `Hi ${firstName(to.name)},`,
    "Someone tried to create a Marker account with this email address, but you already have one.",
    "If it was you, just sign in. If you have forgotten your password, use \"Forgot password?\" on the sign-in page.",
  ];
  const after = ["If it was not you, you can ignore this email. Nobody can use your account without your password."];
  return {
    to: to.email,
    subject: "You already have a Marker account",
    text: `${lines.join("\n\n")}\n\nSign in: ${signInUrl}\n\n${after.join("\n\n")}\n`,
    html: layout(lines, { label: "Sign in to Marker", url: signInUrl }, after),
    actionUrl: signInUrl,
  };
}

/**
 * Sent after an account is deleted, to the address it had. A deletion cannot be undone (nothing is kept to
 * restore), so the "not you" line offers what support can do without suggesting the account can come back.
 */
export function accountDeletedEmail(to: { email: string; name: string }, homeUrl: string, supportEmail: string): EmailMessage {
  const lines = [
    `Hi ${firstName(to.name)},`,
    "Your Marker account has been deleted, as you asked. Your answers, results, flashcards, pictures and profile are gone, and any subscription has been cancelled so you will not be charged again.",
  ];
  const after = [
    `If you did not ask for this, someone else may have got into your account. A deleted account cannot be brought back, but reply to this email (it goes to ${supportEmail}) and we will help you find out how it happened. To keep your other accounts safe, change the password of your email account, and anywhere else you used your Marker password.`,
    "You are welcome back any time: a new account starts fresh.",
  ];
  return {
    to: to.email,
    subject: "Your Marker account has been deleted",
    replyTo: supportEmail,
    text: `${lines.join("\n\n")}\n\n${after.join("\n\n")}\n\nMarker: ${homeUrl}\n`,
    html: layout(lines, { label: "Visit Marker", url: homeUrl }, after),
    actionUrl: homeUrl,
  };
}
