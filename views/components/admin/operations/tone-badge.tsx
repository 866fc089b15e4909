/** A small coloured label (a status, a state); its words, not its colour, carry the meaning. */
export function ToneBadge({ tone, children }: { tone: string; children: string }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
      {children}
    </span>
  );
}
