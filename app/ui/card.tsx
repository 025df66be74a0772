import type { HTMLAttributes } from "react";

import { cn } from "./cn";

export const CARD_CLASSES = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm";

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn(CARD_CLASSES, className)} {...props} />;
}
