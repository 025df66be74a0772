import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState } from "react";
import { Form } from "react-router";

import { Button } from "./button";
import { useHydrated } from "./use-hydrated";

/** What a delete asks for: the page it posts to, the field that names the thing, and the spec's question. */
export interface DeleteTarget {
  /**
   * The page whose action deletes (and whose ?delete=<id> shows the question without JavaScript). It may
   * carry a query (`/flashcards?page=2`), which the question's address keeps.
   */
  page: string;
  /** The form field carrying the id (`setId`, `paperId`). */
  field: string;
  id: string;
  /** The spec's confirmation question. */
  question: string;
}

/** The dialog's look, the same for every question the app asks. */
const OVERLAY_CLASSES = "fixed inset-0 z-40 bg-slate-900/50";
const CONTENT_CLASSES =
  "fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl";
const TITLE_CLASSES = "text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]";
const DESCRIPTION_CLASSES = "mt-2 text-slate-700 [overflow-wrap:anywhere]";

/**
 * Delete with a confirmation in a real dialog. Without JavaScript the button opens the same question on
 * the page (?delete=<id>, see DeleteConfirmation), so nothing is deleted by a single click either way.
 */
export function ConfirmDeleteButton({ target, description, itemName }: { target: DeleteTarget; description: string; /** Said to screen readers after "Delete", so a list of Delete buttons says what each deletes. */ itemName?: string }) {
  const named = itemName ? <span className="sr-only"> {itemName}</span> : null;
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) {
    // A GET form drops its action's query, so the page's own parameters travel as hidden fields.
    const [path, query] = target.page.split("?");
    return (
      <form method="get" action={path}>
        {[...new URLSearchParams(query ?? "")].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" name="delete" value={target.id} variant="secondary" size="sm">
          Delete{named}
        </Button>
      </form>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm">
          Delete{named}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={OVERLAY_CLASSES} />
        {/* Cancel (or Escape) gives focus back to this Delete button (Radix's trigger); Delete leaves it to the page. */}
        <Dialog.Content className={CONTENT_CLASSES}>
          <Dialog.Title className={TITLE_CLASSES}>{target.question}</Dialog.Title>
          <Dialog.Description className={DESCRIPTION_CLASSES}>{description}</Dialog.Description>
          <Form method="post" action={target.page} className="mt-6 flex justify-end gap-3" onSubmit={() => setOpen(false)}>
            <input type="hidden" name={target.field} value={target.id} />
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button type="submit" name="intent" value="delete">
              Delete
            </Button>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The confirmation on the page itself, for a browser without JavaScript (<page>?delete=<id>). */
export function DeleteConfirmation({ target }: { target: DeleteTarget }) {
  return (
    <div role="group" aria-labelledby={`confirm-${target.id}`} className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4">
      <p id={`confirm-${target.id}`} className="font-semibold text-red-900">
        {target.question}
      </p>
      <Form method="post" action={target.page} className="mt-3 flex gap-3">
        <input type="hidden" name={target.field} value={target.id} />
        <Button type="submit" name="intent" value="delete">
          Delete
        </Button>
        <a href={target.page} className="inline-flex h-10 items-center px-2 text-sm font-semibold text-brand-700 hover:underline">
          Cancel
        </a>
      </Form>
    </div>
  );
}

/**
 * A question the page asks before it does something that cannot be undone (no form: `onConfirm` does it), in
 * the same dialog as a delete's. Cancel, Escape or a click outside closes it and gives focus back to what had it
 * when it opened (the button that asked); after the confirm button focus is the page's to place, since what
 * had it may be gone.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  onConfirm,
  onCancel,
}: {
  open: boolean;
  /** The question, the dialog's name. */
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  // The dialog has no Radix trigger to go back to: it remembers what had focus as it opened.
  const returnTo = useRef<Element | null>(null);
  const confirmed = useRef(false);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className={OVERLAY_CLASSES} />
        <Dialog.Content
          className={CONTENT_CLASSES}
          onOpenAutoFocus={() => {
            // Called before focus moves into the dialog.
            returnTo.current = document.activeElement;
            confirmed.current = false;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnTo.current;
            returnTo.current = null;
            if (!confirmed.current && target instanceof HTMLElement && target.isConnected) target.focus();
          }}
        >
          <Dialog.Title className={TITLE_CLASSES}>{title}</Dialog.Title>
          <Dialog.Description className={DESCRIPTION_CLASSES}>{description}</Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </Dialog.Close>
            <Button
              onClick={() => {
                confirmed.current = true;
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
