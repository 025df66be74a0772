import { useEffect, useId, useRef, useState } from "react";

import { Button, buttonClasses } from "~/ui/button";

import { cardImageUrl } from "../card-image-keys";
import { FLASHCARD_LIMITS } from "../rules";

const UPLOAD_URL = "/api/flashcards/images";
const FAILED = "The picture could not be uploaded. Please check your connection and try again.";

/** The server's words for a picture over FLASHCARD_LIMITS.imageBytes (imageFailureMessages in platform/images). */
export const PICTURE_TOO_LARGE = "That picture is too large. Please upload one under 5 MB.";

/**
 * Why a chosen file is not sent, or null when it may go: one over the server's size limit is refused here
 * rather than after its upload (the server still checks everything, the size included).
 */
export function cardImageFileProblem(file: { size: number } | null | undefined): string | null {
  return file && file.size > FLASHCARD_LIMITS.imageBytes ? PICTURE_TOO_LARGE : null;
}

interface UploadAnswer {
  key?: string;
  url?: string;
  error?: { message?: string };
}

/** Sends one file to the upload API, reporting progress (fetch cannot report an upload's progress). */
function upload(file: File, onProgress: (fraction: number) => void): { done: Promise<{ key: string } | { error: string }>; abort: () => void } {
  const request = new XMLHttpRequest();
  const done = new Promise<{ key: string } | { error: string }>((resolve) => {
    request.open("POST", UPLOAD_URL);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = (request.response ?? {}) as UploadAnswer;
      if (request.status >= 200 && request.status < 300 && typeof answer.key === "string") resolve({ key: answer.key });
      else resolve({ error: answer.error?.message ?? FAILED });
    };
    request.onerror = () => resolve({ error: FAILED });
    request.onabort = () => resolve({ error: "" });
    const body = new FormData();
    body.append("file", file);
    request.send(body);
  });
  return { done, abort: () => request.abort() };
}

/** The picture's description field, held by the form (so a refused draft comes back with it). */
export interface PictureDescriptionField {
  /** The field's id (the form puts focus on it when the server's message is about it). */
  id: string;
  /** The form field's name; sent once a row, empty when the side has no picture. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The message about this field, shown under it. */
  error?: string | null;
}

/** A field's maxlength counts UTF-16 units, and a character may take two (the rules count characters). */
const DESCRIPTION_MAX_LENGTH = FLASHCARD_LIMITS.pictureDescriptionCharacters * 2;

/**
 * "Add a picture to the front" / "back" of a card: a labelled file input that uploads the chosen
 * picture at once (a file over the size limit is refused before it is sent), shows a preview, its progress
 * ("Uploading...") and the server's refusal (announced), and a button to remove it. Once the side has a
 * picture, "Change picture" opens the file chooser in place of the browser's own input, whose "No file
 * chosen" beside the preview would be wrong. The picture's key goes in a hidden input named `name`, so a
 * plain form post carries it, and to `onChange` (null when removed). While the side has a picture, a field
 * asks what it shows (its alt text wherever it is shown); removing the picture keeps what was written there,
 * for the next picture.
 */
