import { useId, useRef, useState, type FormEvent } from "react";

import { Banner } from "~/ui/banner";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { FeatureGate } from "~/ui/feature-gate";
import { TextField } from "~/ui/text-field";
import { useHydrated } from "~/ui/use-hydrated";

import { FLASHCARD_MESSAGES } from "../rules";
import { YOUTUBE_PANEL_ID, type YoutubeFormOutcome } from "../youtube-form-outcome";
import { parseYoutubeVideoId } from "../youtube-id";
import { messageFor, ServerMessage } from "~/platform/forms/server-message";

export interface YoutubePanelProps {
  /** Whether the student's plan includes `youtubeFlashcards` (decided on the server). */
  allowed: boolean;
  /** The cheapest plan with the feature ("Standard"), for the gate's texts. */
  requiredPlan: string;
  /** False when the student has no plan at all (the gate asks them to subscribe). */
  hasPlan: boolean;
  /** Called with the new set's id once it is saved (the page revalidates its list). */
  onCreated?: (setId: string) => void;
  /** What the form came back with when it was posted without JavaScript (read by the page's loader). */
  outcome?: YoutubeFormOutcome;
  className?: string;
}

interface Created {
  title: string;
  cards: number;
  notice: string;
  offline: boolean;
  fromDescription?: boolean;
}

const SUPPORTED_FORMS = ["youtube.com/watch?v=…", "youtu.be/…", "youtube.com/embed/…", "youtube.com/v/…", "youtube.com/shorts/…"];

/**
 * 'Generate from YouTube' (spec section 4): a link, checked here first with the spec's messages, then sent to
 * POST /api/flashcards/youtube, which makes and saves the set. Without JavaScript the form posts there itself
 * and the browser comes back to /flashcards with the `outcome`. Students without the feature see the gate.
 */
export function YoutubePanel({ allowed, requiredPlan, hasPlan, onCreated, outcome = null, className }: YoutubePanelProps) {
  const headingId = useId();
  const hydrated = useHydrated();
  const failed = outcome?.kind === "failed" ? outcome : null;
  const [url, setUrl] = useState(failed?.url ?? "");
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>(failed?.onField ? failed.message : undefined);
  const [failure, setFailure] = useState<string | null>(failed && !failed.onField ? failed.message : null);
  const [created, setCreated] = useState<Created | null>(outcome?.kind === "made" ? outcome : null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusUrl = () => formRef.current?.querySelector<HTMLInputElement>('input[name="url"]')?.focus();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setCreated(null);
    const parsed = parseYoutubeVideoId(url);
    if (!parsed.ok) {
      setFieldError(parsed.message);
      // The field's message is tied to the field: focus there reads it and lets the student fix the link.
      focusUrl();
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const response = await fetch("/api/flashcards/youtube", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ url: url.trim() }),
      });
      const body = (await response.json().catch(() => null)) as (Created & { setId?: string; error?: { message?: string } }) | null;
      if (!response.ok || typeof body?.setId !== "string") throw new ServerMessage(body?.error?.message ?? "");
      setCreated(body);
      setUrl("");
      // The emptied field disables Generate, which would drop focus to the page: it goes to the field, ready for another link.
      focusUrl();
      onCreated?.(body.setId);
    } catch (error) {
      // The link stays in the field so nothing typed is lost.
      setFailure(messageFor(error, FLASHCARD_MESSAGES.generateFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section id={YOUTUBE_PANEL_ID} aria-labelledby={headingId} className={className}>
      <Card>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Generate from YouTube
        </h2>
        {allowed ? (
          <>
            <p className="mt-1 text-sm text-slate-700">Paste a link to a YouTube video and Marker makes a set of flashcards from what it teaches.</p>
            <form ref={formRef} className="mt-4 space-y-3" method="post" action="/api/flashcards/youtube" onSubmit={submit} noValidate>
              <TextField
                label="YouTube video URL"
                name="url"
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://www.youtube.com/watch?v=..."
                value={url}
                onChange={(event) => {
                  setUrl(event.target.value);
                  if (fieldError) setFieldError(undefined);
                }}
                error={fieldError}
              />
              {/* Until the page is hydrated the form posts itself (no JavaScript), so the button cannot wait for typing.
                  While it works the button is only marked disabled (aria-disabled; submit ignores it while busy): a
                  disabled button would drop keyboard focus to the page, and the student would lose their place. */}
              <Button
                type="submit"
                disabled={hydrated && !busy && url.trim() === ""}
                aria-disabled={busy ? true : undefined}
                className={busy ? "cursor-wait aria-disabled:bg-slate-400" : undefined}
              >
                {busy ? "Generating..." : "Generate"}
              </Button>
            </form>
            <div aria-live="polite" className="mt-3 space-y-2">
              {created ? (
                <Banner tone={created.notice === FLASHCARD_MESSAGES.videoSuccess ? "success" : "info"}>
                  <p>{created.notice}</p>
                  <p className="mt-1 min-w-0 break-words font-normal [overflow-wrap:anywhere]">
                    Saved "{created.title}" with {created.cards} {created.cards === 1 ? "card" : "cards"}.
                  </p>
                  {created.offline && created.notice !== FLASHCARD_MESSAGES.videoInstructionsIgnored ? (
                    <p className="mt-1 font-normal">{created.fromDescription ? FLASHCARD_MESSAGES.videoOfflineDescription : FLASHCARD_MESSAGES.videoOffline}</p>
                  ) : null}
                </Banner>
              ) : null}
            </div>
            {failure ? (
              <Banner tone="danger" className="mt-3">
                {failure}
              </Banner>
            ) : null}
            <div className="mt-4 text-sm text-slate-700">
              <h3 className="font-semibold text-slate-900">Tips</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                <li>Use educational videos: lessons, lectures and documentaries.</li>
                <li>Videos of 5+ minutes work better.</li>
                <li>Videos with captions give the best flashcards.</li>
              </ul>
              <p className="mt-2">Supported URL forms: {SUPPORTED_FORMS.join(", ")}</p>
            </div>
          </>
        ) : (
          <div className="mt-4">
            <FeatureGate requiredPlan={requiredPlan} hasPlan={hasPlan} />
          </div>
        )}
      </Card>
    </section>
  );
}
