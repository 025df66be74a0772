import { useEffect, useId, useRef, useState, type FormEvent } from "react";

import { forgetTabCopies } from "~/platform/tab-storage";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/text-field";

/** Said once the server has accepted the password and the browser is saving the file (JavaScript on); the page stays. */
export const DOWNLOAD_STARTED = "Your download has started: a ZIP file with a read-me file inside.";
/** Said while the server checks the password and packs the file. */
export const DOWNLOAD_PREPARING = "Getting your data ready...";
/** When the answer is neither the file nor a message from the server (the connection dropped, say): the same words as EXPORT_FAILED. */
export const DOWNLOAD_FAILED = "We could not prepare your data. Please try again.";
/**
 * In the address /profile/delete sends a refused deletion back to when DELETE was typed: the page fills the
 * field in again (only ever with DELETE, so a link cannot put other words in it).
 */
export const CONFIRMATION_KEPT_PARAM = "confirmed";

/** The file's name when the server does not give one (it always does: marker-data-YYYY-MM-DD.zip). */
const FALLBACK_FILE_NAME = "marker-data.zip";

const ERROR_CLASSES = "rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700";

/**
 * A form's failure after the page came back from the server. A role=alert already in the page when it loads
 * is seldom read out, so the message takes focus (the page is at #your-data) and its field points to it.
 */
function FormError({ id, message, focus }: { id: string; message: string; focus: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <p ref={ref} id={id} tabIndex={-1} className={ERROR_CLASSES}>
      {message}
    </p>
  );
}

/** The file name in a Content-Disposition header (filename*=UTF-8''... first, then filename="..." or filename=...), or null. */
export function downloadFileName(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(contentDisposition);
  const name = plain ? (plain[1]?.replace(/\\(.)/g, "$1") ?? plain[2]!) : "";
  // Only the last part of a path, never a folder.
  const base = name.split(/[\\/]/).pop()!.trim();
  return base ? base : null;
}

export type DataDownload = { ok: true; file: Blob; fileName: string } | { ok: false; message: string; field: string | null };

/**
 * Sends the "Download my data" form as the browser would, asking for JSON on failure, and tells the file
 * from a refusal: the ZIP (and its name from Content-Disposition) only when the server accepted the
 * password, else the server's own message and the field it belongs to.
 */
export async function requestDataDownload(action: string, form: FormData, fetcher: typeof fetch = fetch): Promise<DataDownload> {
  // Sent as the form without JavaScript sends it (URL-encoded: it has no file).
  const fields = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);
  let response: Response;
  try {
    response = await fetcher(action, {
      method: "POST",
      body: fields,
      credentials: "same-origin",
      headers: { Accept: "application/zip, application/json" },
    });
  } catch {
    return { ok: false, message: DOWNLOAD_FAILED, field: null };
  }
  const type = response.headers.get("content-type") ?? "";
  if (response.ok && type.startsWith("application/zip")) {
    try {
      const file = await response.blob();
      return { ok: true, file, fileName: downloadFileName(response.headers.get("content-disposition")) ?? FALLBACK_FILE_NAME };
    } catch {
      return { ok: false, message: DOWNLOAD_FAILED, field: null };
    }
  }
  const body = (await response.json().catch(() => null)) as { error?: { message?: unknown; field?: unknown } } | null;
  const message = typeof body?.error?.message === "string" && body.error.message ? body.error.message : DOWNLOAD_FAILED;
  const field = typeof body?.error?.field === "string" ? body.error.field : null;
  return { ok: false, message, field };
}

/** Saves a file the page fetched: an object URL on a temporary <a download>, clicked, removed, and the URL revoked after. */
function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next turn; a minute leaves room for a slow one.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export type DownloadState = { kind: "idle" } | { kind: "busy" } | { kind: "started" } | { kind: "failed"; message: string; field: string | null };

/**
 * The page's side of "Download my data" with JavaScript: "busy", then the file is saved and "started" is
 * reported, or "failed" with the server's message. "started" never comes before the server accepted.
 */
