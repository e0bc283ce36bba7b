/** "Good morning" before noon, "Good afternoon" until six, then "Good evening". */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';
