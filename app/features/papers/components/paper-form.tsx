import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Form } from "react-router";

import { Banner } from "~/ui/banner";
import { Button } from "~/ui/button";
import { FieldError } from "~/ui/field-error";
import { SelectField } from "~/ui/select-field";
import { TextField } from "~/ui/text-field";

import { formatMinutes } from "../export-text";
import { findPaperProblem, findPaperProblems, type PaperDraft, type PaperProblem, type QuestionRow } from "../paper-schema";
import { PAPER_BOARDS, PAPER_DEFAULTS, PAPER_LIMITS, PAPER_SUBJECTS, QUESTION_TYPES } from "../rules";
import { useHydrated } from "~/ui/use-hydrated";

export const blankQuestion = (): QuestionRow => ({ text: "", marks: String(PAPER_DEFAULTS.marks), questionType: PAPER_DEFAULTS.questionType, guidance: "" });

export const blankPaper = (): PaperDraft => ({ title: "", subject: PAPER_DEFAULTS.subject, examBoard: PAPER_DEFAULTS.examBoard, questions: [blankQuestion()] });

const fieldClasses = "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900";
const invalidClasses = "block w-full rounded-md border border-red-600 bg-white px-3 py-2 text-slate-900";

/** The message for one field of a question row, if the refusal belongs there. */
type RowErrors = Partial<Record<keyof QuestionRow, string>>;

function rowErrorsOf(problems: readonly PaperProblem[], index: number): RowErrors {
  const errors: RowErrors = {};
  for (const problem of problems) {
    const field = problem.field;
    if (field && "question" in field && field.question === index) errors[field.name] ??= problem.message;
  }
  return errors;
}

/** What a field carries when it has a message: marked invalid, its message read with it. */
function invalidProps(id: string, error: string | undefined, describedBy?: string) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [describedBy, error ? `${id}-error` : undefined].filter(Boolean).join(" ") || undefined,
    className: error ? invalidClasses : fieldClasses,
  };
}

