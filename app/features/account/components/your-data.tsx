import { Banner } from "~/ui/banner";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/text-field";

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
  const proof = hasPassword
    ? "Type your password to confirm it is you."
    : "You sign in with Google: if you signed in more than 10 minutes ago, sign out and in again first.";
  return (
    <section id="your-data" aria-labelledby="your-data-heading" className="space-y-6">
      <h2 id="your-data-heading" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      <form method="post" action="/profile/data" className="space-y-3">
        <h3 className="font-semibold text-slate-900">Download my data</h3>
        <p className="text-sm text-slate-700">
          One file with everything Marker keeps about you: your account, profile, plan, answers and results, flashcards and pictures. {proof}
        </p>
        {exportError ? <Banner tone="danger">{exportError}</Banner> : null}
        {hasPassword ? <TextField label="Password" name="password" type="password" autoComplete="current-password" required /> : null}
        <Button type="submit" variant="secondary">
          Download my data
        </Button>
      </form>
      <form method="post" action="/profile/delete" className="space-y-3 rounded-md border border-red-300 p-4">
        <h3 className="font-semibold text-red-800">Delete my account</h3>
        <p className="text-sm text-slate-700">
          This deletes your account and everything in it for good, and cancels any subscription so you are not charged again. It cannot be
          undone. You may want to download your data first. {proof}
        </p>
        {deleteError ? <Banner tone="danger">{deleteError}</Banner> : null}
        {hasPassword ? <TextField label="Your password" name="password" type="password" autoComplete="current-password" required /> : null}
        <TextField label="Type DELETE to confirm" name="confirmation" autoComplete="off" required pattern="DELETE" title="Please type DELETE in capital letters to confirm." />
        <Button type="submit" variant="danger">
          Delete my account
        </Button>
      </form>
    </section>
  );
}
