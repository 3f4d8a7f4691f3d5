/** The header's check box that selects every result (or none, when all are selected). */
export function SelectAllCheckbox({
  checked,
  onToggle,
}: {
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <input
      type="checkbox"
      className="size-4 accent-[var(--primary)]"
      aria-label="Seleccionar todos los resultados"
      checked={checked}
      onChange={onToggle}
    />
  );
}
