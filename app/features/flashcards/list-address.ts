/**
 * The address of the list of sets (`/flashcards`): which page of sets (`?page=N`, newest first) and which
 * set is shown in full (`?open=<id>`), edited (`?edit=<id>`) or studied (`?study=<id>`). Shared by the
 * loader, the action's redirects and the page's links, so they agree. Page 1 has no `page` parameter.
 */
export const LIST_PATH = "/flashcards";

/** Higher than any page there can be (the sets a student may keep over the sets on a page). */
const PAGE_CEILING = 1_000_000;

/**
 * The page a `?page=` value asks for: a whole number, at least 1 (a huge one is capped, and the loader
 * then shows the last page); anything else is page 1. The loader redirects to the page it shows.
 */
export function pageFromParam(raw: string | null): number {
  if (raw === null || !/^\d+$/.test(raw)) return 1;
  return Math.min(PAGE_CEILING, Math.max(1, Number(raw)));
}

export function listAddress(state: { page?: number; open?: string | null; edit?: string | null; study?: string | null } = {}): string {
  const params = new URLSearchParams();
  if (state.page && state.page > 1) params.set("page", String(state.page));
  if (state.open) params.set("open", state.open);
  if (state.edit) params.set("edit", state.edit);
  if (state.study) params.set("study", state.study);
  const query = params.toString();
  return query ? `${LIST_PATH}?${query}` : LIST_PATH;
}