export async function downloadData(
  action: string,
  form: FormData,
  options: { report: (state: DownloadState) => void; fetcher?: typeof fetch; save?: (file: Blob, fileName: string) => void },
): Promise<void> {
  options.report({ kind: "busy" });
  const outcome = await requestDataDownload(action, form, options.fetcher);
  if (outcome.ok) {
    (options.save ?? saveFile)(outcome.file, outcome.fileName);
    options.report({ kind: "started" });
  } else {
    options.report({ kind: "failed", message: outcome.message, field: outcome.field });
  }
}

/**
 * What the download form shows: the page's error (the server's page after a form sent without
 * JavaScript, or a refusal not about the password), the password field's error, and the status line.
 */
export function dataDownloadView(download: DownloadState, exportError: string | null, hasPassword: boolean) {
  const onField = download.kind === "failed" && hasPassword && download.field === "password";
  return {
    formError: download.kind === "idle" ? exportError : download.kind === "failed" && !onField ? download.message : null,
    passwordError: onField ? download.message : undefined,
    status: download.kind === "started" ? DOWNLOAD_STARTED : download.kind === "busy" ? DOWNLOAD_PREPARING : null,
  };
}

export interface YourDataProps {
  /** True when the account signs in with a password (else with Google only). */
  hasPassword: boolean;
  exportError: string | null;
  deleteError: string | null;
  /** True when a refused deletion comes back with DELETE typed (CONFIRMATION_KEPT_PARAM): it is typed again. */
  confirmationKept?: boolean;
  /** A plan being paid for: the delete box says deleting the account ends it now, without a refund. */
  paidPlan?: PaidPlan | null;
}

/**
 * "Your data" on /profile: download everything (UK GDPR articles 15 and 20) and delete the account
 * (article 17), each after the password (or, for a Google-only account, a fresh sign-in).
 */
export function YourData({ hasPassword, exportError, deleteError, confirmationKept = false, paidPlan = null }: YourDataProps) {
  const id = useId();
  const exportErrorId = `${id}-export-error`;
  const deleteErrorId = `${id}-delete-error`;
  const formRef = useRef<HTMLFormElement>(null);
  // Without JavaScript the form posts as it is: the file comes, or the page comes back with its error
  // (exportError). With JavaScript the page fetches the file and says the download started only once the
  // server sent it; a refusal shows the server's message (on the password field when it is about the
  // password) and keeps what was typed.
  const [download, setDownload] = useState<DownloadState>({ kind: "idle" });
  const view = dataDownloadView(download, exportError, hasPassword);

  // Each refusal moves focus to its message (a screen reader reads it out): the password field, whose
  // description is the message, or the message itself.
  useEffect(() => {
    if (download.kind !== "failed") return;
    if (view.passwordError) (formRef.current?.elements.namedItem("password") as HTMLInputElement | null)?.focus();
    else document.getElementById(exportErrorId)?.focus();
  }, [download, view.passwordError, exportErrorId]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (download.kind === "busy") return;
    const form = event.currentTarget;
    void downloadData(form.action, new FormData(form), { report: setDownload });
  }

  const proof = hasPassword
    ? "Type your password to confirm it is you."
    : "You sign in with Google: if you signed in more than 10 minutes ago, sign out and in again first.";
  const passwordAria = view.formError ? { "aria-invalid": true, "aria-describedby": exportErrorId } : {};
  return (
    <section id="your-data" aria-labelledby="your-data-heading" className="space-y-6">
      <h2 id="your-data-heading" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      <form ref={formRef} method="post" action="/profile/data" className="space-y-3" onSubmit={submit}>
        <h3 className="font-semibold text-slate-900">Download my data</h3>
        <p className="text-sm text-slate-700">
          One ZIP file (open it like a folder) with everything Marker keeps about you: your account, profile, plan, answers and results,
          flashcards and pictures. {proof}
        </p>
        {view.formError ? <FormError id={exportErrorId} message={view.formError} focus={download.kind === "idle"} /> : null}
        {hasPassword ? (
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={view.passwordError}
            {...passwordAria}
          />
        ) : null}
        <Button type="submit" variant="secondary">
          Download my data
        </Button>
        <p role="status" className="text-sm font-medium text-green-800">
          {view.status}
        </p>
      </form>
      <DeleteAccountForm
        hasPassword={hasPassword}
        proof={proof}
        error={deleteError}
        errorId={deleteErrorId}
        focusError={!exportError}
        confirmationKept={confirmationKept}
        paidPlan={paidPlan}
      />
    </section>
  );
}

