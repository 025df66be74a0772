import { Fragment, type ReactNode } from "react";

import { Card } from "~/ui/card";
import { cn } from "~/ui/cn";

import type { MarkingResult } from "../marking-result";
import { colourBand, markRange, percentageOf } from "../grading";
import { levelBasisLine, levelHeadline, objectiveList, type ResultAudience } from "../level-basis";

/** What "AO" means, for a student meeting it first on the result's card. */
export const AO_MEANING = "AO means assessment objective: one of the skills your exam board marks. Each is explained below, with its marks.";

const TONE = {
  green: { text: "text-green-800", bg: "bg-green-50", border: "border-green-300", bar: "bg-green-600" },
  orange: { text: "text-orange-900", bg: "bg-orange-50", border: "border-orange-300", bar: "bg-orange-500" },
  red: { text: "text-red-800", bg: "bg-red-50", border: "border-red-300", bar: "bg-red-600" },
} as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A section that opens: its heading stays visible, its content is one tap away (the page stays short on a phone). */
function OpeningSection({ id, title, children, open = false }: { id: string; title: string; children: ReactNode; open?: boolean }) {
  return (
    <details className="group mt-6 rounded-lg border border-slate-200 bg-white" open={open}>
      <summary className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-4 py-3 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <span aria-hidden="true" className="text-slate-600 group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="px-4 pb-4">{children}</div>
    </details>
  );
}

/** The first `shown` items, and the rest behind "Show N more". */
function ShortList({ items, shown, more }: { items: string[]; shown: number; more: string }) {
  const rest = items.slice(shown);
  return (
    <>
      <List items={items.slice(0, shown)} />
      {rest.length > 0 ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold text-blue-800 underline">
            {more} ({rest.length})
          </summary>
          <div className="mt-2">
            <List items={rest} />
          </div>
        </details>
      ) : null}
    </>
  );
}

