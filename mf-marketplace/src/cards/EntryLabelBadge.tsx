import type { EntryLabel } from '../catalog/catalogTypes';

/** The entry's label in its own colours (e.g. 'Neu'). */
export function EntryLabelBadge({ label }: { label: EntryLabel }) {
  return (
    <span
      className="ea-label"
      style={{ background: label.color ?? undefined, color: label.text_color ?? undefined }}
    >
      {label.text}
    </span>
  );
}
