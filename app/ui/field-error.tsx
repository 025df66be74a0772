/** A field's error message, with the id its control names in aria-describedby; nothing without an error. */
export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {error}
    </p>
  );
}