export function CardImageInput({
  name,
  side,
  defaultKey = null,
  onChange,
  description,
  disabled = false,
}: {
  name: string;
  side: "front" | "back";
  defaultKey?: string | null;
  onChange?: (key: string | null) => void;
  description?: PictureDescriptionField;
  disabled?: boolean;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const [imageKey, setImageKey] = useState<string | null>(defaultKey);
  const [preview, setPreview] = useState<string | null>(() => cardImageUrl(defaultKey));
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  // A description whose picture was removed stays on show (with a note) until another picture is added, so
  // nothing the student wrote disappears. A draft sent back by the server in that state shows it too.
  const [keptDescription, setKeptDescription] = useState(() => !defaultKey && Boolean(description?.value.trim()));
  const pending = useRef<{ abort: () => void } | null>(null);
  const objectUrl = useRef<string | null>(null);
  // The side has a picture (or one is on its way): the file input gives way to "Change picture".
  const pictured = preview !== null;

  // The file input that had focus is hidden once the side has a picture: focus goes to the button in its place.
  useEffect(() => {
    if (pictured && document.activeElement === fileInput.current) changeButton.current?.focus();
  }, [pictured]);

  function releasePreview() {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  }
  // Leaving the page ends an upload in progress and frees the preview.
  useEffect(
    () => () => {
      pending.current?.abort();
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  function choose(key: string | null) {
    setImageKey(key);
    onChange?.(key);
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    const refused = cardImageFileProblem(file);
    if (refused) {
      // Not sent: the card keeps the picture it had.
      setError(refused);
      setStatus("");
      if (fileInput.current) fileInput.current.value = "";
      return;
    }
    pending.current?.abort();
    const previous = { key: imageKey, preview };
    releasePreview();
    objectUrl.current = URL.createObjectURL(file);
    setPreview(objectUrl.current);
    setError(null);
    setProgress(0);
    setStatus("Uploading...");
    const attempt = upload(file, setProgress);
    pending.current = attempt;
    const outcome = await attempt.done;
    if (pending.current !== attempt) return;
    pending.current = null;
    setProgress(null);
    if ("key" in outcome) {
      choose(outcome.key);
      setKeptDescription(false);
      setStatus(`Picture added to the ${side}.`);
    } else {
      // Refused: the card keeps the picture it had.
      releasePreview();
      setPreview(previous.preview);
      setStatus("");
      if (outcome.error) setError(outcome.error);
    }
    if (fileInput.current) fileInput.current.value = "";
  }

  function remove() {
    pending.current?.abort();
    pending.current = null;
    releasePreview();
    setPreview(null);
    setProgress(null);
    setError(null);
    choose(null);
    const kept = Boolean(description?.value.trim());
    setKeptDescription(kept);
    setStatus(kept ? `Picture removed from the ${side}. Its description is kept for the next picture you add.` : `Picture removed from the ${side}.`);
    fileInput.current?.focus();
  }

  const label = `Add a picture to the ${side}`;
  const errorId = `${id}-error`;
  const uploading = progress !== null;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        ref={fileInput}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => void onFile(event.currentTarget.files?.[0])}
        // Hidden, not removed, while the side has a picture: "Change picture" opens it, and one tab stop is enough.
        tabIndex={pictured ? -1 : undefined}
        className={
          pictured
            ? "sr-only"
            : "block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50"
        }
      />
      <input type="hidden" name={name} value={imageKey ?? ""} />
      {uploading ? (
        <progress className="h-2 w-full accent-brand-700" max={1} value={progress} aria-label={`Uploading the picture for the ${side}`} />
      ) : null}
      <p className="text-sm text-slate-700" role="status" aria-live="polite">
        {status}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {preview ? (
        <div className="flex flex-wrap items-start gap-3">
          <img src={preview} alt={`Preview of the picture on the ${side}`} className="max-h-32 w-auto max-w-[12rem] rounded-md border border-slate-200 object-contain" />
          <div className="flex flex-wrap gap-2">
            {/* A plain button, for its ref: focus comes here once an upload hides the file input. */}
            <button
              ref={changeButton}
              type="button"
              onClick={() => fileInput.current?.click()}
              // Not disabled while a picture uploads: choosing another one replaces that upload.
              disabled={disabled}
              aria-describedby={error ? errorId : undefined}
              className={buttonClasses("secondary", "sm")}
            >
              Change picture<span className="sr-only"> on the {side}</span>
            </button>
            <Button type="button" variant="secondary" size="sm" onClick={remove} disabled={disabled}>
              Remove picture from the {side}
            </Button>
          </div>
        </div>
      ) : null}
      {description ? <DescriptionInput field={description} side={side} shown={pictured || keptDescription} pictured={pictured} disabled={disabled} /> : null}
    </div>
  );
}

/**
 * "Describe the picture on the front (optional)", with a hint saying what for, while the side has a picture
 * (or had one, whose description is kept: then the hint says it waits for the next picture; the server keeps
 * no description without a picture); otherwise an empty hidden field in its place (the form sends the field
 * once a row, so rows stay in step).
 */
function DescriptionInput({
  field,
  side,
  shown,
  pictured,
  disabled,
}: {
  field: PictureDescriptionField;
  side: "front" | "back";
  shown: boolean;
  pictured: boolean;
  disabled: boolean;
}) {
  if (!shown) return <input type="hidden" name={field.name} value="" />;
  const hintId = `${field.id}-hint`;
  const errorId = `${field.id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-900">
        Describe the picture on the {side} (optional)
      </label>
      <p id={hintId} className="text-sm text-slate-700">
        {pictured
          ? `Say what it shows, for someone who cannot see it. Up to ${FLASHCARD_LIMITS.pictureDescriptionCharacters} characters.`
          : `The picture was removed. This description is kept for the next picture you add on the ${side}; it is not saved without one.`}
      </p>
      <input
        id={field.id}
        name={field.name}
        type="text"
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        maxLength={DESCRIPTION_MAX_LENGTH}
        disabled={disabled}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${hintId} ${errorId}` : hintId}
        className={`block w-full rounded-md border ${field.error ? "border-red-600" : "border-slate-400"} bg-white px-3 py-2 text-slate-900`}
      />
      {field.error ? (
        <p id={errorId} className="text-sm font-medium text-red-800">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}
