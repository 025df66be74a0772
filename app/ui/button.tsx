import { cloneElement, isValidElement, type ButtonHTMLAttributes, type ReactElement } from "react";

import { cn } from "./cn";

const VARIANTS = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 disabled:text-slate-500",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  inverse: "bg-white text-brand-800 hover:bg-brand-50",
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400",
} as const;

/** Heights are minimums: a label that wraps on a narrow screen makes the button taller instead of spilling out. */
const SIZES = {
  sm: "min-h-9 px-3 py-1.5 text-sm",
  md: "min-h-10 px-4 py-2 text-sm",
  lg: "min-h-12 px-6 py-2.5 text-base",
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the child element (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function buttonClasses(variant: keyof typeof VARIANTS = "primary", size: keyof typeof SIZES = "md") {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md text-center font-semibold transition-colors disabled:cursor-not-allowed",
    VARIANTS[variant],
    SIZES[size],
  );
}

/**
 * A button, or with `asChild` its single child element (a link, say) given the button's classes. The
 * child is cloned here rather than through a slot library: every public page loads this module, and a
 * className merge is all the app needs.
 */
export function Button({ variant, size, asChild, className, type, children, ...props }: ButtonProps) {
  const classes = cn(buttonClasses(variant, size), className);
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, { ...(props as object), className: cn(classes, child.props.className) });
  }
  return (
    <button className={classes} type={type ?? "button"} {...props}>
      {children}
    </button>
  );
}
