import { memo, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { Form, useNavigation } from "react-router";

import { Banner } from "~/ui/banner";
import { Button } from "~/ui/button";

import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "../rules";
import { checkSetDraftFields, withoutRow, type CardRow, type DescriptionField, type SetDraft, type SetDraftField } from "../set-schema";
import { CardImageInput } from "./card-image-input";

interface Row extends CardRow {
  key: number;
}

let nextRowKey = 1;
/**
 * A field's maxlength counts UTF-16 units, and one character (an emoji) may take two: the field leaves room
 * for the limit's worth of such characters, and the rules (set-schema.ts) count the characters themselves.
 */
const fieldMaxLength = (characters: number) => characters * 2;

const toRows = (cards: readonly CardRow[]): Row[] =>
  (cards.length > 0 ? cards : [{ front: "", back: "" }]).map((card) => ({ ...card, key: nextRowKey++ }));

/** The problem a field has: which field, and the message shown under it. */
export interface SetFieldProblem {
  field: SetDraftField;
  message: string;
}

const sameField = (a: SetDraftField | undefined, b: SetDraftField) =>
  a !== undefined && a.name === b.name && (a.name === "title" || (b.name !== "title" && a.row === b.row));

/**
 * Whether what the student just did answers the message shown at a field, so the message goes (until the next
 * submit): they changed that field, or removed its row or a row above it (the field is gone, or has moved).
 */
export function answersFieldProblem(problem: SetFieldProblem | null, change: { field: SetDraftField } | { removedRow: number }): boolean {
  if (!problem) return false;
  if ("field" in change) return sameField(problem.field, change.field);
  return problem.field.name !== "title" && problem.field.row >= change.removedRow;
}

/** A row as it would be saved: what the student sees of it (no picture is `null`, as no description is ""). */
const savedShape = (card: CardRow) => ({
  id: card.id ?? null,
  front: card.front,
  back: card.back,
  frontImageKey: card.frontImageKey || null,
  backImageKey: card.backImageKey || null,
  frontImageDescription: card.frontImageDescription || "",
  backImageDescription: card.backImageDescription || "",
});

/** A new row with nothing in it, which a save drops: adding one and leaving it blank changes nothing. */
const isBlankNewRow = (card: CardRow) => !card.id && !card.front.trim() && !card.back.trim() && !card.frontImageKey && !card.backImageKey;

/** From here a side shows how many of its characters are used (FLASHCARD_LIMITS.charactersPerSide is 1,000). */
const NEAR_LIMIT = 900;

/**
 * Whether an edit's draft differs from the set as it was saved: a changed title, a card changed, added or
 * removed, a picture or its description changed. The page asks before it throws such a draft away.
 */
export function draftChanged(saved: SetDraft, draft: SetDraft): boolean {
  if (saved.title !== draft.title) return true;
  const rows = (cards: readonly CardRow[]) => cards.filter((card) => !isBlankNewRow(card)).map((card) => JSON.stringify(savedShape(card)));
  const [before, after] = [rows(saved.cards), rows(draft.cards)];
  return before.length !== after.length || before.some((row, index) => row !== after[index]);
}

/** The question before an edit with unsaved changes is thrown away (Marker's own words; the spec has none). */
export const discardQuestion = (title: string) => `You have unsaved changes to “${title}”. Discard them?`;
/** The same question for a new set not yet created (the create form holds something typed). */
export const DISCARD_NEW_SET_QUESTION = "Your new flashcard set has not been created yet. Discard it?";
export const DISCARD_DESCRIPTION = "Keep editing to save them first. Discarded changes cannot be brought back.";

/** Whether a submission in flight (or just made) came from this form: its intent and, for an edit, its set. */
export function isFromSetForm(formData: FormData | undefined, setId: string | undefined): boolean {
  if (!formData) return false;
  const intent = String(formData.get("intent") ?? "");
  return setId ? intent === "update" && formData.get("setId") === setId : intent === "create";
}

const invalidProps = (fieldId: string, message: string | null) => (message ? { "aria-invalid": true, "aria-describedby": `${fieldId}-error` } : {});
const invalidBorder = (message: string | null) => (message ? "border-red-600" : "border-slate-400");

function FieldMessage({ fieldId, message }: { fieldId: string; message: string | null }) {
  return message ? (
    <p id={`${fieldId}-error`} className="text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null;
}

/**
 * One card's fields: Front (Question) and Back (Answer), each with its picture, and the row's remove button. Drawn
 * again only when its props change (memo): its own row, its place, its messages; the handlers never change.
 */
const CardFields = memo(function CardFields({
  row,
  index,
  idBase,
  removable,
  frontMessage,
  backMessage,
  frontDescriptionMessage,
  backDescriptionMessage,
  onText,
  onPicture,
  onDescribe,
  onRemove,
}: {
  row: Row;
  index: number;
  idBase: string;
  removable: boolean;
  frontMessage: string | null;
  backMessage: string | null;
  frontDescriptionMessage: string | null;
  backDescriptionMessage: string | null;
  onText: (key: number, index: number, side: "front" | "back", value: string) => void;
  onPicture: (key: number, side: "frontImageKey" | "backImageKey", value: string | null) => void;
  onDescribe: (key: number, index: number, name: DescriptionField, value: string) => void;
  onRemove: (event: MouseEvent, index: number) => void;
}) {
  const side = (name: "front" | "back") => {
    const fieldId = `${idBase}-${name}-${index}`;
    const message = name === "front" ? frontMessage : backMessage;
    const descriptionName: DescriptionField = name === "front" ? "frontImageDescription" : "backImageDescription";
    return (
      <div className="min-w-0 space-y-1">
        <label htmlFor={fieldId} className="block text-sm font-medium text-slate-900">
          {name === "front" ? "Front (Question)" : "Back (Answer)"}
        </label>
        {/* It grows with its text (a review: long cards were clipped to two lines while edited on a phone). */}
        <textarea
          id={fieldId}
          name={name}
          rows={2}
          value={row[name]}
          onChange={(event) => onText(row.key, index, name, event.target.value)}
          maxLength={fieldMaxLength(FLASHCARD_LIMITS.charactersPerSide)}
          {...invalidProps(fieldId, message)}
          className={`block max-h-80 min-h-16 w-full rounded-md border [field-sizing:content] ${invalidBorder(message)} bg-white px-3 py-2 text-slate-900`}
        />
        {/* The limit is said before it is reached, not only once it is passed. */}
        {row[name].length >= NEAR_LIMIT ? (
          <p className="text-xs text-slate-700">
            {row[name].length.toLocaleString("en-GB")} / {FLASHCARD_LIMITS.charactersPerSide.toLocaleString("en-GB")} characters
          </p>
        ) : null}
        <FieldMessage fieldId={fieldId} message={message} />
        <CardImageInput
          name={name === "front" ? "frontImageKey" : "backImageKey"}
          side={name}
          defaultKey={(name === "front" ? row.frontImageKey : row.backImageKey) ?? null}
          onChange={(key) => onPicture(row.key, name === "front" ? "frontImageKey" : "backImageKey", key)}
          description={{
            id: `${idBase}-${descriptionName}-${index}`,
            name: descriptionName,
            value: row[descriptionName] ?? "",
            onChange: (value: string) => onDescribe(row.key, index, descriptionName, value),
            error: name === "front" ? frontDescriptionMessage : backDescriptionMessage,
          }}
        />
      </div>
    );
  };
  return (
    <li>
      <fieldset className="grid min-w-0 gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        {/* Shown, not only read out: messages name the card ("Card 3 (back): ..."), so the student can find it. */}
        <legend className="px-1 text-sm font-semibold text-slate-700">Card {index + 1}</legend>
        {row.id ? <input type="hidden" name="cardId" value={row.id} /> : <input type="hidden" name="cardId" value="" />}
        {side("front")}
        {side("back")}
        {removable ? (
          <Button
            type="submit"
            name="intent"
            value={`remove-card:${index}`}
            formNoValidate
            variant="ghost"
            size="sm"
            aria-label={`Remove card ${index + 1}`}
            onClick={(event) => onRemove(event, index)}
          >
            Remove
          </Button>
        ) : null}
      </fieldset>
    </li>
  );
});

/**
 * The form for a new set and for editing one: Set Title, rows of 'Front (Question)' / 'Back (Answer)'
 * (a row's remove button only while there is more than one), Add Card, and Create Set or Save. With
 * JavaScript the rows change at once and the draft is checked before it is sent (the same schema as the
 * server); without it, Add Card and the remove buttons post the draft back and the page returns it with
 * the row added or removed. A side with a picture also asks what the picture shows (its alt text). Nothing
 * typed is lost when the server refuses the draft. A message shown at a field goes once the student changes
 * that field. The draft is reported to `onDraftChange` as it changes, so the page can tell unsaved changes.
 */
export function SetForm({
  setId,
  initial,
  error,
  errorField,
  submitLabel,
  onCancel,
  onDraftChange,
  action = "/flashcards",
}: {
  /** The set being edited; none for a new set. */
  setId?: string;
  initial: SetDraft;
  /** The server's message for this form's last submission. */
  error?: string;
  /** The field the server's message is about (its message is then shown there instead of above the form). */
  errorField?: SetFieldProblem | null;
  submitLabel: string;
  /** Edit's Cancel (discards the draft); without JavaScript it posts "cancel" and the page comes back without the form. */
  onCancel?: () => void;
  /** Told the draft (title and rows) when the form opens and after each change. */
  onDraftChange?: (draft: SetDraft) => void;
  /** Where the form posts: the list's address, so a refused draft comes back on the same page of sets. */
  action?: string;
}) {
  const id = useId();
  const navigation = useNavigation();
  const [title, setTitle] = useState(initial.title);
  const [rows, setRows] = useState<Row[]>(() => toRows(initial.cards));
  const [clientError, setClientError] = useState<{ message: string; field: SetFieldProblem | null } | null>(null);
  // The row whose front gets focus after the next render (a row just added, or the one after a removed row).
  const focusRow = useRef<number | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const pending = navigation.state !== "idle" && isFromSetForm(navigation.formData, setId);
  const problem = clientError ?? (pending || !error ? null : { message: error, field: errorField ?? null });
  // A message about one field is shown at that field (and the field is marked invalid); others above the form.
  const fieldProblem = problem?.field ?? null;
  // Once the student changes the field a message is about, the message (and the red) goes: it may no longer be
  // true. A new problem (a refused submit here, or a new reply from the server) shows again.
  const [answered, setAnswered] = useState(false);
  const [replySeen, setReplySeen] = useState({ error, errorField });
  if (replySeen.error !== error || replySeen.errorField !== errorField) {
    setReplySeen({ error, errorField });
    setAnswered(false);
  }
  const noteChange = (change: { field: SetDraftField } | { removedRow: number }) => {
    if (!answered && answersFieldProblem(fieldProblem, change)) setAnswered(true);
  };
  const shownProblem = answered ? null : fieldProblem;
  const fieldIdOf = (field: SetDraftField) => (field.name === "title" ? `${id}-title` : `${id}-${field.name}-${field.row}`);
  // Over its limit while typing: said under the field at once, in the rules' words, rather than by the server after
  // Save (the field accepts twice the limit in UTF-16 units, so an emoji counts as one character).
  const tooLongNow = (field: SetDraftField): string | null => {
    if (field.name === "title") return [...title].length > FLASHCARD_LIMITS.titleCharacters ? FLASHCARD_MESSAGES.titleTooLong(FLASHCARD_LIMITS.titleCharacters) : null;
    if (field.name !== "front" && field.name !== "back") return null;
    const value = rows[field.row]?.[field.name] ?? "";
    return [...value].length > FLASHCARD_LIMITS.charactersPerSide ? FLASHCARD_MESSAGES.sideTooLong(FLASHCARD_LIMITS.charactersPerSide) : null;
  };
  const problemAt = (field: SetDraftField) => (shownProblem && sameField(shownProblem.field, field) ? shownProblem.message : null);
  const messageFor = (field: SetDraftField) => problemAt(field) ?? tooLongNow(field);
  const titleMessage = messageFor({ name: "title" });

  // Focus goes to the first wrong field, so the student hears its label and message and can fix it at once:
  // after a refused submission in the browser, and when the server's reply names a field.
  const [focusProblem, setFocusProblem] = useState(0);
  useEffect(() => {
    const target = fieldProblem ? document.getElementById(fieldIdOf(fieldProblem.field)) : null;
    (target ?? titleRef.current)?.focus();
    // Runs on mount and on each new problem (focusProblem counts them); not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusProblem, error, errorField]);

  useEffect(() => {
    onDraftChange?.({ title, cards: rows });
  }, [title, rows, onDraftChange]);

  useEffect(() => {
    if (focusRow.current === null) return;
    document.getElementById(`${id}-front-${focusRow.current}`)?.focus();
    focusRow.current = null;
  });

  // The rows are drawn by CardFields, which draws a row again only when its own text, pictures or messages change
  // (a set may hold 200 cards: drawing them all on each keystroke made typing lag). Its handlers are made once and
  // read the newest state through refs.
  const latest = useRef({ noteChange, rowCount: rows.length });
  useLayoutEffect(() => {
    latest.current = { noteChange, rowCount: rows.length };
  });

  const update = useCallback((key: number, index: number, side: "front" | "back", value: string) => {
    latest.current.noteChange({ field: { name: side, row: index } });
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [side]: value } : row)));
  }, []);

  const setPicture = useCallback(
    (key: number, side: "frontImageKey" | "backImageKey" | DescriptionField, value: string | null) =>
      setRows((current) => current.map((row) => (row.key === key ? { ...row, [side]: value } : row))),
    [],
  );

  const describe = useCallback(
    (key: number, index: number, name: DescriptionField, value: string) => {
      latest.current.noteChange({ field: { name, row: index } });
      setPicture(key, name, value);
    },
    [setPicture],
  );

  const addRow = (event: MouseEvent) => {
    event.preventDefault();
    setRows((current) => [...current, { front: "", back: "", key: nextRowKey++ }]);
    focusRow.current = rows.length;
  };

  const removeRow = useCallback((event: MouseEvent, index: number) => {
    event.preventDefault();
    latest.current.noteChange({ removedRow: index });
    setRows((current) => withoutRow(current, index));
    focusRow.current = Math.max(0, Math.min(index, latest.current.rowCount - 2));
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const checked = checkSetDraftFields({ title, cards: rows });
    if (!checked.ok) {
      event.preventDefault();
      setClientError({
        message: checked.message,
        field: checked.field && checked.fieldMessage ? { field: checked.field, message: checked.fieldMessage } : null,
      });
      setAnswered(false);
      setFocusProblem((count) => count + 1);
      return;
    }
    setClientError(null);
  };

  const intent = setId ? "update" : "create";
  return (
    <Form method="post" action={action} onSubmit={onSubmit} className="space-y-4" noValidate>
      {/* Enter in the title submits the set, not the first row button. */}
      <button type="submit" name="intent" value={intent} tabIndex={-1} aria-hidden="true" className="sr-only">
        {submitLabel}
      </button>
      {setId ? <input type="hidden" name="setId" value={setId} /> : null}
      {problem && !fieldProblem ? <Banner tone="danger">{problem.message}</Banner> : null}
      <div className="space-y-1">
        <label htmlFor={`${id}-title`} className="block text-sm font-medium text-slate-900">
          Set Title
        </label>
        <input
          ref={titleRef}
          id={`${id}-title`}
          name="title"
          value={title}
          onChange={(event) => {
            noteChange({ field: { name: "title" } });
            setTitle(event.target.value);
          }}
          maxLength={fieldMaxLength(FLASHCARD_LIMITS.titleCharacters)}
          {...invalidProps(`${id}-title`, titleMessage)}
          className={`block w-full rounded-md border ${invalidBorder(titleMessage)} bg-white px-3 py-2 text-slate-900 shadow-sm`}
        />
        <FieldMessage fieldId={`${id}-title`} message={titleMessage} />
      </div>
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <CardFields
            key={row.key}
            row={row}
            index={index}
            idBase={id}
            removable={rows.length > 1}
            frontMessage={messageFor({ name: "front", row: index })}
            backMessage={messageFor({ name: "back", row: index })}
            frontDescriptionMessage={problemAt({ name: "frontImageDescription", row: index })}
            backDescriptionMessage={problemAt({ name: "backImageDescription", row: index })}
            onText={update}
            onPicture={setPicture}
            onDescribe={describe}
            onRemove={removeRow}
          />
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="add-card" formNoValidate variant="secondary" onClick={addRow}>
          Add Card
        </Button>
        <Button type="submit" name="intent" value={intent} disabled={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button
            type="submit"
            name="intent"
            value="cancel"
            formNoValidate
            variant="secondary"
            onClick={(event) => {
              event.preventDefault();
              onCancel();
            }}
          >
            Cancel
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
