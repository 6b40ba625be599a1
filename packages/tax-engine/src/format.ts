// Indian digit grouping (12,34,567) for the few notes that quote an amount. Hand-written so the
// output never depends on the runtime's ICU data.

export function formatInr(amount: number): string {
  const negative = amount < 0;
  const digits = String(Math.trunc(Math.abs(amount)));
  let grouped: string;
  if (digits.length <= 3) {
    grouped = digits;
  } else {
    const last3 = digits.slice(-3);
    let rest = digits.slice(0, -3);
    const parts: string[] = [];
    while (rest.length > 2) {
      parts.unshift(rest.slice(-2));
      rest = rest.slice(0, -2);
    }
    if (rest.length > 0) parts.unshift(rest);
    grouped = `${parts.join(',')},${last3}`;
  }
  return negative ? `-${grouped}` : grouped;
}
