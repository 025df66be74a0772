import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";

import { Banner } from "~/ui/banner";
import { Button } from "~/ui/button";

import { AVATAR_FAILED, AVATAR_TOO_LARGE, avatarFileProblem } from "../avatar-limits";

export type AvatarOutcome = { kind: "saved" | "removed" } | { kind: "failed"; message: string } | null;

const OUTCOME_NOTICES = { saved: "Your picture has been updated.", removed: "Your picture has been removed." } as const;

/**
 * The profile's avatar (spec section 2): the picture or the initials, an image-only file input, Upload and
 * Remove. Plain forms that post to /profile/avatar and come back here with the outcome, so it works
 * without JavaScript too. With JavaScript a picture over the size limit is refused here, before it is sent, and
 * the upload or removal is sent in the background: the page stays, so a name or a board changed in the form below
 * and not saved yet is kept (a review: uploading a picture threw them away).
 */
export function AvatarForm({ avatarUrl, initials, outcome }: { avatarUrl: string | null; initials: string; outcome: AvatarOutcome }) {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // A chosen file the browser will not send, and why; cleared when another file is chosen.
  const [problem, setProblem] = useState<string | null>(null);
  // The outcome of an upload or a removal comes with the page the form came back to, so it is already there when a
  // screen reader looks and is not announced: it takes focus instead, and is read out. Keyed on its words, so a
  // reload of the page's data (after Save Changes, say) does not take focus back to it.
  const outcomeBox = useRef<HTMLDivElement>(null);
  // The outcome of an upload or removal sent in the background (a new object each time, so each one takes focus).
  const [sent, setSent] = useState<AvatarOutcome>(null);
  const [sending, setSending] = useState(false);
  // A file chosen after an outcome: the outcome the page came back with no longer applies either.
  const [cleared, setCleared] = useState(false);
  const revalidator = useRevalidator();
  const shown = sent ?? (cleared ? null : outcome);
  const outcomeText = shown ? (shown.kind === "failed" ? shown.message : OUTCOME_NOTICES[shown.kind]) : null;
  useEffect(() => {
    if (outcomeText) outcomeBox.current?.focus();
  }, [outcomeText, sent]);
  const sendInBackground = async (form: HTMLFormElement) => {
    setSending(true);
    try {
      const response = await fetch(form.action, { method: "POST", body: new FormData(form), headers: { Accept: "application/json" } });
      if (response.status === 401) {
        // The session ended: sign in again and come back here (nothing typed below can be kept by the server).
        window.location.assign(`/auth?redirectTo=${encodeURIComponent("/profile")}`);
        return;
      }
      const body = (await response.json().catch(() => null)) as { ok?: boolean; outcome?: "saved" | "removed"; error?: { message?: string } } | null;
      if (response.ok && body?.ok && body.outcome) {
        setSent({ kind: body.outcome });
        if (fileInput.current) fileInput.current.value = "";
        await revalidator.revalidate();
      } else {
        setSent({ kind: "failed", message: body?.error?.message ?? (response.status === 413 ? AVATAR_TOO_LARGE : AVATAR_FAILED) });
      }
    } catch {
      setSent({ kind: "failed", message: AVATAR_FAILED });
    } finally {
      setSending(false);
    }
  };
  const checkBeforeSending = (event: FormEvent<HTMLFormElement>) => {
    const found = avatarFileProblem(fileInput.current?.files?.[0]);
    setProblem(found);
    event.preventDefault();
    if (found) {
      fileInput.current?.focus();
      return;
    }
    void sendInBackground(event.currentTarget);
  };
  const removeInBackground = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    void sendInBackground(event.currentTarget);
  };
  return (
    <section aria-labelledby={`${inputId}-heading`} className="space-y-4">
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold text-slate-900">
        Avatar
      </h2>
      <div aria-live="polite">
        {problem ? <Banner tone="danger">{problem}</Banner> : null}
        {!problem && shown && outcomeText ? (
          <div
            ref={outcomeBox}
            role="status"
            tabIndex={-1}
            className="rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
          >
            <Banner tone={shown.kind === "failed" ? "danger" : "success"} announce={false}>
              {outcomeText}
            </Banner>
          </div>
        ) : null}
      </div>
      {/* Stacked on a phone: the file input has a wide intrinsic width and would push the page sideways. */}
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        {avatarUrl ? (
          <img src={avatarUrl} alt="Your avatar" className="h-20 w-20 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex h-20 w-20 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white">
            {initials}
          </span>
        )}
        <form
          method="post"
          action="/profile/avatar"
          encType="multipart/form-data"
          onSubmit={checkBeforeSending}
          className="w-full min-w-0 space-y-2"
        >
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
            Upload a picture (JPEG, PNG or WebP, up to 5 MB)
          </label>
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            name="avatar"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              setProblem(avatarFileProblem(event.currentTarget.files?.[0]));
              // A new file: the last upload's message no longer applies (a review: a failure stayed on screen).
              setSent(null);
              setCleared(true);
            }}
            required
            className="block w-full min-w-0 max-w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-1.5"
          />
          <Button type="submit" variant="secondary" size="sm" disabled={sending}>
            Upload
          </Button>
        </form>
      </div>
      {avatarUrl ? (
        <form method="post" action="/profile/avatar" onSubmit={removeInBackground}>
          <input type="hidden" name="intent" value="remove" />
          <Button type="submit" variant="secondary" size="sm" disabled={sending}>
            Remove picture
          </Button>
        </form>
      ) : null}
    </section>
  );
}
