import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import nodemailer, { type Transporter } from "nodemailer";

import { getConfig, type Config } from "../config.server";
import { getLogger } from "../logger.server";
import { processSingleton } from "../process-singleton";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when the message asks for one (the sender address takes no replies). */
  replyTo?: string;
  /** The one link the message is about, logged in the embedded outbox mode so a developer can follow it. */
  actionUrl?: string;
}

export interface Mailer {
  kind: "smtp" | "outbox";
  send(message: EmailMessage): Promise<void>;
}

/** Waits before each retry of an SMTP send (DESIGN.md section 3: bounded retries); two retries at most. */
export const SMTP_RETRY_DELAYS_MS = [300, 1_000] as const;

/**
 * A failure worth another try: the server said "try again later" (a 4xx reply, e.g. 421 busy, 450/451 greylisting)
 * or the connection failed or timed out. A 5xx reply is permanent: the same message would be refused again.
 */
export function isTransientSmtpFailure(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  if (typeof responseCode === "number") return responseCode >= 400 && responseCode < 500;
  return code === "ECONNECTION" || code === "ETIMEDOUT" || code === "ESOCKET" || code === "EDNS";
}

/**
 * Sends email through SMTP when SMTP_URL is set; otherwise writes each message as an .eml file in
 * DATA_DIR/outbox and logs where it is, with its link. The same message builder serves both.
 */
export function createMailer(mail: Config["mail"], options: { retryDelaysMs?: readonly number[] } = {}): Mailer {
  const retryDelaysMs = options.retryDelaysMs ?? SMTP_RETRY_DELAYS_MS;
  // One message shape for both transports, so what the outbox shows is what SMTP sends.
  const envelope = (message: EmailMessage) => ({
    from: mail.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  });
  if (mail.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport({
      url: mail.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      kind: "smtp",
      async send(message) {
        for (let attempt = 0; ; attempt++) {
          try {
            const info = await transport.sendMail(envelope(message));
            getLogger().info({ messageId: info.messageId, subject: message.subject, attempts: attempt + 1 }, "email sent");
            return;
          } catch (error) {
            const delay = retryDelaysMs[attempt];
            if (delay === undefined || !isTransientSmtpFailure(error)) throw error;
            getLogger().warn({ err: error, subject: message.subject, attempt: attempt + 1 }, "email not sent yet; trying again");
            await new Promise((resolve) => setTimeout(resolve, delay));
          }
        }
      },
    };
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    async send(message) {
      const info = await builder.sendMail(envelope(message));
      await mkdir(mail.outboxDir, { recursive: true });
      const file = path.join(mail.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The embedded mode has no mail server: the log line says where the message is and its link.
      getLogger().info({ file, subject: message.subject, link: message.actionUrl }, "email written to the outbox");
    },
  };
}

const MAILER_KEY = "marker.mailer";

export function getMailer(): Mailer {
  return processSingleton(MAILER_KEY, () => createMailer(getConfig().mail));
}