/** A plan being paid for: its name and the end of the current period, and whether that period's payment failed. */
export interface PaidPlan {
  name: string;
  paidUntil: string;
  /** The period's payment did not go through and is being tried again: nothing is paid for, so nothing is refunded. */
  paymentFailed?: boolean;
}

/** What deleting the account does to a plan being paid for (terms section 7: no refund of a part-used month). */
export const paidPlanEnds = (plan: PaidPlan) =>
  plan.paymentFailed
    ? `Your ${plan.name} plan's last payment did not go through. Deleting your account ends the plan now, and the payment is not tried again.`
    : `Your ${plan.name} plan is paid until ${plan.paidUntil}. Deleting your account ends it now, and the rest of the month is not refunded.`;

/** What the confirmation field says when something other than DELETE is typed ("delete", say). */
export const DELETE_CONFIRMATION_MESSAGE = "Please type DELETE in capital letters to confirm.";

/**
 * "Delete my account": a plain form posted to /profile/delete, which comes back here with its error on a refusal
 * (DELETE typed again when it was, never the password).
 */
export function DeleteAccountForm({
  hasPassword,
  proof,
  error,
  errorId,
  focusError,
  confirmationKept,
  paidPlan = null,
}: {
  hasPassword: boolean;
  proof: string;
  error: string | null;
  errorId: string;
  focusError: boolean;
  confirmationKept: boolean;
  paidPlan?: PaidPlan | null;
}) {
  const confirmationWrong = error === DELETE_CONFIRMATION_MESSAGE;
  return (
    // Sent, the account is about to go: the tab forgets its drafts and unsent answers, as at Sign Out (the server's
    // answer also sends Clear-Site-Data, which not every browser applies).
    <form method="post" action="/profile/delete" className="space-y-3 rounded-md border border-red-300 p-4" onSubmit={() => forgetTabCopies()}>
      <h3 className="font-semibold text-red-800">Delete my account</h3>
      <p className="text-sm text-slate-700">
        This deletes your account and everything in it for good, and cancels any subscription so you are not charged again. It cannot be
        undone. You may want to download your data first. {proof}
      </p>
      {paidPlan ? <p className="text-sm font-medium text-slate-900">{paidPlanEnds(paidPlan)}</p> : null}
      {error ? <FormError id={errorId} message={error} focus={focusError} /> : null}
      {hasPassword ? (
        <TextField
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={error && !confirmationWrong ? true : undefined}
          aria-describedby={error && !confirmationWrong ? errorId : undefined}
        />
      ) : null}
      <TextField
        label="Type DELETE to confirm"
        name="confirmation"
        autoComplete="off"
        required
        pattern="DELETE"
        hint="In capital letters."
        // The refusal is about this field when it says what to type here (the password is then not the problem).
        {...(confirmationWrong ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
        title="Please type DELETE in capital letters to confirm."
        // The browser's own words for a pattern ("Please match the requested format.") do not say what to type.
        onInvalid={(event) => event.currentTarget.setCustomValidity(event.currentTarget.validity.patternMismatch ? DELETE_CONFIRMATION_MESSAGE : "")}
        onInput={(event) => event.currentTarget.setCustomValidity("")}
        defaultValue={confirmationKept ? "DELETE" : undefined}
      />
      <Button type="submit" variant="danger">
        Delete my account
      </Button>
    </form>
  );
}
