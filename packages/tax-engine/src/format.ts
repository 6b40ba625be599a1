// Rupee amounts as Indians write them (12,34,567): the site's one implementation, used by the
// engine's notes, the content and the web app. Hand-written so the output never depends on the
// runtime's ICU data (browsers and Node builds differ).

export function formatInr(amount: number): string {
  const digits = String(Math.trunc(Math.abs(amount)));
  const n = digits.length;
  let grouped = n <= 3 ? digits : digits.slice(n - 3);
  // Pairs of digits leftwards from the thousands: 12,34,567.
  for (let end = n - 3; end > 0; end -= 2)
    grouped = `${digits.slice(Math.max(0, end - 2), end)},${grouped}`;
  return amount <= -1 ? `-${grouped}` : grouped;
}

/** `150000` → `₹1,50,000`: rounded to the rupee, the sign before the symbol. */
export function formatRupees(amount: number): string {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? '-' : ''}₹${formatInr(Math.abs(rounded))}`;
}
