/** How old a saved copy is, in the few words a notice has room for: "Saved 2 h ago". */
export function savedAgo(savedAt: number, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - savedAt) / 60_000));
  if (minutes < 1) return 'Saved just now';
  if (minutes < 60) return `Saved ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `Saved ${hours} h ago`;
  return `Saved ${Math.floor(hours / 24)} days ago`;
}
