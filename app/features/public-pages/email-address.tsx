import type { ReactNode } from "react";

import { TextAnchor } from "./content";

/** Addresses under the reserved .example domain are the defaults an operator must replace. */
export function isPlaceholderAddress(address: string): boolean {
  return address.trim().toLowerCase().endsWith(".example");
}

/** A mailto link for a configured address; says so plainly when the address is missing. */
export function EmailLink({ address }: { address: string | null | undefined }) {
  if (!address) return <span>(address not available)</span>;
  return <TextAnchor href={`mailto:${address}`}>{address}</TextAnchor>;
}

/** A clearly visible note under a placeholder address; renders nothing for a real one. */
export function PlaceholderNote({ address }: { address: string | null | undefined }) {
  if (!address || !isPlaceholderAddress(address)) return null;
  return (
    <p className="mt-2 rounded-lg border border-yellow-300 bg-yellow-50 px-4 py-3 text-sm font-medium text-yellow-900">
      <strong>Placeholder address.</strong> {address} is an example address that the organisation running this copy of
      Marker replaces with its real one. Until it is replaced, email sent to it will not arrive.
    </p>
  );
}

/** A labelled contact address with its placeholder note, for contact sections. */
export function ContactAddress({
  label,
  address,
  children,
}: {
  label: string;
  address: string | null | undefined;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
      <p className="text-sm font-semibold text-slate-900">{label}</p>
      <p className="mt-1 break-all">
        <EmailLink address={address} />
      </p>
      {children ? <div className="mt-1 text-sm text-slate-700">{children}</div> : null}
      <PlaceholderNote address={address} />
    </div>
  );
}
