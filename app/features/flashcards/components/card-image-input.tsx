import { useEffect, useId, useRef, useState } from "react";

import { Button } from "~/ui/button";

import { cardImageUrl } from "../card-image-keys";

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

/**
 * "Add a picture to the front" / "back" of a card: a labelled file input that uploads the chosen
 * picture at once, shows a preview, its progress ("Uploading...") and the server's refusal (announced),
 * and a button to remove it. The picture's key goes in a hidden input named `name`, so a plain form post
 * carries it, and to `onChange` (null when removed).
 */
export function CardImageInput({
  name,
  side,
  defaultKey = null,
  onChange,
  disabled = false,
}: {
  name: string;
  side: "front" | "back";
  defaultKey?: string | null;
  onChange?: (key: string | null) => void;
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
    </div>
  );
}