function List({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5 text-slate-800">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

export { levelBasisLine, objectiveList, type ResultAudience };

const WORDS = {
  student: {
    mark: "Your mark",
    typeMark: "Your mark as the board's question type",
    nextStep: "Your next step: ",
    answer: "Your answer, annotated",
    comments: "Comments on your answer",
    awardedLevel: " · your level",
    offlineNote: (grade: boolean) =>
      `Offline estimate: it measures what it can see in your writing, not your argument, so marking with an AI model is closer. ${grade ? "The grade is indicative: check" : "Check"} with your teacher.`,
    modelNote: (label: string, grade: boolean) =>
      `Marked by ${label}. ${grade ? "The grade is indicative: AI" : "AI"} feedback is not official marking, so check with your teacher.`,
    // The student's own page keeps the marker's ids (the e2e marking spec reads them): they help a report to support.
    about: (marker: MarkingResult["marker"]) =>
      `${marker.offline ? "Marked by Marker's offline estimate" : `Marked by ${marker.label}`}. If you report a problem with this marking, these tell support which marker it was: marker ${marker.id}, model ${marker.model}, prompt ${marker.promptVersion}.`,
  },
  shared: {
    mark: "Mark",
    typeMark: "Mark as the board's question type",
    nextStep: "Next step: ",
    answer: "The answer, annotated",
    comments: "Comments on the answer",
    awardedLevel: " · level awarded",
    offlineNote: (grade: boolean) =>
      `Offline estimate: it measures what it can see in the writing, not the argument, so marking with an AI model is closer. ${grade ? "The grade is indicative, not official marking." : "It is not official marking."}`,
    modelNote: (label: string, grade: boolean) => `Marked by ${label}. ${grade ? "The grade is indicative: AI" : "AI"} feedback is not official marking.`,
    // A parent or teacher gets plain words, never internal ids.
    about: (marker: MarkingResult["marker"]) =>
      marker.offline
        ? "Marked by Marker's offline estimate, which reads measurable features of the answer; an AI model marks more closely."
        : `Marked by an AI model (${marker.label}).`,
  },
} as const satisfies Record<ResultAudience, unknown>;

/**
 * "Earns credit" only for an objective that earned marks: a passage praised under an objective marked 0
 * is something to build on, not credit.
 */
export function annotationLabel(annotation: Pick<MarkingResult["annotations"][number], "kind" | "objective">, objectives: MarkingResult["objectives"]): string {
  if (annotation.kind !== "strength") return "To improve";
  const objective = objectives.find((candidate) => candidate.code === annotation.objective);
  return objective && objective.achieved === 0 ? "Worth building on" : "Earns credit";
}

type ResultAnnotation = MarkingResult["annotations"][number];

/** A stretch of the answer between two places where an annotated passage starts or ends. */
interface AnswerPiece {
  start: number;
  end: number;
  /** The annotation the piece links to (the innermost passage covering it), or null for plain text. */
  owner: number | null;
  /** How many passages cover the piece: more than one means it is inside another highlighted passage. */
  depth: number;
  /** The annotations whose passages end with this piece, the owner first: their numbers follow it. */
  ending: number[];
}

const length = (annotation: ResultAnnotation) => annotation.end - annotation.start;

/**
 * The answer cut wherever an annotated passage starts or ends. Passages may nest (a misspelt word inside a
 * sentence commented on as a whole) or, from a model, overlap: each piece belongs to the innermost passage
 * covering it (of two alike, the later comment), so the outer passage is split around the inner one and
 * every comment keeps its highlight and its number.
 */
function answerPieces(answerLength: number, annotations: readonly ResultAnnotation[]): AnswerPiece[] {
  const cuts = [...new Set([0, answerLength, ...annotations.flatMap((annotation) => [annotation.start, annotation.end])])]
    .filter((cut) => cut >= 0 && cut <= answerLength)
    .sort((a, b) => a - b);
  const pieces: AnswerPiece[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const start = cuts[i]!;
    const end = cuts[i + 1]!;
    const covering = annotations.flatMap((annotation, index) => (annotation.start <= start && annotation.end >= end ? [index] : []));
    const owner = covering.reduce<number | null>(
      (inner, index) => (inner === null || length(annotations[index]!) <= length(annotations[inner]!) ? index : inner),
      null,
    );
    const ending = covering
      .filter((index) => annotations[index]!.end === end)
      .sort((a, b) => Number(b === owner) - Number(a === owner) || length(annotations[a]!) - length(annotations[b]!));
    pieces.push({ start, end, owner, depth: covering.length, ending });
  }
  return pieces;
}

const HIGHLIGHT = {
  strength: "bg-green-100 decoration-green-700",
  improvement: "bg-amber-100 decoration-amber-700",
} as const;

/** The student's answer with each annotated passage highlighted and numbered, linked to its comment. */
function AnnotatedAnswer({
  answer,
  annotations,
  commentsLabel,
  objectives,
}: {
  answer: string;
  annotations: MarkingResult["annotations"];
  commentsLabel: string;
  objectives: MarkingResult["objectives"];
}) {
  const parts: ReactNode[] = answerPieces(answer.length, annotations).map((piece) => {
    const text = answer.slice(piece.start, piece.end);
    if (piece.owner === null) return text;
    const owner = piece.owner;
    return (
      <Fragment key={`piece-${piece.start}`}>
        <a
          href={`#annotation-${owner + 1}`}
          aria-describedby={`annotation-${owner + 1}`}
          className={cn(
            "rounded px-0.5 underline decoration-2 underline-offset-2",
            HIGHLIGHT[annotations[owner]!.kind],
            // A passage inside another highlighted one is outlined, so it reads as a passage of its own.
            piece.depth > 1 && "ring-1 ring-inset ring-slate-700",
          )}
        >
          {text}
          {/* The space, not a margin, parts the number from the text: the link is read "they cant run around 1", not "around1". */}
          {piece.ending.length === 1 && piece.ending[0] === owner ? <sup className="font-semibold text-slate-800">{` ${owner + 1}`}</sup> : null}
        </a>
        {/*
          Passages ending at the same place (a word commented on inside a sentence commented on): each number follows,
          linked to its comment, in the comments' order and apart ("1, 2", never "21"), so they read as they are listed.
        */}
        {piece.ending.length > 1 || (piece.ending.length === 1 && piece.ending[0] !== owner)
          ? [...piece.ending]
              .sort((a, b) => a - b)
              .map((index, position) => (
                <Fragment key={index}>
                  {position > 0 ? <sup className="text-slate-800">,</sup> : null}
                  <a
                    href={`#annotation-${index + 1}`}
                    aria-describedby={`annotation-${index + 1}`}
                    aria-label={`Comment ${index + 1}`}
                    className={cn("rounded px-0.5", HIGHLIGHT[annotations[index]!.kind])}
                  >
                    <sup className="font-semibold text-slate-800">{index + 1}</sup>
                  </a>
                </Fragment>
              ))
          : null}
      </Fragment>
    );
  });
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <Card className="whitespace-pre-wrap leading-7 text-slate-900">{parts}</Card>
      <ol className="space-y-3" aria-label={commentsLabel}>
        {annotations.map((annotation, index) => (
          <li
            key={index}
            id={`annotation-${index + 1}`}
            // A passage's link brings its comment into view and focus (keyboard users go on reading from there), and
            // the comment it opened is outlined.
            tabIndex={-1}
            className={cn(
              "scroll-mt-4 rounded-lg border p-3 text-sm focus:outline-none target:ring-2 target:ring-slate-900 focus-visible:ring-2 focus-visible:ring-slate-900",
              annotation.kind === "strength" ? "border-green-300 bg-green-50" : "border-amber-300 bg-amber-50",
            )}
          >
            <p className="font-semibold text-slate-900">
              {index + 1}. {annotationLabel(annotation, objectives)} ({annotation.objective})
            </p>
            <p className="mt-1 text-slate-800">{annotation.comment}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Said first on a shared result. The feedback was written to the student ("you build...", "your marks for
 * AO1-AO3...") and is shown as it was written, not reworded: the page's own words speak about the answer
 * ("Mark", "The answer, annotated"), and this line says who the feedback's "you" is.
 */
export const SHARED_FEEDBACK_LEAD = {
  title: "Feedback written to the student:",
  text: 'The comments on this page were written to the student who wrote the answer, so "you" and "your" in them mean that student.',
} as const;

/**
 * The mark, grade and level first, with the one thing to do next; the details below open on request.
 * `audience` words it for the student's own results page (the default) or for a share link's reader.
 * `markedAsType`: the answer is a practice paper's question worth other marks than the board question type it
 * was marked as. Its page leads with the paper's mark (the same share of the question's marks), which the paper
 * and the dashboard show with no grade; here the marking's own figure is labelled as the mark out of the
 * type's marks, and no indicative grade is shown beside it.
 */
export function ResultView({
  result,
  answerText,
  audience = "student",
  markedAsType = false,
  schemeNote = null,
}: {
  result: MarkingResult;
  answerText: string;
  audience?: ResultAudience;
  markedAsType?: boolean;
  /** Said under the levels when the question type's scheme is Marker's estimate (catalogue ESTIMATED_SCHEME_NOTE). */
  schemeNote?: string | null;
}) {
  const words = WORDS[audience];
  const showGrade = !markedAsType;
  const tone = TONE[result.colourBand.tone];
  const nextStep = result.suggestions[0] ?? result.areasForImprovement[0];
  const basisLine = levelBasisLine(result, audience);
  return (
    // A long link or word in the answer (or quoted back in the feedback) wraps instead of widening the page past a
    // phone's screen (a review: a 130-character link made a 375 px page 605 px wide).
    <div className="min-w-0 [overflow-wrap:anywhere]">
      {audience === "shared" ? (
        <div className="mt-6 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3">
          <p className="font-semibold text-slate-900">{SHARED_FEEDBACK_LEAD.title}</p>
          <p className="mt-1 text-sm text-slate-800">{SHARED_FEEDBACK_LEAD.text}</p>
        </div>
      ) : null}
      <Card className={cn("mt-6 border-2", tone.border, tone.bg)}>
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          <div className="flex items-center gap-6">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">{markedAsType ? words.typeMark : words.mark}</p>
              <p className="text-4xl font-extrabold text-slate-900 sm:text-5xl" data-testid="score">
                {result.achievedMarks} / {result.totalMarks}
              </p>
              <p className={cn("mt-1 text-lg font-semibold", tone.text)}>
                {result.percentage}% · {result.colourBand.label}
              </p>
            </div>
            {showGrade ? (
              <div className="text-center">
                <p className="text-sm font-semibold text-slate-700">Indicative grade</p>
                <p className="text-4xl font-extrabold text-slate-900 sm:text-5xl">{result.grade}</p>
              </div>
            ) : null}
          </div>
          <div className="max-w-sm">
            <p className="text-lg font-semibold text-slate-900">
              {levelHeadline(result)}
            </p>
            {basisLine ? <p className="mt-1 text-slate-800">{basisLine}</p> : null}
            {/* The first place a student meets "AO": said in words before the objectives are listed below. */}
            {basisLine && /\bAO\d/.test(basisLine) ? (
              <p className="mt-1 text-sm text-slate-700">{AO_MEANING}</p>
            ) : null}
          </div>
        </div>
        {nextStep ? (
          <p className="mt-4 text-slate-900">
            <span className="font-semibold">{words.nextStep}</span>
            {nextStep}
          </p>
        ) : null}
        <p className="mt-3 text-sm text-slate-700">
          {result.marker.offline ? words.offlineNote(showGrade) : words.modelNote(result.marker.label, showGrade)}
        </p>
        <details className="mt-2 text-sm text-slate-700">
          <summary className="cursor-pointer">About this marking</summary>
          <p className="mt-1">{words.about(result.marker)}</p>
        </details>
      </Card>

      <Section id="objectives-heading" title="Marks for each assessment objective">
        <ul className="space-y-4">
          {result.objectives.map((objective) => {
            const share = objective.max > 0 ? Math.round((objective.achieved / objective.max) * 100) : 0;
            return (
              <li key={objective.code}>
                <div className="flex flex-wrap justify-between gap-2 text-sm">
                  <span className="font-semibold text-slate-900">
                    {objective.code}: {objective.meaning}
                  </span>
                  <span className="font-semibold text-slate-900">
                    {objective.achieved} / {objective.max}
                  </span>
                </div>
                <div
                  className="mt-1 h-3 w-full rounded-full bg-slate-200"
                  role="img"
                  aria-label={`${objective.code}: ${objective.achieved} of ${objective.max} marks`}
                >
                  {/* Each objective's bar in its own share's band (spec section 9), not the whole answer's. */}
                  <div className={cn("h-3 rounded-full", TONE[colourBand(percentageOf(objective.achieved, objective.max)).tone].bar)} style={{ width: `${share}%` }} />
                </div>
                <details className="mt-1 text-sm text-slate-700">
                  <summary className="cursor-pointer font-medium text-slate-800">Why {objective.achieved} of {objective.max}</summary>
                  <p className="mt-1">{objective.rationale}</p>
                </details>
              </li>
            );
          })}
        </ul>
      </Section>

      <div className="grid gap-x-8 md:grid-cols-2">
        <Section id="strengths-heading" title="Strengths">
          <ShortList items={result.strengths} shown={1} more="More strengths" />
        </Section>
        <Section id="improvements-heading" title="Areas for improvement">
          <ShortList items={result.areasForImprovement} shown={2} more="More to improve" />
        </Section>
      </div>
      <OpeningSection id="feedback-heading" title="Specific feedback">
        <p className="whitespace-pre-wrap text-slate-800">{result.specificFeedback}</p>
      </OpeningSection>
      <OpeningSection id="suggestions-heading" title="Suggestions">
        <List items={result.suggestions} />
      </OpeningSection>

      <Section id="answer-heading" title={words.answer}>
        {result.annotations.length === 0 ? (
          <Card className="whitespace-pre-wrap leading-7 text-slate-900">{answerText}</Card>
        ) : (
          <AnnotatedAnswer answer={answerText} annotations={result.annotations} commentsLabel={words.comments} objectives={result.objectives} />
        )}
      </Section>

      <OpeningSection id="levels-heading" title="The mark scheme's levels">
        {schemeNote ? <p className="mb-3 text-sm text-slate-700">{schemeNote}</p> : null}
        {result.levelBands.length === 0 ? (
          <p className="text-slate-700">This question is marked point by point rather than in levels.</p>
        ) : (
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {[...result.levelBands].reverse().map((band) => {
              const awarded = band.level === result.level;
              return (
                <li
                  key={band.level}
                  aria-current={awarded ? "true" : undefined}
                  className={cn(
                    "rounded-lg border p-3",
                    awarded ? cn("border-2", tone.border, tone.bg) : "border-slate-200 bg-white",
                  )}
                >
                  <p className="font-semibold text-slate-900">
                    Level {band.level} ({markRange(band, "–")}){awarded ? words.awardedLevel : ""}
                  </p>
                  <p className="mt-1 text-sm text-slate-700">{band.descriptor}</p>
                </li>
              );
            })}
          </ol>
        )}
      </OpeningSection>
    </div>
  );
}
