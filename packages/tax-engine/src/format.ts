// Indian digit grouping (12,34,567) for the few notes that quote an amount. Hand-written so the
// output never depends on the runtime's ICU data.

export function formatInr(amount: number): string {
  const digits = String(Math.trunc(Math.abs(amount)));
  const n = digits.length;
  let grouped = n <= 3 ? digits : digits.slice(n - 3);
  // Pairs of digits leftwards from the thousands: 12,34,567.
  for (let end = n - 3; end > 0; end -= 2)
    grouped = `${digits.slice(Math.max(0, end - 2), end)},${grouped}`;
  return amount <= -1 ? `-${grouped}` : grouped;
}
