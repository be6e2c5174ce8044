/** Short texts, a bullet each, a long one wrapping inside its own line; `className` sets the list's spacing and type. */
export function BulletList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="break-words">
          {item}
        </li>
      ))}
    </ul>
  );
}
