import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";

import { Spinner } from "~/ui/spinner";

/**
 * Marks a paper's pending answers one after another through the existing marking event stream
 * (/api/marking/<id>/events), and reloads the page's figures as each one finishes. Shown only with
 * JavaScript; without it each question's "Open result" link marks that answer.
 */
export function AttemptMarkingProgress({ pending, done, total }: { pending: Array<{ submissionId: string; label: string }>; done: number; total: number }) {
  const revalidator = useRevalidator();
  const [stage, setStage] = useState<{ submissionId: string; text: string } | null>(null);
  const current = pending[0];
  useEffect(() => {
    if (!current) return;
    const source = new EventSource(`/api/marking/${current.submissionId}/events`);
    source.addEventListener("progress", () => setStage({ submissionId: current.submissionId, text: "Reading and marking the answer" }));
    source.addEventListener("done", () => {
      source.close();
      void revalidator.revalidate();
    });
    source.onerror = () => {
      source.close();
      setTimeout(() => void revalidator.revalidate(), 2_000);
    };
    return () => source.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one stream per pending answer
  }, [current?.submissionId]);
  if (!current) return null;
  const position = Math.min(total, done + 1);
  return (
    <div className="mt-6 rounded-lg border border-slate-300 bg-white p-4" role="status" aria-live="polite">
      <div className="flex items-center gap-3">
        <Spinner />
        <p className="font-semibold text-slate-900">
          Marking question {position} of {total} ({current.label})
        </p>
      </div>
      <progress className="mt-3 h-2 w-full accent-brand-700" max={total} value={done} aria-label="Paper marking progress" />
      <p className="mt-1 text-sm text-slate-700">{stage?.submissionId === current.submissionId ? stage.text : "Starting"}</p>
    </div>
  );
}