function QuestionFields({
  index,
  rowKey,
  row,
  canRemove,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  rowKey: number;
  row: QuestionRow;
  canRemove: boolean;
  errors: RowErrors;
  onChange: (row: QuestionRow) => void;
  onRemove: () => void;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 font-semibold text-slate-900">Question {index + 1}</legend>
      <input type="hidden" name="catalogueQuestionTypeId" value={row.catalogueQuestionTypeId ?? ""} />
      <div className="space-y-1">
        <label htmlFor={`${id}-label`} className="block text-sm font-medium text-slate-900">
          Label on the paper (optional)
        </label>
        <input
          id={`${id}-label`}
          name="label"
          type="text"
          value={row.label ?? ""}
          maxLength={PAPER_LIMITS.labelCharacters}
          onChange={(event) => onChange({ ...row, label: event.target.value })}
          {...invalidProps(`${id}-label`, errors.label)}
        />
        <FieldError id={`${id}-label-error`} error={errors.label} />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-900">
          Question Text
        </label>
        <textarea
          id={`${id}-text`}
          name="questionText"
          data-question-key={rowKey}
          rows={3}
          value={row.text}
          maxLength={PAPER_LIMITS.questionCharacters}
          onChange={(event) => onChange({ ...row, text: event.target.value })}
          {...invalidProps(`${id}-text`, errors.text)}
        />
        <FieldError id={`${id}-text-error`} error={errors.text} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-marks`} className="block text-sm font-medium text-slate-900">
            Marks
          </label>
          <input
            id={`${id}-marks`}
            name="marks"
            type="number"
            min={1}
            max={PAPER_LIMITS.maxMarks}
            step={1}
            value={row.marks}
            onChange={(event) => onChange({ ...row, marks: event.target.value })}
            {...invalidProps(`${id}-marks`, errors.marks)}
          />
          <FieldError id={`${id}-marks-error`} error={errors.marks} />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-type`} className="block text-sm font-medium text-slate-900">
            Question Type
          </label>
          <select
            id={`${id}-type`}
            name="questionType"
            value={row.questionType}
            onChange={(event) => onChange({ ...row, questionType: event.target.value })}
            {...invalidProps(`${id}-type`, errors.questionType)}
          >
            {QUESTION_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-type-error`} error={errors.questionType} />
        </div>
      </div>
      {row.questionType === "multiple_choice" ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-key`} className="block text-sm font-medium text-slate-900">
            Answer Key (optional)
          </label>
          <p id={`${id}-key-hint`} className="text-sm text-slate-600">
            The letters of the correct options, like B or A, C, F, H.
          </p>
          <input
            id={`${id}-key`}
            name="answerKey"
            type="text"
            value={row.answerKey ?? ""}
            maxLength={60}
            onChange={(event) => onChange({ ...row, answerKey: event.target.value })}
            {...invalidProps(`${id}-key`, errors.answerKey, `${id}-key-hint`)}
          />
          <FieldError id={`${id}-key-error`} error={errors.answerKey} />
        </div>
      ) : (
        <input type="hidden" name="answerKey" value={row.answerKey ?? ""} />
      )}
      <div className="space-y-1">
        <label htmlFor={`${id}-source`} className="block text-sm font-medium text-slate-900">
          Source or extract (optional)
        </label>
        <textarea
          id={`${id}-source`}
          name="sourceText"
          rows={row.sourceText ? 8 : 2}
          value={row.sourceText ?? ""}
          maxLength={PAPER_LIMITS.sourceCharacters}
          onChange={(event) => onChange({ ...row, sourceText: event.target.value })}
          {...invalidProps(`${id}-source`, errors.sourceText)}
        />
        <FieldError id={`${id}-source-error`} error={errors.sourceText} />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-guidance`} className="block text-sm font-medium text-slate-900">
          Answer Guidance (optional)
        </label>
        <textarea
          id={`${id}-guidance`}
          name="guidance"
          rows={2}
          value={row.guidance}
          maxLength={PAPER_LIMITS.guidanceCharacters}
          onChange={(event) => onChange({ ...row, guidance: event.target.value })}
          {...invalidProps(`${id}-guidance`, errors.guidance)}
        />
        <FieldError id={`${id}-guidance-error`} error={errors.guidance} />
      </div>
      {canRemove ? (
        <Button
          type="submit"
          name="intent"
          value={`remove-question:${index}`}
          variant="secondary"
          size="sm"
          formNoValidate
          // Says which: every question of the form has one.
          aria-label={`Remove question ${index + 1}`}
          onClick={(event) => {
            event.preventDefault();
            onRemove();
          }}
        >
          Remove Question
        </Button>
      ) : null}
    </fieldset>
  );
}

/**
 * Said above the create form when it holds a paper built from the catalogue (the page shows it in a status region
 * that is there before the build, so the words are read out when the form replaces the builder).
 */
export function builtPaperNote(draft: Pick<PaperDraft, "catalogueRef" | "timeAllowedMinutes">): string | null {
  if (!draft.catalogueRef) return null;
  const time = draft.timeAllowedMinutes ? `: time allowed ${formatMinutes(draft.timeAllowedMinutes)}` : "";
  return `Built from the real paper${time}. Edit anything you like, then Create Paper to save it.`;
}

/** The banner's words for a refusal: a question's field says which question ("Question 2: ..."). */
export function problemSummary(problem: PaperProblem): string {
  const field = problem.field;
  return field && "question" in field ? `Question ${field.question + 1}: ${problem.message}` : problem.message;
}

/**
 * The create form (spec section 2). Add and Remove Question act in place; without JavaScript they post the
 * draft back (nothing is saved). The browser checks the section 5 rules with the server's schema first; a
 * refusal (the browser's or the server's) is said in the banner and under the field it belongs to, and
 * everything typed stays.
 */
export function PaperForm({ initial, error, onDraftChange }: { initial: PaperDraft; error?: string; onDraftChange?: (draft: PaperDraft) => void }) {
  const hydrated = useHydrated();
  const [title, setTitle] = useState(initial.title);
  const [subject, setSubject] = useState(initial.subject);
  const [examBoard, setExamBoard] = useState(initial.examBoard);
  const [rows, setRows] = useState(() => (initial.questions.length > 0 ? initial.questions : [blankQuestion()]).map((row, key) => ({ key, row })));
  // The page keeps a copy of the paper as it is typed (paper-draft-copy.ts), so a reload loses nothing.
  useEffect(() => {
    onDraftChange?.({
      title,
      subject,
      examBoard,
      questions: rows.map(({ row }) => row),
      ...(initial.catalogueRef ? { catalogueRef: initial.catalogueRef } : {}),
      ...(initial.timeAllowedMinutes ? { timeAllowedMinutes: initial.timeAllowedMinutes } : {}),
    });
    // onDraftChange is the page's; a new one each render is the same function in effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title, subject, examBoard, rows, initial.catalogueRef, initial.timeAllowedMinutes]);
  // The server's refusal of the draft it sent back, placed at its fields when the rules say which they are.
  const serverProblems = useMemo<PaperProblem[]>(() => {
    if (!error) return [];
    const found = findPaperProblem(initial);
    return found?.message === error ? findPaperProblems(initial) : [{ message: error, field: null }];
  }, [error, initial]);
  const [localProblems, setLocalProblems] = useState<PaperProblem[] | null>(null);
  // After Add or Remove Question, focus goes to the new question, or to the one before the removed one.
  const formRef = useRef<HTMLFormElement>(null);
  const [focusKey, setFocusKey] = useState<number | null>(null);
  useEffect(() => {
    if (focusKey === null) return;
    formRef.current?.querySelector<HTMLTextAreaElement>(`[data-question-key="${focusKey}"]`)?.focus();
  }, [focusKey]);
  // A refusal in the browser: focus goes to the first field it flags (the banner above says what is wrong).
  useEffect(() => {
    if (localProblems && localProblems.length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [localProblems]);
  const problems = localProblems ?? serverProblems;
  const problem = problems[0] ?? null;
  const paperError = (name: "title") => problems.find((each) => each.field && !("question" in each.field) && each.field.name === name)?.message;

  return (
    <Form
      ref={formRef}
      method="post"
      action="/aipractisepaper"
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        if (submitter?.value !== "create") return;
        const found = findPaperProblems({ title, subject, examBoard, questions: rows.map(({ row }) => row), catalogueRef: initial.catalogueRef });
        if (found.length > 0) {
          event.preventDefault();
          setLocalProblems(found);
        } else setLocalProblems(null);
      }}
    >
      {problem ? <Banner tone="danger">{problemSummary(problem)}</Banner> : null}
      {initial.catalogueRef ? (
        <>
          <input type="hidden" name="catalogueSubjectId" value={initial.catalogueRef.subjectId} />
          <input type="hidden" name="catalogueBoardId" value={initial.catalogueRef.boardId} />
          <input type="hidden" name="cataloguePaperId" value={initial.catalogueRef.paperId} />
          <input type="hidden" name="catalogueTopicId" value={initial.catalogueRef.topicId ?? ""} />
          {initial.timeAllowedMinutes ? <input type="hidden" name="timeAllowedMinutes" value={initial.timeAllowedMinutes} /> : null}
        </>
      ) : null}
      <TextField
        label="Paper Title"
        name="title"
        value={title}
        maxLength={PAPER_LIMITS.titleCharacters}
        error={paperError("title")}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Subject" name="subject" value={subject} onChange={setSubject} options={PAPER_SUBJECTS.map((value) => ({ value, label: value }))} />
        <SelectField label="Exam Board" name="examBoard" value={examBoard} onChange={setExamBoard} options={PAPER_BOARDS.map((value) => ({ value, label: value }))} />
      </div>
      <div className="space-y-4">
        {rows.map(({ key, row }, index) => (
          <QuestionFields
            key={key}
            index={index}
            rowKey={key}
            row={row}
            canRemove={rows.length > 1}
            errors={rowErrorsOf(problems, index)}
            onChange={(changed) => setRows((all) => all.map((item) => (item.key === key ? { key, row: changed } : item)))}
            onRemove={() => {
              const before = rows[Math.max(0, index - 1)]?.key === key ? rows[index + 1] : rows[Math.max(0, index - 1)];
              setRows((all) => all.filter((item) => item.key !== key));
              if (before) setFocusKey(before.key);
            }}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          name="intent"
          value="add-question"
          variant="secondary"
          formNoValidate
          disabled={hydrated && rows.length >= PAPER_LIMITS.questionsPerPaper}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            const added = Math.max(-1, ...rows.map((item) => item.key)) + 1;
            setRows((all) => [...all, { key: added, row: blankQuestion() }]);
            setFocusKey(added);
          }}
        >
          Add Question
        </Button>
        <Button type="submit" name="intent" value="create">
          Create Paper
        </Button>
      </div>
    </Form>
  );
}
