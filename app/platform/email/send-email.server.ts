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
  /** The one link the message is about, logged in the embedded outbox mode so a developer can follow it. */
  actionUrl?: string;
}

export interface Mailer {
  kind: "smtp" | "outbox";
  send(message: EmailMessage): Promise<void>;
}

/**
 * Sends email through SMTP when SMTP_URL is set; otherwise writes each message as an .eml file in
 * DATA_DIR/outbox and logs where it is, with its link. The same message builder serves both.
 */
export function createMailer(mail: Config["mail"]): Mailer {
  // One message shape for both transports, so what the outbox shows is what SMTP sends.
  const envelope = (message: EmailMessage) => ({
    from: mail.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
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
        const info = await transport.sendMail(envelope(message));
        getLogger().info({ messageId: info.messageId, subject: message.subject }, "email sent");
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
