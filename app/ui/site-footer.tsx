import { Link } from "react-router";

import { FOOTER_COLUMNS } from "./navigation";
import { PageContainer } from "./page";

export function SiteFooter({ signedIn }: { signedIn: boolean }) {
  return (
    <footer className="mt-auto border-t border-slate-200 bg-slate-50">
      <PageContainer className="grid gap-8 py-10 sm:grid-cols-2 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-slate-900">Marker</p>
          <p className="mt-2 text-sm text-slate-600">
            Feedback on GCSE answers against your exam board&apos;s mark scheme. AI feedback is not official
            marking.
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.filter((link) => !(signedIn && link.signedOutOnly)).map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="text-sm text-slate-600 hover:text-slate-900 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </PageContainer>
      <PageContainer className="border-t border-slate-200 py-6 text-sm text-slate-600">
        © {new Date().getFullYear()} Marker. GCSE exam board names belong to their owners; Marker is not affiliated
        with any exam board.
      </PageContainer>
    </footer>
  );
}
