import { useEffect, useId, useRef, useState } from "react";

import { Button } from "~/ui/button";
import { TextField } from "~/ui/text-field";

/** Said once "Download my data" is sent with JavaScript on: the browser saves the file and the page stays. */
export const DOWNLOAD_STARTED = "Your download has started: a ZIP file with a read-me file inside.";

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

export interface YourDataProps {
  /** True when the account signs in with a password (else with Google only). */
  hasPassword: boolean;
  exportError: string | null;
  deleteError: string | null;
}

/**
 * "Your data" on /profile: download everything (UK GDPR articles 15 and 20) and delete the account
 * (article 17), each after the password (or, for a Google-only account, a fresh sign-in).
 */
export function YourData({ hasPassword, exportError, deleteError }: YourDataProps) {
  const id = useId();
  const exportErrorId = `${id}-export-error`;
  const deleteErrorId = `${id}-delete-error`;
  // A right password downloads the file and the page stays, so the old error goes and the page says so;
  // a wrong one brings the page back with its error. Without JavaScript the form posts just the same.
  const [downloadSent, setDownloadSent] = useState(false);
  const shownExportError = downloadSent ? null : exportError;
  const proof = hasPassword
    ? "Type your password to confirm it is you."
    : "You sign in with Google: if you signed in more than 10 minutes ago, sign out and in again first.";
  return (
    <section id="your-data" aria-labelledby="your-data-heading" className="space-y-6">
      <h2 id="your-data-heading" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      <form method="post" action="/profile/data" className="space-y-3" onSubmit={() => setDownloadSent(true)}>
        <h3 className="font-semibold text-slate-900">Download my data</h3>
        <p className="text-sm text-slate-700">
          One ZIP file (open it like a folder) with everything Marker keeps about you: your account, profile, plan, answers and results,
          flashcards and pictures. {proof}
        </p>
        {shownExportError ? <FormError id={exportErrorId} message={shownExportError} focus /> : null}
        {hasPassword ? (
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={shownExportError ? true : undefined}
            aria-describedby={shownExportError ? exportErrorId : undefined}
          />
        ) : null}
        <Button type="submit" variant="secondary">
          Download my data
        </Button>
        <p role="status" className="text-sm font-medium text-green-800">
          {downloadSent ? DOWNLOAD_STARTED : null}
        </p>
      </form>
      <form method="post" action="/profile/delete" className="space-y-3 rounded-md border border-red-300 p-4">
        <h3 className="font-semibold text-red-800">Delete my account</h3>
        <p className="text-sm text-slate-700">
          This deletes your account and everything in it for good, and cancels any subscription so you are not charged again. It cannot be
          undone. You may want to download your data first. {proof}
        </p>
        {deleteError ? <FormError id={deleteErrorId} message={deleteError} focus={!exportError} /> : null}
        {hasPassword ? (
          <TextField
            label="Your password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={deleteError ? true : undefined}
            aria-describedby={deleteError ? deleteErrorId : undefined}
          />
        ) : null}
        <TextField label="Type DELETE to confirm" name="confirmation" autoComplete="off" required pattern="DELETE" title="Please type DELETE in capital letters to confirm." />
        <Button type="submit" variant="danger">
          Delete my account
        </Button>
      </form>
    </section>
  );
}
