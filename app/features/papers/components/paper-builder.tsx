import { useState } from "react";
import { Form, useNavigation } from "react-router";

import { Banner } from "~/ui/banner";
import { Button } from "~/ui/button";
import { SelectField } from "~/ui/select-field";
import { useHydrated } from "~/ui/use-hydrated";

import { builderKey, settleSelection, type BuilderOptions, type BuilderSelection } from "../builder-selection";

/**
 * "Build from a real paper": subject, board, paper (and History option) from the catalogue, then Build
 * paper. With JavaScript the selects follow each other in place; without it, "Show papers" posts the
 * choice back and the page returns with that board's papers. Building can take the model some seconds,
 * so the button waits and a status line says so.
 */
export function PaperBuilder({ options, initial, error }: { options: BuilderOptions; initial?: Partial<BuilderSelection>; error?: string }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  // AQA first, as the create form defaults to it.
  const [selection, setSelection] = useState(() => settleSelection(options, { boardId: "aqa", ...initial }));
  const choose = (change: Partial<BuilderSelection>) => setSelection((current) => settleSelection(options, { ...current, ...change }));
  const papers = options.papers[builderKey(selection.subjectId, selection.boardId)] ?? [];
  const paper = papers.find((candidate) => candidate.id === selection.paperId);
  const building = navigation.state !== "idle" && navigation.formData?.get("intent") === "build";

  return (
    <Form method="post" action="/aipractisepaper" className="space-y-4" aria-labelledby="build-heading" aria-busy={building || undefined}>
      <div>
        <h2 id="build-heading" className="text-xl font-semibold text-slate-900">
          Build from a real paper
        </h2>
        <p className="text-sm text-slate-700">
          Choose a real exam paper: you get its questions, marks, sources and time allowed, with new questions written for you to edit before
          saving.
        </p>
      </div>
      {error ? <Banner tone="danger">{error}</Banner> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Which subject"
          name="buildSubject"
          value={selection.subjectId}
          onChange={(subjectId) => choose({ subjectId })}
          options={options.subjects.map((subject) => ({ value: subject.id, label: subject.name }))}
        />
        <SelectField
          label="Which exam board"
          name="buildBoard"
          value={selection.boardId}
          onChange={(boardId) => choose({ boardId })}
          options={options.boards.map((board) => ({ value: board.id, label: board.name }))}
        />
        <SelectField
          label="Which paper"
          name="buildPaper"
          value={selection.paperId}
          onChange={(paperId) => choose({ paperId })}
          options={papers.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        />
        {paper && paper.topics.length > 0 ? (
          <SelectField
            label="Which option (topic)"
            name="buildTopic"
            value={selection.topicId}
            onChange={(topicId) => choose({ topicId })}
            options={paper.topics.map((topic) => ({ value: topic.id, label: topic.name }))}
          />
        ) : null}
      </div>
      {paper && paper.topics.length > 0 ? (
        // A History paper's options come in sections: the build is the chosen option's section, with its share of the
        // paper's time, not the whole paper (paper-skeleton.ts sittingMinutes).
        <p id="build-topic-note" className="text-sm text-slate-700">
          A History paper is sat in sections, one option from each. This builds the section of the option you choose, with
          that section's share of the paper's time; build another option to practise the rest of the paper.
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {hydrated ? null : (
          <Button type="submit" name="intent" value="build-choose" variant="secondary">
            Show papers
          </Button>
        )}
        <Button type="submit" name="intent" value="build" disabled={building}>
          {building ? "Building..." : "Build paper"}
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-slate-700">
          {building ? "Building your paper... writing the questions can take a few seconds." : ""}
        </p>
      </div>
    </Form>
  );
}
