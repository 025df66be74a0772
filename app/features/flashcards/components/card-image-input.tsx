import { useEffect, useId, useRef, useState } from "react";

import { Button } from "~/ui/button";

import { cardImageUrl } from "../card-image-keys";
import { FLASHCARD_LIMITS } from "../rules";

const UPLOAD_URL = "/api/flashcards/images";
const FAILED = "The picture could not be uploaded. Please check your connection and try again.";

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
 * picture at once, shows a preview, its progress ("Uploading...") and the server's refusal (announced),
 * and a button to remove it. The picture's key goes in a hidden input named `name`, so a plain form post
 * carries it, and to `onChange` (null when removed). While the side has a picture, a field asks what it
 * shows (its alt text wherever it is shown); removing the picture clears it.
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
  const [imageKey, setImageKey] = useState<string | null>(defaultKey);
  const [preview, setPreview] = useState<string | null>(() => cardImageUrl(defaultKey));
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const pending = useRef<{ abort: () => void } | null>(null);
  const objectUrl = useRef<string | null>(null);

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
    description?.onChange("");
    setStatus(`Picture removed from the ${side}.`);
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
        className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50"
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
        <div className="flex items-start gap-3">
          <img src={preview} alt={`Preview of the picture on the ${side}`} className="max-h-32 w-auto max-w-[12rem] rounded-md border border-slate-200 object-contain" />
          <Button type="button" variant="secondary" size="sm" onClick={remove} disabled={disabled}>
            Remove picture from the {side}
          </Button>
        </div>
      ) : null}
      {description ? <DescriptionInput field={description} side={side} shown={preview !== null} disabled={disabled} /> : null}
    </div>
  );
}

/**
 * "Describe the picture on the front (optional)", with a hint saying what for, while the side has a picture;
 * without one, an empty hidden field in its place (the form sends the field once a row, so rows stay in step).
 */
function DescriptionInput({ field, side, shown, disabled }: { field: PictureDescriptionField; side: "front" | "back"; shown: boolean; disabled: boolean }) {
  if (!shown) return <input type="hidden" name={field.name} value="" />;
  const hintId = `${field.id}-hint`;
  const errorId = `${field.id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-900">
        Describe the picture on the {side} (optional)
      </label>
      <p id={hintId} className="text-sm text-slate-700">
        Say what it shows, for someone who cannot see it. Up to {FLASHCARD_LIMITS.pictureDescriptionCharacters} characters.
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
