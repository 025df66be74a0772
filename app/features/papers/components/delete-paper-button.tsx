import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Form } from "react-router";

import { Button } from "~/ui/button";

import { PAPER_MESSAGES } from "../rules";
import { useHydrated } from "./use-hydrated";

/**
 * Delete with the spec's confirmation ('Are you sure you want to delete this practice paper?') in a
 * dialog. Without JavaScript the button opens the same question on the page (?delete=<id>).
 */
export function DeletePaperButton({ paperId, title }: { paperId: string; title: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) {
    return (
      <form method="get" action="/aipractisepaper">
        <Button type="submit" name="delete" value={paperId} variant="secondary" size="sm">
          Delete
        </Button>
      </form>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm">
          Delete
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{PAPER_MESSAGES.confirmDelete}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            &ldquo;{title}&rdquo; and all its questions will be deleted. This cannot be undone.
          </Dialog.Description>
          <Form method="post" action="/aipractisepaper" className="mt-6 flex justify-end gap-3" onSubmit={() => setOpen(false)}>
            <input type="hidden" name="paperId" value={paperId} />
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

/** The confirmation on the page itself, for a browser without JavaScript (/aipractisepaper?delete=<id>). */
export function DeletePaperConfirmation({ paperId }: { paperId: string }) {
  return (
    <div role="group" aria-labelledby={`confirm-${paperId}`} className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4">
      <p id={`confirm-${paperId}`} className="font-semibold text-red-900">
        {PAPER_MESSAGES.confirmDelete}
      </p>
      <Form method="post" action="/aipractisepaper" className="mt-3 flex gap-3">
        <input type="hidden" name="paperId" value={paperId} />
        <Button type="submit" name="intent" value="delete">
          Delete
        </Button>
        <a href="/aipractisepaper" className="inline-flex h-10 items-center px-2 text-sm font-semibold text-brand-700 hover:underline">
          Cancel
        </a>
      </Form>
    </div>
  );
}
